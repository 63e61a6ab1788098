import { sql } from 'drizzle-orm';
import { uuidV7 } from './ids.ts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { arr, textArr } from './arrays.ts';

type Valor = string | number | bigint | boolean | null;

export interface Coluna {
  nome: string;
  /** PostgreSQL type of the array elements (text, uuid, date, bigint, numeric, smallint, boolean). */
  tipo: string;
  valores: readonly Valor[];
}

export interface Upsert {
  tabela: string;
  colunas: Coluna[];
  /** The ON CONFLICT target, e.g. `(cliente_id, origem, id_externo)` or `on constraint x_uq`. */
  conflito: string;
  /** Columns replaced when the row exists; empty: keep the existing row. */
  atualizar: string[];
}

/**
 * Inserts one chunk of rows of a tenant table through `unnest` of typed arrays (one statement, any
 * number of rows), replacing the existing row on the natural key. Returns how many rows were written.
 */
export async function upsertUnnest(tx: DatabaseOrTransaction, clienteId: string, u: Upsert): Promise<number> {
  const n = u.colunas[0]?.valores.length ?? 0;
  if (n === 0) return 0;
  const ids = Array.from({ length: n }, () => uuidV7());
  const nomes = u.colunas.map((c) => c.nome).join(', ');
  const arrays = sql.join(
    u.colunas.map((c) =>
      c.tipo === 'text' ? textArr(c.valores as (string | null)[]) : arr(c.valores, c.tipo),
    ),
    sql`, `,
  );
  const acao =
    u.atualizar.length === 0
      ? 'do nothing'
      : `do update set ${u.atualizar.map((c) => `${c} = excluded.${c}`).join(', ')}`;
  const res = await tx.execute(sql`
    insert into ${sql.raw(u.tabela)} (cliente_id, id, ${sql.raw(nomes)})
    select ${clienteId}::uuid, e.* from unnest(${arr(ids, 'uuid')}, ${arrays}) as e(id, ${sql.raw(nomes)})
    on conflict ${sql.raw(u.conflito)} ${sql.raw(acao)}`);
  return res.rowCount ?? 0;
}
