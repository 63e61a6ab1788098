import { textLimits, type DeParaVisao } from '@matriz/contracts';
import { useState, type UIEvent } from 'react';

import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { useCounterpartOptions } from '../api/counterpart-options.ts';

/** Rows left below the visible end of the list when the next page is asked for. */
const LOAD_MORE_PX = 48;

export interface CounterpartSearchTarget {
  customerId: string;
  marcaId: string;
  visao: DeParaVisao;
}

/**
 * The options of a counterpart selector, paged on the server: asked only while the list is open, the text typed
 * sent 500 ms after the last keystroke, the next page asked when the list is scrolled to its end. Closing the list
 * forgets the text typed.
 */
export function useCounterpartSearch({ customerId, marcaId, visao }: CounterpartSearchTarget) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const nome = useDebouncedValue(typed).trim();
  const options = useCounterpartOptions(
    { CustomerId: customerId, Marca: marcaId, Visao: visao, Nome: nome || undefined },
    open,
  );
  return {
    options,
    loaded: options.data?.pages.flatMap((p) => p.valores) ?? [],
    /** an answer is on its way, or about to be asked (the text typed is not yet sent) */
    waiting: options.isFetching || typed.trim() !== nome,
    open,
    typed,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) setTyped('');
    },
    onSearch: (text: string) => setTyped(text.slice(0, textLimits.filtro)),
    onScroll: (event: UIEvent<HTMLDivElement>) => {
      const list = event.currentTarget;
      const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_PX;
      if (atEnd && options.hasNextPage && !options.isFetchingNextPage) void options.fetchNextPage();
    },
  };
}

export type CounterpartSearch = ReturnType<typeof useCounterpartSearch>;
