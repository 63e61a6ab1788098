import type { SorterResult, SortOrder } from 'antd/es/table/interface';

/** A list's order as the API takes it: `sort` (a column) and `order`; both absent for the server's default. */
export interface ServerSort<F extends string = string> {
  sort?: F;
  order?: 'asc' | 'desc';
}

/**
 * The props that make a column sorted on the server: its key is the API's sort field; it shows the current
 * order and offers ascending then descending (a third click goes back to ascending, never to 'no order').
 */
export function sortableColumn<F extends string>(sort: ServerSort<F>, field: F) {
  const sortOrder: SortOrder = sort.sort === field ? (sort.order === 'desc' ? 'descend' : 'ascend') : null;
  return {
    key: field,
    sorter: true,
    sortOrder,
    sortDirections: ['ascend', 'descend'] as SortOrder[],
  };
}

/** The order an antd table's change asks for, as the API's sort param (the column key is the sort field). */
export function toServerSort<F extends string, Row>(
  sorter: SorterResult<Row> | SorterResult<Row>[],
): ServerSort<F> {
  const s = Array.isArray(sorter) ? sorter[0] : sorter;
  const order = s?.order === 'descend' ? 'desc' : s?.order === 'ascend' ? 'asc' : undefined;
  // the keys come from sortableColumn, which only takes the API's fields
  return order && s?.columnKey !== undefined ? { sort: String(s.columnKey) as F, order } : {};
}

export function isSameSort(a: ServerSort, b: ServerSort): boolean {
  return a.sort === b.sort && a.order === b.order;
}
