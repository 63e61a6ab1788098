import type { SolicitacaoRow } from '@matriz/contracts';
import { useState } from 'react';

/** The selected ids, valid for one list (filters, page and size): another list starts with none. */
interface Selection {
  listKey: string;
  ids: string[];
}

const NONE: Selection = { listKey: '', ids: [] };

/** The requests selected in the list `listKey`, whose answer has `rows`. */
export function useSolicitacoesSelection(listKey: string, rows: readonly SolicitacaoRow[] | undefined) {
  const [selection, setSelection] = useState<Selection>(NONE);
  const ids = selection.listKey === listKey ? selection.ids : [];
  return {
    ids,
    // the rows as the last answer has them (another user may have decided one meanwhile)
    rows: (rows ?? []).filter((row) => ids.includes(row._id)),
    select: (next: string[]) => setSelection({ listKey, ids: next }),
    clear: () => setSelection(NONE),
  };
}

export type SolicitacoesSelection = ReturnType<typeof useSolicitacoesSelection>;
