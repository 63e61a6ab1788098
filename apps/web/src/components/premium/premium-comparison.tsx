import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Table, type TableColumnsType } from 'antd';

type Cell = boolean | string;

interface FeatureRow {
  key: string;
  funcionalidade: string;
  starter: Cell;
  premium: Cell;
}

/** Starter versus Premium, as spec 000 §6 lists them. */
const rows: FeatureRow[] = [
  { key: 'dashboards', funcionalidade: 'Dashboards', starter: true, premium: true },
  { key: 'dre', funcionalidade: 'DRE', starter: true, premium: true },
  { key: 'dfc', funcionalidade: 'DFC', starter: true, premium: true },
  { key: 'cluster', funcionalidade: 'Criação de clusters', starter: true, premium: true },
  { key: 'historico', funcionalidade: 'Histórico de dados', starter: '1 ano', premium: '3 anos' },
  { key: 'sync', funcionalidade: 'Sincronizações', starter: '1 por loja por mês', premium: 'Ilimitadas' },
  { key: 'usuarios', funcionalidade: 'Usuários ativos', starter: '3', premium: 'Ilimitados' },
  { key: 'relatorios', funcionalidade: 'Exportação de relatórios', starter: false, premium: true },
  { key: 'cluster-dinamico', funcionalidade: 'Cluster dinâmico', starter: false, premium: true },
  { key: 'dre-detalhe', funcionalidade: 'Detalhamento da DRE', starter: false, premium: true },
  { key: 'dashboard-export', funcionalidade: 'Exportação de dashboards', starter: false, premium: true },
  { key: 'apis', funcionalidade: 'APIs', starter: false, premium: true },
  { key: 'acessos', funcionalidade: 'Gestão de acessos', starter: false, premium: true },
];

function renderCell(value: Cell) {
  if (typeof value === 'string') return value;
  return value ? (
    <CheckOutlined style={{ color: '#2f9e6e' }} aria-label="Incluído" />
  ) : (
    <MinusOutlined style={{ color: '#b0b8bf' }} aria-label="Não incluído" />
  );
}

const columns: TableColumnsType<FeatureRow> = [
  { title: 'Funcionalidade', dataIndex: 'funcionalidade' },
  { title: 'Starter', dataIndex: 'starter', align: 'center', width: 170, render: renderCell },
  { title: 'Premium', dataIndex: 'premium', align: 'center', width: 170, render: renderCell },
];

export function PremiumComparison() {
  return <Table<FeatureRow> size="small" columns={columns} dataSource={rows} pagination={false} bordered />;
}
