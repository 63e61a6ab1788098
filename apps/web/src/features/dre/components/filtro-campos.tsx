import { dreStatusOpcoes, type FiltroDre } from '@matriz/contracts';
import { Col, Form, Row, Select, Switch, Typography } from 'antd';

import { getClusterOptionsQueryOptions } from '../../../components/filters/api/get-cluster-options.ts';
import { getEmpresaOptionsQueryOptions } from '../../../components/filters/api/get-empresa-options.ts';
import { BrandSelect } from '../../../components/filters/brand-select.tsx';
import { ClusterToggle } from '../../../components/filters/cluster-toggle.tsx';
import { MonthRangePicker } from '../../../components/filters/month-range-picker.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import {
  getCentroDeCustoDreOptionsQueryOptions,
  getClusterDreOptionsQueryOptions,
} from '../api/get-opcoes-dre.ts';

const EMPTY: string[] = [];
const lista = { xs: 24, md: 12, xl: 8 };
const curto = { xs: 24, sm: 12, lg: 6, xl: 4 };

export interface FiltroCamposProps {
  nome: FiltroDre;
  /** the option lists follow 'Mostrar apelido' and 'Excluir inativas' */
  apelido: boolean;
  excluirInativas: boolean;
  /** the consultant view (spec 001 §6): this filter takes clusters only */
  somenteClusters: boolean;
  /** the months of this filter, and whether the counter is red (spec 001 §2.1) */
  meses: number;
  excedido: boolean;
  erroPeriodo?: string;
}

/** The fields of filter A or B (spec 001 §3 'DRE filter'), named under the filter: ['A', 'marcas']… */
export function FiltroCampos(props: FiltroCamposProps) {
  const { nome, apelido, excluirInativas, somenteClusters, meses, excedido, erroPeriodo } = props;
  const form = Form.useFormInstance();
  const marcas = (Form.useWatch([nome, 'marcas'], form) as string[] | undefined) ?? EMPTY;
  const opcoes = { marcas, apelido, excluirInativos: excluirInativas };
  const empresas = (
    <OptionMultiSelect itemsName="empresas" query={() => getEmpresaOptionsQueryOptions(opcoes)} />
  );
  const clustersEmpresas = (
    <OptionMultiSelect itemsName="clusters" query={() => getClusterDreOptionsQueryOptions(excluirInativas)} />
  );
  const centros = (
    <OptionMultiSelect
      itemsName="centros de custo"
      query={() => getCentroDeCustoDreOptionsQueryOptions(opcoes)}
    />
  );
  const clustersCentros = (
    <OptionMultiSelect itemsName="clusters" query={() => getClusterOptionsQueryOptions('centro_de_custo')} />
  );
  const contador = (
    <Typography.Text type={excedido ? 'danger' : 'secondary'} aria-live="polite">
      {meses === 1 ? '1 mês selecionado' : `${meses} meses selecionados`}
    </Typography.Text>
  );

  return (
    <Row gutter={16}>
      <Col {...lista}>
        <Form.Item name={[nome, 'marcas']} label="Marcas">
          <BrandSelect />
        </Form.Item>
      </Col>
      <Col {...lista}>
        {somenteClusters ? (
          <Form.Item name={[nome, 'clustersEmpresasIds']} label="Clusters de empresas">
            {clustersEmpresas}
          </Form.Item>
        ) : (
          <ClusterToggle
            toggleName={[nome, 'clusterEmpresaBool']}
            listName={[nome, 'EmpresasIds']}
            clusterListName={[nome, 'clustersEmpresasIds']}
            listLabel="Empresas"
            clusterListLabel="Clusters de empresas"
            switchLabel="Cluster"
            list={empresas}
            clusterList={clustersEmpresas}
          />
        )}
      </Col>
      <Col {...lista}>
        {somenteClusters ? (
          <Form.Item name={[nome, 'clustersCentroDeCustosIds']} label="Clusters de centros de custo">
            {clustersCentros}
          </Form.Item>
        ) : (
          <ClusterToggle
            toggleName={[nome, 'clusterCentroDeCustoBool']}
            listName={[nome, 'CentroDeCustosIds']}
            clusterListName={[nome, 'clustersCentroDeCustosIds']}
            listLabel="Centros de custo"
            clusterListLabel="Clusters de centros de custo"
            switchLabel="Cluster"
            list={centros}
            clusterList={clustersCentros}
          />
        )}
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          name={[nome, 'periodo']}
          label="Período"
          validateStatus={erroPeriodo ? 'error' : undefined}
          help={erroPeriodo}
          extra={contador}
        >
          <MonthRangePicker allowEmpty={[true, true]} />
        </Form.Item>
      </Col>
      <Col {...curto}>
        <Form.Item name={[nome, 'Status']} label="Status">
          <Select options={dreStatusOpcoes.map((o) => ({ ...o }))} />
        </Form.Item>
      </Col>
      <Col {...curto}>
        <Form.Item name={[nome, 'excluirOutliers']} label="Excluir outliers" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </Row>
  );
}
