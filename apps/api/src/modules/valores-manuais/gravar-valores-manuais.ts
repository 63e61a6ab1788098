import type { TipoValorManual } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseOrTransaction } from '../../db/index.ts';

/** The table of each kind of value (same columns and key): the actual manual values, or the budget. */
const tabelas = {
  realizado: { tabela: sql.identifier('valor_manual_dre'), chave: sql.identifier('valor_manual_dre_uq') },
  orcado: { tabela: sql.identifier('valor_orcado_dre'), chave: sql.identifier('valor_orcado_dre_uq') },
} satisfies Record<TipoValorManual, unknown>;

/** Where values go: one kind (actual or budget), one line and one month, written by one user. */
export interface DestinoValores {
  tipo: TipoValorManual;
  clienteId: string;
  linhaId: string;
  /** 'YYYY-MM-01' */
  mes: string;
  usuarioId: string;
}

/** One value to write: the store, its cost centre (null: the store as a whole) and the centavos. */
export interface ValorAGravar {
  empresaId: string;
  centroDeCustoId: string | null;
  valor: bigint;
}

/**
 * Writes the values on the unique key of valor_manual_dre, or valor_orcado_dre for the budget (line, store, month, cost centre — a null cost centre is
 * one key: the constraint is NULLS NOT DISTINCT) in one statement, recording who wrote them. `sobrescrever` false
 * keeps a value already there (the upload's 'preservar'). Answers the ids of the rows written, in input order for
 * the rows written. The values must name each key once (the callers refuse repeats).
 */
export async function gravarValoresManuais(
  tx: DatabaseOrTransaction,
  destino: DestinoValores,
  valores: readonly ValorAGravar[],
  opcoes: { sobrescrever: boolean },
): Promise<{ id: string; empresaId: string }[]> {
  if (valores.length === 0) return [];
  const aoConflitar = opcoes.sobrescrever
    ? sql`do update set valor = excluded.valor, updated_by = excluded.updated_by, updated_at = now()`
    : sql`do nothing`;
  const { tabela, chave } = tabelas[destino.tipo];
  const { rows } = await tx.execute<{ id: string; empresa_id: string }>(sql`
    insert into ${tabela}
      (cliente_id, id, linha_dre_id, empresa_id, centro_de_custo_id, mes, valor, updated_by, updated_at)
    select ${destino.clienteId}, x.id, ${destino.linhaId}, x.empresa_id, x.centro_id, ${destino.mes}::date,
      x.valor, ${destino.usuarioId}, now()
    from unnest(
      ${sql.param(valores.map(() => uuidv7()))}::uuid[],
      ${sql.param(valores.map((v) => v.empresaId))}::uuid[],
      ${sql.param(valores.map((v) => v.centroDeCustoId))}::uuid[],
      ${sql.param(valores.map((v) => v.valor.toString()))}::bigint[]
    ) as x(id, empresa_id, centro_id, valor)
    on conflict on constraint ${chave} ${aoConflitar}
    returning id, empresa_id`);
  return rows.map((r) => ({ id: r.id, empresaId: r.empresa_id }));
}

/** Removes the value of one store (and cost centre) for the line and month; answers whether there was one. */
export async function removerValorManual(
  tx: DatabaseOrTransaction,
  destino: Omit<DestinoValores, 'usuarioId'>,
  alvo: Omit<ValorAGravar, 'valor'>,
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    delete from ${tabelas[destino.tipo].tabela}
    where cliente_id = ${destino.clienteId} and linha_dre_id = ${destino.linhaId} and mes = ${destino.mes}::date
      and empresa_id = ${alvo.empresaId}
      and centro_de_custo_id is not distinct from ${alvo.centroDeCustoId}::uuid
    returning id`);
  return rows.length > 0;
}

/** The stored values of the line and month for these stores, by store (with their ids). */
export async function lerValoresManuais(
  tx: DatabaseOrTransaction,
  destino: Omit<DestinoValores, 'usuarioId'>,
  alvos: readonly Omit<ValorAGravar, 'valor'>[],
): Promise<Map<string, { id: string; valor: bigint }>> {
  if (alvos.length === 0) return new Map();
  const { rows } = await tx.execute<{ id: string; empresa_id: string; valor: string }>(sql`
    select v.id, v.empresa_id, v.valor::text as valor
    from unnest(
      ${sql.param(alvos.map((a) => a.empresaId))}::uuid[],
      ${sql.param(alvos.map((a) => a.centroDeCustoId))}::uuid[]
    ) as x(empresa_id, centro_id)
    join ${tabelas[destino.tipo].tabela} v on v.cliente_id = ${destino.clienteId} and v.linha_dre_id = ${destino.linhaId}
      and v.mes = ${destino.mes}::date and v.empresa_id = x.empresa_id
      and v.centro_de_custo_id is not distinct from x.centro_id`);
  return new Map(rows.map((r) => [r.empresa_id, { id: r.id, valor: BigInt(r.valor) }]));
}
