import {
  DFC_REGIMES,
  DFC_STATUS,
  dfcFlagLabels,
  dfcFlags,
  dfcPeriodoOpcoes,
  type ModeloFluxoOpcao,
  type ProblemaFluxo,
} from '@matriz/contracts';
import { Checkbox, Col, Divider, Form, Radio, Row, Select, Tooltip } from 'antd';
import { useMemo, type ReactNode } from 'react';

import { getClusterOptionsQueryOptions } from '../../../components/filters/api/get-cluster-options.ts';
import { getEmpresaOptionsQueryOptions } from '../../../components/filters/api/get-empresa-options.ts';
import { BrandSelect } from '../../../components/filters/brand-select.tsx';
import { ClusterToggle } from '../../../components/filters/cluster-toggle.tsx';
import { DateRangePicker } from '../../../components/filters/date-range-picker.tsx';
import { OptionMultiSelect } from '../../../components/filters/option-multi-select.tsx';
import { SearchActions } from '../../../components/filters/search-actions.tsx';
import dayjs from '../../../lib/dayjs.ts';
import { getContasBancariasQueryOptions } from '../api/get-contas-bancarias.ts';
import type { DfcBusca } from '../hooks/use-dfc-busca.ts';
import { resumoDasColunas, type DfcFormValores } from '../lib/dfc-filtros.ts';

const regimeOpcoes = [
  { value: DFC_REGIMES.Competencia, label: 'Competência' },
  { value: DFC_REGIMES.Caixa, label: 'Caixa' },
];
const statusOpcoes = [
  { value: DFC_STATUS.Ambos, label: 'Ambos' },
  { value: DFC_STATUS.Abertos, label: 'Abertos' },
  { value: DFC_STATUS.Liquidados, label: 'Liquidados' },
];
const periodoOpcoes = dfcPeriodoOpcoes.map((o) => ({ ...o }));

/** Why TrazerSaldos is disabled (spec 001 §4): a bank account is a grupo's. */
export const DICA_SALDOS = 'Escolha empresas de um único grupo para trazer os saldos.';
const DICA_CONTAS = 'Escolha empresas de um único grupo para filtrar as contas bancárias.';

const largo = { xs: 24, md: 12, xl: 8 };
const lista = { xs: 24, md: 12, xl: 7 };

/** The problem of a field, to show under it (the two date fields on the range). */
function erroDo(problemas: readonly ProblemaFluxo[], ...campos: ProblemaFluxo['campo'][]) {
  const p = problemas.find((x) => campos.includes(x.campo));
  return p ? { validateStatus: 'error' as const, help: p.mensagem } : {};
}

export interface DfcFiltrosProps {
  busca: DfcBusca;
  modelos: readonly ModeloFluxoOpcao[] | undefined;
  modelosCarregando: boolean;
  /** FluxoDeCaixa/Obter: without it Pesquisar is disabled with 'Sem permissões' (spec 001 §6) */
  podePesquisar: boolean;
  /** a search in flight: Pesquisar waits for it (a second click would only restart it) */
  buscando: boolean;
  /** the export button, when there is one */
  exportar?: ReactNode;
}

/**
 * The filter card of the cash-flow tab (spec 001 §2.3, §3): flow model, regime, period type, days with the
 * shortcuts, marcas, stores or store clusters, bank accounts, status, exclude inactive, the eight flags, and
 * Pesquisar / Limpar. Any change hides the result (spec 001 §4).
 */
export function DfcFiltros(props: DfcFiltrosProps) {
  const { busca, modelos, modelosCarregando, podePesquisar, buscando, exportar } = props;
  const inicioMinimo = useMemo(() => dayjs(busca.historico.mesMinimo), [busca.historico.mesMinimo]);
  const { form, valores, problemas } = busca;
  const opcoesEmpresas = { marcas: valores.marcas, excluirInativos: valores.excluirInativas };
  const grupo = busca.grupo ?? undefined;
  const empresasDaConta = valores.clusterEmpresaBool ? [] : valores.Empresas;

  return (
    <Form<DfcFormValores>
      form={form}
      layout="vertical"
      initialValues={busca.initialValues}
      aria-label="Filtros do fluxo de caixa"
      onValuesChange={busca.esconder}
      // Enter in a field submits too: not while a search is in flight
      onFinish={() => !buscando && busca.pesquisar()}
    >
      <Row gutter={16}>
        <Col {...largo}>
          <Form.Item
            name="ModeloFluxo"
            label="Modelo de fluxo"
            required
            {...erroDo(problemas, 'ModeloFluxo')}
          >
            <Select
              placeholder="Selecione o modelo"
              loading={modelosCarregando}
              options={modelos?.map((m) => ({ value: m.id, label: m.nome }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} xl={5}>
          <Form.Item name="tipoDeRegime" label="Regime">
            <Radio.Group optionType="button" options={regimeOpcoes} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} xl={4}>
          <Form.Item name="Periodo" label="Período" required {...erroDo(problemas, 'Periodo')}>
            <Select placeholder="Selecione" allowClear options={periodoOpcoes} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={7}>
          <Form.Item name="datas" label="Datas" required {...erroDo(problemas, 'Inicio', 'Fim')}>
            <DateRangePicker allowClear={false} minStart={inicioMinimo} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="marcas" label="Marcas">
            <BrandSelect />
          </Form.Item>
        </Col>
        <Col {...lista}>
          <ClusterToggle
            toggleName="clusterEmpresaBool"
            listName="Empresas"
            clusterListName="clusterEmpresa"
            listLabel="Empresas"
            clusterListLabel="Clusters de empresas"
            switchLabel="Cluster"
            list={
              <OptionMultiSelect
                itemsName="empresas"
                query={() => getEmpresaOptionsQueryOptions(opcoesEmpresas)}
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
        <Col {...lista}>
          <Form.Item name="Contas" label="Contas bancárias" extra={grupo ? undefined : DICA_CONTAS}>
            <OptionMultiSelect
              itemsName="contas bancárias"
              disabled={!grupo}
              placeholder={grupo ? 'Todas as contas' : 'Selecione'}
              query={() => getContasBancariasQueryOptions(grupo, empresasDaConta)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4}>
          <Form.Item name="Status" label="Status">
            <Select options={statusOpcoes} />
          </Form.Item>
        </Col>
      </Row>
      <Divider style={{ margin: '4px 0 16px' }} />
      <FlagsDfc saldosPermitidos={busca.saldosPermitidos !== false} />
      {/* Pesquisar waits for a required field (spec 001 §5), for the model list, and for a search in flight */}
      <SearchActions
        summary={resumoDasColunas(busca.colunas)}
        canSearch={podePesquisar}
        blocked={busca.consulta === null}
        searching={buscando}
        onClear={busca.limpar}
        extra={exportar}
      />
    </Form>
  );
}

/** The eight checkboxes of spec 001 §3; TrazerSaldos disabled unless the stores are of one grupo (spec 001 §4). */
function FlagsDfc({ saldosPermitidos }: { saldosPermitidos: boolean }) {
  return (
    <div className="dfc-flags" role="group" aria-label="Opções do fluxo de caixa">
      <span className="dfc-flag">
        <Form.Item name="excluirInativas" valuePropName="checked" noStyle>
          <Checkbox>Excluir inativas</Checkbox>
        </Form.Item>
      </span>
      {dfcFlags.map((flag) => {
        const bloqueada = flag === 'TrazerSaldos' && !saldosPermitidos;
        const caixa = (
          <Form.Item key={flag} name={flag} valuePropName="checked" noStyle>
            <Checkbox disabled={bloqueada}>{dfcFlagLabels[flag]}</Checkbox>
          </Form.Item>
        );
        return bloqueada ? (
          <Tooltip key={flag} title={DICA_SALDOS}>
            <span className="dfc-flag">{caixa}</span>
          </Tooltip>
        ) : (
          <span key={flag} className="dfc-flag">
            {caixa}
          </span>
        );
      })}
    </div>
  );
}
