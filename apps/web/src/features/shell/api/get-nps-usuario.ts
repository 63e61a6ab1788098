import { endpoints, type NpsCampanha, type NpsUsuarioOutput } from '@matriz/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** GET NPS user: `usuarioId` is the user's id once he answered the campaign, null before. */
export function getNpsUsuario(campanha: NpsCampanha, signal?: AbortSignal): Promise<NpsUsuarioOutput> {
  return api.get<NpsUsuarioOutput>(endpoints.nps.usuario, {
    query: { campanhaId: campanha.id, campanhaName: campanha.nome },
    silent: true,
    signal,
  });
}

export function getNpsUsuarioQueryOptions(campanha: NpsCampanha) {
  return queryOptions({
    queryKey: ['nps', 'usuario', campanha.id],
    queryFn: ({ signal }) => getNpsUsuario(campanha, signal),
    staleTime: 60 * 60_000,
  });
}

export function useNpsUsuario(campanha: NpsCampanha) {
  return useQuery(getNpsUsuarioQueryOptions(campanha));
}
