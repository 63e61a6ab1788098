import {
  endpoints,
  listRelatoriosOutput,
  listRelatoriosQuery,
  relatorioIdParams,
  relatoriosMessages,
  tiposOrigemOutput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnyReportKind } from '../../xlsx/report-kind.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAuth } from '../access/auth-context.ts';
import { getDownload } from './get-download.ts';
import { listRelatorios } from './list-relatorios.ts';
import { listTiposOrigem } from './list-tipos-origem.ts';

const tags = ['Relatórios'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A report of several workbooks (ReportKind `arquivo: 'zip'`) is a zip. */
const contentType = (nome: string) => (nome.endsWith('.zip') ? 'application/zip' : XLSX_TYPE);

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function contentDisposition(nome: string): string {
  const ascii =
    nome
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo.xlsx';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

export interface RelatorioRoutesOptions {
  /** The report kinds the workers run (worker.ts builds the registry): the origin filter lists them. */
  kinds: readonly AnyReportKind[];
}

/** Report list (/relatorio, spec 001 §2.4, §6, §7): rule Relatorio on a premium cliente; download needs Exportar. */
export const relatorioRoutes: FastifyPluginAsyncZod<RelatorioRoutesOptions> = async (app, { kinds }) => {
  const e = endpoints.relatorio;

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
    async () => listTiposOrigem(kinds),
  );

  app.get(
    e.download,
    {
      config: { access: { rule: 'Relatorio', action: 'Exportar', premium: true } },
      schema: { tags, summary: 'Baixar o arquivo de um relatório finalizado', params: relatorioIdParams },
    },
    async (request, reply) => {
      const file = await getDownload(app.db, requireAuth(request), request.params.id);
      if ((await app.storage.size(file.key)) === null) throw new AppError(410, relatoriosMessages.expired);
      return reply
        .header('content-type', contentType(file.nome))
        .header('content-disposition', contentDisposition(file.nome))
        .header('access-control-expose-headers', 'content-disposition')
        .send(app.storage.read(file.key));
    },
  );
};
