import { useCallback, useRef } from 'react';
import { useFeedback } from '../lib/notify.ts';

/**
 * A form modal that never loses work by accident: once the form was edited (`markEdited`), every way out but
 * a save — Esc, a click outside, ×, Cancelar — goes through `requestClose`, which asks 'Descartar alterações?'
 * first; an untouched form closes at once. `content` says what would be lost.
 */
export function useConfirmDiscard({ onClose, content }: { onClose: () => void; content: string }) {
  const { modal } = useFeedback();
  const edited = useRef(false);
  const markEdited = useCallback(() => {
    edited.current = true;
  }, []);
  const requestClose = () => {
    if (!edited.current) return onClose();
    void modal.confirm({
      title: 'Descartar alterações?',
      content,
      okText: 'Descartar',
      cancelText: 'Continuar editando',
      okButtonProps: { danger: true },
      // Enter must not throw the changes away
      focusable: { autoFocusButton: 'cancel' },
      onOk: onClose,
    });
  };
  return { markEdited, requestClose };
}
