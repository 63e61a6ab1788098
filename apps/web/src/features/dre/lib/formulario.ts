import {
  aplicarMudancaDre,
  CONFIG_DRE_PADRAO,
  copiarCentrosDeCustoParaB,
  copiarFiltroAParaB,
  dreToggles,
  normalizarConfigDre,
  type ConfigDre,
  type FiltroDre,
  type RegimeDre,
  type StatusDre,
  type ToggleDre,
} from '@matriz/contracts';

import type { FilterCodec } from '../../../components/filters/use-persisted-filters.ts';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';

/**
 * The values of the DRE filter card (spec 001 §2.1, §3 'DRE filter'): the model, the regime, the toggles and
 * filters A and B. B lives in the form from the start (hidden until the horizontal analysis is on), so that
 * turning the analysis on only has to copy A into it.
 */

/** A month range as the picker holds it; either end may be empty while the user picks. */
export type PeriodoDre = [Dayjs | null, Dayjs | null] | null;

export interface FiltroDreValores {
  nomeDoFiltro: FiltroDre;
  marcas: string[];
  /** on: the store clusters' list is used (and sent); off: the stores' list */
  clusterEmpresaBool: boolean;
  EmpresasIds: string[];
  clustersEmpresasIds: string[];
  clusterCentroDeCustoBool: boolean;
  CentroDeCustosIds: string[];
  clustersCentroDeCustosIds: string[];
  Status: StatusDre;
  periodo: PeriodoDre;
  excluirOutliers: boolean;
}

export interface DreFormValores {
  /** null until the models load (then the default model, spec 001 §3) or after Limpar */
  modeloDREId: string | null;
  tipoDeRegime: RegimeDre;
  config: ConfigDre;
  A: FiltroDreValores;
  B: FiltroDreValores;
}

export const filtroVazio = (nomeDoFiltro: FiltroDre): FiltroDreValores => ({
  nomeDoFiltro,
  marcas: [],
  clusterEmpresaBool: false,
  EmpresasIds: [],
  clustersEmpresasIds: [],
  clusterCentroDeCustoBool: false,
  CentroDeCustosIds: [],
  clustersCentroDeCustosIds: [],
  Status: 0,
  periodo: null,
  excluirOutliers: false,
});

export const valoresPadraoDre: DreFormValores = {
  modeloDREId: null,
  tipoDeRegime: 1,
  config: { ...CONFIG_DRE_PADRAO },
  A: filtroVazio('A'),
  B: filtroVazio('B'),
};

/**
 * The consultant view (spec 001 §6) shows filter B with clusters only: the plain lists are dropped and both
 * switches stay on.
 */
export function somenteClusters(filtro: FiltroDreValores): FiltroDreValores {
  return {
    ...filtro,
    clusterEmpresaBool: true,
    EmpresasIds: [],
    clusterCentroDeCustoBool: true,
    CentroDeCustosIds: [],
  };
}

/**
 * The card as its reader may fill it: in the consultant view filter B reduced to clusters (values kept or
 * opened from a link may carry stores in B); anyone else's as it is.
 */
export function valoresDoLeitor(valores: DreFormValores, somenteClustersEmB: boolean): DreFormValores {
  return somenteClustersEmB ? { ...valores, B: somenteClusters(valores.B) } : valores;
}

/**
 * Whether a query's filter B lists no store and no cost centre of its own: the only filter B the consultant view
 * searches (the server refuses the others with 'Na visão de consultor, o filtro B aceita apenas clusters.').
 */
export function filtroBSomenteClusters(
  filters: readonly {
    nomeDoFiltro: FiltroDre;
    EmpresasIds: readonly string[];
    CentroDeCustosIds: readonly string[];
  }[],
): boolean {
  return filters.every(
    (f) => f.nomeDoFiltro !== 'B' || (f.EmpresasIds.length === 0 && f.CentroDeCustosIds.length === 0),
  );
}

/**
 * The card after the user sets one toggle (spec 001 §4), by the contracts' rules: the dependent toggles
 * (aplicarMudancaDre), filter B copied from A when the horizontal analysis turns on, and A's cost centres copied
 * to B when 'each cost centre per column' turns on.
 */
export function mudarToggleDre(
  valores: DreFormValores,
  campo: ToggleDre,
  ligado: boolean,
  opcoes: { somenteClustersEmB: boolean },
): DreFormValores {
  const config = aplicarMudancaDre(valores.config, campo, ligado);
  if (config === valores.config) return valores;
  let B = valores.B;
  if (config.AnaliseHorizontal && !valores.config.AnaliseHorizontal) B = copiarFiltroAParaB(valores.A);
  if (
    config.MostrarCadaCentroDeCustoSeparadoPorColuna &&
    !valores.config.MostrarCadaCentroDeCustoSeparadoPorColuna
  )
    B = {
      ...copiarCentrosDeCustoParaB(valores.A, B),
      clusterCentroDeCustoBool: valores.A.clusterCentroDeCustoBool,
    };
  if (opcoes.somenteClustersEmB) B = somenteClusters(B);
  return { ...valores, config, B };
}

// ---------- storage (spec 000 §3: the card's values are kept and restored) ----------

const MES = 'YYYY-MM-01';
type PeriodoGuardado = [string | null, string | null] | null;

const guardarPeriodo = (p: PeriodoDre): PeriodoGuardado =>
  p ? [p[0]?.format(MES) ?? null, p[1]?.format(MES) ?? null] : null;

function lerMes(valor: unknown): Dayjs | null {
  if (typeof valor !== 'string') return null;
  const d = dayjs(valor);
  return d.isValid() ? d.startOf('month') : null;
}

export function lerPeriodo(valor: unknown): PeriodoDre {
  if (!Array.isArray(valor) || valor.length !== 2) return null;
  const inicio = lerMes(valor[0]);
  const fim = lerMes(valor[1]);
  return inicio || fim ? [inicio, fim] : null;
}

export const ehObjeto = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const lerIds = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
export const lerStatus = (v: unknown): StatusDre => (v === 1 || v === 2 ? v : 0);

function lerFiltro(valor: unknown, padrao: FiltroDreValores): FiltroDreValores {
  if (!ehObjeto(valor)) return padrao;
  return {
    nomeDoFiltro: padrao.nomeDoFiltro,
    marcas: lerIds(valor.marcas),
    clusterEmpresaBool: valor.clusterEmpresaBool === true,
    EmpresasIds: lerIds(valor.EmpresasIds),
    clustersEmpresasIds: lerIds(valor.clustersEmpresasIds),
    clusterCentroDeCustoBool: valor.clusterCentroDeCustoBool === true,
    CentroDeCustosIds: lerIds(valor.CentroDeCustosIds),
    clustersCentroDeCustosIds: lerIds(valor.clustersCentroDeCustosIds),
    Status: lerStatus(valor.Status),
    periodo: lerPeriodo(valor.periodo),
    excluirOutliers: valor.excluirOutliers === true,
  };
}

/** The toggles of a stored or linked card: booleans over the defaults, made consistent (spec 001 §4). */
export function lerConfig(valor: unknown): ConfigDre {
  const config = { ...CONFIG_DRE_PADRAO };
  if (ehObjeto(valor)) for (const t of dreToggles) config[t] = valor[t] === true;
  return normalizarConfigDre(config);
}

/** The card's values as JSON (months 'YYYY-MM-01') and back, over the defaults (fields added later). */
export const codecFiltrosDre: FilterCodec<DreFormValores> = {
  toStored: (v) => ({
    ...v,
    A: { ...v.A, periodo: guardarPeriodo(v.A.periodo) },
    B: { ...v.B, periodo: guardarPeriodo(v.B.periodo) },
  }),
  fromStored: (stored, padrao) => {
    if (!ehObjeto(stored)) return null;
    return {
      modeloDREId: typeof stored.modeloDREId === 'string' ? stored.modeloDREId : null,
      tipoDeRegime: stored.tipoDeRegime === 2 ? 2 : 1,
      config: lerConfig(stored.config),
      A: lerFiltro(stored.A, padrao.A),
      B: lerFiltro(stored.B, padrao.B),
    };
  },
};
