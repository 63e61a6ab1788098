import {
  contarColunasDre,
  isPremium,
  mesesSelecionadosDre,
  mesMinimoHistoricoDre,
  DRE_HISTORICO_MESES,
  validarConsultaDre,
  type ModeloDreOpcao,
  type ProblemaDre,
} from '@matriz/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import { usePersistedFilters } from '../../../components/filters/use-persisted-filters.ts';
import dayjs from '../../../lib/dayjs.ts';
import { useSession } from '../../../lib/session.ts';
import { getDreQueryOptions } from '../api/get-dre.ts';
import {
  codificarConsulta,
  decodificarConsulta,
  montarConsulta,
  PARAMETRO_CONSULTA,
  valoresDaConsulta,
  type CorpoConsultaDre,
} from '../lib/consulta.ts';
import {
  codecFiltrosDre,
  filtroBSomenteClusters,
  valoresDoLeitor,
  valoresPadraoDre,
  type DreFormValores,
} from '../lib/formulario.ts';

/** Every value of the card, the unmounted ones too (a hidden list, filter B while hidden). */
const todosOsValores = (v: DreFormValores) => v;

/** The card's values are kept under this key (spec 000 §3). */
const CHAVE_FILTROS = 'dre';

/** The columns the card itself knows (stores or cost centres listed by id); null where the server resolves them. */
function tamanhoConhecido(v: DreFormValores) {
  const conta = (usaCluster: boolean, ids: readonly string[]) =>
    !usaCluster && ids.length > 0 ? ids.length : null;
  return {
    lojas: conta(v.A.clusterEmpresaBool, v.A.EmpresasIds),
    centrosDeCusto: conta(v.A.clusterCentroDeCustoBool, v.A.CentroDeCustosIds),
  };
}

export interface DreBusca {
  form: FormInstance<DreFormValores>;
  valores: DreFormValores;
  initialValues: DreFormValores;
  consulta: CorpoConsultaDre;
  problemas: ProblemaDre[];
  /** 'Campo obrigatório' shows once the user asked to search */
  tentou: boolean;
  meses: ReturnType<typeof mesesSelecionadosDre>;
  colunas: number | null;
  /** the query searched and still on the card; null: nothing to show (spec 001 §4: a change hides the result) */
  pesquisada: CorpoConsultaDre | null;
  pesquisar: () => boolean;
  limpar: (modelos: readonly ModeloDreOpcao[] | undefined) => void;
  esconder: () => void;
}

/**
 * The state of the DRE tab: the card's values (kept in local storage), the query searched (also in the address:
 * a copied link opens the same DRE, and the back button returns to the previous one) and the rules of the card.
 */
export function useDreBusca(): DreBusca {
  const session = useSession();
  const premium = isPremium(session?.claims ?? []);
  // the consultant view (spec 001 §6): filter B takes clusters only (a session stored before the flag: off)
  const consultor = session?.user.visaoConsultor === true;
  // a query the reader may search: a consultant's link with stores in B is shown on the card, not searched
  const pesquisavel = (c: CorpoConsultaDre | null) =>
    c && (!consultor || filtroBSomenteClusters(c.filters)) ? c : null;
  const queryClient = useQueryClient();
  const persisted = usePersistedFilters(CHAVE_FILTROS, valoresPadraoDre, codecFiltrosDre);
  const [params, setParams] = useSearchParams();
  const daUrl = params.get(PARAMETRO_CONSULTA);
  // read once: a link's query wins over the values kept, and runs at once; filter B as the reader may fill it
  const [inicio] = useState(() => {
    const c = decodificarConsulta(daUrl);
    return c
      ? {
          valores: valoresDoLeitor(valoresDaConsulta(c, persisted.initialValues), consultor),
          pesquisada: pesquisavel(c),
        }
      : { valores: valoresDoLeitor(persisted.initialValues, consultor), pesquisada: null };
  });
  const [form] = Form.useForm<DreFormValores>();
  const observados = Form.useWatch(todosOsValores, { form, preserve: true });
  const valores = observados?.A ? observados : inicio.valores;
  const [pesquisada, setPesquisada] = useState<CorpoConsultaDre | null>(inicio.pesquisada);
  const [tentou, setTentou] = useState(false);

  const consulta = useMemo(() => montarConsulta(valores), [valores]);
  const problemas = useMemo(() => {
    const mesMinimo = mesMinimoHistoricoDre(dayjs().format('YYYY-MM-01'), premium);
    const meses = premium ? DRE_HISTORICO_MESES.premium : DRE_HISTORICO_MESES.starter;
    return validarConsultaDre(consulta, {
      ...tamanhoConhecido(valores),
      historico: mesMinimo ? { mesMinimo, meses } : null,
    });
  }, [consulta, valores, premium]);

  // the back and forward buttons move between queries searched: the result follows the address at once…
  const [urlVista, setUrlVista] = useState(daUrl);
  if (daUrl !== urlVista) {
    setUrlVista(daUrl);
    const c = decodificarConsulta(daUrl);
    if (c && (!pesquisada || codificarConsulta(pesquisada) !== daUrl)) setPesquisada(pesquisavel(c));
  }
  // …and the card shows its values, unless the address is the one Pesquisar just wrote from the card
  const cartaoMostra = useRef(daUrl);
  useEffect(() => {
    const c = decodificarConsulta(daUrl);
    if (!c || daUrl === cartaoMostra.current) return;
    cartaoMostra.current = daUrl;
    form.setFieldsValue(
      valoresDoLeitor(valoresDaConsulta(c, form.getFieldsValue(true) as DreFormValores), consultor),
    );
  }, [daUrl, form, consultor]);

  const pesquisar = useCallback(() => {
    setTentou(true);
    if (problemas.length > 0) return false;
    // Pesquisar again on the same query asks the server again (the numbers change with every upload)
    void queryClient.invalidateQueries({ queryKey: getDreQueryOptions(consulta).queryKey });
    setPesquisada(consulta);
    persisted.save(valores);
    const texto = codificarConsulta(consulta);
    if (texto !== daUrl) {
      cartaoMostra.current = texto;
      setParams({ [PARAMETRO_CONSULTA]: texto });
    }
    return true;
  }, [problemas, consulta, valores, persisted, daUrl, setParams, queryClient]);

  const limpar = useCallback(
    (modelos: readonly ModeloDreOpcao[] | undefined) => {
      const padrao = modelos?.find((m) => m.padrao) ?? modelos?.[0];
      form.setFieldsValue({ ...valoresPadraoDre, modeloDREId: padrao?.id ?? null });
      persisted.clear();
      setPesquisada(null);
      setTentou(false);
      cartaoMostra.current = null;
      setParams({}, { replace: true });
    },
    [form, persisted, setParams],
  );

  const esconder = useCallback(() => setPesquisada(null), []);

  return {
    form,
    valores,
    initialValues: inicio.valores,
    consulta,
    problemas,
    tentou,
    meses: mesesSelecionadosDre(valores.config, consulta.filters),
    colunas: contarColunasDre(valores.config, consulta.filters, tamanhoConhecido(valores)),
    pesquisada,
    pesquisar,
    limpar,
    esconder,
  };
}
