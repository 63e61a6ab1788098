import { solicitacaoStatusFiltroLabels, type SolicitacaoStatus } from '@matriz/contracts';
import { Col, Flex, Form, Row, Select, type FormInstance } from 'antd';

import type { SolicitacoesFilters as SolicitacoesFilterValues } from '../lib/solicitacoes-filters.ts';

import { FilterActions } from './filter-actions.tsx';
import { FilterForm } from './filter-form.tsx';
import { GruposOuClusters } from './grupos-ou-clusters.tsx';

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
    <FilterForm
      form={form}
      initialValues={initialValues}
      ariaLabel="Filtros de solicitações"
      onSearch={onSearch}
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
          <GruposOuClusters />
        </Col>
      </Row>
      <Flex wrap gap={8} justify="flex-end">
        <FilterActions onClear={onClear} />
      </Flex>
    </FilterForm>
  );
}
