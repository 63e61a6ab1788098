import { ReloadOutlined } from '@ant-design/icons';
import {
  EXTRATO_MODO,
  EXTRATO_STATUS,
  fluxoDeCaixaBancoMessages as m,
  hasAccess,
  type ExtratoLinha,
  type ExtratoOutput,
} from '@matriz/contracts';
import { Button, Card, Empty, Flex, Form, Statistic, Table } from 'antd';
import { useState } from 'react';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { getServerText } from '../../../lib/errors.ts';
import { formatBRL } from '../../../lib/format.ts';
import { useFeedback } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useExtrato, type ExtratoQueryString } from '../api/get-extrato.ts';
import {
  emptyExtratoFilters,
  extratoFiltersCodec,
  toExtratoQuery,
  validarFiltros,
  type ExtratoFilterValues,
} from '../lib/extrato-filters.ts';

import { BancoRestritoAviso, useBancoRestrito } from './banco-restrito.tsx';
import { getExtratoColumns, LancamentosConciliados } from './extrato-columns.tsx';
import { ExtratoFilters } from './extrato-filters.tsx';
import { ExtratoInfoModal } from './extrato-info-modal.tsx';
import { ExportExtratoButton } from './export-extrato-button.tsx';

const PAGE_SIZES = [25, 50, 100, 200];

/**
 * The statement's totals. With a status filter the entradas and saídas are those of the lines shown, while the
 * final balance counts every line: the hidden lines' sums are shown too, so the totals add up.
 */
function Totais({ data, filtrado }: { data: ExtratoOutput; filtrado: boolean }) {
  const itens: (readonly [string, number])[] = filtrado
    ? [
        ['Saldo inicial', data.saldoInicial],
        ['Entradas exibidas', data.totalEntradas],
        ['Saídas exibidas', data.totalSaidas],
        ['Entradas ocultas pelo filtro', data.entradasOcultas],
        ['Saídas ocultas pelo filtro', data.saidasOcultas],
        ['Saldo final', data.saldoFinal],
      ]
    : [
        ['Saldo inicial', data.saldoInicial],
        ['Entradas', data.totalEntradas],
        ['Saídas', data.totalSaidas],
        ['Saldo final', data.saldoFinal],
      ];
  return (
    <Flex wrap role="group" aria-label="Totais do extrato" style={{ columnGap: 32, rowGap: 8 }}>
      {itens.map(([titulo, valor]) => (
        <Statistic key={titulo} title={titulo} value={valor} formatter={(v) => formatBRL(Number(v))} />
      ))}
    </Flex>
  );
}

/**
 * The Bank statement tab of /fluxo-de-caixa (spec 001 §2.3): the filter card and the statement of the account,
 * with its totals, the info modal and the export. Nothing is asked before Pesquisar; the table shows the last
 * search until the next one. A user limited to cost centres gets the reason instead (the server refuses them).
 */
export function ExtratoAba() {
  return useBancoRestrito() ? <BancoRestritoAviso /> : <ExtratoConsulta />;
}

function ExtratoConsulta() {
  const claims = useSession()?.claims ?? [];
  const canSearch = hasAccess(claims, 'FluxoDeCaixa', 'Obter');
  const { notification } = useFeedback();
  const persisted = usePersistedFilters('fluxo-de-caixa-extrato', emptyExtratoFilters, extratoFiltersCodec);
  const [form] = Form.useForm<ExtratoFilterValues>();
  const [applied, setApplied] = useState<ExtratoQueryString | null>(null);
  const extrato = useExtrato(applied);
  const detalhado = applied?.modo === EXTRATO_MODO.Detalhado;

  /** The card's values when the required fields are there; otherwise marks them and says so (spec 001 §5). */
  const validate = (): ExtratoFilterValues | null => {
    const values = form.getFieldsValue(true) as ExtratoFilterValues;
    const erros = validarFiltros(values);
    if (erros.length === 0) return values;
    form.setFields(erros.map((e) => ({ name: e.campo, errors: [e.mensagem] })));
    notification.error({ title: m.camposObrigatorios });
    return null;
  };

  const search = () => {
    const values = validate();
    if (!values) return;
    persisted.save(values);
    const query = toExtratoQuery(values);
    // Pesquisar again with the same filter asks the server again
    if (JSON.stringify(query) === JSON.stringify(applied)) void extrato.refetch();
    else setApplied(query);
  };

  const data = extrato.data;
  return (
    <Flex vertical gap={16}>
      <Card title="Selecione as opções de pesquisa.">
        <ExtratoFilters
          form={form}
          initialValues={persisted.initialValues}
          canSearch={canSearch}
          onSearch={search}
          onClear={() => {
            form.resetFields();
            form.setFieldsValue(emptyExtratoFilters);
            persisted.clear();
            setApplied(null);
          }}
          exportButton={<ExportExtratoButton validate={validate} />}
        />
      </Card>
      <Card title="Extrato bancário" extra={<ExtratoInfoModal />}>
        <Flex vertical gap={16}>
          {data && !extrato.isError && (
            <Totais data={data} filtrado={applied?.status !== EXTRATO_STATUS.Todos} />
          )}
          <Table<ExtratoLinha>
            rowKey="_id"
            size="middle"
            aria-label="Extrato bancário"
            columns={getExtratoColumns()}
            dataSource={extrato.isError ? [] : (data?.extrato ?? [])}
            loading={extrato.isFetching}
            scroll={{ x: 1000 }}
            pagination={{
              defaultPageSize: 50,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              hideOnSinglePage: true,
              showTotal: (total, [a, b]) => `${a}–${b} de ${total} ${detalhado ? 'lançamentos' : 'dias'}`,
            }}
            expandable={
              detalhado
                ? {
                    rowExpandable: (row) => row.extratoConciliado,
                    expandedRowRender: (row) => <LancamentosConciliados linha={row} />,
                  }
                : undefined
            }
            locale={{
              emptyText: extrato.isError ? (
                // the server's words for a refusal it explained (scope, cost centres, a field), else the failure
                <Empty description={getServerText(extrato.error, m.extratoFalhou)}>
                  <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void extrato.refetch()}>
                    Tentar novamente
                  </Button>
                </Empty>
              ) : (
                <Empty
                  description={
                    applied === null
                      ? 'Escolha o grupo, a conta e o período e clique em Pesquisar.'
                      : extrato.isFetching
                        ? 'Carregando…'
                        : m.extratoVazio
                  }
                />
              ),
            }}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
