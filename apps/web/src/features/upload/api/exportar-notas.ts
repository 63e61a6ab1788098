import { endpoints, type ExportarNotasArquivoOutput } from '@matriz/contracts';
import { useMutation } from '@tanstack/react-query';

import { notifyReportQueued } from '../../../components/report-queued.tsx';
import { api } from '../../../lib/api-client.ts';

/** POST exportar-notas (Arquivo/Exportar, premium): the file's notes as xlsx, queued in the report list. */
export function exportarNotas(id: string): Promise<ExportarNotasArquivoOutput> {
  return api.post<ExportarNotasArquivoOutput>(endpoints.arquivo.exportarNotas, { id });
}

export function useExportarNotas() {
  return useMutation({
    mutationFn: exportarNotas,
    // 'Sua solicitação de relatório foi enviada', pointing to /relatorio; a refusal was shown by the API client
    onSuccess: () => notifyReportQueued(),
  });
}
