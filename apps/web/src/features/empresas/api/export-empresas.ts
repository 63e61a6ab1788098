import { endpoints, type ExportarEmpresasInput, type ExportarEmpresasOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

/** POST EXPORTAR_EMPRESAS (spec 002 §7): a 200 means the xlsx report was queued. */
export function exportEmpresas(body: ExportarEmpresasInput): Promise<ExportarEmpresasOutput> {
  return api.post<ExportarEmpresasOutput>(endpoints.empresas.exportar, body);
}

export function useExportEmpresas() {
  return useMutation({ mutationFn: exportEmpresas });
}
