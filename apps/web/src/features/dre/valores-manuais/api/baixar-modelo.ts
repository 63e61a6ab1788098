import { endpoints, type ValoresManuaisFiltro } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiDownload, saveFile } from '../../../../lib/api-client.ts';

/** POST download manual-value template (spec 001 §7): the file name comes from content-disposition. */
export async function baixarModelo(filtro: ValoresManuaisFiltro): Promise<void> {
  saveFile(await apiDownload(endpoints.valoresManuais.baixarModelo, { method: 'POST', body: filtro }));
}

export function useBaixarModelo() {
  return useMutation({ mutationFn: baixarModelo });
}
