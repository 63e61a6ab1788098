import type { DeParaContexto, DeParaVisao } from '@matriz/contracts';

// TEMPORARY (helper D replaces it): /de-para/{visao}/{contexto}/{customerId}
export function DeParaDetailPage(_props: { visao: DeParaVisao; contexto: DeParaContexto }) {
  return null;
}
