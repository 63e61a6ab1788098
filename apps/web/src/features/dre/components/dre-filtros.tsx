import { dreRegimeOpcoes, type ModeloDreOpcao, type ToggleDre } from '@matriz/contracts';
import { Alert, Col, Divider, Form, Radio, Row, Select } from 'antd';

import { SearchActions } from '../../../components/filters/search-actions.tsx';

import type { DreBusca } from '../hooks/use-dre-busca.ts';
import { mudarToggleDre, type DreFormValores } from '../lib/formulario.ts';
import { agruparProblemas } from '../lib/problemas.ts';

import { ExportarDreButton } from './exportar-dre-button.tsx';
import { FiltroCampos } from './filtro-campos.tsx';
import { TogglesDre } from './toggles-dre.tsx';

export interface DreFiltrosProps {
  busca: DreBusca;
  modelos: readonly ModeloDreOpcao[] | undefined;
  modelosCarregando: boolean;
  /** DRE/Obter: without it Pesquisar is disabled with 'Sem permissões' (spec 001 §6) */
  podePesquisar: boolean;
  /** the consultant view (spec 001 §6): filter B takes clusters only */
  somenteClustersEmB: boolean;
}

/** The filter card of the DRE tab (spec 001 §2.1): model, regime, filters A and B, toggles, Pesquisar / Limpar. */
export function DreFiltros({
  busca,
  modelos,
  modelosCarregando,
  podePesquisar,
  somenteClustersEmB,
}: DreFiltrosProps) {
  const { form, valores, meses } = busca;
  const { config } = valores;
  const problemas = agruparProblemas(busca.problemas, busca.consulta.filters, busca.tentou);
  const mudarToggle = (campo: ToggleDre, ligado: boolean) => {
    const atual = form.getFieldsValue(true) as DreFormValores;
    const proximo = mudarToggleDre(atual, campo, ligado, { somenteClustersEmB });
    if (proximo === atual) return;
    form.setFieldsValue(proximo);
    busca.esconder();
  };
  const filtro = (nome: 'A' | 'B') => (
    <FiltroCampos
      nome={nome}
      apelido={config.EmpresaPorApelido}
      excluirInativas={config.ExcluirEmpresasInativas}
      somenteClusters={nome === 'B' && somenteClustersEmB}
      meses={nome === 'A' ? meses.mesesA : (meses.mesesB ?? 0)}
      excedido={meses.excedido}
      erroPeriodo={problemas.periodo[nome]}
    />
  );

  return (
    <Form<DreFormValores>
      form={form}
      layout="vertical"
      initialValues={busca.initialValues}
      aria-label="Filtros da DRE"
      onValuesChange={busca.esconder}
      onFinish={() => busca.pesquisar()}
    >
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="modeloDREId"
            label="Modelo de DRE"
            required
            validateStatus={problemas.modelo ? 'error' : undefined}
            help={problemas.modelo}
          >
            <Select
              placeholder="Selecione o modelo"
              loading={modelosCarregando}
              options={modelos?.map((m) => ({ value: m.id, label: m.nome }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="tipoDeRegime" label="Regime">
            <Radio.Group
              optionType="button"
              options={dreRegimeOpcoes.map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {config.AnaliseHorizontal && <Divider titlePlacement="start">Filtro A</Divider>}
      {filtro('A')}
      {config.AnaliseHorizontal && (
        <>
          <Divider titlePlacement="start">Filtro B</Divider>
          {filtro('B')}
        </>
      )}
      <Divider style={{ margin: '4px 0 16px' }} />
      <TogglesDre config={config} onChange={mudarToggle} />
      {(problemas.colunas || problemas.outros.length > 0) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={problemas.colunas ?? problemas.outros[0]}
          description={problemas.colunas ? problemas.outros.join(' ') || undefined : undefined}
        />
      )}
      {/* Pesquisar is disabled beyond 36 columns (spec 001 §5) */}
      <SearchActions
        summary={busca.colunas ? `${busca.colunas} colunas` : null}
        canSearch={podePesquisar}
        blocked={problemas.colunas !== null}
        onClear={() => busca.limpar(modelos)}
        extra={<ExportarDreButton consulta={busca.consulta} problemas={busca.problemas} />}
      />
    </Form>
  );
}
