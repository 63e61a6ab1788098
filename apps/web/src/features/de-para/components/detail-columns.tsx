import { HistoryOutlined } from '@ant-design/icons';
import type { DeParaLinha, DeParaVisao } from '@matriz/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';

import { RowActionButton } from '../../../components/row-actions/row-actions.tsx';
import { formatBRL } from '../../../lib/format.ts';

import { DetailNameFilter } from './detail-name-filter.tsx';

/** The row's own account: the franchisee account (franqueado view) or the franchisor account (franqueador view). */
export const accountTitle = (visao: DeParaVisao) =>
  visao === 'franqueado' ? 'Conta do franqueado' : 'Conta do franqueador';
/** The counterpart: one franchisor account (franqueado view), the franchisee accounts (franqueador view). */
export const counterpartTitle = (visao: DeParaVisao) =>
  visao === 'franqueado' ? 'Conta do franqueador' : 'Contas do franqueado';

type Column = ColumnType<DeParaLinha>;

/**
 * The account names are long ('código - nome'): they wrap, never cut. The column stays at the left while a narrow
 * table scrolls sideways, so the row's account is always beside its counterpart.
 */
export function accountColumn(visao: DeParaVisao, nome: string, onNome: (nome: string) => void): Column {
  return {
    key: 'conta',
    title: <DetailNameFilter title={accountTitle(visao)} value={nome} onApply={onNome} />,
    dataIndex: 'valorPrimeiraColuna',
    width: 260,
    fixed: 'left',
  };
}

export function marcaColumn(extra: Partial<Column> = {}): Column {
  return { key: 'marca', title: 'Marca', width: 130, render: (_, row) => row.marca.label, ...extra };
}

/**
 * The movement of the last 12 months on the row's franchisee account(s), as the server sums it (the absolute net
 * value of each store × month cell, by competência), in reais, right-aligned.
 */
export function movimentoColumn(): Column {
  return {
    key: 'movimento',
    title: 'Movimento 12 meses',
    dataIndex: 'movimento12Meses',
    align: 'right',
    width: 150,
    render: (valor: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatBRL(valor)}</span>,
  };
}

/**
 * The row's account with, under it, what a narrow screen has no column for: the marca and/or the movement of the
 * last 12 months (below 1400 px the detail tables keep to the width of the screen instead of scrolling sideways).
 */
export function withDetailsUnder(
  column: Column,
  show: { marca: boolean; movimento: boolean },
  width = 220,
): Column {
  return {
    ...column,
    width,
    render: (conta: string, row) => (
      <Flex vertical gap={2}>
        <span>{conta}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {show.marca && <span>{row.marca.label}</span>}
          {show.marca && show.movimento && ' · '}
          {show.movimento && (
            <>
              Movimento 12 meses:{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{formatBRL(row.movimento12Meses)}</span>
            </>
          )}
        </Typography.Text>
      </Flex>
    ),
  };
}

/** A narrow screen for the detail tables: their details go under the account (withDetailsUnder). */
export const NARROW_DETAIL = '(max-width: 1399px)';

/** The counterpart(s), one per line, or the justification, marked as such (a franqueador row may hold both). */
export function counterpartColumn(visao: DeParaVisao): Column {
  return {
    key: 'contrapartida',
    title: counterpartTitle(visao),
    minWidth: 240,
    render: (_, row) => (
      <Flex vertical gap={4}>
        {row.valorSegundaColuna.map((conta) => (
          <span key={conta.id}>{conta.label}</span>
        ))}
        {row.justificativa && (
          <span>
            <Tag color="gold" style={{ marginInlineEnd: 6 }}>
              Justificativa
            </Tag>
            <Typography.Text>{row.justificativa}</Typography.Text>
          </span>
        )}
        {row.valorSegundaColuna.length === 0 && !row.justificativa && '—'}
      </Flex>
    ),
  };
}

/** The history button, for rows with history only (spec 002 §2.3). */
export function historyColumn(onOpen: (row: DeParaLinha) => void): Column {
  return {
    key: 'historico',
    title: 'Histórico',
    width: 96,
    align: 'center',
    render: (_, row) =>
      row.temHistorico ? (
        <RowActionButton
          action={{
            label: `Histórico de ${row.valorPrimeiraColuna}`,
            tooltip: 'Histórico',
            icon: <HistoryOutlined />,
            onClick: () => onOpen(row),
          }}
        />
      ) : null,
  };
}
