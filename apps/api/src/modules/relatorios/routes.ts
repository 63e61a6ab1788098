import {
  endpoints,
  listRelatoriosOutput,
  listRelatoriosQuery,
  relatorioIdParams,
  relatoriosMessages,
  tiposOrigemOutput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { createLocalStorage } from '../storage/storage.ts';
import { getDownload, listRelatorios, listTiposOrigem } from './queries.ts';

const tags = ['Relatórios'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(nome: string): string {
  const ascii =
    nome
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo.xlsx';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

/** Report list (/relatorio, spec 001 §2.4, §6, §7): rule Relatorio on a premium cliente; download needs Exportar. */
export const relatoriosRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.relatorio;
  const storage = createLocalStorage(app.config.filesDir);

  app.get(
    e.listar,
    {
      config: { access: { rule: 'Relatorio', premium: true } },
      schema: {
        tags,
        summary: 'Listar solicitações de relatório',
        querystring: listRelatoriosQuery,
        response: { 200: listRelatoriosOutput },
      },
    },
    (request) => listRelatorios(app.db, requireAuth(request), request.query),
  );

  app.get(
    e.tiposOrigem,
    {
      config: { access: { rule: 'Relatorio', premium: true } },
      schema: { tags, summary: 'Tipos de origem (rótulo → valor)', response: { 200: tiposOrigemOutput } },
    },
    async () => listTiposOrigem(),
  );

  app.get(
    e.download,
    {
      config: { access: { rule: 'Relatorio', action: 'Exportar', premium: true } },
      schema: { tags, summary: 'Baixar o arquivo de um relatório finalizado', params: relatorioIdParams },
    },
    async (request, reply) => {
      const file = await getDownload(app.db, requireAuth(request), request.params.id);
      if ((await storage.size(file.key)) === null) throw new AppError(410, relatoriosMessages.expired);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', contentDisposition(file.nome))
        .header('access-control-expose-headers', 'content-disposition')
        .send(storage.read(file.key));
    },
  );
};
