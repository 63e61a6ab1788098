import { FileExcelOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  DRE_DURACAO_MENSAGEM_S,
  dreMessages,
  errorMessages,
  hasAccess,
  isPremium,
  rotuloMes,
  type DetalhesMesDreInput,
  type DetalhesMesDreOutput,
  type MatrizFormato,
} from '@matriz/contracts';
import { Button, Descriptions, Empty, Flex, Modal, Result, Spin, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

import { formatNumber } from '../../../lib/format.ts';
import { getNotifier } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { erroDetalhes } from '../api/detalhes-erro.ts';
import { useExportarDetalhesMes } from '../api/exportar-detalhes-mes.ts';
import { useDetalhesMes } from '../api/get-detalhes-mes.ts';
import { formatarValor } from '../lib/celula.ts';

import { Dinheiro } from '../../../components/dinheiro.tsx';
import { avisarGerandoRelatorio } from './aviso-gerando-relatorio.tsx';
import { EXPORTAR_SOMENTE_PREMIUM } from './exportar-dre-button.tsx';

export interface DetalhesMesModalProps {
  /** null: closed */
  pedido: DetalhesMesDreInput | null;
  /** the column as its header reads ('03/2024', 'Total', a store) */
  colunaTitulo: string;
  /** the clicked row's format: a ratio line (ticket médio) is a number, not money */
  formato: MatrizFormato;
  onVerLancamentos: () => void;
  onClose: () => void;
}

type PorConta = DetalhesMesDreOutput['porConta'][number];
type PorEmpresa = DetalhesMesDreOutput['porEmpresa'][number];

const quantidade = (n: number | null) => (n === null ? '' : formatNumber(n, 0));
const valor = (v: number) => <Dinheiro valor={v} />;

const colunasConta: ColumnsType<PorConta> = [
  { key: 'codigo', title: 'Código', dataIndex: 'codigo', width: 110 },
  { key: 'nome', title: 'Conta do franqueador', dataIndex: 'nome', ellipsis: true },
  {
    key: 'qtd',
    title: 'Lançamentos',
    dataIndex: 'quantidade',
    width: 120,
    align: 'right',
    render: quantidade,
  },
  { key: 'valor', title: 'Valor', dataIndex: 'valor', width: 160, align: 'right', render: valor },
];
const colunasEmpresa: ColumnsType<PorEmpresa> = [
  { key: 'nome', title: 'Empresa', dataIndex: 'nome', ellipsis: true },
  {
    key: 'qtd',
    title: 'Lançamentos',
    dataIndex: 'quantidade',
    width: 120,
    align: 'right',
    render: quantidade,
  },
  { key: 'valor', title: 'Valor', dataIndex: 'valor', width: 160, align: 'right', render: valor },
];

/**
 * 'Exportar' of the month detail (issue 11 §1): the cell's breakdown (and, for an account cell, its ledger rows)
 * queued as a report. Needs DRE/Exportar on a premium cliente (the report list is premium); says why otherwise.
 */
function ExportarDetalhesMesButton({ pedido, linha }: { pedido: DetalhesMesDreInput; linha: string }) {
  const claims = useSession()?.claims ?? [];
  const exportar = useExportarDetalhesMes();
  const motivo = !hasAccess(claims, 'DRE', 'Exportar')
    ? errorMessages.forbidden
    : !isPremium(claims)
      ? EXPORTAR_SOMENTE_PREMIUM
      : null;
  return (
    <Tooltip title={motivo}>
      <span style={{ display: 'inline-flex' }}>
        <Button
          icon={<FileExcelOutlined />}
          disabled={motivo !== null}
          loading={exportar.isPending}
          onClick={() =>
            exportar.mutateAsync(pedido).then(
              () => avisarGerandoRelatorio('dre-detalhe-mes'),
              () =>
                getNotifier().notification.error({
                  title: dreMessages.exportarDetalheTitulo,
                  description: dreMessages.exportarDetalheFalhou(linha),
                  duration: DRE_DURACAO_MENSAGEM_S,
                }),
            )
          }
        >
          Exportar
        </Button>
      </span>
    </Tooltip>
  );
}

function Conteudo({
  dados,
  pedido,
  formato,
  onVerLancamentos,
}: {
  dados: DetalhesMesDreOutput;
  pedido: DetalhesMesDreInput;
  formato: MatrizFormato;
  onVerLancamentos: () => void;
}) {
  const exportar = <ExportarDetalhesMesButton pedido={pedido} linha={dados.linha.nome} />;
  const semLista = dados.porConta.length === 0 && dados.porEmpresa.length === 0;
  // a total or formula line has a value but no accounts or stores of its own: its composition explains it
  const calculada = semLista && dados.valor !== null;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'linha', label: 'Linha', children: dados.linha.nome },
          {
            key: 'mes',
            label: 'Mês',
            children: dados.competencia ? rotuloMes(dados.competencia) : 'Período inteiro',
          },
          {
            key: 'valor',
            label: 'Valor',
            children: dados.valor === null ? '' : formatarValor(dados.valor, formato),
          },
        ]}
      />
      {calculada ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text>Esta linha é calculada a partir de outras linhas do modelo.</Typography.Text>
          <Flex gap={8} wrap>
            <Button icon={<UnorderedListOutlined />} onClick={onVerLancamentos}>
              Ver composição
            </Button>
            {exportar}
          </Flex>
        </Flex>
      ) : semLista ? (
        <Empty description={dreMessages.semDetalhes} />
      ) : (
        <>
          {dados.porConta.length > 0 && (
            <Table<PorConta>
              size="small"
              rowKey="id"
              title={() => <Typography.Text strong>Por conta do franqueador</Typography.Text>}
              columns={colunasConta}
              dataSource={dados.porConta}
              pagination={dados.porConta.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            />
          )}
          <Table<PorEmpresa>
            size="small"
            rowKey="id"
            title={() => <Typography.Text strong>Por empresa</Typography.Text>}
            columns={colunasEmpresa}
            dataSource={dados.porEmpresa}
            pagination={dados.porEmpresa.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          />
          <Flex justify="flex-end" gap={8} wrap>
            {exportar}
            <Button icon={<UnorderedListOutlined />} onClick={onVerLancamentos}>
              Ver lançamentos
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}

/**
 * 'Detalhes do mês selecionado' (spec 001 §2.1): the clicked cell broken down by franchisor account and by
 * store, each list summing to the cell; 'Ver lançamentos' opens the ledger rows ('Detalhes de Linha'); 'Exportar'
 * queues the same breakdown as a report (issue 11 §1).
 */
export function DetalhesMesModal({
  pedido,
  colunaTitulo,
  formato,
  onVerLancamentos,
  onClose,
}: DetalhesMesModalProps) {
  const detalhes = useDetalhesMes(pedido);
  const erro = detalhes.isError ? erroDetalhes(detalhes.error) : null;
  return (
    <Modal
      open={pedido !== null}
      title={dreMessages.detalhesMesTitulo}
      onCancel={onClose}
      footer={null}
      width={{ xs: '96%', md: 880 }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
        {colunaTitulo}
      </Typography.Paragraph>
      {detalhes.isPending && detalhes.fetchStatus !== 'idle' && (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin aria-label="Carregando detalhes" />
        </Flex>
      )}
      {erro && <Result status="warning" title={erro.titulo} subTitle={erro.descricao} />}
      {detalhes.data && pedido && (
        <Conteudo
          dados={detalhes.data}
          pedido={pedido}
          formato={formato}
          onVerLancamentos={onVerLancamentos}
        />
      )}
    </Modal>
  );
}
