import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { errorMessages, textLimits } from '@matriz/contracts';
import { Button, Col, Flex, Form, Input, Row, Tooltip, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

import { getClusterOptionsQueryOptions } from '../../../components/filters/api/get-cluster-options.ts';
import { getEmpresaOptionsQueryOptions } from '../../../components/filters/api/get-empresa-options.ts';
import { BrandSelect } from '../../../components/filters/brand-select.tsx';
import { ClusterToggle } from '../../../components/filters/cluster-toggle.tsx';
import { EstabelecimentoSelects } from '../../../components/filters/estabelecimento-selects.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import { StateCitySelects } from '../../../components/filters/state-city-selects.tsx';
import type { EmpresaFilterValues } from '../lib/filters.ts';

const EMPTY: string[] = [];
const half = { xs: 24, md: 12, xl: 8 };

const textFilters = [
  { name: 'apelido', label: 'Apelido' },
  { name: 'nomeFantasia', label: 'Nome fantasia' },
  { name: 'nomeGrupo', label: 'Nome do grupo' },
  { name: 'codigoGrupo', label: 'Código do grupo' },
  { name: 'codigoLoja', label: 'Código da loja' },
] as const;

interface EmpresaFiltersProps {
  form: FormInstance<EmpresaFilterValues>;
  initialValues: EmpresaFilterValues;
  /** false: Pesquisar is disabled with 'Sem permissões' (Empresa/Obter) */
  canSearch: boolean;
  onSearch: (values: EmpresaFilterValues) => void;
  onClear: () => void;
  /** the Exportar button, with its confirmation */
  exportButton: ReactNode;
}

/** The filter card of the companies screen (spec 002 §2.6). */
export function EmpresaFilters({
  form,
  initialValues,
  canSearch,
  onSearch,
  onClear,
  exportButton,
}: EmpresaFiltersProps) {
  const marcas = Form.useWatch('marcas', form) ?? EMPTY;
  return (
    <Form<EmpresaFilterValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Filtros de empresas"
      // the toggle hides one list: read every field, not only the mounted ones
      onFinish={() => onSearch(form.getFieldsValue(true) as EmpresaFilterValues)}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="marcas" label="Marcas">
            <BrandSelect />
          </Form.Item>
        </Col>
        <Col {...half}>
          <ClusterToggle
            toggleName="clusterEmpresaBool"
            listName="empresasIds"
            clusterListName="clustersEmpresasIds"
            listLabel="Razão social"
            clusterListLabel="Clusters de empresas"
            switchLabel="Filtrar por cluster"
            list={
              <OptionMultiSelect
                itemsName="empresas"
                query={() => getEmpresaOptionsQueryOptions({ marcas })}
              />
            }
            clusterList={
              <OptionMultiSelect
                itemsName="clusters"
                query={() => getClusterOptionsQueryOptions('empresa')}
              />
            }
          />
        </Col>
        {textFilters.map((f) => (
          <Col key={f.name} {...half}>
            <Form.Item name={f.name} label={f.label}>
              <Input allowClear maxLength={textLimits.filtro} placeholder={f.label} />
            </Form.Item>
          </Col>
        ))}
        <EstabelecimentoSelects marcas={marcas} col={half} />
        <StateCitySelects col={half} />
      </Row>
      <Flex wrap gap={8} justify="flex-end">
        <Button icon={<ClearOutlined />} onClick={onClear}>
          Limpar
        </Button>
        {exportButton}
        <Tooltip title={canSearch ? undefined : errorMessages.forbidden}>
          <span style={{ display: 'inline-flex' }}>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} disabled={!canSearch}>
              Pesquisar
            </Button>
          </span>
        </Tooltip>
      </Flex>
    </Form>
  );
}
