import { tiposDeLinhaPorTipoValor, type ConsultaDre, type DreResultado } from '@matriz/contracts';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { computeDre, type ResultadoDre } from '../../engine/dre/compute-dre.ts';
import { graoParaLayout, type LayoutDre } from '../../engine/dre/layout.ts';
import type { FiltroDre } from '../../engine/dre/types.ts';
import { serializeMatrix, type MatrixJson } from '../../engine/matrix.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { leitorDre, type LeitorDre } from './access.ts';
import { getNaoMapeadoDre } from './get-nao-mapeado-dre.ts';
import { layoutDaConsulta } from './layout-dre.ts';
import { loadModeloDre, type ModeloDreCarregado } from './load-modelo-dre.ts';
import { lerFatosDre } from './read-fatos-dre.ts';
import type { NaoMapeadoDoGrupo } from './read-nao-mapeado-dre.ts';
import { lerOrcadoDre } from './read-orcado-dre.ts';
import { lerValoresExtrasDre } from './read-valores-extras-dre.ts';
import { tenantComMemoriaParaAgregar } from './selecao-sql.ts';
import { resolveSelecaoDre, type SelecaoResolvidaDre } from './resolve-selecao-dre.ts';
import { assertConsultaResolvida, historicoDoPlano } from './validate-consulta-dre.ts';

/**
 * POST DRE listar (spec 001 §2.1, §3; issue 10 §1): the query checked against the plan's history window, its
 * filters resolved within the user's scope and checked again with the columns they resolve to (400 with each
 * message on its field), the model's lines, the facts at the grain the layout needs and the manual / PDV / CMV
 * values (and, with 'comparar com orçado', filter A's budget: read-orcado-dre.ts), computed by the engine into the
 * matrix the screen and the exports render, with what each column and row drill into and the period's unmapped
 * money.
 *
 * Nothing found: when no cell of the matrix has a value (no mapped entry, no manual, PDV or CMV value in the
 * selection), the answer's tree is empty (`matriz.rows` is `[]`, the columns stay) — the screen's 'Ops' /
 * 'Nada encontrado !'. The unmapped money is reported all the same: an empty DRE may be one whose entries are
 * all still waiting for their De-Para.
 *
 * A user whose rule limits cost centres does not see the values of a store as a whole (PDV, CMV, manual values
 * typed for the store): they describe more than the user's cost centres. The answer says so
 * (`valoresDaLojaOcultos`) when the model has such lines, and the screen tells the user.
 */
export function getDre(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: ConsultaDre,
  hoje?: Date,
): Promise<DreResultado> {
  const leitor = leitorDre(auth);
  const historico = historicoDoPlano(leitor.premium, hoje);
  assertConsultaResolvida(q, { historico });
  return withTenant(
    db,
    auth.clienteId,
    async (tx) => {
      const base = await resolverDre(tx, leitor, scope, q);
      const dre = await calcularDre(tx, auth.clienteId, q, base, { historico });
      // the columns named c0, c1, … in the answer: the screen reads keys as opaque names; cells without data
      // left out (sparse: a missing key is "no data", null)
      const chaves = new Map(dre.matriz.columns.map((c, i) => [c.key, `c${i}`]));
      return {
        matriz: semDadosVazia(serializeMatrix(dre.matriz, chaves, { esparsa: true })),
        colunas: dre.colunas.map((c) => ({ ...c, key: chaves.get(c.key) ?? c.key })),
        referencias: dre.referencias,
        naoMapeado: await getNaoMapeadoDre(
          tx,
          auth.clienteId,
          q.tipoDeRegime,
          base.selecao.selecoes,
          dre.naoMapeado,
          new Map([...base.selecao.lojas.values()].map((l) => [l.grupoId, l.grupoNome])),
        ),
        valoresDaLojaOcultos: dre.valoresDaLojaOcultos,
      };
    },
    tenantComMemoriaParaAgregar,
  );
}

/** A query's model and its filters resolved within the user's scope (404 / 403 as the search answers). */
export interface BaseDre {
  modelo: ModeloDreCarregado;
  selecao: SelecaoResolvidaDre;
}

export async function resolverDre(
  tx: DatabaseOrTransaction,
  leitor: LeitorDre,
  scope: Scope,
  q: ConsultaDre,
): Promise<BaseDre> {
  const modelo = await loadModeloDre(tx, leitor.clienteId, q.modeloDREId);
  const selecao = await resolveSelecaoDre(tx, leitor, scope, q);
  return { modelo, selecao };
}

/** The engine's matrix of a query, with the layout it was laid out by. */
export interface DreCalculada extends ResultadoDre {
  layout: LayoutDre;
  valoresDaLojaOcultos: boolean;
  /** the unmapped money per grupo of the selections the facts' read measured (cost-centre lists, store grain) */
  naoMapeado: ReadonlyMap<FiltroDre, NaoMapeadoDoGrupo[]>;
}

/**
 * The matrix of a query whose model and selection are resolved (resolverDre): the search and every export call
 * it, the exports with `exportacao` (no 36-column limit) and, where they need it, a selection narrowed or a
 * layout of their own (the query's flags). The columns the selection resolves to are checked against the rules.
 */
export async function calcularDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  q: ConsultaDre,
  { modelo, selecao }: BaseDre,
  opcoes: { historico: { mesMinimo: string; meses: number }; exportacao?: boolean },
): Promise<DreCalculada> {
  const layout = await layoutDaConsulta(tx, clienteId, q, selecao);
  // 'Sem centro de custo' may be one more column: entries without a cost centre when no list is given, and
  // store-wide manual, PDV or CMV values whatever the list
  const linhasDaLoja = modelo.linhas.some((l) => l.tipo === 'manual' || l.tipo === 'pdv' || l.tipo === 'cmv');
  // a user limited to cost centres sees no value of a store as a whole (SelecaoDre.valoresDaLoja)
  const valoresDaLoja = linhasDaLoja && !selecao.restritoPorCentro;
  const semLista = selecao.selecoes.some((s) => s.filtro === 'A' && s.centroDeCustoIds === null);
  const semCentro = semLista || valoresDaLoja ? 1 : 0;
  assertConsultaResolvida(q, {
    historico: opcoes.historico,
    exportacao: opcoes.exportacao ?? false,
    lojas: layout.empresas.length,
    centrosDeCusto: layout.centrosDeCusto.length + semCentro,
  });
  const grao = graoParaLayout(layout);
  const naoMapeado = new Map<FiltroDre, NaoMapeadoDoGrupo[]>();
  const fatos = await lerFatosDre(tx, {
    clienteId,
    regime: q.tipoDeRegime,
    selecoes: selecao.selecoes,
    grao,
    naoMapeado: { lojas: selecao.lojas, porFiltro: naoMapeado },
  });
  const extras = await lerValoresExtrasDre(tx, {
    clienteId,
    selecoes: selecao.selecoes,
    grao,
    linhasManuais: modelo.linhas.filter((l) => l.tipo === 'manual').map((l) => l.id),
    tiposDePdv: [
      ...new Set(
        modelo.linhas.flatMap((l) => (l.tipo === 'pdv' && l.tipoDeValorDePdv ? [l.tipoDeValorDePdv] : [])),
      ),
    ],
    cmv: modelo.linhas.some((l) => l.tipo === 'cmv'),
  });
  const selecaoA = selecao.selecoes.find((s) => s.filtro === 'A');
  const orcados =
    q.CompararComOrcado && selecaoA
      ? await lerOrcadoDre(tx, {
          clienteId,
          selecao: selecaoA,
          linhas: modelo.linhas.filter((l) => linhaComOrcado(l.tipo)).map((l) => l.id),
        })
      : [];
  return {
    ...computeDre({ linhas: modelo.linhas, fatos, extras, orcados, layout }),
    layout,
    valoresDaLojaOcultos: linhasDaLoja && selecao.restritoPorCentro,
    naoMapeado,
  };
}

/** The line types that take a budget (Valores Manuais with the Orçado switch). */
const linhaComOrcado = (tipo: string) => tiposDeLinhaPorTipoValor.orcado.includes(tipo);

/** The tree emptied when no cell has a value: "nothing found", distinct from a DRE of zeros. */
function semDadosVazia(matriz: MatrixJson): MatrixJson {
  const temValor = (rows: MatrixJson['rows']): boolean =>
    rows.some((r) => Object.values(r.cells).some((c) => c !== null) || temValor(r.children));
  return temValor(matriz.rows) ? matriz : { ...matriz, rows: [] };
}
