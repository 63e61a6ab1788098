import {
  editarValorManualInput,
  editarValorManualOutput,
  empresasValorManualQuery,
  endpoints,
  importarValoresManuaisQuery,
  linhasValorManualOutput,
  linhasValorManualQuery,
  listarValoresManuaisOutput,
  modelosDreOutput,
  optionsListOutput,
  resultadoImportacaoValoresManuais,
  valoresManuaisFiltro,
  valoresManuaisMessages,
  VALORES_MANUAIS_MAX_BYTES,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartPlugin, readUploadedFile } from '../../plugins/multipart.ts';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import { listModelosDre } from '../dre/list-modelos-dre.ts';
import { valoresManuaisAccess as access, valoresManuaisTags as tags } from './access.ts';
import { exportModeloValoresManuais, XLSX_TYPE } from './export-modelo-valores-manuais.ts';
import { importValoresManuais } from './import-valores-manuais.ts';
import { lerPlanilhaValoresManuais } from './ler-planilha-valores-manuais.ts';
import { listEmpresasDoGrupo } from './list-empresas-do-grupo.ts';
import { listLinhasManuais } from './list-linhas-manuais.ts';
import { listValoresManuais } from './list-valores-manuais.ts';
import { updateValorManual } from './update-valor-manual.ts';

/**
 * Valores Manuais of the DRE (spec 001 §2.1, §3, §7; issue 11 §2): the options of the tab's filter, the list, the
 * cell edit, the template and its upload. Claims DreValorManual/Obter (reading), Editar (writing), Exportar (the
 * template); every store within the user's scope.
 */
export const valoresManuaisRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.valoresManuais;
  // multipart parsing (and its per-request hooks) only where files are uploaded
  await app.register(multipartPlugin);

  app.get(
    e.modelos,
    {
      config: access('Obter'),
      schema: { tags, summary: 'Listar os modelos de DRE do cliente', response: { 200: modelosDreOutput } },
    },
    async (request) => listModelosDre(app.db, requireAuth(request)),
  );

  app.get(
    e.linhas,
    {
      config: access('Obter'),
      schema: {
        tags,
        summary: 'Listar as linhas manuais de um modelo de DRE',
        querystring: linhasValorManualQuery,
        response: { 200: linhasValorManualOutput },
      },
    },
    async (request) => listLinhasManuais(app.db, requireAuth(request), request.query),
  );

  app.get(
    e.empresas,
    {
      config: access('Obter'),
      schema: {
        tags,
        summary: 'Listar as empresas de um grupo (opções do filtro)',
        querystring: empresasValorManualQuery,
        response: { 200: optionsListOutput },
      },
    },
    async (request) =>
      listEmpresasDoGrupo(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.get(
    e.listar,
    {
      config: access('Obter'),
      schema: {
        tags,
        summary: 'Listar os valores manuais de uma linha e mês, uma linha por empresa do filtro',
        querystring: valoresManuaisFiltro,
        response: { 200: listarValoresManuaisOutput },
      },
    },
    async (request) =>
      listValoresManuais(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.post(
    e.editar,
    {
      config: access('Editar'),
      schema: {
        tags,
        summary: 'Gravar (ou apagar, com valor nulo) o valor manual de uma empresa',
        body: editarValorManualInput,
        response: { 200: editarValorManualOutput },
      },
    },
    async (request) =>
      updateValorManual(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.post(
    e.baixarModelo,
    {
      config: access('Exportar'),
      schema: { tags, summary: 'Baixar o modelo de planilha (xlsx) do filtro', body: valoresManuaisFiltro },
    },
    async (request, reply) => {
      const { buffer, nomeArquivo } = await exportModeloValoresManuais(
        app.db,
        requireAuth(request),
        await requireScope(request),
        request.body,
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
        .send(buffer);
    },
  );

  app.post(
    e.importar,
    {
      config: access('Editar'),
      schema: {
        tags,
        summary: 'Enviar a planilha preenchida (xlsx)',
        description:
          'multipart/form-data com o campo `file` (xlsx de até 1 MB); o filtro, `opcao` (1 preservar, 2 ' +
          'sobrescrever) e `inserirValidos` na query string.',
        consumes: ['multipart/form-data'],
        querystring: importarValoresManuaisQuery,
        response: { 200: resultadoImportacaoValoresManuais },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const bytes = await readUploadedFile(request, {
        field: 'file',
        maxBytes: VALORES_MANUAIS_MAX_BYTES,
        missing: valoresManuaisMessages.arquivoAusente,
        tooLarge: valoresManuaisMessages.arquivoGrande,
      });
      const planilha = await lerPlanilhaValoresManuais(bytes);
      return importValoresManuais(app.db, auth, await requireScope(request), request.query, planilha);
    },
  );
};
