import type { DeParaVisao } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { linhasCte, paresCte, type Par } from './linhas-sql.ts';

export type TabCounts = {
  pendente: number;
  revisao: number;
  aprovado: number;
};
export const noCounts = (): TabCounts => ({ pendente: 0, revisao: 0, aprovado: 0 });

/** The rows of each tab of the view per grupo, for all the pairs given, in one statement. */
export async function loadTabCounts(
  tx: DatabaseOrTransaction,
  clienteId: string,
  pares: readonly Par[],
  visao: DeParaVisao,
): Promise<Map<string, TabCounts>> {
  if (pares.length === 0) return new Map();
  const { rows } = await tx.execute<{ grupo_id: string } & TabCounts>(sql`
    with ${paresCte(pares)}, ${linhasCte(clienteId, visao)}
    select grupo_id,
      count(*) filter (where tab = 'pendente')::int as pendente,
      count(*) filter (where tab = 'revisao')::int as revisao,
      count(*) filter (where tab = 'aprovado')::int as aprovado
    from linhas
    group by grupo_id`);
  return new Map(
    rows.map((r) => [r.grupo_id, { pendente: r.pendente, revisao: r.revisao, aprovado: r.aprovado }]),
  );
}
