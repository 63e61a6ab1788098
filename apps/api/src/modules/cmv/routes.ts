import {
  CMV_LIMITE_DOWNLOAD_DIRETO,
  CMV_XLSX_TYPE,
  configuracaoCmvOutput,
  disponibilidadeCmvOutput,
  endpoints,
  exportarCatalogoPrecosInput,
  exportarEstoqueInput,
  planosDeContasCmvOutput,
  salvarConfiguracaoCmvInput,
  salvarConfiguracaoCmvOutput,
  type ExportarEstoqueParams,
  type TipoExportacaoCmv,
} from '@matriz/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import { assertAdministrador, cmvAccess, cmvTags as tags } from './access.ts';
import { exportEstoque } from './export-estoque.ts';
import { getConfiguracaoCmv } from './get-configuracao-cmv.ts';
import { getDisponibilidadeCmv } from './get-disponibilidade-cmv.ts';
import { listPlanosDeContasCmv } from './list-planos-de-contas-cmv.ts';
import { saveConfiguracaoCmv } from './save-configuracao-cmv.ts';

/** RFC 6266: an ASCII name (the export names are ASCII). */
const contentDisposition = (nome: string) => `attachment; filename="${nome}"`;

const exportarDescricao =
  `Até ${CMV_LIMITE_DOWNLOAD_DIRETO} linhas: o arquivo xlsx (200, ${CMV_XLSX_TYPE}, nome no Content-Disposition). ` +
  'Acima: a exportação vai para a fila de relatórios e a resposta é 200 JSON { id, message } (plano Premium; ' +
  'sem ele, 403).';

/** The CMV tab of /dre (spec 001 §2.2, §3, §5, §7; issue 11 §4): setup, account plans and the stock exports. */
export const cmvRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.cmv;

  app.get(
    e.disponibilidade,
    {
      config: cmvAccess(),
      schema: {
        tags,
        summary: 'Se o cliente tem marca com controle de estoque (a aba CMV só existe então)',
        response: { 200: disponibilidadeCmvOutput },
      },
    },
    async (request) => getDisponibilidadeCmv(app.db, requireAuth(request), await requireScope(request)),
  );

  app.get(
    e.configuracao,
    {
      config: cmvAccess(),
      schema: {
        tags,
        summary: 'Configuração do CMV: as três contas (CMV, ajuste a receber, ajuste a pagar)',
        response: { 200: configuracaoCmvOutput },
      },
    },
    async (request) => getConfiguracaoCmv(app.db, requireAuth(request)),
  );

  app.post(
    e.salvarConfiguracao,
    {
      config: cmvAccess(),
      // the whole cliente's setup: refused to a non-administrator before the body is validated
      onRequest: async (request) => assertAdministrador(requireAuth(request)),
      schema: {
        tags,
        summary: 'Salvar a configuração do CMV (administrador)',
        body: salvarConfiguracaoCmvInput,
        response: { 200: salvarConfiguracaoCmvOutput },
      },
    },
    async (request) =>
      saveConfiguracaoCmv(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  for (const [path, natureza] of [
    [e.planosAPagar, 'pagar'],
    [e.planosAReceber, 'receber'],
  ] as const) {
    app.get(
      path,
      {
        config: cmvAccess(),
        schema: {
          tags,
          summary: `Planos de contas a ${natureza} das marcas com controle de estoque`,
          response: { 200: planosDeContasCmvOutput },
        },
      },
      async (request) =>
        listPlanosDeContasCmv(app.db, requireAuth(request), await requireScope(request), natureza),
    );
  }

  const exportar = async (
    tipo: TipoExportacaoCmv,
    request: FastifyRequest,
    reply: FastifyReply,
    params: ExportarEstoqueParams,
  ) => {
    const r = await exportEstoque(app.db, requireAuth(request), await requireScope(request), tipo, params);
    if (!('arquivo' in r)) return r;
    return reply
      .type(CMV_XLSX_TYPE)
      .header('content-disposition', contentDisposition(r.nome))
      .header('access-control-expose-headers', 'content-disposition')
      .send(r.arquivo);
  };
  const exportacoes = [
    ['cmv', 'Exportar o CMV do mês por empresa'],
    ['posicao-estoque', 'Exportar a posição de estoque do mês'],
    ['entrada-estoque', 'Exportar as entradas de estoque do mês'],
  ] as const;
  for (const [tipo, summary] of exportacoes) {
    app.post(
      e.exportar[tipo],
      {
        config: cmvAccess('Exportar'),
        schema: { tags, summary, description: exportarDescricao, body: exportarEstoqueInput },
      },
      async (request, reply) => exportar(tipo, request, reply, request.body),
    );
  }
  app.post(
    e.exportar['catalogo-precos'],
    {
      config: cmvAccess('Exportar'),
      schema: {
        tags,
        summary: 'Exportar o catálogo de preços (mês opcional)',
        description: exportarDescricao,
        body: exportarCatalogoPrecosInput,
      },
    },
    async (request, reply) => exportar('catalogo-precos', request, reply, request.body),
  );
};
