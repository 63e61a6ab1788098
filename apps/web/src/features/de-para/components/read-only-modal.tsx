import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ReadOnlyModalProps {
  title: string;
  width: number;
  /** false: the closing animation runs, then `afterClose` (antd gives the focus back to what opened it) */
  open: boolean;
  onClose: () => void;
  afterClose?: () => void;
  children: ReactNode;
}

/**
 * A modal that only shows something (a history, the outcome of a send): 'Fechar' has the focus, and Esc, × or the
 * mask close it too. Its content is dropped once hidden, so the next opening starts afresh.
 */
export function ReadOnlyModal({ title, width, open, onClose, afterClose, children }: ReadOnlyModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      footer={
        <Button type="primary" autoFocus onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
