import type { DeParaContexto, DeParaVisao } from '@matriz/contracts';

/** The query of a detail route (spec 002 §2.1): marcas (comma-joined ids) and nome (the grupo's name). */
export interface DeParaDetailQuery {
  marcas?: readonly string[];
  nome?: string;
}

/**
 * The named detail route of spec 000 §2.1 (`de-para-{franqueado|franqueador}-{pendente|revisao|aprovado}`):
 * /de-para/{visao}/{contexto}/{customerId}?marcas=…&nome=….
 */
export function deParaDetailHref(
  visao: DeParaVisao,
  contexto: DeParaContexto,
  customerId: string,
  query: DeParaDetailQuery = {},
): string {
  const params = new URLSearchParams();
  if (query.marcas?.length) params.set('marcas', query.marcas.join(','));
  if (query.nome) params.set('nome', query.nome);
  const qs = params.toString();
  return `/de-para/${visao}/${contexto}/${encodeURIComponent(customerId)}${qs ? `?${qs}` : ''}`;
}

/** The marcas of a detail route's query ('a,b' → ['a', 'b']; none → []). */
export function readMarcas(search: URLSearchParams): string[] {
  return (search.get('marcas') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
