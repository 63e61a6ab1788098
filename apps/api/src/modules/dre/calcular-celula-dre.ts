import type { DatabaseOrTransaction } from '../../db/index.ts';
import { computeDre } from '../../engine/dre/compute-dre.ts';
import type { LayoutDre } from '../../engine/dre/layout.ts';
import type { FatoDre, ValorExtraDre } from '../../engine/dre/types.ts';
import { walkMatrix, type Cell } from '../../engine/matrix.ts';
import { daColuna, selecaoDaCelula } from './fatos-celula-dre.ts';
import { lerFatosDre } from './read-fatos-dre.ts';
import { lerValoresExtrasDre } from './read-valores-extras-dre.ts';
import type { CelulaDre } from './resolve-celula-dre.ts';

/** The value of every line of the model in one cell, and per store of the cell when asked. */
export interface LinhasDaCelula {
  /** by line id */
  consolidado: Map<string, Cell>;
  /** by store id, then line id (empty unless asked) */
  porEmpresa: Map<string, Map<string, Cell>>;
}

const LAYOUT_BASE: Omit<LayoutDre, 'filtros' | 'empresas'> = {
  analiseVertical: false,
  analiseHorizontal: false,
  totalizarPeriodo: true,
  adicionarDiferenca: false,
  cadaCentroDeCustoPorColuna: false,
  visaoPorLoja: false,
  visaoPorCentroDeCusto: false,
  tirarMedia: false,
  centrosDeCusto: [],
};

/**
 * Every line's value in the cell, computed by the engine from the same facts and values as the search (so total
 * and formula lines are explained with the numbers the screen shows): the cell's facts, narrowed to its column,
 * laid out as one period (its total column), and — with `porEmpresa` — as the store view of its stores.
 */
export async function calcularLinhasDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
  opcoes: { porEmpresa: boolean },
): Promise<LinhasDaCelula> {
  const { selecao, centroDaColuna } = selecaoDaCelula(cel.filtro, cel.selecao.filtro);
  const grao = { porEmpresa: opcoes.porEmpresa, porCentroDeCusto: centroDaColuna !== null };
  const linhas = cel.modelo.linhas;
  const comoA = <T extends FatoDre | ValorExtraDre>(x: T): T => ({
    ...x,
    filtro: 'A',
    centroDeCustoId: null,
  });
  const fatos = daColuna(
    await lerFatosDre(tx, { clienteId, regime: cel.filtro.regime, selecoes: [selecao], grao }),
    centroDaColuna,
  ).map(comoA);
  const extras = daColuna(
    await lerValoresExtrasDre(tx, {
      clienteId,
      selecoes: [selecao],
      grao,
      linhasManuais: linhas.filter((l) => l.tipo === 'manual').map((l) => l.id),
      tiposDePdv: linhas.flatMap((l) => (l.tipo === 'pdv' && l.tipoDeValorDePdv ? [l.tipoDeValorDePdv] : [])),
      cmv: linhas.some((l) => l.tipo === 'cmv'),
    }),
    centroDaColuna,
  ).map(comoA);
  const periodo = { A: { inicio: selecao.inicio, fim: selecao.fim }, B: null };
  const consolidado = valoresDaColuna(
    computeDre({
      linhas,
      fatos: fatos.map((f) => ({ ...f, empresaId: null })),
      extras: extras.map((x) => ({ ...x, empresaId: null })),
      layout: { ...LAYOUT_BASE, filtros: periodo, empresas: [] },
    }),
    (c) => c.tipo === 'valor' && c.mes === null && c.empresaId === null,
  );
  const porEmpresa = new Map<string, Map<string, Cell>>();
  if (opcoes.porEmpresa) {
    const empresas = selecao.empresaIds.map((id) => ({ id, nome: id }));
    const porLoja = computeDre({
      linhas,
      fatos,
      extras,
      layout: { ...LAYOUT_BASE, totalizarPeriodo: false, visaoPorLoja: true, filtros: periodo, empresas },
    });
    for (const { id } of empresas)
      porEmpresa.set(
        id,
        valoresDaColuna(porLoja, (c) => c.tipo === 'valor' && c.empresaId === id),
      );
  }
  return { consolidado, porEmpresa };
}

type ResultadoDre = ReturnType<typeof computeDre>;

/** The line values (rows of the lines themselves, not of their accounts) of the first column matching `coluna`. */
function valoresDaColuna(
  r: ResultadoDre,
  coluna: (c: ResultadoDre['colunas'][number]) => boolean,
): Map<string, Cell> {
  const key = r.colunas.find(coluna)?.key;
  const valores = new Map<string, Cell>();
  if (!key) return valores;
  walkMatrix(r.matriz, ({ row }) => {
    const ref = r.referencias[row.id];
    if (ref && ref.contaFranqueadorId === null) valores.set(ref.linhaId, row.cells[key] ?? null);
  });
  return valores;
}
