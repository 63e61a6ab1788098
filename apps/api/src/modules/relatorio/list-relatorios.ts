import type { ListRelatoriosOutput, ListRelatoriosParams } from '@matriz/contracts';
import { and, count, desc, gte, inArray, lt } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { relatorio } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { visibleTo } from './queries.ts';
import { STATUS } from './report-queue.ts';

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
