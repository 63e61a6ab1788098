import {
  contarColunasDfc,
  type ConsultaFluxo,
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
  pesquisar: () => boolean;
  limpar: (modelos: readonly ModeloFluxoOpcao[] | undefined) => void;
  esconder: () => void;
}

/**
 * The state of the cash-flow tab: the card's values (kept in local storage once searched), the query searched, and
 * the card's rules — model and period required, TrazerSaldos only for stores of one grupo (turned off otherwise,
 * spec 001 §4), the bank accounts of that grupo (cleared when it changes) and any change hiding the result.
 */
export function useDfcBusca(): DfcBusca {
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

  const problemas = useMemo(() => problemasDfc(valores), [valores]);
  const consulta = useMemo(() => montarConsultaDfc(valores, saldosPermitidos), [valores, saldosPermitidos]);

  const pesquisar = useCallback(() => {
    if (!consulta) return false;
    // Pesquisar again on the same query asks the server again (the numbers change with every upload)
    void queryClient.invalidateQueries({ queryKey: getFluxoDeCaixaQueryOptions(consulta).queryKey });
    setPesquisada(consulta);
    persisted.save(valores);
    return true;
  }, [consulta, valores, persisted, queryClient]);

  const limpar = useCallback(
    (modelos: readonly ModeloFluxoOpcao[] | undefined) => {
      const escolhido = modelos?.find((m) => m.padrao) ?? modelos?.[0];
      form.setFieldsValue({ ...valoresPadraoDfc(), ModeloFluxo: escolhido?.id ?? null });
      persisted.clear();
      setPesquisada(null);
    },
    [form, persisted],
  );

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
    colunas:
      valores.datas && valores.Periodo
        ? contarColunasDfc(toApiDate(valores.datas[0]), toApiDate(valores.datas[1]), valores.Periodo)
        : 0,
    pesquisar,
    limpar,
    esconder,
  };
}
