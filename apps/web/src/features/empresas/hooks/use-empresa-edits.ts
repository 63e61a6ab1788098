import { empresasMessages, type EmpresaRow } from '@matriz/contracts';

import { ERROR_DURATION_S, getFieldErrorText } from '../../../lib/errors.ts';
import { useEditEmpresa } from '../api/edit-empresa.ts';
import { useFeedback } from '../../../lib/notify.ts';

/**
 * The inline edit of a store (spec 002 §8): 200 → 'Empresa Editada' – 'Apelido / M2 atualizados'; 202 → the
 * server's message as an error, the nickname back to the one returned. Only the edited field is sent.
 */
export function useEmpresaEdits() {
  const { message, notification } = useFeedback();
  const edit = useEditEmpresa();
  return {
    save: async (row: EmpresaRow, change: { apelido: string } | { m2: string }) => {
      const input = 'apelido' in change ? { apelido: change.apelido.trim() } : { m2: change.m2.trim() };
      try {
        const result = await edit.mutateAsync({ empresaId: row._id, ...input });
        if (result.saved) {
          notification.success({
            title: empresasMessages.editedTitle,
            description: empresasMessages.editedDetail,
          });
        } else {
          void message.error({ content: result.message, duration: ERROR_DURATION_S });
        }
      } catch (error) {
        const text = getFieldErrorText(error);
        if (text) void message.error({ content: text, duration: ERROR_DURATION_S });
        throw error;
      }
    },
  };
}
