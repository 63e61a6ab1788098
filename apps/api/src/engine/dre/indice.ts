import { mediaDinheiro } from './dinheiro.ts';
import { filtrosDoLayout, mesesDoPeriodo, periodoDoFiltro, type LayoutDre } from './layout.ts';
import { planejarColunas, type DadosVistos, type PlanoDeColunas } from './colunas.ts';
import type { FatoDre, FiltroDre, ValorExtraDre, ValorOrcadoDre } from './types.ts';

/**
 * The facts indexed once by (value column, franchisor account) and the extra values by (value column, source), so
 * that building the rows never scans the facts again (a store view of the network is a few hundred thousand
 * facts). A value is summed into every column it belongs to: its month, the period total, its cost centre's.
 */

/** Per value column key: the summed centavos of each franchisor account / extra source. */
export interface IndiceDre {
  contas: Map<string, Map<string, bigint>>;
  extras: Map<string, Map<string, bigint>>;
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

/** destinos() with a cache: facts repeat the same (filtro, month, store, cost centre) many times. */
function destinosComCache(plano: PlanoDeColunas): (v: Valor) => readonly string[] {
  const cache = new Map<string, readonly string[]>();
  return (v) => {
    const chave = `${v.filtro}|${v.mes}|${v.empresaId ?? ''}|${v.centroDeCustoId ?? ''}`;
    let destinos = cache.get(chave);
    if (!destinos) {
      destinos = plano.destinos(v.filtro, v.mes, v.empresaId, v.centroDeCustoId);
      cache.set(chave, destinos);
    }
    return destinos;
  };
}

function somar(mapas: Map<string, Map<string, bigint>>, coluna: string, chave: string, valor: bigint): void {
  let mapa = mapas.get(coluna);
  if (!mapa) mapas.set(coluna, (mapa = new Map()));
  mapa.set(chave, (mapa.get(chave) ?? 0n) + valor);
}

/** Facts on no franchisor account (unmapped) reach no line, so they are left out here. */
export function indexar(
  fatos: readonly FatoDre[],
  extras: readonly ValorExtraDre[],
  plano: PlanoDeColunas,
): IndiceDre {
  const destinosDe = destinosComCache(plano);
  const indice: IndiceDre = { contas: new Map(), extras: new Map() };
  for (const fato of fatos) {
    if (fato.contaFranqueadorId === null) continue;
    for (const coluna of destinosDe(fato)) somar(indice.contas, coluna, fato.contaFranqueadorId, fato.valor);
  }
  for (const extra of extras) {
    const chave = chaveDoExtra(extra);
    if (chave === null) continue;
    for (const coluna of destinosDe(extra)) somar(indice.extras, coluna, chave, extra.valor);
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
    for (const coluna of colunas) somar(porColuna, coluna, o.linhaId, o.valor);
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
export function adicionarMedia(indice: IndiceDre, colunasComDados: readonly string[], chave = 'media'): void {
  if (colunasComDados.length === 0) return;
  for (const [mapas, porQuemTem] of [
    [indice.contas, false],
    [indice.extras, true],
  ] as const) {
    const somas = new Map<string, { soma: bigint; lojas: number }>();
    for (const coluna of colunasComDados)
      for (const [conta, valor] of mapas.get(coluna) ?? []) {
        const atual = somas.get(conta) ?? { soma: 0n, lojas: 0 };
        somas.set(conta, { soma: atual.soma + valor, lojas: atual.lojas + 1 });
      }
    const medias = new Map<string, bigint>();
    for (const [conta, { soma, lojas }] of somas)
      medias.set(conta, mediaDinheiro(soma, porQuemTem ? lojas : colunasComDados.length));
    mapas.set(chave, medias);
  }
}

/**
 * How much money is not mapped (facts with no franchisor account: franchisee accounts without an approved
 * De-Para), per value column key of the layout (months, totals, cost centres, stores); a column without
 * unmapped facts is left out. The answer reports it beside the matrix.
 */
export function somarNaoMapeados(fatos: readonly FatoDre[], layout: LayoutDre): Record<string, bigint> {
  const destinosDe = destinosComCache(
    planejarColunas(layout, { empresasComDados: new Set(), centrosDeCusto: new Set() }),
  );
  const somas: Record<string, bigint> = {};
  for (const fato of fatos) {
    if (fato.contaFranqueadorId !== null) continue;
    for (const coluna of destinosDe(fato)) somas[coluna] = (somas[coluna] ?? 0n) + fato.valor;
  }
  return somas;
}
