import { endpoints, type TipoArquivo } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { apiDownload, saveFile } from '../../../lib/api-client.ts';

/** GET modelo/:tipoArquivo: the xlsx template of a type (columns, formats, an example row), saved by its name. */
export async function baixarModelo(tipo: TipoArquivo): Promise<void> {
  saveFile(await apiDownload(endpoints.arquivo.modelo.replace(':tipoArquivo', String(tipo))));
}

export function useBaixarModelo() {
  // a failure is shown by the API client's global notice
  return useMutation({ mutationFn: baixarModelo });
}
