import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, DatePicker, Flex, Form, Row, Segmented, Select } from 'antd';
import { rotulosTipoValorManual, TIPOS_VALOR_MANUAL } from '@matriz/contracts';
import { useEffect } from 'react';

import { getGrupoOptionsQueryOptions } from '../../../../components/filters/api/get-grupo-options.ts';
import { BrandSelect } from '../../../../components/filters/brand-select.tsx';
import { OptionMultiSelect } from '../../../../components/filters/option-multi-select.tsx';
import {
  getEmpresasDoGrupoQueryOptions,
  getLinhasManuaisQueryOptions,
  getModelosValorManualQueryOptions,
} from '../api/get-opcoes-valores-manuais.ts';
import type { BuscaValoresManuais } from '../hooks/use-busca-valores-manuais.ts';
import { AJUDA_CENTRO_PADRAO_OBRIGATORIO, type FiltroValoresManuaisForm } from '../lib/filtro.ts';

const coluna = { xs: 24, md: 12, xl: 8 } as const;
const opcoesTipo = TIPOS_VALOR_MANUAL.map((t) => ({ value: t, label: rotulosTipoValorManual[t] }));

/**
 * The filter card of the Valores Manuais tab (spec 001 §2.1, §5): Realizado / Orçado (the actual manual values or
 * the budget, issue 11 §3), marcas, DRE model (its default chosen), the model's manual line (for the budget, an
 * account or manual line), the competence month (MM/yyyy), the grupo, its companies and 'Usar centro de custo padrão'.
 * Model, line, competence and grupo are required ('Campo obrigatório' once a search was asked); any change hides
 * the result. For a user whose rule limits cost centres the checkbox is on and locked, with the reason under it.
 */
export function ValoresManuaisFiltros({ busca }: { busca: BuscaValoresManuais }) {
  const { form, valores, problemas } = busca;
  const modelos = useQuery(getModelosValorManualQueryOptions());
  const linhas = useQuery(getLinhasManuaisQueryOptions(valores.DreId, valores.tipo));
  const grupos = useQuery(getGrupoOptionsQueryOptions(valores.marcas));

  // the default model where none is chosen (spec 001 §3); the only manual line of a model
  useEffect(() => {
    const lista = modelos.data;
    if (!lista?.length || form.getFieldValue('DreId')) return;
    form.setFieldValue('DreId', (lista.find((m) => m.padrao) ?? lista[0])?.id ?? null);
  }, [modelos.data, form]);
  useEffect(() => {
    const lista = linhas.data;
    if (lista?.length === 1 && !form.getFieldValue('LinhaDaDreId'))
      form.setFieldValue('LinhaDaDreId', lista[0]!.id);
  }, [linhas.data, form]);

  const erro = (campo: keyof typeof problemas) =>
    problemas[campo] ? { validateStatus: 'error' as const, help: problemas[campo] } : {};

  return (
    <Form<FiltroValoresManuaisForm>
      form={form}
      layout="vertical"
      initialValues={busca.initialValues}
      aria-label="Filtros dos valores manuais"
      onValuesChange={busca.mudou}
      onFinish={busca.pesquisar}
    >
      <Form.Item name="tipo" label="Valores">
        <Segmented options={opcoesTipo} aria-label="Valores" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...coluna}>
          <Form.Item name="marcas" label="Marcas">
            <BrandSelect />
          </Form.Item>
        </Col>
        <Col {...coluna}>
          <Form.Item name="DreId" label="Modelo de DRE" required {...erro('DreId')}>
            <Select
              placeholder="Selecione o modelo"
              loading={modelos.isFetching}
              options={modelos.data?.map((m) => ({ value: m.id, label: m.nome }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col {...coluna}>
          <Form.Item name="LinhaDaDreId" label="Linha da DRE" required {...erro('LinhaDaDreId')}>
            <Select
              placeholder={
                !valores.DreId
                  ? 'Escolha o modelo primeiro'
                  : valores.tipo === 'orcado'
                    ? 'Selecione a linha de conta, manual, de CMV ou de PDV'
                    : 'Selecione a linha manual'
              }
              disabled={!valores.DreId}
              loading={linhas.isFetching}
              options={linhas.data?.map((l) => ({ value: l.id, label: `${l.codigo} - ${l.nome}` }))}
              notFoundContent={
                valores.tipo === 'orcado'
                  ? 'O modelo não tem linhas que aceitem orçado'
                  : 'O modelo não tem linhas manuais'
              }
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col {...coluna}>
          <Form.Item name="Competencia" label="Competência" required {...erro('Competencia')}>
            <DatePicker picker="month" format="MM/YYYY" placeholder="MM/AAAA" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...coluna}>
          <Form.Item name="Grupo" label="Grupo" required {...erro('Grupo')}>
            <Select
              placeholder="Selecione o grupo"
              loading={grupos.isFetching}
              options={grupos.data?.map((g) => ({ value: g.id, label: g.label }))}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
            />
          </Form.Item>
        </Col>
        <Col {...coluna}>
          <Form.Item name="Empresas" label="Empresas">
            <OptionMultiSelect
              itemsName="empresas"
              placeholder={valores.Grupo ? 'Todas as empresas do grupo' : 'Escolha o grupo primeiro'}
              disabled={!valores.Grupo}
              query={() => getEmpresasDoGrupoQueryOptions(valores.Grupo, valores.marcas)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex wrap gap={8} justify="space-between" align="center">
        <Form.Item
          name="UsarCentroDeCustoPadrao"
          valuePropName="checked"
          style={{ margin: 0 }}
          extra={busca.centroPadraoObrigatorio ? AJUDA_CENTRO_PADRAO_OBRIGATORIO : undefined}
        >
          <Checkbox disabled={busca.centroPadraoObrigatorio}>Usar centro de custo padrão</Checkbox>
        </Form.Item>
        <Flex wrap gap={8}>
          <Button icon={<ClearOutlined />} onClick={busca.limpar}>
            Limpar
          </Button>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Pesquisar
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
