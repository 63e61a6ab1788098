import { DE_PARA_DEFAULT_PAGE_SIZES, type DeParaContexto, type DeParaVisao } from '@matriz/contracts';
import { useState } from 'react';

import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useDetailList } from '../api/detail-list.ts';

export interface DetailListTarget {
  contexto: DeParaContexto;
  visao: DeParaVisao;
  customerId: string;
  /** the route's query marcas (none: every marca of the grupo) */
  marcas: readonly string[];
}

/**
 * The list of one detail tab: its name filter, its marca filter (approved tab) and its page, each tab with its
 * own default page size (spec 002 §9: pending 20, review 10, approved 10). Another filter starts on page 1.
 */
export function useDetailListState({ contexto, visao, customerId, marcas }: DetailListTarget) {
  const [nome, setNome] = useState('');
  const [marcasFiltro, setMarcasFiltro] = useState<string[]>([]);
  const paging = usePagedList([nome, marcasFiltro], DE_PARA_DEFAULT_PAGE_SIZES[contexto]);
  const list = useDetailList(contexto, {
    page: paging.page,
    pageSize: paging.pageSize,
    CustomerId: customerId,
    Marcas: (marcasFiltro.length > 0 ? marcasFiltro : marcas).join(',') || undefined,
    Visao: visao,
    Nome: nome || undefined,
  });
  return { contexto, visao, customerId, nome, setNome, marcasFiltro, setMarcasFiltro, paging, list };
}

export type DetailListState = ReturnType<typeof useDetailListState>;
