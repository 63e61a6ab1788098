import type { ConsultaDre, DreResultado } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { computeDre } from '../../engine/dre/compute-dre.ts';
import { graoParaLayout } from '../../engine/dre/layout.ts';
import { serializeMatrix, type MatrixJson } from '../../engine/matrix.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { leitorDre } from './access.ts';
import { getNaoMapeadoDre } from './get-nao-mapeado-dre.ts';
import { layoutDaConsulta } from './layout-dre.ts';
import { loadModeloDre } from './load-modelo-dre.ts';
import { lerFatosDre } from './read-fatos-dre.ts';
import { lerValoresExtrasDre } from './read-valores-extras-dre.ts';
import { resolveSelecaoDre } from './resolve-selecao-dre.ts';
import { assertConsultaResolvida, historicoDoPlano } from './validate-consulta-dre.ts';

/**
 * POST DRE listar (spec 001 §2.1, §3; issue 10 §1): the query checked against the plan's history window, its
 * filters resolved within the user's scope and checked again with the columns they resolve to (400 with each
 * message on its field), the model's lines, the facts at the grain the layout needs and the manual / PDV / CMV
 * values, computed by the engine into the matrix the screen and the exports render, with what each column and
 * row drill into and the period's unmapped money.
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
  return withTenant(db, auth.clienteId, async (tx) => {
    const cl = auth.clienteId;
    const modelo = await loadModeloDre(tx, cl, q.modeloDREId);
    const selecao = await resolveSelecaoDre(tx, leitor, scope, q);
    const layout = await layoutDaConsulta(tx, cl, q, selecao);
    // 'Sem centro de custo' may be one more column: entries without a cost centre when no list is given, and
    // store-wide manual, PDV or CMV values whatever the list
    const linhasDaLoja = modelo.linhas.some(
      (l) => l.tipo === 'manual' || l.tipo === 'pdv' || l.tipo === 'cmv',
    );
    // a user limited to cost centres sees no value of a store as a whole (SelecaoDre.valoresDaLoja)
    const valoresDaLoja = linhasDaLoja && !selecao.restritoPorCentro;
    const semLista = selecao.selecoes.some((s) => s.filtro === 'A' && s.centroDeCustoIds === null);
    const semCentro = semLista || valoresDaLoja ? 1 : 0;
    assertConsultaResolvida(q, {
      historico,
      lojas: layout.empresas.length,
      centrosDeCusto: layout.centrosDeCusto.length + semCentro,
    });
    const grao = graoParaLayout(layout);
    const fatos = await lerFatosDre(tx, {
      clienteId: cl,
      regime: q.tipoDeRegime,
      selecoes: selecao.selecoes,
      grao,
    });
    const extras = await lerValoresExtrasDre(tx, {
      clienteId: cl,
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
    const { matriz, colunas, referencias } = computeDre({ linhas: modelo.linhas, fatos, extras, layout });
    return {
      matriz: semDadosVazia(serializeMatrix(matriz)),
      colunas,
      referencias,
      naoMapeado: await getNaoMapeadoDre(tx, cl, q.tipoDeRegime, selecao.selecoes),
      valoresDaLojaOcultos: linhasDaLoja && selecao.restritoPorCentro,
    };
  });
}

/** The tree emptied when no cell has a value: "nothing found", distinct from a DRE of zeros. */
function semDadosVazia(matriz: MatrixJson): MatrixJson {
  const temValor = (rows: MatrixJson['rows']): boolean =>
    rows.some((r) => Object.values(r.cells).some((c) => c !== null) || temValor(r.children));
  return temValor(matriz.rows) ? matriz : { ...matriz, rows: [] };
}
