import { deParaVisoes, type DeParaListaOrderField, type DeParaVisao } from '@matriz/contracts';

import type { FilterCodec } from '../../../components/filters/use-persisted-filters.ts';
import { ALL_BRANDS } from '../../../components/filters/lib/brand-selection.ts';
import type { ServerSort } from '../../../components/server-table/server-sort.ts';
import type { DeParaListaRequest } from '../api/get-de-para-lista.ts';
import type { DeParaRelatorioRequest } from '../api/request-de-para-report.ts';

/** The filter card of the tab 'De-Para' (spec 002 §2.2), and the view the table shows. */
export interface DeParaMainFilters {
  marcas: string[];
  /** on: the grupos of the chosen clusters; off: the chosen grupos */
  clusterBool: boolean;
  customerIds: string[];
  clusterIds: string[];
  /** the Franqueado/Franqueador switch: applied at once, kept with the filters */
  visao: DeParaVisao;
}

export const emptyMainFilters: DeParaMainFilters = {
  marcas: [],
  clusterBool: false,
  customerIds: [],
  clusterIds: [],
  visao: 'franqueado',
};

export type DeParaListaSort = ServerSort<DeParaListaOrderField>;

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Stored values over the defaults, each field checked: a value stored by an older build falls back alone. */
export const mainFiltersCodec: FilterCodec<DeParaMainFilters> = {
  toStored: (values) => values,
  fromStored: (stored, defaults) => {
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    const s = stored as Partial<Record<keyof DeParaMainFilters, unknown>>;
    return {
      marcas: isStringList(s.marcas) ? s.marcas : defaults.marcas,
      clusterBool: typeof s.clusterBool === 'boolean' ? s.clusterBool : defaults.clusterBool,
      customerIds: isStringList(s.customerIds) ? s.customerIds : defaults.customerIds,
      clusterIds: isStringList(s.clusterIds) ? s.clusterIds : defaults.clusterIds,
      visao: (deParaVisoes as readonly unknown[]).includes(s.visao)
        ? (s.visao as DeParaVisao)
        : defaults.visao,
    };
  },
};

const joined = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

/** `Order` of the list: the field, descending with a leading '-'; absent for the server's default (nome). */
export function toOrder(sort: DeParaListaSort): string | undefined {
  if (!sort.sort) return undefined;
  return sort.order === 'desc' ? `-${sort.sort}` : sort.sort;
}

/** The grupo or the cluster list, as the toggle says: only the list shown is sent. */
function scopeOf(f: DeParaMainFilters): Pick<DeParaListaRequest, 'CustomerIds' | 'ClusterIds'> {
  return f.clusterBool ? { ClusterIds: joined(f.clusterIds) } : { CustomerIds: joined(f.customerIds) };
}

const withoutUndefined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** GET De-Para list (spec 002 §7): page, pageSize, Order, marcas, CustomerIds or ClusterIds, Visao. */
export function toListaRequest(
  f: DeParaMainFilters,
  sort: DeParaListaSort,
  page: number,
  pageSize: number,
): DeParaListaRequest {
  return withoutUndefined({
    page,
    pageSize,
    Order: toOrder(sort),
    marcas: joined(f.marcas),
    ...scopeOf(f),
    Visao: f.visao,
  });
}

/** 'Gerar relatório' of the main screen: the applied filters (and the view the counts are of). */
export function toReportParams(f: DeParaMainFilters): DeParaRelatorioRequest {
  return withoutUndefined({ marcas: joined(f.marcas), ...scopeOf(f), Visao: f.visao });
}

/** The marcas a detail link carries: the chosen ones; 'Todas' (or none) is no restriction, so none. */
export function detailMarcas(f: DeParaMainFilters): string[] {
  return f.marcas.filter((m) => m !== ALL_BRANDS);
}
