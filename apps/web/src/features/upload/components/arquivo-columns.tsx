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

function NotasCell({ row, onVer }: { row: ArquivoRow; onVer: (row: ArquivoRow) => void }) {
  if (row.totalNotas === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const primeira = row.notas[0];
  return (
    <Flex vertical gap={2} align="flex-start" style={{ minWidth: 0 }}>
      {primeira && (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: primeira }} style={{ margin: 0, fontSize: 13 }}>
          {primeira}
        </Typography.Paragraph>
      )}
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto' }}
        aria-label={`Ver as notas de ${row.nome}`}
        onClick={() => onVer(row)}
      >
        {row.totalNotas === 1 ? 'Ver nota' : `Ver ${formatNumber(row.totalNotas, 0)} notas`}
      </Button>
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

/** The uploaded files (spec 002 §3): name, type, user, date, status, notes, download and the notes' export. */
export function getArquivoColumns(actions: ArquivoColumnActions): TableColumnsType<ArquivoRow> {
  return [
    {
      title: 'Arquivo',
      dataIndex: 'nome',
      width: 220,
      render: (nome: string) => (
        <Typography.Text strong ellipsis={{ tooltip: nome }}>
          {nome}
        </Typography.Text>
      ),
    },
    { title: 'Tipo', key: 'tipo', width: 170, render: (_: unknown, row) => row.tipoArquivo.descricao },
    {
      title: 'Usuário',
      dataIndex: 'nomeUsuario',
      width: 140,
      ellipsis: true,
      render: (nome: string | null) => nome ?? '—',
    },
    { title: 'Enviado em', dataIndex: 'createdAt', width: 140, render: (v: string) => formatDateTime(v) },
    { title: 'Status', key: 'status', width: 210, render: (_: unknown, row) => <ArquivoStatus row={row} /> },
    {
      title: 'Notas',
      key: 'notas',
      render: (_: unknown, row) => <NotasCell row={row} onVer={actions.onVerNotas} />,
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 96,
      align: 'center',
      render: (_: unknown, row) => <Acoes row={row} actions={actions} />,
    },
  ];
}
