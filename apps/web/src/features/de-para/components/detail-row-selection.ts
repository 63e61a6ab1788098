import { unique, type DeParaLinha } from '@matriz/contracts';
import type { TableProps } from 'antd';
import { useState } from 'react';

/**
 * The selection of the review and approved tabs, by row key with each row's De-Para ids, so rows chosen on
 * another page (or before a filter) are still sent. Rows without a mapping id cannot be chosen.
 */
export function useDetailRowSelection() {
  const [chosen, setChosen] = useState<Readonly<Record<string, readonly string[]>>>({});
  const toggle = (rows: readonly DeParaLinha[], on: boolean) =>
    setChosen((current) => {
      const next = { ...current };
      for (const row of rows) {
        if (on && row.deParaIds.length > 0) next[row._id] = row.deParaIds;
        else delete next[row._id];
      }
      return next;
    });
  const keys = Object.keys(chosen);
  const rowSelection: TableProps<DeParaLinha>['rowSelection'] = {
    selectedRowKeys: keys,
    preserveSelectedRowKeys: true,
    onSelect: (row, on) => toggle([row], on),
    onSelectAll: (on, _rows, changed) => toggle(changed, on),
    getCheckboxProps: (row) => ({
      'aria-label': `Selecionar ${row.valorPrimeiraColuna}`,
      disabled: row.deParaIds.length === 0,
    }),
  };
  return {
    rowSelection,
    count: keys.length,
    /** the De-Para ids of every selected row, flattened */
    ids: unique(Object.values(chosen).flat()),
    clear: () => setChosen({}),
  };
}
