import { endpoints, type ListClusterEmpresasOutput } from '@matriz/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** The query of the cluster company list; list filters are joined with commas. */
export interface ClusterEmpresasParams {
  page: number;
  pageSize: number;
  nome?: string | undefined;
  ClusterId?: string | undefined;
  alvo?: 'empresa' | 'centro_de_custo' | undefined;
  marca?: readonly string[];
  codigoGrupo?: readonly string[];
  codigoLoja?: readonly string[];
  tipoDeEstabelecimento?: readonly string[];
  localEstabelecimento?: readonly string[];
  regiaoBrasil?: readonly string[];
  codigoEstado?: readonly string[];
  codigoCidade?: readonly (string | number)[];
}

const join = (values: readonly (string | number)[] | undefined) =>
  values?.length ? values.join(',') : undefined;

/**
 * GET cluster company list (spec 002 §7): the stores a cluster has (ClusterId) or a definition would have.
 * Silent: the screens show 'Ocorreu algum erro ao carregarmos as empresas'.
 */
export function getClusterEmpresas(p: ClusterEmpresasParams, signal?: AbortSignal) {
  const query = {
    page: p.page,
    pageSize: p.pageSize,
    nome: p.nome || undefined,
    ClusterId: p.ClusterId,
    alvo: p.alvo,
    marca: join(p.marca),
    codigoGrupo: join(p.codigoGrupo),
    codigoLoja: join(p.codigoLoja),
    tipoDeEstabelecimento: join(p.tipoDeEstabelecimento),
    localEstabelecimento: join(p.localEstabelecimento),
    regiaoBrasil: join(p.regiaoBrasil),
    codigoEstado: join(p.codigoEstado),
    codigoCidade: join(p.codigoCidade),
  };
  return api.get<ListClusterEmpresasOutput>(endpoints.cluster.listarEmpresas, {
    query,
    silent: true,
    signal,
  });
}

export function getClusterEmpresasQueryOptions(p?: ClusterEmpresasParams) {
  return queryOptions({
    queryKey: p ? ['clusters', 'empresas', p] : ['clusters', 'empresas'],
    queryFn: ({ signal }) => getClusterEmpresas(p ?? { page: 1, pageSize: 25 }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useClusterEmpresas(p: ClusterEmpresasParams, enabled = true) {
  return useQuery({ ...getClusterEmpresasQueryOptions(p), enabled });
}
