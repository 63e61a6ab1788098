import {
  endpoints,
  type SalvarConfiguracaoCmvInput,
  type SalvarConfiguracaoCmvOutput,
} from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client.ts';

import { getConfiguracaoCmvQueryOptions } from './get-configuracao-cmv.ts';

/**
 * POST client setup save (spec 001 §7): the plans' ids (the adjustments may be null). Silent: the card marks the
 * fields the server refuses and says the rest itself.
 */
export function salvarConfiguracaoCmv(
  corpo: SalvarConfiguracaoCmvInput,
): Promise<SalvarConfiguracaoCmvOutput> {
  return api.post<SalvarConfiguracaoCmvOutput>(endpoints.cmv.salvarConfiguracao, corpo, { silent: true });
}

export function useSalvarConfiguracaoCmv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvarConfiguracaoCmv,
    onSuccess: (salva) => {
      const { message: _message, ...configuracao } = salva;
      queryClient.setQueryData(getConfiguracaoCmvQueryOptions().queryKey, configuracao);
    },
  });
}
