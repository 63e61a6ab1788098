import {
  VALOR_MANUAL_MENSAGEM_S,
  valoresManuaisMessages,
  type ValoresManuaisFiltro,
  type ValorManualItem,
} from '@matriz/contracts';

import { ERROR_DURATION_S, getFieldErrorText } from '../../../../lib/errors.ts';
import { formatBRL } from '../../../../lib/format.ts';
import { useFeedback, type Feedback } from '../../../../lib/notify.ts';
import { useEditarValorManual } from '../api/editar-valor-manual.ts';

/** 'Apagar o valor?' before a value is removed (a blank cell): resolves whether the user confirmed. */
function confirmarRemocao(modal: Feedback['modal'], linha: ValorManualItem): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: 'Apagar o valor?',
      content: `O valor ${formatBRL(linha.valor)} de ${linha.empresaNome} deixa de existir e sai da DRE.`,
      okText: 'Apagar',
      cancelText: 'Manter',
      okButtonProps: { danger: true },
      // Enter must not remove the value
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * The cell edit of the list searched with `filtro` (spec 001 §4, §8, §9): a removal asks first; a save says
 * 'Registro salvo com sucesso.' for 4 s; a refusal says the server's message (and rejects, so the cell goes back).
 */
export function useSalvarValorManual(filtro: ValoresManuaisFiltro | null) {
  const { message, modal } = useFeedback();
  const editar = useEditarValorManual(filtro);
  return async (linha: ValorManualItem, valor: number | null): Promise<boolean> => {
    if (!filtro) return false;
    if (valor === null && linha.valor !== null && !(await confirmarRemocao(modal, linha))) return false;
    try {
      await editar.mutateAsync({
        tipo: filtro.tipo ?? 'realizado',
        DreId: filtro.DreId,
        LinhaDaDreId: filtro.LinhaDaDreId,
        Competencia: filtro.Competencia,
        UsarCentroDeCustoPadrao: filtro.UsarCentroDeCustoPadrao ?? false,
        EmpresaId: linha.empresaId,
        valor,
      });
      message.success({ content: valoresManuaisMessages.salvo, duration: VALOR_MANUAL_MENSAGEM_S });
      return true;
    } catch (error) {
      const texto = getFieldErrorText(error);
      if (texto) message.error({ content: texto, duration: ERROR_DURATION_S });
      throw error;
    }
  };
}
