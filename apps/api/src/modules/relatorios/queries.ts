import {
  isSysAdmin,
  relatoriosMessages,
  type ListRelatoriosOutput,
  type ListRelatoriosParams,
} from '@matriz/contracts';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { relatorio } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { reportKinds } from './registry.ts';
import { STATUS } from './report-queue.ts';

/**
 * Who sees which requests (the spec is silent): a user sees their own requests; a sysAdmin sees every request of
 * the cliente. Another cliente's requests are never visible (tenant filter + row-level security).
 */
function visibleTo(auth: AuthContext): SQL {
  const tenant = eq(relatorio.clienteId, auth.clienteId);
  return isSysAdmin(auth.claims) ? tenant : and(tenant, eq(relatorio.usuarioId, auth.usuarioId))!;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00-03:00`) + 86_400_000);

/** GET list: filters of spec 001 §7 (request dates are Brasília calendar days), newest first, paged. */
export async function listRelatorios(
  db: Database,
  auth: AuthContext,
  q: ListRelatoriosParams,
  now: Date = new Date(),
): Promise<ListRelatoriosOutput> {
  const where = and(
    visibleTo(auth),
    q.origem ? inArray(relatorio.origem, q.origem) : undefined,
    q.status ? inArray(relatorio.status, q.status) : undefined,
    q.dataSolicitacaoInicio
      ? gte(relatorio.createdAt, new Date(`${q.dataSolicitacaoInicio}T00:00:00-03:00`))
      : undefined,
    q.dataSolicitacaoFinal ? lt(relatorio.createdAt, nextDay(q.dataSolicitacaoFinal)) : undefined,
  );
  return withTenant(db, auth.clienteId, async (tx) => {
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(relatorio)
        .where(where)
        .orderBy(desc(relatorio.createdAt), desc(relatorio.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx.select({ n: count() }).from(relatorio).where(where),
    ]);
    return {
      relatorios: rows.map((r) => {
        const expirado = r.expiredAt !== null || (r.expiresAt !== null && r.expiresAt <= now);
        return {
          _id: r.id,
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          tipoRelatorio: r.descricao,
          origem: r.origem,
          status: r.status,
          nomeArquivo: r.arquivoNome,
          linhas: r.linhas,
          erro: r.status === STATUS.erro ? r.erro : null,
          expiraEm: r.expiresAt?.toISOString() ?? null,
          expirado,
          podeBaixar: r.status === STATUS.finalizado && !expirado && r.arquivoChave !== null,
        };
      }),
      page: q.page,
      total: total?.n ?? 0,
    };
  });
}

/** GET origin types: every registered kind, label → value (spec 001 §7). */
export function listTiposOrigem(): Record<string, string> {
  return Object.fromEntries(reportKinds.map((k) => [k.descricao, k.origem]));
}

/** The file of a finished, unexpired request the user may see; otherwise a pt-BR 404/409/410. */
export async function getDownload(db: Database, auth: AuthContext, id: string, now: Date = new Date()) {
  const [row] = await withTenant(db, auth.clienteId, (tx) =>
    tx
      .select()
      .from(relatorio)
      .where(and(visibleTo(auth), eq(relatorio.id, id))),
  );
  if (!row) throw notFound(relatoriosMessages.notFound);
  if (row.status === STATUS.erro) throw new AppError(409, relatoriosMessages.failed);
  if (row.status !== STATUS.finalizado || !row.arquivoChave)
    throw new AppError(409, relatoriosMessages.notReady);
  if (row.expiredAt || (row.expiresAt && row.expiresAt <= now))
    throw new AppError(410, relatoriosMessages.expired);
  return { key: row.arquivoChave, nome: row.arquivoNome ?? 'arquivo.xlsx' };
}
