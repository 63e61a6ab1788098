import {
  arquivoIdParams,
  endpoints,
  exportarNotasArquivoInput,
  exportarNotasArquivoOutput,
  listArquivosOutput,
  listArquivosQuery,
  modeloArquivoParams,
  statusArquivosOutput,
  statusArquivosQuery,
  tiposArquivoOutput,
  uploadArquivoOutput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { multipartPlugin } from '../../plugins/multipart.ts';
import { requireAuth, requireScope, type RouteAccess } from '../access/auth-context.ts';
import { contentDisposition, getDownloadArquivo } from './download-arquivo.ts';
import { exportarNotas } from './exportar-notas.ts';
import { listArquivos } from './list-arquivos.ts';
import { exportarModeloArquivo, XLSX_TYPE } from './modelo-arquivo.ts';
import { statusArquivos } from './status-arquivos.ts';
import { listTiposArquivo } from './tipos-arquivo.ts';
import { uploadArquivo } from './upload-arquivo.ts';

const tags = ['Upload'];
const access = (action: 'Obter' | 'Importar' | 'Exportar', premium = false): { access: RouteAccess } => ({
  access: { rule: 'Arquivo', action, ...(premium ? { premium } : {}) },
});

/**
 * Upload screen /upload (spec 002 §2.4, §5, §6, §7; issue 13): Arquivo/Importar uploads and takes the templates;
 * Arquivo/Obter lists, follows and downloads; Arquivo/Exportar exports a file's notes (premium: it waits in the
 * report list). README 'Upload' documents each route and layout.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.arquivo;
  // multipart parsing (and its per-request hooks) only where files are uploaded
  await app.register(multipartPlugin);

  app.post(
    e.upload,
    {
      config: access('Importar'),
      schema: {
        tags,
        summary: 'Enviar um arquivo (.csv ou .xlsx) de um tipo',
        description:
          'multipart/form-data com `file` (.csv ou .xlsx, até UPLOAD_MAX_MB) e `tipoArquivo` (0 a 6). O arquivo é ' +
          'guardado e processado na fila: a resposta traz a linha (Aguardando, ou Finalizado "Ignorado, já ' +
          'processado" quando o mesmo conteúdo do mesmo tipo já foi enviado).',
        consumes: ['multipart/form-data'],
        response: { 200: uploadArquivoOutput },
      },
    },
    async (request) =>
      uploadArquivo(
        { db: app.db, storage: app.storage, maxMb: app.config.uploadMaxMb },
        request,
        requireAuth(request),
        await requireScope(request),
      ),
  );

  app.get(
    e.listar,
    {
      config: access('Obter'),
      schema: {
        tags,
        summary: 'Listar arquivos enviados',
        querystring: listArquivosQuery,
        response: { 200: listArquivosOutput },
      },
    },
    async (request) => listArquivos(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.get(
    e.status,
    {
      config: access('Obter'),
      schema: {
        tags,
        summary: 'Status dos arquivos acompanhados (ETag: 304 quando nada mudou)',
        querystring: statusArquivosQuery,
        response: { 200: statusArquivosOutput, 304: z.null().describe('Nada mudou desde o ETag enviado') },
      },
    },
    async (request, reply) => {
      const { corpo, etag } = await statusArquivos(
        app.db,
        requireAuth(request),
        await requireScope(request),
        request.query.ids,
      );
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return corpo;
    },
  );

  app.get(
    e.tipos,
    {
      // both tabs need it (the Upload tab's select, the Status tab's filter): any Arquivo action
      config: { access: { rule: 'Arquivo' } },
      schema: {
        tags,
        summary: 'Tipos de arquivo e quais este cliente pode enviar',
        response: { 200: tiposArquivoOutput },
      },
    },
    (request) => listTiposArquivo(app.db, requireAuth(request)),
  );

  app.get(
    e.modelo,
    {
      config: access('Importar'),
      schema: { tags, summary: 'Modelo (xlsx) de um tipo de arquivo', params: modeloArquivoParams },
    },
    async (request, reply) => {
      const { nome, buffer } = await exportarModeloArquivo(
        app.db,
        requireAuth(request),
        request.params.tipoArquivo,
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition(nome))
        .header('access-control-expose-headers', 'content-disposition')
        .send(buffer);
    },
  );

  app.get(
    e.download,
    {
      config: access('Obter'),
      schema: {
        tags,
        summary: 'Baixar o arquivo original (premium; quem enviou ou sysAdmin; 30 dias)',
        params: arquivoIdParams,
      },
    },
    async (request, reply) => {
      const file = await getDownloadArquivo(
        { db: app.db, storage: app.storage },
        requireAuth(request),
        await requireScope(request),
        request.params.id,
      );
      return reply
        .header('content-type', file.tipo)
        .header('content-disposition', contentDisposition(file.nome))
        .header('access-control-expose-headers', 'content-disposition')
        .send(app.storage.read(file.chave));
    },
  );

  app.post(
    e.exportarNotas,
    {
      config: access('Exportar', true),
      schema: {
        tags,
        summary: 'Exportar as notas de um arquivo (relatório xlsx na fila)',
        body: exportarNotasArquivoInput,
        response: { 200: exportarNotasArquivoOutput },
      },
    },
    async (request) =>
      exportarNotas(app.db, requireAuth(request), await requireScope(request), request.body.id),
  );
};
