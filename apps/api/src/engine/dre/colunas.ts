import type { MatrixColumn, MatrixFormat } from '../matrix.ts';
import {
  anoMes,
  filtrosDoLayout,
  mesesDoPeriodo,
  modoDoLayout,
  periodoDoFiltro,
  rotuloDoMes,
  type LayoutDre,
} from './layout.ts';
import type { ColunaDre, FiltroDre, TipoColunaDre } from './types.ts';

/**
 * The DRE's columns planned from the layout. Column keys are stable and readable:
 *   'A:2026-01', 'B:2025-01'          a month of filter A / B
 *   'total:A', 'total:B'              the period's total (totalizarPeriodo)
 *   '…:cc:<id|sem>'                   the same, of one cost centre (cadaCentroDeCustoPorColuna)
 *   'av:<value key>'                  vertical analysis of that value column
 *   'var:<i>', 'var:total'            variation B against A at month position i (0-based) / of the totals
 *   'dif:<i>', 'dif:total'            B − A (adicionarDiferenca); both take the cost centre's suffix too
 *   'emp:<id>', 'media'               view by store, and its take-average column
 *   'cc:<id|sem>'                     view by cost centre ('sem': entries without a cost centre)
 *   'orc:<value key>'                 the budget of that value column (compararComOrcado: 'orc:A:2026-01',
 *                                     'orc:total:A'), then 'orc:dif:<value key>' (R − O), 'orc:var:<value key>'
 */

/**
 * How a column's cells are made: read from its facts, read from the budget (orcado), or from other columns of the
 * same row.
 */
export type CalculoDaColuna =
  | { tipo: 'valor' }
  | { tipo: 'orcado' }
  | { tipo: 'analise-vertical'; valor: string }
  | { tipo: 'variacao' | 'diferenca'; a: string; b: string }
  /** b − a, empty unless both have a value (no budget is no variance, not the actual itself) */
  | { tipo: 'diferenca-orcado'; a: string; b: string };

export interface ColunaPlanejada {
  coluna: MatrixColumn;
  dre: ColunaDre;
  calculo: CalculoDaColuna;
}

/** What the data holds beyond the layout's lists (filter A's months): stores with data, cost centres seen. */
export interface DadosVistos {
  empresasComDados: ReadonlySet<string>;
  centrosDeCusto: ReadonlySet<string | null>;
}

export interface PlanoDeColunas {
  colunas: ColunaPlanejada[];
  /** The budget columns a budget value of filter A's month `mes` reaches (none without compararComOrcado). */
  destinosDoOrcado(mes: string): string[];
  /** The value columns that facts reach (by key); the 'media' column is made from the store columns. */
  destinos(
    filtro: FiltroDre,
    mes: string,
    empresaId: string | null,
    centroDeCustoId: string | null,
  ): string[];
}

const FORMATO: Record<TipoColunaDre, MatrixFormat> = {
  valor: 'moeda',
  'analise-vertical': 'percentual',
  variacao: 'percentual',
  diferenca: 'moeda',
  media: 'moeda',
  orcado: 'moeda',
  'diferenca-orcado': 'moeda',
  'variacao-orcado': 'percentual',
};

const chaveDoCentro = (id: string | null) => id ?? 'sem';

function planejada(
  key: string,
  header: string,
  calculo: CalculoDaColuna,
  dre: Partial<ColunaDre> & { tipo: TipoColunaDre },
): ColunaPlanejada {
  return {
    coluna: { key, header, format: FORMATO[dre.tipo] },
    dre: {
      key,
      filtro: null,
      mes: null,
      empresaId: null,
      centroDeCusto: null,
      semDados: false,
      lojasUsadas: null,
      ...dre,
    },
    calculo,
  };
}

/** The layout's cost centres, then any the data holds that the list lacks, then 'Sem centro de custo'. */
function centrosDasColunas(
  layout: LayoutDre,
  vistos: DadosVistos,
): Array<{ id: string | null; nome: string }> {
  const centros: Array<{ id: string | null; nome: string }> = [...layout.centrosDeCusto];
  const conhecidos = new Set(layout.centrosDeCusto.map((c) => c.id));
  for (const id of vistos.centrosDeCusto)
    if (id !== null && !conhecidos.has(id)) centros.push({ id, nome: id });
  if (vistos.centrosDeCusto.has(null)) centros.push({ id: null, nome: 'Sem centro de custo' });
  return centros;
}

interface Fatia {
  centro: { id: string | null; nome: string } | null;
}

interface Posicao {
  /** Month position in A and B; null for the period's total. */
  indice: number | null;
  mes: Record<FiltroDre, string | null>;
}

function colunasDaPosicao(layout: LayoutDre, posicao: Posicao, fatia: Fatia): ColunaPlanejada[] {
  const sufixo = fatia.centro ? `:cc:${chaveDoCentro(fatia.centro.id)}` : '';
  const centroDeCusto = fatia.centro ? { id: fatia.centro.id } : null;
  const horizontal = layout.analiseHorizontal;
  const chave = (filtro: FiltroDre) => {
    const mes = posicao.mes[filtro];
    return mes ? `${filtro}:${anoMes(mes)}${sufixo}` : `total:${filtro}${sufixo}`;
  };
  const cabecalho = (filtro: FiltroDre) => {
    const mes = posicao.mes[filtro];
    const rotulo = mes ? rotuloDoMes(mes) : horizontal ? `Total ${filtro}` : 'Total';
    if (!fatia.centro) return rotulo;
    // each cost centre over the whole period: the cost centre names the column (and the filter, with B beside)
    return horizontal ? `${fatia.centro.nome} · ${filtro}` : fatia.centro.nome;
  };
  const colunas: ColunaPlanejada[] = [];
  for (const filtro of filtrosDoLayout(layout)) {
    const dre = { filtro, mes: posicao.mes[filtro], centroDeCusto };
    colunas.push(planejada(chave(filtro), cabecalho(filtro), { tipo: 'valor' }, { ...dre, tipo: 'valor' }));
    if (layout.analiseVertical) {
      const calculo = { tipo: 'analise-vertical', valor: chave(filtro) } as const;
      colunas.push(planejada(`av:${chave(filtro)}`, 'AV %', calculo, { ...dre, tipo: 'analise-vertical' }));
    }
  }
  if (comOrcado(layout) && !fatia.centro) colunas.push(...colunasDoOrcado(chave('A'), posicao));
  if (horizontal) {
    const comparacao = `${posicao.indice ?? 'total'}${sufixo}`;
    const par = { a: chave('A'), b: chave('B') };
    const dre = { mes: posicao.mes.A, centroDeCusto };
    colunas.push(
      planejada(`var:${comparacao}`, 'AH %', { tipo: 'variacao', ...par }, { ...dre, tipo: 'variacao' }),
    );
    if (layout.adicionarDiferenca) {
      const calculo = { tipo: 'diferenca', ...par } as const;
      colunas.push(planejada(`dif:${comparacao}`, 'Diferença', calculo, { ...dre, tipo: 'diferenca' }));
    }
  }
  return colunas;
}

/** After the actual value of a period (and its AV %): its budget, Var. (R − O) and Var. % ((R − O) ÷ |O|). */
function colunasDoOrcado(real: string, posicao: Posicao): ColunaPlanejada[] {
  const orcado = `orc:${real}`;
  const par = { a: orcado, b: real };
  const mes = posicao.mes.A;
  return [
    planejada(orcado, 'Orçado', { tipo: 'orcado' }, { tipo: 'orcado', filtro: 'A', mes }),
    planejada(
      `orc:dif:${real}`,
      'Var.',
      { tipo: 'diferenca-orcado', ...par },
      { tipo: 'diferenca-orcado', mes },
    ),
    planejada(`orc:var:${real}`, 'Var. %', { tipo: 'variacao', ...par }, { tipo: 'variacao-orcado', mes }),
  ];
}

/** The budget is compared in the month layout only, with filter A alone (the server refuses the rest first). */
const comOrcado = (layout: LayoutDre) =>
  Boolean(layout.compararComOrcado) &&
  modoDoLayout(layout) === 'meses' &&
  !layout.analiseHorizontal &&
  !layout.cadaCentroDeCustoPorColuna;

function planoDeMeses(layout: LayoutDre, vistos: DadosVistos): PlanoDeColunas {
  const mesesA = mesesDoPeriodo(layout.filtros.A);
  const horizontal = layout.analiseHorizontal;
  const mesesB = horizontal ? mesesDoPeriodo(periodoDoFiltro(layout, 'B')) : [];
  if (horizontal && mesesB.length !== mesesA.length)
    throw new Error('DRE: os meses do filtro A e do filtro B devem ter o mesmo tamanho');
  const porCentro = layout.cadaCentroDeCustoPorColuna;
  // Each cost centre per column forces the period total on (spec 001 §4): the period is totalised, so the
  // columns are each cost centre over the whole period, then the consolidated total (no month columns). The
  // count is contracts' contarColunasDre: (cost centres + 1) × the columns of a period.
  const totalizar = layout.totalizarPeriodo || porCentro;
  const fatias: Fatia[] = [
    ...(porCentro ? centrosDasColunas(layout, vistos).map((centro) => ({ centro })) : []),
    { centro: null },
  ];
  const posicoes: Posicao[] = porCentro
    ? []
    : mesesA.map((mes, indice) => ({ indice, mes: { A: mes, B: mesesB[indice] ?? null } }));
  if (totalizar) posicoes.push({ indice: null, mes: { A: null, B: null } });
  const colunas = porCentro
    ? fatias.flatMap((fatia) => colunasDaPosicao(layout, posicoes[0]!, fatia))
    : posicoes.flatMap((posicao) => colunasDaPosicao(layout, posicao, { centro: null }));
  const indices = { A: new Map(mesesA.map((m, i) => [m, i])), B: new Map(mesesB.map((m, i) => [m, i])) };
  const orcado = comOrcado(layout);
  return {
    colunas,
    destinosDoOrcado(mes) {
      if (!orcado || !indices.A.has(mes)) return [];
      return [`orc:A:${anoMes(mes)}`, ...(totalizar ? ['orc:total:A'] : [])];
    },
    destinos(filtro, mes, _empresaId, centroDeCustoId) {
      if (!indices[filtro].has(mes)) return [];
      if (porCentro) return [`total:${filtro}`, `total:${filtro}:cc:${chaveDoCentro(centroDeCustoId)}`];
      return [`${filtro}:${anoMes(mes)}`, ...(totalizar ? [`total:${filtro}`] : [])];
    },
  };
}

function planoPorLoja(layout: LayoutDre, vistos: DadosVistos): PlanoDeColunas {
  const empresas = [...layout.empresas];
  const conhecidas = new Set(empresas.map((e) => e.id));
  for (const id of vistos.empresasComDados) if (!conhecidas.has(id)) empresas.push({ id, nome: id });
  const colunas = empresas.map((empresa) =>
    planejada(
      `emp:${empresa.id}`,
      empresa.nome,
      { tipo: 'valor' },
      {
        tipo: 'valor',
        filtro: 'A',
        empresaId: empresa.id,
        semDados: !vistos.empresasComDados.has(empresa.id),
      },
    ),
  );
  if (layout.tirarMedia) {
    const usadas = colunas.filter((c) => !c.dre.semDados).length;
    const cabecalho = `Média (${usadas} ${usadas === 1 ? 'loja' : 'lojas'})`;
    colunas.push(
      planejada('media', cabecalho, { tipo: 'valor' }, { tipo: 'media', filtro: 'A', lojasUsadas: usadas }),
    );
  }
  const meses = new Set(mesesDoPeriodo(layout.filtros.A));
  return {
    colunas,
    destinosDoOrcado: () => [],
    destinos: (filtro, mes, empresaId) =>
      filtro === 'A' && empresaId !== null && meses.has(mes) ? [`emp:${empresaId}`] : [],
  };
}

function planoPorCentroDeCusto(layout: LayoutDre, vistos: DadosVistos): PlanoDeColunas {
  const colunas = centrosDasColunas(layout, vistos).map((centro) =>
    planejada(
      `cc:${chaveDoCentro(centro.id)}`,
      centro.nome,
      { tipo: 'valor' },
      { tipo: 'valor', filtro: 'A', centroDeCusto: { id: centro.id } },
    ),
  );
  const meses = new Set(mesesDoPeriodo(layout.filtros.A));
  return {
    colunas,
    destinosDoOrcado: () => [],
    destinos: (filtro, mes, _empresaId, centroDeCustoId) =>
      filtro === 'A' && meses.has(mes) ? [`cc:${chaveDoCentro(centroDeCustoId)}`] : [],
  };
}

export function planejarColunas(layout: LayoutDre, vistos: DadosVistos): PlanoDeColunas {
  const modo = modoDoLayout(layout);
  if (modo === 'lojas') return planoPorLoja(layout, vistos);
  if (modo === 'centros-de-custo') return planoPorCentroDeCusto(layout, vistos);
  return planoDeMeses(layout, vistos);
}
