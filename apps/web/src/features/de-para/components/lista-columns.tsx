import { InfoCircleOutlined } from '@ant-design/icons';
import {
  deParaContextoLabels,
  type DeParaContexto,
  type DeParaListaOrderField,
  type DeParaListaRow,
  type DeParaVisao,
} from '@matriz/contracts';
import { Flex, Tooltip, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';

import { sortableColumn } from '../../../components/server-table/server-sort.ts';
import { formatBRL, formatNumber } from '../../../lib/format.ts';
import { deParaDetailHref } from '../lib/detail-href.ts';
import type { DeParaListaSort } from '../lib/main-filters.ts';

export interface ListaColumnsOptions {
  sort: DeParaListaSort;
  /** the view of the counts (and of the links) */
  visao: DeParaVisao;
  /** the marcas the links carry (the applied ones, without 'Todas') */
  marcas: readonly string[];
}

/**
 * The server's figure in a finance user's words: per pending account, the net value of each store × month cell
 * (a cancellation nets against its sale) without its sign, by competência, over this month and the 11 before,
 * of the stores the user may see.
 */
export const VALOR_PENDENTE_HELP =
  'Soma, nos últimos 12 meses (este mês e os 11 anteriores, por competência), do valor líquido mensal de ' +
  'cada loja, em valor absoluto (um cancelamento abate a sua venda), nas contas do franqueado ainda ' +
  'pendentes. Só contam as lojas que você pode ver. É o que ainda não chega à DRE.';

/** '3 contas com movimento' (a cell's tooltip). */
export function contasComMovimentoText(n: number): string {
  if (n === 0) return 'Nenhuma conta pendente com movimento';
  return n === 1 ? '1 conta com movimento' : `${formatNumber(n, 0)} contas com movimento`;
}

const countTitles: Record<DeParaContexto, string> = {
  pendente: 'Pendentes',
  revisao: 'Revisão',
  aprovado: 'Aprovados',
};

function countColumn(
  o: ListaColumnsOptions,
  contexto: DeParaContexto,
): TableColumnsType<DeParaListaRow>[number] {
  return {
    title: countTitles[contexto],
    dataIndex: contexto,
    width: 104,
    align: 'right',
    ...sortableColumn<DeParaListaOrderField>(o.sort, contexto),
    render: (count: number, row) => (
      <Link
        to={deParaDetailHref(o.visao, contexto, row.grupo.id, { marcas: o.marcas, nome: row.grupo.nome })}
        aria-label={`${deParaContextoLabels[contexto]} de ${row.grupo.nome}: ${count}`}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatNumber(count, 0)}
      </Link>
    ),
  };
}

/**
 * The grupos of the tab 'De-Para' (spec 002 §2.2; issue 9 §1): the name (code below), the three counts of the view,
 * each a link to its detail tab, and the money at stake. Every column sorts on the server.
 */
export function getListaColumns(o: ListaColumnsOptions): TableColumnsType<DeParaListaRow> {
  return [
    {
      title: 'Grupo',
      dataIndex: ['grupo', 'nome'],
      minWidth: 160,
      ...sortableColumn<DeParaListaOrderField>(o.sort, 'nome'),
      render: (_: unknown, row) => (
        <Flex vertical>
          <span>{row.grupo.nome}</span>
          {row.grupo.codigo && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.grupo.codigo}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    countColumn(o, 'pendente'),
    countColumn(o, 'revisao'),
    countColumn(o, 'aprovado'),
    {
      title: (
        <Flex component="span" gap={6} align="center" justify="flex-end">
          {/* on narrow screens the title wraps rather than pushing the money out of sight */}
          <span>
            Valor pendente <span style={{ whiteSpace: 'nowrap' }}>(12 meses)</span>
          </span>
          <Tooltip title={VALOR_PENDENTE_HELP} trigger={['hover', 'focus']}>
            <InfoCircleOutlined aria-label="Sobre o valor pendente" tabIndex={0} />
          </Tooltip>
        </Flex>
      ),
      dataIndex: 'valorPendente',
      width: 184,
      align: 'right',
      // the header has its own explanation: the sorter's hint would cover it
      showSorterTooltip: false,
      ...sortableColumn<DeParaListaOrderField>(o.sort, 'valorPendente'),
      render: (valor: number, row) => (
        <Tooltip title={contasComMovimentoText(row.contasPendentesComMovimento)}>
          <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatBRL(valor)}</span>
        </Tooltip>
      ),
    },
  ];
}
