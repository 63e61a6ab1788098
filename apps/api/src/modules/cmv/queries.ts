import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';

/** A marca under stock control (db/schema/rede.ts `controleDeEstoque`). */
export type MarcaComEstoque = {
  id: string;
  nome: string;
};

export const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/** Whether the cliente is on the Premium plan now (a queued export runs under the plan of when it runs). */
export async function isPremiumCliente(tx: DatabaseOrTransaction, clienteId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ plano: string }>(
    sql`select plano from cliente where id = ${clienteId}`,
  );
  return rows[0]?.plano === 'Premium';
}

/** The cliente's marcas with stock control, by name. */
export async function listMarcasComEstoque(
  tx: DatabaseOrTransaction,
  clienteId: string,
): Promise<MarcaComEstoque[]> {
  const { rows } = await tx.execute<MarcaComEstoque>(sql`
    select id, nome from marca where cliente_id = ${clienteId} and controle_de_estoque
    order by lower(nome), id`);
  return rows;
}

/** A franchisor account as the CMV setup sees it. */
export type ContaCmv = {
  id: string;
  marcaId: string;
  /** 'código - nome' (with the marca's name when more than one marca has stock control) */
  label: string;
  /** 'receber' | 'pagar' | null: what the chart says of it */
  natureza: string | null;
  /** analytic (no account has it as parent) and active */
  analiticaAtiva: boolean;
};

/**
 * The franchisor accounts of these ids (of the tenant), or — `ids` null — the analytic, active accounts of these
 * marcas; labelled with the marca when `comMarca`. By marca, then code.
 */
export async function loadContasCmv(
  tx: DatabaseOrTransaction,
  clienteId: string,
  filtro: { ids: readonly string[] } | { marcaIds: readonly string[] },
  comMarca: boolean,
): Promise<ContaCmv[]> {
  const where =
    'ids' in filtro
      ? sql`c.id = any(${uuids(filtro.ids)})`
      : sql`c.marca_id = any(${uuids(filtro.marcaIds)}) and c.ativo and not exists (
          select 1 from plano_contas_franqueador f where f.cliente_id = c.cliente_id and f.parent_id = c.id)`;
  const { rows } = await tx.execute<ContaCmv>(sql`
    select c.id, c.marca_id as "marcaId", c.natureza,
      c.codigo || ' - ' || c.nome || ${comMarca ? sql`' (' || m.nome || ')'` : sql`''`} as label,
      c.ativo and not exists (
        select 1 from plano_contas_franqueador f where f.cliente_id = c.cliente_id and f.parent_id = c.id
      ) as "analiticaAtiva"
    from plano_contas_franqueador c
    join marca m on m.cliente_id = c.cliente_id and m.id = c.marca_id
    where c.cliente_id = ${clienteId} and ${where}
    order by lower(m.nome), m.id, c.codigo, c.id`);
  return rows;
}

/** The saved setup's account ids (null before the first save). */
export async function loadConfiguracaoCmv(
  tx: DatabaseOrTransaction,
  clienteId: string,
): Promise<{ cmv: string; receber: string | null; pagar: string | null } | null> {
  const { rows } = await tx.execute<{ cmv: string; receber: string | null; pagar: string | null }>(sql`
    select conta_cmv_id as cmv, conta_ajuste_receber_id as receber, conta_ajuste_pagar_id as pagar
    from configuracao_cmv where cliente_id = ${clienteId}`);
  return rows[0] ?? null;
}
