import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { errorMessages, extratoModoOpcoes, extratoStatusOpcoes } from '@matriz/contracts';
import { Button, Col, Flex, Form, Radio, Row, Select, Tooltip, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

import { getGrupoOptionsQueryOptions } from '../../../components/filters/api/get-grupo-options.ts';
import { DateRangePicker } from '../../../components/filters/date-range-picker.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import { getContasBancariasQueryOptions } from '../api/get-contas-bancarias.ts';
import { getEmpresasDoGrupoQueryOptions } from '../api/get-empresas-do-grupo.ts';
import {
  camposLimposPelaMudanca,
  dependentesDesabilitados,
  type ExtratoFilterValues,
} from '../lib/extrato-filters.ts';

import { OptionSelect } from './option-select.tsx';

const EMPTY: string[] = [];
const third = { xs: 24, md: 12, xl: 8 };

interface ExtratoFiltersProps {
  form: FormInstance<ExtratoFilterValues>;
  initialValues: ExtratoFilterValues;
  /** false: Pesquisar is disabled with 'Sem permissões' (FluxoDeCaixa/Obter) */
  canSearch: boolean;
  onSearch: (values: ExtratoFilterValues) => void;
  onClear: () => void;
  /** the Exportar button */
  exportButton: ReactNode;
}

/**
 * The bank statement's filter card (spec 001 §2.3): grupo, stores, account, date range, status and display mode.
 * Stores and account stay disabled until a grupo is picked; a new grupo clears both, new stores clear the account
 * and its list is loaded again for them. The required fields are checked on Pesquisar (and on Exportar).
 */
export function ExtratoFilters({
  form,
  initialValues,
  canSearch,
  onSearch,
  onClear,
  exportButton,
}: ExtratoFiltersProps) {
  const grupo = Form.useWatch('grupo', form) as string | undefined;
  const empresas = (Form.useWatch('empresas', form) as string[] | undefined) ?? EMPTY;
  const desabilitados = dependentesDesabilitados(grupo);
  return (
    <Form<ExtratoFilterValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Filtros do extrato bancário"
      onValuesChange={(changed: Partial<ExtratoFilterValues>) => {
        const limpar = camposLimposPelaMudanca(changed);
        if (limpar) form.setFieldsValue(limpar);
        // a field changed is no longer 'missing'
        const erros = Object.keys({ ...changed, ...limpar }).map((name) => ({ name, errors: [] }));
        form.setFields(erros as Parameters<typeof form.setFields>[0]);
      }}
      onFinish={() => onSearch(form.getFieldsValue(true) as ExtratoFilterValues)}
    >
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item name="grupo" label="Grupo" required>
            <OptionSelect query={getGrupoOptionsQueryOptions()} itemsName="grupos" />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="empresas" label="Empresas">
            <OptionMultiSelect
              itemsName="empresas"
              disabled={desabilitados}
              placeholder={desabilitados ? 'Escolha um grupo primeiro' : 'Todas as empresas do grupo'}
              query={() => getEmpresasDoGrupoQueryOptions(grupo)}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="conta" label="Conta bancária" required>
            <OptionSelect
              itemsName="contas bancárias"
              disabled={desabilitados}
              placeholder={desabilitados ? 'Escolha um grupo primeiro' : 'Selecione'}
              query={getContasBancariasQueryOptions(grupo, empresas)}
            />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="periodo" label="Período" required>
            <DateRangePicker aria-label="Período" />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="status" label="Status">
            <Select options={[...extratoStatusOpcoes]} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="modo" label="Modo de exibição">
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label="Modo de exibição"
              options={extratoModoOpcoes.map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
        </Col>
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
