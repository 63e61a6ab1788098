import { DownloadOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { RELATORIO_STATUS, type RelatorioRow, type RelatorioStatus } from '@matriz/contracts';
import { Flex, Tag, Tooltip, type TableColumnsType } from 'antd';

import { RowActionButton } from '../../../components/row-actions/row-actions.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { formatDateTime } from '../lib/format-date-time.ts';

import { StatusTag } from './status-tag.tsx';

export interface RelatorioColumnActions {
  /** why this row's download is off (its tooltip), null when it may be downloaded */
  getDownloadDisabledReason: (row: RelatorioRow) => string | null;
  /** the id being downloaded now, if any */
  downloadingId: string | null;
  onDownload: (row: RelatorioRow) => void;
}

function StatusCell({ row }: { row: RelatorioRow }) {
  const tag = <StatusTag status={row.status as RelatorioStatus} />;
  if (row.status !== RELATORIO_STATUS.Erro || !row.erro) return tag;
  // the error text: on hover and on keyboard focus
  return (
    <Tooltip title={row.erro}>
      <Flex
        component="span"
        tabIndex={0}
        align="center"
        gap={4}
        aria-label={`Erro: ${row.erro}`}
        style={{ display: 'inline-flex', cursor: 'help' }}
      >
        {tag}
        <ExclamationCircleOutlined aria-hidden style={{ color: '#cf1322' }} />
      </Flex>
    </Tooltip>
  );
}

function DownloadButton({ row, actions }: { row: RelatorioRow; actions: RelatorioColumnActions }) {
  return (
    <RowActionButton
      action={{
        label: `Baixar ${row.nomeArquivo ?? row.tipoRelatorio}`,
        tooltip: 'Baixar',
        icon: <DownloadOutlined />,
        disabledReason: actions.getDownloadDisabledReason(row),
        loading: actions.downloadingId === row._id,
        onClick: () => actions.onDownload(row),
      }}
    />
  );
}

/** The report-request table (spec 001 §2.4, §3): when, what, status, rows, expiry, and the download. */
export function getRelatorioColumns(actions: RelatorioColumnActions): TableColumnsType<RelatorioRow> {
  return [
    {
      title: 'Solicitado em',
      dataIndex: 'createdAt',
      width: 150,
      render: (value: string) => formatDateTime(value),
    },
    { title: 'Tipo', dataIndex: 'tipoRelatorio', ellipsis: true },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 150,
      render: (_: unknown, row) => <StatusCell row={row} />,
    },
    {
      title: 'Linhas',
      dataIndex: 'linhas',
      width: 100,
      align: 'right',
      render: (value: number | null) => formatNumber(value, 0),
    },
    {
      title: 'Expira em',
      dataIndex: 'expiraEm',
      width: 160,
      render: (value: string | null, row) => (row.expirado ? <Tag>Expirado</Tag> : formatDateTime(value)),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      align: 'center',
      render: (_: unknown, row) => <DownloadButton row={row} actions={actions} />,
    },
  ];
}
