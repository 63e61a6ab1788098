import { FilterFilled, RollbackOutlined } from '@ant-design/icons';
import type { OptionItem } from '@matriz/contracts';
import { Button, Flex, Table, theme, Typography } from 'antd';
import type { KeyboardEvent } from 'react';

import { useMediaQuery } from '../../../lib/use-media-query.ts';

import {
  accountColumn,
  counterpartColumn,
  historyColumn,
  marcaColumn,
  movimentoColumn,
  NARROW_DETAIL,
  withDetailsUnder,
} from './detail-columns.tsx';
import type { DetailListState } from './detail-list-state.ts';
import { useDetailRowSelection } from './detail-row-selection.ts';
import { useDetailStatusAction } from './detail-status-action.ts';
import { DetailTable } from './detail-table.tsx';
import { DetailToolbar } from './detail-toolbar.tsx';
import { useHistoryModal } from './history-modal.tsx';

/**
 * antd's filter trigger takes no focus (tabIndex -1): this icon does, and Enter or Space opens the filter list
 * as a click would, so the marca filter is reachable by keyboard too.
 */
function MarcaFilterIcon({ filtered }: { filtered: boolean }) {
  const { token } = theme.useToken();
  const press = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <span role="button" tabIndex={0} aria-label="Filtrar por marca" onKeyDown={press}>
      <FilterFilled aria-hidden style={{ color: filtered ? token.colorPrimary : undefined }} />
    </span>
  );
}

/** The grupo's marcas the user may see (the answer says them): those of the route's query when it names some. */
function filterMarcas(all: readonly OptionItem[], asked: readonly string[]) {
  return asked.length > 0 ? all.filter((m) => asked.includes(m.id)) : [...all];
}

/**
 * The approved tab (spec 002 §2.3): name and marca filters, selection, paging, a footer 'Total Revisão' with the
 * total of rows, and 'Desaprovar' only while rows are selected ('Reprovar De-Para' dialog).
 */
export function ApprovedTab({ state, marcas }: { state: DetailListState; marcas: readonly string[] }) {
  const selection = useDetailRowSelection();
  const changeStatus = useDetailStatusAction(selection);
  const history = useHistoryModal();
  const total = state.list.data?.total ?? 0;

  const compact = useMediaQuery(NARROW_DETAIL);
  const own = accountColumn(state.visao, state.nome, state.setNome);
  // the marca column stays on a narrow screen too: it carries the marca filter
  const columns = [
    compact ? withDetailsUnder(own, { marca: false, movimento: true }) : own,
    marcaColumn({
      ...(compact ? { width: 110 } : {}),
      filters: filterMarcas(state.list.data?.grupo.marcas ?? [], marcas).map((m) => ({
        text: m.label,
        value: m.id,
      })),
      filteredValue: state.marcasFiltro,
      filterIcon: (filtered: boolean) => <MarcaFilterIcon filtered={filtered} />,
    }),
    counterpartColumn(state.visao),
    ...(compact ? [] : [movimentoColumn()]),
    historyColumn(history.open),
  ];

  return (
    <Flex vertical gap={12}>
      <DetailToolbar nome={state.nome} onClearNome={() => state.setNome('')} count={selection.count}>
        {selection.count > 0 && (
          <Button danger icon={<RollbackOutlined />} onClick={() => changeStatus('desaprovar')}>
            Desaprovar ({selection.count})
          </Button>
        )}
      </DetailToolbar>
      <DetailTable
        state={state}
        columns={columns}
        emptyText="Nenhum de-para aprovado"
        rowSelection={selection.rowSelection}
        scrollX={compact ? 640 : 920}
        summary={() =>
          total > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>Total Revisão</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} colSpan={columns.length - 1}>
                <Typography.Text strong>{total}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {history.modal}
    </Flex>
  );
}
