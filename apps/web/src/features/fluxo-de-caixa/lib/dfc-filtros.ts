import {
  DRE_HISTORICO_MESES,
  mesMinimoHistoricoDre,
  DFC_PERIODO_PADRAO,
  DFC_PERIODOS,
  DFC_REGIME_PADRAO,
  dfcFlags,
  saldosPermitidosDfc,
  validarFiltroFluxo,
  type ConsultaFluxo,
  type OptionItem,
  type FlagFluxo,
  type HistoricoFluxo,
  type ModeloFluxoOpcao,
  type PeriodoFluxo,
  type ProblemaFluxo,
  type RegimeFluxo,
  type StatusFluxo,
} from '@matriz/contracts';

import type { FilterCodec } from '../../../components/filters/use-persisted-filters.ts';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';
import { toApiDate } from '../../../lib/format.ts';

/** The values of the cash-flow filter card (spec 001 §3 'Cash-flow filter'), the eight flags as fields of their own. */
export type DfcFormValores = {
  ModeloFluxo: string | null;
  tipoDeRegime: RegimeFluxo;
  Periodo: PeriodoFluxo | null;
  /** Inicio and Fim, both included */
  datas: [Dayjs, Dayjs] | null;
  Contas: string[];
  Empresas: string[];
  clusterEmpresa: string[];
  clusterEmpresaBool: boolean;
  marcas: string[];
  Status: StatusFluxo;
  excluirInativas: boolean;
} & Record<FlagFluxo, boolean>;

const flagsDesligadas = Object.fromEntries(dfcFlags.map((f) => [f, false])) as Record<FlagFluxo, boolean>;

/** The current month up to today: a cash flow is read first for the days just gone. */
export function datasPadraoDfc(hoje: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const dia = hoje.startOf('day');
  return [dia.startOf('month'), dia];
}

export function valoresPadraoDfc(hoje?: Dayjs): DfcFormValores {
  return {
    ModeloFluxo: null,
    tipoDeRegime: DFC_REGIME_PADRAO,
    Periodo: DFC_PERIODO_PADRAO,
    datas: datasPadraoDfc(hoje),
    Contas: [],
    Empresas: [],
    clusterEmpresa: [],
    clusterEmpresaBool: false,
    marcas: [],
    Status: 0,
    excluirInativas: false,
    ...flagsDesligadas,
  };
}

/**
 * The plan's history window (spec 000 §6, the server's rule: Starter the last 12 months, Premium 36, counted from
 * the current month): the first day a search may start on.
 */
export function historicoDoPlanoDfc(premium: boolean, hoje: Dayjs = dayjs()): HistoricoFluxo {
  const mesAtual = hoje.format('YYYY-MM-01');
  return {
    mesMinimo: mesMinimoHistoricoDre(mesAtual, premium) ?? mesAtual,
    meses: premium ? DRE_HISTORICO_MESES.premium : DRE_HISTORICO_MESES.starter,
  };
}

/**
 * The card's problems (spec 001 §5: model and period required, dates valid and in order, the column cap; and, with
 * the plan's window, a start before it).
 */
export function problemasDfc(v: DfcFormValores, historico?: HistoricoFluxo | null): ProblemaFluxo[] {
  return validarFiltroFluxo(
    {
      ModeloFluxo: v.ModeloFluxo,
      Periodo: v.Periodo,
      Inicio: v.datas ? toApiDate(v.datas[0]) : null,
      Fim: v.datas ? toApiDate(v.datas[1]) : null,
    },
    { historico },
  );
}

/**
 * The flow model the card searches with (spec 001 §3: the default one flagged): the one chosen while the loaded
 * list has it, else the list's default (or its first; null for an empty list). Undefined while the list loads —
 * a saved id may be a model since removed, and searching with it would be refused.
 */
export function modeloDoCartao(
  escolhido: string | null,
  lista: readonly ModeloFluxoOpcao[] | undefined,
): string | null | undefined {
  if (!lista) return undefined;
  if (escolhido && lista.some((m) => m.id === escolhido)) return escolhido;
  return (lista.find((m) => m.padrao) ?? lista[0])?.id ?? null;
}

/**
 * The query of the card (spec 001 §3, §7), or null while it has problems. Only the list the cluster switch shows
 * is sent (the other is cleared with the switch anyway), and TrazerSaldos only when balances are allowed.
 */
export function montarConsultaDfc(
  v: DfcFormValores,
  saldosPermitidos: boolean | null,
  historico?: HistoricoFluxo | null,
): ConsultaFluxo | null {
  if (problemasDfc(v, historico).length > 0 || !v.ModeloFluxo || !v.Periodo || !v.datas) return null;
  const flags = Object.fromEntries(dfcFlags.map((f) => [f, v[f] === true])) as Record<FlagFluxo, boolean>;
  return {
    ModeloFluxo: v.ModeloFluxo,
    Periodo: v.Periodo,
    Inicio: toApiDate(v.datas[0]),
    Fim: toApiDate(v.datas[1]),
    tipoDeRegime: v.tipoDeRegime,
    Contas: v.Contas,
    Empresas: v.clusterEmpresaBool ? [] : v.Empresas,
    clusterEmpresa: v.clusterEmpresaBool ? v.clusterEmpresa : [],
    clusterEmpresaBool: v.clusterEmpresaBool,
    marcas: v.marcas,
    Status: v.Status,
    excluirInativas: v.excluirInativas,
    ...flags,
    // not known yet (store options loading, a cluster's stores): asked, and the server decides and says why not
    TrazerSaldos: flags.TrazerSaldos && saldosPermitidos !== false,
  };
}

/** The grupo a store option carries (GET empresas answers EmpresaOptionItem: `grupoId` too). */
const grupoDaOpcao = (o: OptionItem): string | undefined =>
  'grupoId' in o && typeof o.grupoId === 'string' ? o.grupoId : undefined;

/**
 * The grupo of each chosen store, from the store options (which carry it); null while some store's grupo is not
 * known (its list still loading, or the store left it). Clusters chosen: their stores' grupos are not known here —
 * null, and the server applies the rule to the cluster's stores (a cluster of one grupo's stores gets balances).
 */
export function gruposDasEmpresas(
  v: Pick<DfcFormValores, 'Empresas' | 'clusterEmpresaBool' | 'clusterEmpresa'>,
  opcoes: readonly OptionItem[] | undefined,
): string[] | null {
  if (v.clusterEmpresaBool) return v.clusterEmpresa.length === 0 ? [] : null;
  if (v.Empresas.length === 0) return [];
  if (!opcoes) return null;
  const grupoDe = new Map(opcoes.map((o) => [o.id, grupoDaOpcao(o)]));
  const grupos = v.Empresas.map((id) => grupoDe.get(id));
  return grupos.every((g): g is string => g !== undefined) ? grupos : null;
}

/**
 * Whether TrazerSaldos may be on (spec 001 §4): stores chosen, all of one grupo (saldosPermitidosDfc). Null while
 * the stores' grupos are not known yet (nothing is turned off on a guess).
 */
export function saldosPermitidosNoCartao(grupos: readonly string[] | null): boolean | null {
  return grupos === null ? null : saldosPermitidosDfc(grupos);
}

/** The one grupo of the chosen stores (whose bank accounts the Contas list offers); null otherwise. */
export function grupoUnico(grupos: readonly string[] | null): string | null {
  return grupos && saldosPermitidosDfc(grupos) ? (grupos[0] ?? null) : null;
}

/** How many columns the card's range makes, beside its buttons. */
export const resumoDasColunas = (colunas: number): string | null =>
  colunas > 0 ? (colunas === 1 ? '1 coluna e o Total' : `${colunas} colunas e o Total`) : null;

// ---------- kept in local storage (spec 000 §3) ----------

const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isIso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const ids = (v: unknown, padrao: string[]): string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && x !== '') ? (v as string[]) : padrao;
const bool = (v: unknown, padrao: boolean) => (typeof v === 'boolean' ? v : padrao);

/** Stored with the dates as 'YYYY-MM-DD'; each field read back on its own (a bad one falls back alone). */
export const codecFiltrosDfc: FilterCodec<DfcFormValores> = {
  toStored: (v) => ({ ...v, datas: v.datas ? [toApiDate(v.datas[0]), toApiDate(v.datas[1])] : null }),
  fromStored: (stored, padrao) => {
    if (!ehObjeto(stored)) return null;
    const s = stored;
    const datas =
      Array.isArray(s.datas) && s.datas.length === 2 && s.datas.every(isIso)
        ? ([dayjs(String(s.datas[0])), dayjs(String(s.datas[1]))] as [Dayjs, Dayjs])
        : padrao.datas;
    const flags = Object.fromEntries(dfcFlags.map((f) => [f, bool(s[f], padrao[f])])) as Record<
      FlagFluxo,
      boolean
    >;
    return {
      ModeloFluxo: typeof s.ModeloFluxo === 'string' && s.ModeloFluxo ? s.ModeloFluxo : null,
      tipoDeRegime: s.tipoDeRegime === 1 || s.tipoDeRegime === 2 ? s.tipoDeRegime : padrao.tipoDeRegime,
      Periodo: (DFC_PERIODOS as readonly unknown[]).includes(s.Periodo)
        ? (s.Periodo as PeriodoFluxo)
        : padrao.Periodo,
      datas,
      Contas: ids(s.Contas, padrao.Contas),
      Empresas: ids(s.Empresas, padrao.Empresas),
      clusterEmpresa: ids(s.clusterEmpresa, padrao.clusterEmpresa),
      clusterEmpresaBool: bool(s.clusterEmpresaBool, padrao.clusterEmpresaBool),
      marcas: ids(s.marcas, padrao.marcas),
      Status: s.Status === 0 || s.Status === 1 || s.Status === 2 ? s.Status : padrao.Status,
      excluirInativas: bool(s.excluirInativas, padrao.excluirInativas),
      ...flags,
    };
  },
};
