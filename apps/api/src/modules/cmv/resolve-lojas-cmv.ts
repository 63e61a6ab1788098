import { cmvMessages, formatCnpj } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import { membersOfClustersInScope } from '../access/cluster-members.ts';
import { assertInScope, type Scope } from '../access/scope.ts';
import { assertDoCliente } from '../dre/resolve-lojas-dre.ts';
import { uuids, type MarcaComEstoque } from './queries.ts';

/** A store of a stock export, with what the sheets show of it. */
export interface LojaCmv {
  id: string;
  /** legal name (razão social) */
  nome: string;
  /** formatted CNPJ */
  cnpj: string;
  codigoLoja: string | null;
  grupo: string;
  marcaId: string;
  marca: string;
}

/**
 * The stores of a stock export (spec 001 §3 'Stock export filter'), within the user's scope (DESIGN.md §4), of the
 * marcas with stock control only: the stores asked (403 outside the scope, 404 not the tenant's, 400 naming the
 * first one of a marca without stock control), or the members of the store clusters asked, within the scope (404
 * a cluster not the tenant's, 403 a member outside the scope) and of marcas with stock control (a cluster may mix
 * marcas: the others have no stock to export), or every such store in scope. Sorted by legal name.
 */
export async function resolveLojasCmv(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  f: { empresasIds: readonly string[]; clustersIds: readonly string[] },
  marcas: readonly MarcaComEstoque[],
): Promise<LojaCmv[]> {
  let pedidas: Set<string> | null = null;
  if (f.clustersIds.length > 0) {
    pedidas = await membersOfClustersInScope(tx, clienteId, scope, f.clustersIds, 'empresa');
  } else if (f.empresasIds.length > 0) {
    assertInScope(scope, { empresaIds: f.empresasIds });
    await assertDoCliente(tx, clienteId, 'empresa', f.empresasIds);
    pedidas = new Set(f.empresasIds);
    const { rows } = await tx.execute<{ nome: string }>(sql`
      select razao_social as nome from empresa
      where cliente_id = ${clienteId} and id = any(${uuids(pedidas)})
        and not (marca_id = any(${uuids(marcas.map((m) => m.id))}))
      order by lower(razao_social), id limit 1`);
    if (rows[0]) throw badRequest(cmvMessages.empresaSemEstoque(rows[0].nome), 'empresasIds');
  }
  if (pedidas?.size === 0) return [];
  const { rows } = await tx.execute<Omit<LojaCmv, 'cnpj'> & { cnpj: string }>(sql`
    select e.id, e.razao_social as nome, e.cnpj, e.codigo_loja as "codigoLoja", g.nome as grupo,
      e.marca_id as "marcaId", m.nome as marca
    from empresa e
    join grupo g on g.cliente_id = e.cliente_id and g.id = e.grupo_id
    join marca m on m.cliente_id = e.cliente_id and m.id = e.marca_id
    where e.cliente_id = ${clienteId} and m.controle_de_estoque
      ${pedidas ? sql`and e.id = any(${uuids(pedidas)})` : sql``}
      ${scope.unrestricted ? sql`` : sql`and e.id = any(${uuids(scope.empresaIds)})`}
    order by lower(e.razao_social), e.id`);
  return rows.map((r) => ({ ...r, cnpj: formatCnpj(r.cnpj) }));
}
