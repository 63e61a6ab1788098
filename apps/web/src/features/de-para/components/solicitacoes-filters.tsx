import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { solicitacaoStatusFiltroLabels, type SolicitacaoStatus } from '@matriz/contracts';
import { Button, Col, Flex, Form, Row, Select, type FormInstance } from 'antd';

import { getClusterOptionsQueryOptions } from '../../../components/filters/api/get-cluster-options.ts';
import { getGrupoOptionsQueryOptions } from '../../../components/filters/api/get-grupo-options.ts';
import { ClusterToggle } from '../../../components/filters/cluster-toggle.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import type { SolicitacoesFilters as SolicitacoesFilterValues } from '../lib/solicitacoes-filters.ts';

const col = { xs: 24, md: 12, xl: 8 };

const statusOptions = (Object.entries(solicitacaoStatusFiltroLabels) as [string, string][]).map(
  ([value, label]) => ({ value: Number(value) as SolicitacaoStatus, label }),
);

interface SolicitacoesFiltersProps {
  form: FormInstance<SolicitacoesFilterValues>;
  initialValues: SolicitacoesFilterValues;
  onSearch: (values: SolicitacoesFilterValues) => void;
  onClear: () => void;
}

/** The filter of the tab 'Solicitações' (spec 002 §2.2): status (cleared: every status), grupos or clusters. */
export function SolicitacoesFilters({ form, initialValues, onSearch, onClear }: SolicitacoesFiltersProps) {
  return (
    <Form<SolicitacoesFilterValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Filtros de solicitações"
      onFinish={() => onSearch(form.getFieldsValue(true) as SolicitacoesFilterValues)}
    >
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item
            name="status"
            label="Status"
            // 'every status' is null in the filters and an empty select on screen
            getValueProps={(value: SolicitacaoStatus | null) => ({ value: value ?? undefined })}
            normalize={(value: SolicitacaoStatus | undefined) => value ?? null}
          >
            <Select<SolicitacaoStatus> allowClear placeholder="Todos" options={statusOptions} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <ClusterToggle
            toggleName="clusterBool"
            listName="customerIds"
            clusterListName="clusterIds"
            listLabel="Grupos"
            clusterListLabel="Clusters"
            switchLabel="Filtrar por cluster"
            list={<OptionMultiSelect itemsName="grupos" query={() => getGrupoOptionsQueryOptions()} />}
            clusterList={
              <OptionMultiSelect
                itemsName="clusters"
                query={() => getClusterOptionsQueryOptions('empresa')}
              />
            }
          />
        </Col>
      </Row>
      <Flex wrap gap={8} justify="flex-end">
        <Button icon={<ClearOutlined />} onClick={onClear}>
          Limpar
        </Button>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          Pesquisar
        </Button>
      </Flex>
    </Form>
  );
}
