import { endpoints, type NpsCampanha } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

import { getNpsUsuarioQueryOptions } from './get-nps-usuario.ts';

export interface SaveNpsInput {
  respostaId: number;
  /** the screen the survey was opened from */
  origemClick: string;
}

/** POST save NPS. The survey shows its own texts. */
export function saveNps(campanha: NpsCampanha, input: SaveNpsInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    endpoints.nps.salvar,
    { campanhaId: campanha.id, campanhaName: campanha.nome, ...input },
    { silent: true },
  );
}

/** Saves the answer; whatever the outcome, the "already answered" state is asked again. */
export function useSaveNps(campanha: NpsCampanha) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveNpsInput) => saveNps(campanha, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getNpsUsuarioQueryOptions(campanha).queryKey }),
  });
}
