import { APELIDO_MAX_LENGTH, formatCnpj, type EmpresaRow, type EmpresaSortField } from '@matriz/contracts';
import type { TableColumnsType } from 'antd';

import { sortableColumn } from '../../../components/server-table/server-sort.ts';
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

/** A column of the API's field, sorted on the server. */
const sortable = (sort: EmpresaSort, field: EmpresaSortField) => ({
  dataIndex: field,
  ...sortableColumn(sort, field),
});

const orDash = (text: string | null) => text || '—';
/** m² as typed back into the input: pt-BR decimals, no thousands separator. */
const m2Text = (m2: number | null) => (m2 === null ? '' : String(m2).replace('.', ','));

/** Codes and CNPJs are read whole: never broken over two lines. */
const noWrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/**
 * The companies table (spec 002 §2.6): every column sorted on the server; nickname and m² edited inline. The
 * names are read whole (issue 8 §5): they take the room the table has and wrap rather than being cut, while codes,
 * m² and the CNPJ keep compact widths; m² is a number, right-aligned in its header and its values.
 */
export function getEmpresaColumns(o: EmpresaColumnsOptions): TableColumnsType<EmpresaRow> {
  return [
    { title: 'Razão social', minWidth: 200, ...sortable(o.sort, 'razaoSocial') },
    { title: 'Grupo', minWidth: 150, ...sortable(o.sort, 'nomeGrupo') },
    {
      title: 'Código',
      width: 104,
      ...sortable(o.sort, 'codigoLoja'),
      render: (codigo: string | null) => noWrap(orDash(codigo)),
    },
    { title: 'Nome fantasia', minWidth: 180, ...sortable(o.sort, 'nomeFantasia'), render: orDash },
    {
      title: 'Apelido',
      width: 180,
      ...sortable(o.sort, 'nickname'),
      render: (_: unknown, row) => (
        <EditableCell
          display={row.nickname ?? ''}
          initialText={row.nickname ?? ''}
          label={`Apelido de ${row.razaoSocial}`}
          disabledReason={o.editDisabledReason}
          maxLength={APELIDO_MAX_LENGTH}
          onSave={(text) => o.onSaveApelido(row, text)}
        />
      ),
    },
    {
      title: 'M²',
      width: 96,
      align: 'right',
      ...sortable(o.sort, 'm2'),
      render: (_: unknown, row) => (
        <EditableCell
          display={formatNumber(row.m2)}
          initialText={m2Text(row.m2)}
          label={`M² de ${row.razaoSocial}`}
          disabledReason={o.editDisabledReason}
          align="end"
          onSave={(text) => o.onSaveM2(row, text)}
        />
      ),
    },
    {
      title: 'CNPJ',
      width: 172,
      ...sortable(o.sort, 'cnpj'),
      render: (cnpj: string) => noWrap(formatCnpj(cnpj)),
    },
  ];
}
