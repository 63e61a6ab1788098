import { ArrowRightOutlined } from '@ant-design/icons';
import {
  solicitacaoStatusCores,
  solicitacaoStatusLabels,
  type SolicitacaoRow,
  type SolicitacaoStatus,
} from '@matriz/contracts';
import { Badge, Button, Flex, Typography, type TableColumnsType } from 'antd';

import { formatDataHora, orDash } from '../lib/display.ts';

/** The status dot of spec 002 §2.2: Em aberto blue, Aprovada green, Rejeitada yellow, Cancelada red. */
export function SolicitacaoStatusDot({ status }: { status: number }) {
  const s = status as SolicitacaoStatus;
  if (!(s in solicitacaoStatusLabels)) return <Badge status="default" text={String(status)} />;
  return <Badge color={solicitacaoStatusCores[s]} text={solicitacaoStatusLabels[s]} />;
}

/** 'Sem conta indicada' when the request names no franchisor account. */
export const paraText = (row: SolicitacaoRow) => row.para?.label ?? 'Sem conta indicada';

/** The requests table (spec 002 §2.2): grupo, details with 'Ver mais', user, request date, status. */
export function getSolicitacoesColumns(
  onVerMais: (row: SolicitacaoRow) => void,
  compact = false,
): TableColumnsType<SolicitacaoRow> {
  const grupo: TableColumnsType<SolicitacaoRow>[number] = {
    title: 'Grupo',
    key: 'grupo',
    width: compact ? 200 : 180,
    render: (_: unknown, row) => (
      <Flex vertical>
        <span>{row.customer.nome}</span>
        {row.marca && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.marca.label}
          </Typography.Text>
        )}
        {/* a narrow screen has no columns for them: who asked and when, under the grupo */}
        {compact && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <span>{orDash(row.usuario)}</span> · <span>{formatDataHora(row.dataDaSolicitacao)}</span>
          </Typography.Text>
        )}
      </Flex>
    ),
  };
  const status: TableColumnsType<SolicitacaoRow>[number] = {
    title: 'Status',
    dataIndex: 'status',
    width: 120,
    // the state decides what may be done with a request: always in sight, even when the table scrolls
    fixed: 'right',
    render: (s: number) => <SolicitacaoStatusDot status={s} />,
  };
  const detalhes = detalhesColumn(onVerMais);
  if (compact) return [grupo, detalhes, status];
  return [
    grupo,
    detalhes,
    { title: 'Usuário', dataIndex: 'usuario', width: 170, render: orDash },
    {
      title: 'Data da solicitação',
      dataIndex: 'dataDaSolicitacao',
      width: 156,
      render: (data: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDataHora(data)}</span>,
    },
    status,
  ];
}

function detalhesColumn(onVerMais: (row: SolicitacaoRow) => void): TableColumnsType<SolicitacaoRow>[number] {
  return {
    title: 'Detalhes',
    key: 'detalhes',
    minWidth: 260,
    render: (_: unknown, row) => (
      <Flex vertical gap={2}>
        <span>
          {row.de.label} <ArrowRightOutlined aria-label="para" style={{ fontSize: 11, color: '#8c8c8c' }} />{' '}
          {paraText(row)}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Registro do franqueado: {orDash(row.registroDoFranqueado)}
        </Typography.Text>
        <Button
          type="link"
          size="small"
          style={{ padding: 0, alignSelf: 'flex-start', height: 'auto' }}
          aria-label={`Ver mais sobre a solicitação de ${row.customer.nome}: ${row.de.label}`}
          onClick={() => onVerMais(row)}
        >
          Ver mais
        </Button>
      </Flex>
    ),
  };
}
