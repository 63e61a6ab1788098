import type { ValoresManuaisFiltro } from '@matriz/contracts';
import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';

import { useSession } from '../../../../lib/session.ts';
import {
  filtroVazio,
  montarFiltro,
  problemasDoFiltro,
  type CampoObrigatorio,
  type FiltroValoresManuaisForm,
} from '../lib/filtro.ts';

/** Every value of the card. */
const todosOsValores = (v: FiltroValoresManuaisForm) => v;

export interface BuscaValoresManuais {
  form: FormInstance<FiltroValoresManuaisForm>;
  valores: FiltroValoresManuaisForm;
  initialValues: FiltroValoresManuaisForm;
  /**
   * The user's rule limits cost centres (the session says so): 'Usar centro de custo padrão' is on and locked — the
   * values of a store as a whole are not theirs (the server refuses them, 403).
   */
  centroPadraoObrigatorio: boolean;
  /** 'Campo obrigatório' of the blank required fields, once the user asked to search */
  problemas: Partial<Record<CampoObrigatorio, string>>;
  /** the filter searched and still on the card; null: nothing to show (spec 001 §4: a change hides the result) */
  pesquisado: ValoresManuaisFiltro | null;
  pesquisar: () => void;
  limpar: () => void;
  /** a filter changed: the result goes (and the fields that depend on it are cleared) */
  mudou: (mudancas: Partial<FiltroValoresManuaisForm>) => void;
}

/** The state of the Valores Manuais tab's filter card and the filter searched. */
export function useBuscaValoresManuais(): BuscaValoresManuais {
  const centroPadraoObrigatorio = useSession()?.user.restritoPorCentroDeCusto === true;
  const [form] = Form.useForm<FiltroValoresManuaisForm>();
  const [initialValues] = useState(() => filtroVazio(centroPadraoObrigatorio));
  const valores = Form.useWatch(todosOsValores, { form, preserve: true }) ?? initialValues;
  const [pesquisado, setPesquisado] = useState<ValoresManuaisFiltro | null>(null);
  const [tentou, setTentou] = useState(false);

  // the session may change while the card is open (a new sign-in): the lock follows it
  useEffect(() => {
    if (centroPadraoObrigatorio) form.setFieldValue('UsarCentroDeCustoPadrao', true);
  }, [centroPadraoObrigatorio, form]);

  const pesquisar = useCallback(() => {
    setTentou(true);
    const v = form.getFieldsValue(true) as FiltroValoresManuaisForm;
    setPesquisado(
      montarFiltro({ ...v, UsarCentroDeCustoPadrao: v.UsarCentroDeCustoPadrao || centroPadraoObrigatorio }),
    );
  }, [form, centroPadraoObrigatorio]);

  const limpar = useCallback(() => {
    const atual = form.getFieldsValue(true) as FiltroValoresManuaisForm;
    // the model and the kind stay: the cliente's default model, and the values the user is working on
    form.setFieldsValue({ ...filtroVazio(centroPadraoObrigatorio), DreId: atual.DreId, tipo: atual.tipo });
    setTentou(false);
    setPesquisado(null);
  }, [form, centroPadraoObrigatorio]);

  const mudou = useCallback(
    (mudancas: Partial<FiltroValoresManuaisForm>) => {
      // the lines that take a value depend on the model and on the kind (the budget also takes account lines)
      if ('DreId' in mudancas || 'tipo' in mudancas) form.setFieldValue('LinhaDaDreId', null);
      if ('Grupo' in mudancas || 'marcas' in mudancas) form.setFieldValue('Empresas', []);
      setPesquisado(null);
    },
    [form],
  );

  return {
    form,
    valores,
    initialValues,
    centroPadraoObrigatorio,
    problemas: tentou ? problemasDoFiltro(valores) : {},
    pesquisado,
    pesquisar,
    limpar,
    mudou,
  };
}
