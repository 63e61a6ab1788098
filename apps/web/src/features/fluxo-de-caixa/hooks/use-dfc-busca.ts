import {
  contarColunasDfc,
  type ConsultaFluxo,
  type HistoricoFluxo,
  type ModeloFluxoOpcao,
  type ProblemaFluxo,
} from '@matriz/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { getEmpresaOptionsQueryOptions } from '../../../components/filters/api/get-empresa-options.ts';
import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import { toApiDate } from '../../../lib/format.ts';
import { getFluxoDeCaixaQueryOptions } from '../api/get-fluxo-de-caixa.ts';
import {
  codecFiltrosDfc,
  grupoUnico,
  gruposDasEmpresas,
  historicoDoPlanoDfc,
  modeloDoCartao,
  montarConsultaDfc,
  problemasDfc,
  saldosPermitidosNoCartao,
  valoresPadraoDfc,
  type DfcFormValores,
} from '../lib/dfc-filtros.ts';

/** Every value of the card, the unmounted ones too (the list the cluster switch hides). */
const todosOsValores = (v: DfcFormValores) => v;

/** The card's values are kept under this key (spec 000 §3). */
const CHAVE_FILTROS = 'fluxo-de-caixa';

export interface DfcBusca {
  form: FormInstance<DfcFormValores>;
  valores: DfcFormValores;
  initialValues: DfcFormValores;
  /** what keeps Pesquisar disabled, each on its field (spec 001 §5: 'Campo obrigatório' for model and period) */
  problemas: ProblemaFluxo[];
  /** the card's query, null while it has problems (also what the export takes) */
  consulta: ConsultaFluxo | null;
  /** the query searched and still on the card; null: nothing to show (spec 001 §4: a change hides the result) */
  pesquisada: ConsultaFluxo | null;
  /** TrazerSaldos allowed (stores of one grupo); null while the stores' grupos load */
  saldosPermitidos: boolean | null;
  /** the one grupo of the chosen stores, whose bank accounts the Contas list offers */
  grupo: string | null;
  /** period columns of the card's range (Total not counted) */
  colunas: number;
  /** the plan's history window: the first day a search may start on (spec 000 §6) */
  historico: HistoricoFluxo;
  pesquisar: () => boolean;
  limpar: () => void;
  esconder: () => void;
}

/**
 * The state of the cash-flow tab: the card's values (kept in local storage once searched), the query searched, and
 * the card's rules — model and period required (the model one of the loaded list: a saved one since removed is
 * replaced by the default, and nothing is searched before the list is known), the plan's history window,
 * TrazerSaldos only for stores of one grupo (turned off otherwise, spec 001 §4), the bank accounts of that grupo
 * (cleared when it changes) and any change hiding the result.
 */
export function useDfcBusca(modelos: readonly ModeloFluxoOpcao[] | undefined, premium: boolean): DfcBusca {
  const queryClient = useQueryClient();
  const [padrao] = useState(() => valoresPadraoDfc());
  const persisted = usePersistedFilters(CHAVE_FILTROS, padrao, codecFiltrosDfc);
  const [form] = Form.useForm<DfcFormValores>();
  const observados = Form.useWatch(todosOsValores, { form, preserve: true });
  const valores = observados?.Status === undefined ? persisted.initialValues : observados;
  const [pesquisada, setPesquisada] = useState<ConsultaFluxo | null>(null);

  // the same list (same key) as the Empresas select: its options carry each store's grupo
  const empresas = useQuery(
    getEmpresaOptionsQueryOptions({ marcas: valores.marcas, excluirInativos: valores.excluirInativas }),
  );
  const grupos = useMemo(() => gruposDasEmpresas(valores, empresas.data), [valores, empresas.data]);
  const saldosPermitidos = saldosPermitidosNoCartao(grupos);
  const grupo = grupoUnico(grupos);

  // TrazerSaldos is turned off when no store, or stores of more than one grupo, are chosen (spec 001 §4)
  useEffect(() => {
    if (saldosPermitidos === false && form.getFieldValue('TrazerSaldos') === true)
      form.setFieldValue('TrazerSaldos', false);
  }, [saldosPermitidos, form]);
  // the accounts chosen belong to the grupo of the stores: another grupo (or none) clears them
  const grupoDasContas = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (grupos === null) return;
    const antes = grupoDasContas.current;
    grupoDasContas.current = grupo;
    if (antes === grupo) return;
    if ((antes !== undefined || grupo === null) && (form.getFieldValue('Contas') as string[]).length > 0)
      form.setFieldValue('Contas', []);
  }, [grupos, grupo, form]);

  // the default model where none is chosen, or the one kept is not in the list: a change like any other, it hides
  // the result (set by code, the form does not call onValuesChange)
  const modelo = modeloDoCartao(valores.ModeloFluxo, modelos);
  const [modeloVisto, setModeloVisto] = useState(modelo);
  if (modelo !== modeloVisto) {
    setModeloVisto(modelo);
    if (modeloVisto !== undefined) setPesquisada(null);
  }
  useEffect(() => {
    if (modelo !== undefined && modelo !== form.getFieldValue('ModeloFluxo'))
      form.setFieldsValue({ ModeloFluxo: modelo });
  }, [modelo, form]);

  const [historico] = useState(() => historicoDoPlanoDfc(premium));
  const problemas = useMemo(() => problemasDfc(valores, historico), [valores, historico]);
  const consulta = useMemo(
    () => (modelo === valores.ModeloFluxo ? montarConsultaDfc(valores, saldosPermitidos, historico) : null),
    [modelo, valores, saldosPermitidos, historico],
  );

  const pesquisar = useCallback(() => {
    if (!consulta) return false;
    // Pesquisar again on the same query asks the server again (the numbers change with every upload)
    void queryClient.invalidateQueries({ queryKey: getFluxoDeCaixaQueryOptions(consulta).queryKey });
    setPesquisada(consulta);
    persisted.save(valores);
    return true;
  }, [consulta, valores, persisted, queryClient]);

  const limpar = useCallback(() => {
    form.setFieldsValue({ ...valoresPadraoDfc(), ModeloFluxo: modeloDoCartao(null, modelos) ?? null });
    persisted.clear();
    setPesquisada(null);
  }, [form, persisted, modelos]);

  const esconder = useCallback(() => setPesquisada(null), []);

  return {
    form,
    valores,
    initialValues: persisted.initialValues,
    problemas,
    consulta,
    pesquisada,
    saldosPermitidos,
    grupo,
    historico,
    colunas:
      valores.datas && valores.Periodo
        ? contarColunasDfc(toApiDate(valores.datas[0]), toApiDate(valores.datas[1]), valores.Periodo)
        : 0,
    pesquisar,
    limpar,
    esconder,
  };
}
