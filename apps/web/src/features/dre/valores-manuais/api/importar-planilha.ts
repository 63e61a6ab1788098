import {
  endpoints,
  type OpcaoImportacaoValorManual,
  type ResultadoImportacaoValoresManuais,
  type ValoresManuaisFiltro,
} from '@matriz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api-client.ts';
import { consultaDoFiltro } from '../lib/filtro.ts';

import { invalidarDre } from './editar-valor-manual.ts';
import { getValoresManuaisQueryOptions } from './get-valores-manuais.ts';

export interface ImportarPlanilhaInput {
  filtro: ValoresManuaisFiltro;
  arquivo: File;
  opcao: OpcaoImportacaoValorManual;
  inserirValidos: boolean;
}

/** Manual-value spreadsheet upload: the file as multipart `file`, the filter and options in the query string. */
export function importarPlanilha(input: ImportarPlanilhaInput): Promise<ResultadoImportacaoValoresManuais> {
  const body = new FormData();
  body.append('file', input.arquivo);
  return api.post<ResultadoImportacaoValoresManuais>(endpoints.valoresManuais.importar, body, {
    query: { ...consultaDoFiltro(input.filtro), opcao: input.opcao, inserirValidos: input.inserirValidos },
  });
}

/** After an upload that wrote values, the list searched and the DRE's results are read again. */
export function useImportarPlanilha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarPlanilha,
    onSuccess: (resultado, input) => {
      if (resultado.totalInseridos === 0) return;
      void queryClient.invalidateQueries({ queryKey: getValoresManuaisQueryOptions(input.filtro).queryKey });
      void invalidarDre(queryClient);
    },
  });
}
