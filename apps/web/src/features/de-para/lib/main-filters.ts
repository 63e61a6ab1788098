import { deParaVisoes, type DeParaListaOrderField, type DeParaVisao } from '@matriz/contracts';

import type { FilterCodec } from '../../../components/filters/use-persisted-filters.ts';
import { ALL_BRANDS } from '../../../components/filters/lib/brand-selection.ts';
import type { ServerSort } from '../../../components/server-table/server-sort.ts';
import type { DeParaListaRequest } from '../api/get-de-para-lista.ts';
import type { DeParaRelatorioRequest } from '../api/request-de-para-report.ts';

import {
  emptyGrupoScope,
  isStringList,
  joined,
  readGrupoScope,
  toGrupoScopeParams,
  type GrupoScope,
} from './grupo-scope.ts';

/** The filter card of the tab 'De-Para' (spec 002 §2.2), and the view the table shows. */
export interface DeParaMainFilters extends GrupoScope {
  marcas: string[];
  /** the Franqueado/Franqueador switch: applied at once, kept with the filters */
  visao: DeParaVisao;
}

export const emptyMainFilters: DeParaMainFilters = {
  marcas: [],
  ...emptyGrupoScope,
  visao: 'franqueado',
};

export type DeParaListaSort = ServerSort<DeParaListaOrderField>;

/** Stored values over the defaults, each field checked: a value stored by an older build falls back alone. */
export const mainFiltersCodec: FilterCodec<DeParaMainFilters> = {
  toStored: (values) => values,
  fromStored: (stored, defaults) => {
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    const s = stored as Partial<Record<keyof DeParaMainFilters, unknown>>;
    return {
      marcas: isStringList(s.marcas) ? s.marcas : defaults.marcas,
      ...readGrupoScope(s, defaults),
      visao: (deParaVisoes as readonly unknown[]).includes(s.visao)
        ? (s.visao as DeParaVisao)
        : defaults.visao,
    };
  },
};

/** `Order` of the list: the field, descending with a leading '-'; absent for the server's default (nome). */
export function toOrder(sort: DeParaListaSort): string | undefined {
  if (!sort.sort) return undefined;
  return sort.order === 'desc' ? `-${sort.sort}` : sort.sort;
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
    ...toGrupoScopeParams(f),
    Visao: f.visao,
  });
}

/** 'Gerar relatório' of the main screen: the applied filters (and the view the counts are of). */
export function toReportParams(f: DeParaMainFilters): DeParaRelatorioRequest {
  return withoutUndefined({ marcas: joined(f.marcas), ...toGrupoScopeParams(f), Visao: f.visao });
}

/** The marcas a detail link carries: the chosen ones; 'Todas' (or none) is no restriction, so none. */
export function detailMarcas(f: DeParaMainFilters): string[] {
  return f.marcas.filter((m) => m !== ALL_BRANDS);
}
