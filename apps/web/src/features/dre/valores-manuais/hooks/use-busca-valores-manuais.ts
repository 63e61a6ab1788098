import type { ValoresManuaisFiltro } from '@matriz/contracts';
import { Form, type FormInstance } from 'antd';
import { useCallback, useState } from 'react';

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
  const [form] = Form.useForm<FiltroValoresManuaisForm>();
  const [initialValues] = useState(filtroVazio);
  const valores = Form.useWatch(todosOsValores, { form, preserve: true }) ?? initialValues;
  const [pesquisado, setPesquisado] = useState<ValoresManuaisFiltro | null>(null);
  const [tentou, setTentou] = useState(false);

  const pesquisar = useCallback(() => {
    setTentou(true);
    setPesquisado(montarFiltro(form.getFieldsValue(true) as FiltroValoresManuaisForm));
  }, [form]);

  const limpar = useCallback(() => {
    const atual = form.getFieldsValue(true) as FiltroValoresManuaisForm;
    // the model stays: it is the cliente's default, not a choice to undo
    form.setFieldsValue({ ...filtroVazio(), DreId: atual.DreId });
    setTentou(false);
    setPesquisado(null);
  }, [form]);

  const mudou = useCallback(
    (mudancas: Partial<FiltroValoresManuaisForm>) => {
      if ('DreId' in mudancas) form.setFieldValue('LinhaDaDreId', null);
      if ('Grupo' in mudancas || 'marcas' in mudancas) form.setFieldValue('Empresas', []);
      setPesquisado(null);
    },
    [form],
  );

  return {
    form,
    valores,
    initialValues,
    problemas: tentou ? problemasDoFiltro(valores) : {},
    pesquisado,
    pesquisar,
    limpar,
    mudou,
  };
}
