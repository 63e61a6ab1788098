import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { ArquivoRow } from '@matriz/contracts';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';

import { RowActions } from '../../../components/row-actions/row-actions.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { downloadDoArquivo } from '../lib/regras-tela.ts';
import { formatDateTime } from '../lib/status-arquivo.ts';

import { ArquivoStatus } from './status-tag.tsx';

export interface ArquivoColumnActions {
  /** why 'Exportar notas' is off for a row, null when it is on */
  motivoExportar: (row: ArquivoRow) => string | null;
  /** the row being downloaded / exported now, if any */
  baixandoId: string | null;
  exportandoId: string | null;
  onDownload: (row: ArquivoRow) => void;
  onExportar: (row: ArquivoRow) => void;
  onVerNotas: (row: ArquivoRow) => void;
}

/** The first note of a row, where the screen is wide enough (the Status column links to all of them). */
function PrimeiraNota({ row }: { row: ArquivoRow }) {
  const primeira = row.notas[0];
  if (!primeira) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: primeira }} style={{ margin: 0, fontSize: 13 }}>
      {primeira}
    </Typography.Paragraph>
  );
}

/** The status, what the file did, and the link to its notes. */
function StatusCell({ row, onVer }: { row: ArquivoRow; onVer: (row: ArquivoRow) => void }) {
  return (
    <Flex vertical gap={2} align="flex-start">
      <ArquivoStatus row={row} />
      {row.totalNotas > 0 && (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          aria-label={`Ver as notas de ${row.nome}`}
          onClick={() => onVer(row)}
        >
          {row.totalNotas === 1 ? 'Ver nota' : `Ver ${formatNumber(row.totalNotas, 0)} notas`}
        </Button>
      )}
    </Flex>
  );
}

function Acoes({ row, actions }: { row: ArquivoRow; actions: ArquivoColumnActions }) {
  const download = downloadDoArquivo(row.download);
  return (
    <RowActions
      actions={[
        {
          label: `Baixar ${row.nome}`,
          tooltip: download.tooltip,
          icon: <DownloadOutlined />,
          disabledReason: download.motivo,
          loading: actions.baixandoId === row._id,
          onClick: () => actions.onDownload(row),
        },
        {
          label: `Exportar notas de ${row.nome}`,
          tooltip: 'Exportar notas',
          icon: <FileExcelOutlined />,
          disabledReason: actions.motivoExportar(row),
          loading: actions.exportandoId === row._id,
          onClick: () => actions.onExportar(row),
        },
      ]}
    />
  );
}

const secundario = { fontSize: 12 } as const;
/** one line cut with '…' by CSS (the full text in the title): cheaper than measuring ellipsis in every row */
const umaLinha = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The uploaded files (spec 002 §3): name and type, date and user, status with the link to the notes, the first note
 * (wide screens), download and the notes' export — two facts a column, so the table reads without sideways
 * scrolling at 1000 px.
 */
export function getArquivoColumns(actions: ArquivoColumnActions): TableColumnsType<ArquivoRow> {
  return [
    {
      title: 'Arquivo',
      key: 'arquivo',
      // a column with ellipsis makes the layout fixed: a long name is cut (its tooltip has it) instead of widening the table
      ellipsis: { showTitle: false },
      render: (_: unknown, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong title={row.nome} style={umaLinha}>
            {row.nome}
          </Typography.Text>
          <Typography.Text type="secondary" style={secundario}>
            {row.tipoArquivo.descricao}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Enviado em',
      key: 'enviado',
      width: 150,
      render: (_: unknown, row) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <span>{formatDateTime(row.createdAt)}</span>
          <Typography.Text
            type="secondary"
            title={row.nomeUsuario ?? undefined}
            style={{ ...secundario, ...umaLinha }}
          >
            {row.nomeUsuario ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 210,
      render: (_: unknown, row) => <StatusCell row={row} onVer={actions.onVerNotas} />,
    },
    {
      title: 'Notas',
      key: 'notas',
      width: 220,
      // below 1200 px the notes stay one click away (the Status column's link), so the table needs no scrolling
      responsive: ['xl'],
      render: (_: unknown, row) => <PrimeiraNota row={row} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 88,
      align: 'center',
      render: (_: unknown, row) => <Acoes row={row} actions={actions} />,
    },
  ];
}
