import { mediaDinheiro } from './dinheiro.ts';
import { filtrosDoLayout, mesesDoPeriodo, periodoDoFiltro, type LayoutDre } from './layout.ts';
import { planejarColunas, type DadosVistos, type PlanoDeColunas } from './colunas.ts';
import type { FatoDre, FiltroDre, ValorExtraDre, ValorOrcadoDre } from './types.ts';

/**
 * The facts indexed once by franchisor account and the extra values by source, each as its sums in the value
 * columns (by the column's position among them), so that building the rows never scans the facts again (a store
 * view of the network is a few hundred thousand facts) and reading an account's cells is one lookup. A value is
 * summed into every column it belongs to: its month, the period total, its cost centre's.
 */

/** The summed centavos in each value column, by the column's position; null where nothing was summed. */
export type SomasPorColuna = Array<bigint | null>;

/** Per franchisor account / extra source: its sums in the value columns. */
export interface IndiceDre {
  /** how many value columns each sums array has */
  colunas: number;
  contas: Map<string, SomasPorColuna>;
  extras: Map<string, SomasPorColuna>;
}

/** The source key of an extra value: 'manual:<linhaId>', 'pdv:<tipo>' or 'cmv'; null when it names none. */
export function chaveDoExtra(
  extra: Pick<ValorExtraDre, 'origem' | 'linhaId' | 'tipoDeValorDePdv'>,
): string | null {
  if (extra.origem === 'cmv') return 'cmv';
  if (extra.origem === 'manual') return extra.linhaId === null ? null : `manual:${extra.linhaId}`;
  return extra.tipoDeValorDePdv === null ? null : `pdv:${extra.tipoDeValorDePdv}`;
}

type Valor = Pick<FatoDre, 'filtro' | 'mes' | 'empresaId' | 'centroDeCustoId' | 'valor'>;

/** The months each filter the layout reads covers. */
function mesesPorFiltro(layout: LayoutDre): Map<FiltroDre, Set<string>> {
  return new Map(
    filtrosDoLayout(layout).map((f) => [f, new Set(mesesDoPeriodo(periodoDoFiltro(layout, f)))] as const),
  );
}

/** Stores with any fact or extra in filter A's months (mapped or not: "sem dados" means no entries at all). */
export function verDados(fatos: readonly Valor[], extras: readonly Valor[], layout: LayoutDre): DadosVistos {
  const meses = mesesPorFiltro(layout);
  const empresasComDados = new Set<string>();
  const centrosDeCusto = new Set<string | null>();
  const ver = (v: Valor) => {
    if (!meses.get(v.filtro)?.has(v.mes)) return;
    centrosDeCusto.add(v.centroDeCustoId);
    if (v.filtro === 'A' && v.empresaId !== null) empresasComDados.add(v.empresaId);
  };
  for (const fato of fatos) ver(fato);
  for (const extra of extras) ver(extra);
  return { empresasComDados, centrosDeCusto };
}

/** A map of maps, created on first use. */
function filho<K, V>(mapa: Map<K, V>, chave: K, criar: () => V): V {
  let valor = mapa.get(chave);
  if (valor === undefined) mapa.set(chave, (valor = criar()));
  return valor;
}

/**
 * `calcular` with a cache: facts repeat the same (filtro, month, store, cost centre) many times. Nested maps, one
 * per field, rather than a key text per fact: no text is built (and hashed) for each of thousands of facts.
 */
function destinosComCache<T>(
  calcular: (filtro: FiltroDre, mes: string, empresaId: string | null, centro: string | null) => T,
): (v: Valor) => T {
  const cache = new Map<FiltroDre, Map<string, Map<string | null, Map<string | null, T>>>>();
  return (v) => {
    const porCentro = filho(
      filho(
        filho(cache, v.filtro, () => new Map()),
        v.mes,
        () => new Map(),
      ),
      v.empresaId,
      () => new Map<string | null, T>(),
    );
    let destinos = porCentro.get(v.centroDeCustoId);
    if (destinos === undefined) {
      destinos = calcular(v.filtro, v.mes, v.empresaId, v.centroDeCustoId);
      porCentro.set(v.centroDeCustoId, destinos);
    }
    return destinos;
  };
}

function somar(
  mapa: Map<string, SomasPorColuna>,
  colunas: number,
  chave: string,
  destinos: readonly number[],
  valor: bigint,
) {
  if (destinos.length === 0) return;
  let somas = mapa.get(chave);
  if (!somas) mapa.set(chave, (somas = new Array<bigint | null>(colunas).fill(null)));
  for (const i of destinos) somas[i] = (somas[i] ?? 0n) + valor;
}

/**
 * Facts on no franchisor account (unmapped) reach no line, so they are left out here. `valores`: the keys of the
 * value columns, in the order the sums arrays follow.
 */
export function indexar(
  fatos: readonly FatoDre[],
  extras: readonly ValorExtraDre[],
  plano: PlanoDeColunas,
  valores: readonly string[],
): IndiceDre {
  const posicao = new Map(valores.map((key, i) => [key, i]));
  const destinosDe = destinosComCache((filtro, mes, empresaId, centro) =>
    plano.destinos(filtro, mes, empresaId, centro).flatMap((key) => {
      const i = posicao.get(key);
      return i === undefined ? [] : [i];
    }),
  );
  const indice: IndiceDre = { colunas: valores.length, contas: new Map(), extras: new Map() };
  for (const fato of fatos) {
    if (fato.contaFranqueadorId === null) continue;
    somar(indice.contas, indice.colunas, fato.contaFranqueadorId, destinosDe(fato), fato.valor);
  }
  for (const extra of extras) {
    const chave = chaveDoExtra(extra);
    if (chave === null) continue;
    somar(indice.extras, indice.colunas, chave, destinosDe(extra), extra.valor);
  }
  return indice;
}

/** The budget values summed per budget column (its month's, the period total's) and line. */
export function indexarOrcado(
  orcados: readonly ValorOrcadoDre[],
  plano: PlanoDeColunas,
): Map<string, Map<string, bigint>> {
  const porColuna = new Map<string, Map<string, bigint>>();
  const destinos = new Map<string, readonly string[]>();
  for (const o of orcados) {
    let colunas = destinos.get(o.mes);
    if (!colunas) destinos.set(o.mes, (colunas = plano.destinosDoOrcado(o.mes)));
    for (const coluna of colunas) {
      const mapa = filho(porColuna, coluna, () => new Map<string, bigint>());
      mapa.set(o.linhaId, (mapa.get(o.linhaId) ?? 0n) + o.valor);
    }
  }
  return porColuna;
}

/**
 * The take-average column's facts: each account's sum over the stores with data ÷ their count, rounded half away
 * from zero to the centavo. A store with data but nothing on an account counts as zero there (it spent nothing on
 * it); a store without data at all is left out. A manual, PDV or CMV value is different: a store without that
 * value has no data for it (not zero), so each such value is averaged over the stores that have it. Lines are then
 * computed over these averaged facts like in any column, so the average store's DRE adds up.
 */
export function adicionarMedia(indice: IndiceDre, colunasComDados: readonly number[], media: number): void {
  if (colunasComDados.length === 0) return;
  for (const [mapa, porQuemTem] of [
    [indice.contas, false],
    [indice.extras, true],
  ] as const)
    for (const somas of mapa.values()) {
      let soma = 0n;
      let lojas = 0;
      for (const i of colunasComDados) {
        const valor = somas[i];
        if (valor === null || valor === undefined) continue;
        soma += valor;
        lojas++;
      }
      if (lojas > 0) somas[media] = mediaDinheiro(soma, porQuemTem ? lojas : colunasComDados.length);
    }
}

/**
 * How much money is not mapped (facts with no franchisor account: franchisee accounts without an approved
 * De-Para), per value column key of the layout (months, totals, cost centres, stores); a column without
 * unmapped facts is left out. The answer reports it beside the matrix.
 */
export function somarNaoMapeados(fatos: readonly FatoDre[], layout: LayoutDre): Record<string, bigint> {
  const plano = planejarColunas(layout, { empresasComDados: new Set(), centrosDeCusto: new Set() });
  const destinosDe = destinosComCache((filtro, mes, empresaId, centro) =>
    plano.destinos(filtro, mes, empresaId, centro),
  );
  const somas: Record<string, bigint> = {};
  for (const fato of fatos) {
    if (fato.contaFranqueadorId !== null) continue;
    for (const coluna of destinosDe(fato)) somas[coluna] = (somas[coluna] ?? 0n) + fato.valor;
  }
  return somas;
}
