import type { DeParaVisao } from '@matriz/contracts';
import { Col, Flex, Form, Row, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

import { BrandSelect } from '../../../components/filters/brand-select.tsx';
import type { DeParaMainFilters } from '../lib/main-filters.ts';

import { FilterActions } from './filter-actions.tsx';
import { FilterForm } from './filter-form.tsx';
import { GruposOuClusters } from './grupos-ou-clusters.tsx';
import { VisaoSwitch } from './visao-switch.tsx';

const EMPTY: string[] = [];
const col = { xs: 24, md: 12, xl: 8 };

interface MainFiltersProps {
  form: FormInstance<DeParaMainFilters>;
  initialValues: DeParaMainFilters;
  onSearch: (values: DeParaMainFilters) => void;
  onClear: () => void;
  /** the view shown: switching it applies at once (no Pesquisar) */
  visao: DeParaVisao;
  onVisaoChange: (visao: DeParaVisao) => void;
  reportButton: ReactNode;
  vinculoButton: ReactNode;
}

/**
 * The filter card of the tab 'De-Para' (spec 002 §2.2): marcas, grupos or clusters, the Franqueado/Franqueador view,
 * and the actions (Vincular Automaticamente on the left, then Limpar, Gerar relatório and Pesquisar).
 */
export function MainFilters({
  form,
  initialValues,
  onSearch,
  onClear,
  visao,
  onVisaoChange,
  reportButton,
  vinculoButton,
}: MainFiltersProps) {
  const marcas = Form.useWatch('marcas', form) ?? EMPTY;
  return (
    <FilterForm form={form} initialValues={initialValues} ariaLabel="Filtros de De-Para" onSearch={onSearch}>
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="marcas" label="Marcas">
            <BrandSelect />
          </Form.Item>
        </Col>
        <Col {...col}>
          <GruposOuClusters marcas={marcas} />
        </Col>
        <Col {...col}>
          <VisaoSwitch visao={visao} onChange={onVisaoChange} />
        </Col>
      </Row>
      <Flex wrap gap={8} justify="space-between">
        <Flex wrap gap={8}>
          {vinculoButton}
        </Flex>
        <Flex wrap gap={8} justify="flex-end">
          <FilterActions onClear={onClear}>{reportButton}</FilterActions>
        </Flex>
      </Flex>
    </FilterForm>
  );
}
