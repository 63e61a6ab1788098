import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import type { DeParaVisao } from '@matriz/contracts';
import { Button, Col, Flex, Form, Row, Segmented, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

import { getClusterOptionsQueryOptions } from '../../../components/filters/api/get-cluster-options.ts';
import { getGrupoOptionsQueryOptions } from '../../../components/filters/api/get-grupo-options.ts';
import { BrandSelect } from '../../../components/filters/brand-select.tsx';
import { ClusterToggle } from '../../../components/filters/cluster-toggle.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import type { DeParaMainFilters } from '../lib/main-filters.ts';

const EMPTY: string[] = [];
const col = { xs: 24, md: 12, xl: 8 };

const visaoOptions: { value: DeParaVisao; label: string }[] = [
  { value: 'franqueado', label: 'Franqueado' },
  { value: 'franqueador', label: 'Franqueador' },
];

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
    <Form<DeParaMainFilters>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Filtros de De-Para"
      // the toggle hides one list: read every field, not only the mounted ones
      onFinish={() => onSearch(form.getFieldsValue(true) as DeParaMainFilters)}
    >
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="marcas" label="Marcas">
            <BrandSelect />
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
            list={<OptionMultiSelect itemsName="grupos" query={() => getGrupoOptionsQueryOptions(marcas)} />}
            clusterList={
              <OptionMultiSelect
                itemsName="clusters"
                query={() => getClusterOptionsQueryOptions('empresa')}
              />
            }
          />
        </Col>
        <Col {...col}>
          <Form.Item label="Visão" htmlFor="de-para-visao">
            <Segmented<DeParaVisao>
              id="de-para-visao"
              aria-label="Visão"
              options={visaoOptions}
              value={visao}
              onChange={onVisaoChange}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex wrap gap={8} justify="space-between">
        <Flex wrap gap={8}>
          {vinculoButton}
        </Flex>
        <Flex wrap gap={8} justify="flex-end">
          <Button icon={<ClearOutlined />} onClick={onClear}>
            Limpar
          </Button>
          {reportButton}
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Pesquisar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
