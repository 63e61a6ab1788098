import { formatCnpj, type EmpresaRow, type EmpresaSortField } from '@matriz/contracts';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';

import { formatNumber } from '../../../lib/format.ts';
import type { EmpresaSort } from '../lib/filters.ts';

import { EditableCell } from './editable-cell.tsx';

export interface EmpresaColumnsOptions {
  sort: EmpresaSort;
  /** why the inline edit is off, null when allowed */
  editDisabledReason: string | null;
  onSaveApelido: (row: EmpresaRow, text: string) => Promise<unknown>;
  onSaveM2: (row: EmpresaRow, text: string) => Promise<unknown>;
}

const sortable = (sort: EmpresaSort, field: EmpresaSortField) => ({
  key: field,
  dataIndex: field,
  sorter: true,
  sortOrder: (sort.sort === field ? (sort.order === 'desc' ? 'descend' : 'ascend') : null) as SortOrder,
  sortDirections: ['ascend', 'descend'] as SortOrder[],
});

const orDash = (text: string | null) => text || '—';
/** m² as typed back into the input: pt-BR decimals, no thousands separator. */
const m2Text = (m2: number | null) => (m2 === null ? '' : String(m2).replace('.', ','));

/** The companies table (spec 002 §2.6): every column sorted on the server; nickname and m² edited inline. */
export function getEmpresaColumns(o: EmpresaColumnsOptions): TableColumnsType<EmpresaRow> {
  return [
    { title: 'Razão social', ellipsis: true, ...sortable(o.sort, 'razaoSocial') },
    { title: 'Grupo', ellipsis: true, ...sortable(o.sort, 'nomeGrupo') },
    { title: 'Código', width: 110, ...sortable(o.sort, 'codigoLoja'), render: orDash },
    { title: 'Nome fantasia', ellipsis: true, ...sortable(o.sort, 'nomeFantasia'), render: orDash },
    {
      title: 'Apelido',
      width: 200,
      ...sortable(o.sort, 'nickname'),
      render: (_: unknown, row) => (
        <EditableCell
          display={row.nickname ?? ''}
          initialText={row.nickname ?? ''}
          label={`Apelido de ${row.razaoSocial}`}
          disabledReason={o.editDisabledReason}
          onSave={(text) => o.onSaveApelido(row, text)}
        />
      ),
    },
    {
      title: 'M²',
      width: 130,
      align: 'right',
      ...sortable(o.sort, 'm2'),
      render: (_: unknown, row) => (
        <EditableCell
          display={formatNumber(row.m2)}
          initialText={m2Text(row.m2)}
          label={`M² de ${row.razaoSocial}`}
          disabledReason={o.editDisabledReason}
          onSave={(text) => o.onSaveM2(row, text)}
        />
      ),
    },
    { title: 'CNPJ', width: 180, ...sortable(o.sort, 'cnpj'), render: (cnpj: string) => formatCnpj(cnpj) },
  ];
}
