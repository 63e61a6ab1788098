import { endpoints } from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiDownload, saveFile } from '../../../lib/api-client.ts';
import { useFeedback } from '../../../lib/notify.ts';

import { getArquivosQueryOptions } from './get-arquivos.ts';

export const DOWNLOAD_CONCLUIDO = 'Download concluído.';

/** GET download/:id: the original file as uploaded (premium; its uploader or a sysAdmin; 30 days). */
export async function downloadArquivo(id: string): Promise<void> {
  saveFile(await apiDownload(endpoints.arquivo.download.replace(':id', encodeURIComponent(id))));
}

export function useDownloadArquivo() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  return useMutation({
    mutationFn: downloadArquivo,
    onSuccess: () => void message.success(DOWNLOAD_CONCLUIDO),
    // refused (expired meanwhile, removed): the global notice says why; the list shows the row as it is now
    onError: () => void queryClient.invalidateQueries({ queryKey: getArquivosQueryOptions().queryKey }),
  });
}
