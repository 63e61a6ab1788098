import { endpoints } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiDownload, saveFile } from '../../../lib/api-client.ts';

/** GET user-import template (xlsx): the file name comes from content-disposition. */
export async function exportUserTemplate(): Promise<void> {
  saveFile(await apiDownload(endpoints.usuarios.exportarModelo));
}

export function useExportUserTemplate() {
  return useMutation({ mutationFn: exportUserTemplate });
}
