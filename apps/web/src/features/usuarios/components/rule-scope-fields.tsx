import { TODAS_AS_MARCAS, type OptionItem, type OptionNode } from '@matriz/contracts';
import { Col, Form, Row, Select, Switch, TreeSelect, type FormInstance } from 'antd';
import { useEffect, useMemo } from 'react';

import { useCentroDeCustoOptions } from '../api/get-centro-de-custo-options.ts';
import { useClusterOptions } from '../api/get-cluster-options.ts';
import { useEmpresaOptions } from '../api/get-empresa-options.ts';
import { useGrupoOptions } from '../api/get-grupo-options.ts';
import { useMarcaOptions } from '../api/get-marca-options.ts';
import { applyBrandSelection } from '../../../components/filters/lib/brand-selection.ts';

/** The data-scope part of the rule form's values (spec 000 §3). */
export interface RuleScopeValues {
  marcas: string[];
  gruposIds: string[];
  empresasIds: string[];
  clusterEmpresaBool: boolean;
  clustersEmpresasIds: string[];
  clusterCentroDeCustosBool: boolean;
  centroDecustosIds: string[];
  clustersCentroDecustosIds: string[];
}

/** Spec 000 §9: tags beyond 3 collapse; options filter by their label as the user types. */
const multiSelect = {
  mode: 'multiple' as const,
  allowClear: true,
  maxTagCount: 3,
  showSearch: { optionFilterProp: 'label' },
  placeholder: 'Selecione',
};

const EMPTY: string[] = [];
const toOptions = (items: OptionItem[] | undefined) =>
  (items ?? []).map((o) => ({ value: o.id, label: o.label }));

/**
 * A dependent list keeps only the chosen items its current options still offer (e.g. grupos of marcas no
 * longer chosen). Runs only once the options for the current filter have arrived.
 */
function usePruneSelection(form: FormInstance, name: keyof RuleScopeValues, allowed: string[] | null) {
  const value = Form.useWatch<string[] | undefined>(name, form);
  useEffect(() => {
    if (!allowed || !value?.length) return;
    const kept = value.filter((id) => allowed.includes(id));
    if (kept.length !== value.length) form.setFieldValue(name, kept);
  }, [allowed, value, form, name]);
}

const leafIds = (nodes: OptionNode[]) => nodes.flatMap((n) => (n.children ?? []).map((c) => c.id));

/** Marcas ('Todas' = '0'), grupos, stores or their clusters, cost centres or their clusters. */
export function RuleScopeFields() {
  const form = Form.useFormInstance<RuleScopeValues>();
  const watchedMarcas = Form.useWatch('marcas', form);
  // the first render comes before the form holds its initial values: ask nothing until it does
  const ready = watchedMarcas !== undefined;
  const marcas = watchedMarcas ?? EMPTY;
  const grupos = Form.useWatch('gruposIds', form) ?? EMPTY;
  const empresas = Form.useWatch('empresasIds', form) ?? EMPTY;
  const usarClustersEmpresa = Form.useWatch('clusterEmpresaBool', form) ?? false;
  const usarClustersCentro = Form.useWatch('clusterCentroDeCustosBool', form) ?? false;

  const marcaOptions = useMarcaOptions();
  const grupoOptions = useGrupoOptions(marcas, ready);
  const empresaOptions = useEmpresaOptions({ marcas, grupos }, ready && !usarClustersEmpresa);
  const clusterEmpresaOptions = useClusterOptions('empresa', ready && usarClustersEmpresa);
  const centroOptions = useCentroDeCustoOptions({ marcas, empresas }, ready && !usarClustersCentro);
  const clusterCentroOptions = useClusterOptions('centro_de_custo', ready && usarClustersCentro);

  const allowedGrupos = useMemo(() => grupoOptions.data?.map((o) => o.id) ?? null, [grupoOptions.data]);
  const allowedEmpresas = useMemo(() => empresaOptions.data?.map((o) => o.id) ?? null, [empresaOptions.data]);
  const allowedCentros = useMemo(
    () => (centroOptions.data ? leafIds(centroOptions.data) : null),
    [centroOptions.data],
  );
  usePruneSelection(form, 'gruposIds', allowedGrupos);
  usePruneSelection(form, 'empresasIds', usarClustersEmpresa ? null : allowedEmpresas);
  usePruneSelection(form, 'centroDecustosIds', usarClustersCentro ? null : allowedCentros);

  const centroTree = (centroOptions.data ?? []).map((store) => ({
    value: `empresa:${store.id}`,
    title: store.label,
    children: (store.children ?? []).map((c) => ({ value: c.id, title: c.label })),
  }));

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="marcas"
          label="Marcas"
          normalize={(next: string[] | undefined, previous: string[] | undefined) =>
            applyBrandSelection(previous ?? [], next ?? [])
          }
        >
          <Select
            {...multiSelect}
            placeholder="Selecione as marcas"
            loading={marcaOptions.isPending}
            options={[{ value: TODAS_AS_MARCAS, label: 'Todas' }, ...toOptions(marcaOptions.data)]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="gruposIds" label="Grupos">
          <Select {...multiSelect} loading={grupoOptions.isFetching} options={toOptions(grupoOptions.data)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="clusterEmpresaBool"
          label="Usar clusters de empresas"
          valuePropName="checked"
          layout="horizontal"
          colon={false}
          style={{ marginBottom: 8 }}
        >
          <Switch size="small" />
        </Form.Item>
        {usarClustersEmpresa ? (
          <Form.Item name="clustersEmpresasIds" label="Clusters de empresas">
            <Select
              {...multiSelect}
              loading={clusterEmpresaOptions.isFetching}
              options={toOptions(clusterEmpresaOptions.data)}
            />
          </Form.Item>
        ) : (
          <Form.Item name="empresasIds" label="Empresas">
            <Select
              {...multiSelect}
              loading={empresaOptions.isFetching}
              options={toOptions(empresaOptions.data)}
            />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="clusterCentroDeCustosBool"
          label="Usar clusters de centros de custo"
          valuePropName="checked"
          layout="horizontal"
          colon={false}
          style={{ marginBottom: 8 }}
        >
          <Switch size="small" />
        </Form.Item>
        {usarClustersCentro ? (
          <Form.Item name="clustersCentroDecustosIds" label="Clusters de centros de custo">
            <Select
              {...multiSelect}
              loading={clusterCentroOptions.isFetching}
              options={toOptions(clusterCentroOptions.data)}
            />
          </Form.Item>
        ) : (
          <Form.Item name="centroDecustosIds" label="Centros de custo">
            <TreeSelect
              treeData={centroTree}
              treeCheckable
              showCheckedStrategy={TreeSelect.SHOW_CHILD}
              allowClear
              maxTagCount={3}
              showSearch={{ treeNodeFilterProp: 'title' }}
              placeholder="Selecione"
              loading={centroOptions.isFetching}
            />
          </Form.Item>
        )}
      </Col>
    </Row>
  );
}
