import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';

/** An account as the De-Para screens label it: 'código - nome'. */
export const contaLabelSql = (alias: string) => sql.raw(`(${alias}.codigo || ' - ' || ${alias}.nome)`);

export interface ContaFranqueado {
  id: string;
  grupoId: string;
  label: string;
}
export interface ContaFranqueador {
  id: string;
  marcaId: string;
  label: string;
  /** an analytic account: no account has it as parent (only those take mappings) */
  folha: boolean;
  ativo: boolean;
}

/** The franchisee accounts of these ids (of the tenant), by id. */
export async function loadContasFranqueado(
  tx: DatabaseOrTransaction,
  clienteId: string,
  ids: readonly string[],
): Promise<Map<string, ContaFranqueado>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.execute<{ id: string; grupo_id: string; label: string }>(sql`
    select c.id, c.grupo_id, ${contaLabelSql('c')} as label
    from plano_contas_franqueado c
    where c.cliente_id = ${clienteId} and c.id = any(${sql.param([...new Set(ids)])}::uuid[])`);
  return new Map(rows.map((r) => [r.id, { id: r.id, grupoId: r.grupo_id, label: r.label }]));
}

/** The franchisor accounts of these ids (of the tenant), by id. */
export async function loadContasFranqueador(
  tx: DatabaseOrTransaction,
  clienteId: string,
  ids: readonly string[],
): Promise<Map<string, ContaFranqueador>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.execute<{
    id: string;
    marca_id: string;
    label: string;
    folha: boolean;
    ativo: boolean;
  }>(sql`
    select c.id, c.marca_id, ${contaLabelSql('c')} as label, c.ativo,
      not exists (
        select 1 from plano_contas_franqueador f where f.cliente_id = c.cliente_id and f.parent_id = c.id
      ) as folha
    from plano_contas_franqueador c
    where c.cliente_id = ${clienteId} and c.id = any(${sql.param([...new Set(ids)])}::uuid[])`);
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, marcaId: r.marca_id, label: r.label, folha: r.folha, ativo: r.ativo },
    ]),
  );
}
