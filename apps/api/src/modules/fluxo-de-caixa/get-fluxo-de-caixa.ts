import { fluxoDeCaixaMessages, type ConsultaFluxo, type FluxoDeCaixaResultado } from '@matriz/contracts';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import {
  computeDfc,
  saldosPermitidos,
  type ResultadoDfc,
  type SaldosDeEntradaDfc,
} from '../../engine/dfc/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { tenantComMemoriaParaAgregar } from '../dre/selecao-sql.ts';
import { leitorDfc } from './dfc-access.ts';
import { criterioDaConsulta, hojeEmBrasilia } from './dfc-criterio.ts';
import { loadModeloDfc, type ModeloDfcCarregado } from './dfc-load-modelo.ts';
import { lerFatosDfc } from './dfc-read-fatos.ts';
import { lerSaldosDfc } from './dfc-read-saldos.ts';
import { serializarDfc } from './dfc-serializar.ts';
import {
  assertHistoricoDfc,
  resolveSelecaoDfc,
  type LeitorDfc,
  type SelecaoDfc,
} from './dfc-resolve-selecao.ts';

/**
 * POST cash-flow search (spec 001 §2.3, §3; issue 12 §1–2): the query checked against the plan's history window,
 * its stores resolved within the user's scope, the flow model's lines, the daily facts under the engine's rule
 * (dfc-read-fatos.ts) and, with TrazerSaldos, the shown accounts' balances, computed by the engine into the matrix
 * the screen (and, later, the exports) render.
 *
 * TrazerSaldos, enforced here (spec 001 §4, §8): balances are shown only when the query names its companies
 * (Empresas or store clusters), the selected stores are of one grupo (a bank account is a grupo's) and the user's
 * rule does not limit cost centres (a bank balance is the whole store's); otherwise the search still answers,
 * without balance rows, `trazerSaldos` false and `avisoSaldos` saying why. Only accounts whose linked stores are all
 * selected are shown (dfc-read-saldos.ts); `avisoSaldos` names those left out for being shared with unselected
 * stores of the user's scope. Allowed but no account to show: the spec's 'Não localizamos nenhuma conta autorizada
 * para exibição de saldo…'. Nothing found (no fact on any line, no balances): the tree is empty ('Nada encontrado !').
 */
export function getFluxoDeCaixa(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: ConsultaFluxo,
  agora?: Date,
): Promise<FluxoDeCaixaResultado> {
  const leitor = leitorDfc(auth);
  assertHistoricoDfc(q, leitor.premium, agora);
  return withTenant(
    db,
    auth.clienteId,
    async (tx) => {
      const dfc = await calcularDfc(tx, leitor, scope, q, hojeEmBrasilia(agora));
      return serializarDfc(dfc.resultado, dfc.avisoSaldos);
    },
    tenantComMemoriaParaAgregar,
  );
}

/** The engine's result of a query, with the model and selection it read. */
export interface DfcCalculado {
  modelo: ModeloDfcCarregado;
  selecao: SelecaoDfc;
  resultado: ResultadoDfc;
  avisoSaldos: string | null;
}

/** The matrix of a query (the search, and later the exports): model, selection, facts, balances, engine. */
export async function calcularDfc(
  tx: DatabaseOrTransaction,
  leitor: LeitorDfc,
  scope: Scope,
  q: ConsultaFluxo,
  hoje: string,
): Promise<DfcCalculado> {
  const modelo = await loadModeloDfc(tx, leitor.clienteId, q.ModeloFluxo);
  const selecao = await resolveSelecaoDfc(tx, leitor, scope, q);
  const criterio = criterioDaConsulta(q, hoje);
  let saldos: SaldosDeEntradaDfc | null = null;
  let avisoSaldos: string | null = null;
  let compartilhadas: string[] = [];
  if (q.TrazerSaldos) {
    if (selecao.centroDeCustoIds !== null) avisoSaldos = fluxoDeCaixaMessages.saldosDesligadosPorCentro;
    else if (!empresaEscolhida(q)) avisoSaldos = fluxoDeCaixaMessages.saldosSemEmpresa;
    else if (!saldosPermitidos(selecao.lojas)) avisoSaldos = fluxoDeCaixaMessages.saldosDesligados;
    else {
      const lidos = await lerSaldosDfc(tx, {
        clienteId: leitor.clienteId,
        scope,
        empresaIds: selecao.lojas.map((l) => l.id),
        centroDeCustoIds: selecao.centroDeCustoIds,
        contaBancariaIds: selecao.contaBancariaIds,
        inicio: q.Inicio,
        criterio,
      });
      saldos = lidos.entrada;
      compartilhadas = lidos.compartilhadasForaDaSelecao;
    }
  }
  const fatos = await lerFatosDfc(tx, {
    clienteId: leitor.clienteId,
    empresaIds: selecao.lojas.map((l) => l.id),
    centroDeCustoIds: selecao.centroDeCustoIds,
    contaBancariaIds: selecao.contaBancariaIds,
    inicio: q.Inicio,
    fim: q.Fim,
    criterio,
    porContaBancaria: saldos !== null && saldos.contas.length > 0,
    // columns of whole months: the read may sum those months (the monthly cash rollup)
    porMes: q.Periodo !== 'Diario',
  });
  const resultado = computeDfc({
    linhas: modelo.linhas,
    fatos,
    inicio: q.Inicio,
    fim: q.Fim,
    tipoDePeriodo: q.Periodo,
    saldos,
  });
  const avisoCompartilhadas =
    compartilhadas.length > 0 ? fluxoDeCaixaMessages.saldosContasCompartilhadas(compartilhadas) : null;
  if (resultado.semContasParaSaldo)
    avisoSaldos = [fluxoDeCaixaMessages.semContasParaSaldo, avisoCompartilhadas].filter(Boolean).join(' ');
  else if (avisoCompartilhadas) avisoSaldos = avisoCompartilhadas;
  return { modelo, selecao, resultado, avisoSaldos };
}

/**
 * Whether the query names its companies (spec 001 §4: TrazerSaldos is off when no company is chosen): stores in
 * Empresas, or store clusters with clusterEmpresaBool. Choosing none selects every store in scope, which is no
 * choice of a grupo's accounts even when the scope is one grupo.
 */
const empresaEscolhida = (q: ConsultaFluxo): boolean =>
  q.clusterEmpresaBool ? q.clusterEmpresa.length > 0 : q.Empresas.length > 0;
