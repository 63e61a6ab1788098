import { endpoints } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiDownload, saveFile } from '../../../lib/api-client.ts';

import { getRelatoriosQueryOptions } from './get-relatorios.ts';
import { useFeedback } from '../../../lib/notify.ts';

export const DOWNLOAD_DONE_MESSAGE = 'Download concluído.';

/**
 * GET report download by id: the file is saved under the content-disposition name, 'arquivo' without one
 * (spec 001 §7). A refusal (409 not ready, 410 expired, 404) shows the server's text through the global notice.
 */
export async function downloadRelatorio(id: string): Promise<void> {
  saveFile(await apiDownload(endpoints.relatorio.download.replace(':id', encodeURIComponent(id))));
}

export function useDownloadRelatorio() {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadRelatorio,
    onSuccess: () => void message.success(DOWNLOAD_DONE_MESSAGE),
    // the row may have expired or changed since the list was read: show what the server says now
    onError: () => void queryClient.invalidateQueries({ queryKey: getRelatoriosQueryOptions().queryKey }),
  });
}
