import {
  errorMessages,
  fluxoDeCaixaMessages,
  mesDe,
  type ConsultaFluxo,
  type FiltroConsultaDre,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { isRestritoPorCentro, loadCentrosDre } from '../dre/resolve-centros-dre.ts';
import { resolveLojasDre, type LojaDre } from '../dre/resolve-lojas-dre.ts';
import { historicoDoPlano } from '../dre/validate-consulta-dre.ts';
import { uuids } from './dfc-fatos-sql.ts';

/** Who reads the cash flow: the tenant, the user (whose rule may limit cost centres) and the plan (history window). */
export interface LeitorDfc {
  clienteId: string;
  usuarioId: string;
  premium: boolean;
}

/** A query's filters resolved to plain id lists inside the user's scope. */
export interface SelecaoDfc {
  /** the stores selected, in scope, sorted by legal name */
  lojas: LojaDre[];
  /** the user's cost centres of those stores when the rule limits cost centres; null: no limit */
  centroDeCustoIds: string[] | null;
  /** the query's bank accounts (checked: the tenant's and in scope); null: no account filter */
  contaBancariaIds: string[] | null;
}

/**
 * The plan's history window (spec 000 §6, §9; DESIGN.md §4, the DRE's historicoDoPlano): a Starter cliente reads
 * from the first day of the month 11 months back, a Premium one 35; later days, forecasts included, are not
 * limited. 400 on Inicio otherwise.
 */
export function assertHistoricoDfc(q: Pick<ConsultaFluxo, 'Inicio'>, premium: boolean, hoje?: Date): void {
  const { mesMinimo, meses } = historicoDoPlano(premium, hoje);
  if (q.Inicio >= mesMinimo) return;
  const mensagem = fluxoDeCaixaMessages.historicoExcedido(meses, mesMinimo);
  throw new AppError(400, mensagem, {
    detail: errorMessages.validation,
    errors: [{ campo: 'Inicio', mensagem }],
  });
}

/**
 * The stores of a cash-flow query within the user's scope, as the DRE resolves a filter (resolveLojasDre: the stores
 * asked — 403 outside the scope, 404 not the tenant's —, or the members of the clusters asked with
 * clusterEmpresaBool, or every store in scope; then the marcas, and active only with excluirInativas); the user's
 * cost centres when the rule limits them (only the stores owning one stay, as in the DRE); and the bank accounts
 * asked (404 not the tenant's; 403 an account linked to a store outside the scope, or, for a limited user, to none).
 */
export async function resolveSelecaoDfc(
  tx: DatabaseOrTransaction,
  leitor: LeitorDfc,
  scope: Scope,
  q: ConsultaFluxo,
): Promise<SelecaoDfc> {
  const filtro: FiltroConsultaDre = {
    nomeDoFiltro: 'A',
    Status: q.Status,
    dataInicio: mesDe(q.Inicio)!,
    dataFim: mesDe(q.Fim)!,
    EmpresasIds: q.clusterEmpresaBool ? [] : q.Empresas,
    CentroDeCustosIds: [],
    clustersEmpresasIds: q.clusterEmpresaBool ? q.clusterEmpresa : [],
    clustersCentroDeCustosIds: [],
    marcas: q.marcas,
    excluirOutliers: false,
  };
  let lojas = await resolveLojasDre(tx, leitor.clienteId, scope, filtro, {
    excluirInativas: q.excluirInativas,
  });
  let centroDeCustoIds: string[] | null = null;
  if (await isRestritoPorCentro(tx, leitor.clienteId, leitor.usuarioId, scope)) {
    const centros = await loadCentrosDre(
      tx,
      leitor.clienteId,
      lojas.map((l) => l.id),
      [...scope.centroDeCustoIds],
    );
    const donas = new Set(centros.map((c) => c.empresaId));
    lojas = lojas.filter((l) => donas.has(l.id));
    centroDeCustoIds = centros.map((c) => c.id);
  }
  const contaBancariaIds =
    q.Contas.length > 0 ? await assertContasBancarias(tx, leitor.clienteId, scope, q.Contas) : null;
  return { lojas, centroDeCustoIds, contaBancariaIds };
}

/**
 * The accounts asked: each the tenant's (404) and linked to no store outside the user's scope (403). An account
 * linked to no store belongs to no store the scope could admit: only an unrestricted user may pick it (403 for a
 * limited user, whatever its grupo).
 */
async function assertContasBancarias(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  ids: readonly string[],
): Promise<string[]> {
  const unicos = [...new Set(ids)];
  const { rows } = await tx.execute<{ id: string; empresas: string[] }>(sql`
    select cb.id, coalesce(array_agg(x.empresa_id::text) filter (where x.empresa_id is not null), '{}') as empresas
    from conta_bancaria cb
    left join conta_bancaria_empresa x on x.cliente_id = cb.cliente_id and x.conta_bancaria_id = cb.id
    where cb.cliente_id = ${clienteId} and cb.id = any(${uuids(unicos)})
    group by cb.id`);
  if (rows.length < unicos.length) throw notFound(errorMessages.notFound);
  if (
    !scope.unrestricted &&
    rows.some((r) => r.empresas.length === 0 || r.empresas.some((e) => !scope.empresaIds.has(e)))
  )
    throw forbidden(SCOPE_FORBIDDEN);
  return unicos;
}
