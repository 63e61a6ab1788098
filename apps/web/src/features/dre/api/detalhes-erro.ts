import { DRE_DURACAO_MENSAGEM_S, dreMessages } from '@matriz/contracts';

import { isApiError } from '../../../lib/api-client.ts';
import { getNotifier } from '../../../lib/notify.ts';

export interface ErroDetalhes {
  titulo: string;
  descricao: string;
}

/**
 * Spec 001 §8: a detail the server refused or failed gives 'Detalhes indisponíveis' with the server's text (its
 * own words for a 4xx) or 'Não foi possível carregar os detalhes'; any other failure (no answer, a thrown error)
 * 'Erro interno – Algum erro interno ocorreu, por favor entre em contato com o suporte'.
 */
export function erroDetalhes(error: unknown): ErroDetalhes {
  if (isApiError(error) && error.status > 0) {
    const servidor = error.status < 500 ? (error.problem?.detail ?? error.problem?.title) : undefined;
    return {
      titulo: dreMessages.detalhesIndisponiveisTitulo,
      descricao: servidor ?? dreMessages.detalhesIndisponiveis,
    };
  }
  return { titulo: dreMessages.erroInternoTitulo, descricao: dreMessages.erroInterno };
}

/** A detail request with the DRE's own notice on failure (the generic one is suppressed, spec 001 §7). */
export async function pedirDetalhes<T>(pedir: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await pedir();
  } catch (error) {
    // a 401 has already ended the session: nothing to say about the detail
    if (!signal?.aborted && !(isApiError(error) && error.status === 401)) {
      const { titulo, descricao } = erroDetalhes(error);
      getNotifier().notification.error({
        key: 'dre-detalhes',
        title: titulo,
        description: descricao,
        duration: DRE_DURACAO_MENSAGEM_S,
      });
    }
    throw error;
  }
}
