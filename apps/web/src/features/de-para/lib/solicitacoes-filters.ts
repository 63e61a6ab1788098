import { SOLICITACAO_STATUS, SOLICITACAO_TIPO, type SolicitacaoStatus } from '@matriz/contracts';

import type { FilterCodec } from '../../../components/filters/use-persisted-filters.ts';

import { emptyGrupoScope, readGrupoScope, toGrupoScopeParams, type GrupoScope } from './grupo-scope.ts';

/** The filter of the tab 'Solicitações' (spec 002 §2.2): status (null = every status) and grupos or clusters. */
export interface SolicitacoesFilters extends GrupoScope {
  status: SolicitacaoStatus | null;
}

export const defaultSolicitacoesFilters: SolicitacoesFilters = {
  status: SOLICITACAO_STATUS.EmAberto,
  ...emptyGrupoScope,
};

/** The requests list's query string (the contract's listarSolicitacoesQuery reads it); lists comma-joined. */
export interface SolicitacoesRequest {
  page: number;
  pageSize: number;
  Status?: string;
  CustomerIds?: string;
  ClusterIds?: string;
  Tipo: number;
}

const isStatus = (v: unknown): v is SolicitacaoStatus =>
  (Object.values(SOLICITACAO_STATUS) as unknown[]).includes(v);

/** Stored values over the defaults, each field checked ('all statuses' is stored as null, not left out). */
export const solicitacoesFiltersCodec: FilterCodec<SolicitacoesFilters> = {
  toStored: (values) => values,
  fromStored: (stored, defaults) => {
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    const s = stored as Partial<Record<keyof SolicitacoesFilters, unknown>>;
    return {
      status: s.status === null || isStatus(s.status) ? s.status : defaults.status,
      ...readGrupoScope(s, defaults),
    };
  },
};

/** GET requests list (spec 002 §7): Status, CustomerIds or ClusterIds (the list the toggle shows), Tipo 0. */
export function toSolicitacoesRequest(
  f: SolicitacoesFilters,
  page: number,
  pageSize: number,
): SolicitacoesRequest {
  const request: SolicitacoesRequest = { page, pageSize, Tipo: SOLICITACAO_TIPO };
  if (f.status !== null) request.Status = String(f.status);
  return { ...request, ...toGrupoScopeParams(f) };
}

/** Spec 002 §4: Aprovar and Rejeitar only while every selected request is still Em aberto. */
export function canDecide(selected: readonly { status: number }[]): boolean {
  return selected.length > 0 && selected.every((s) => s.status === SOLICITACAO_STATUS.EmAberto);
}
