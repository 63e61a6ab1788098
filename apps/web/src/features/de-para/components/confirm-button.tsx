import { Button, Popconfirm, Tooltip, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

import { useFeedback } from '../../../lib/notify.ts';

/** Spec 002 §8 (and 000 §8): what a declined confirmation says. */
const OPERACAO_CANCELADA = 'Operação cancelada';

export interface ConfirmButtonProps extends Pick<ButtonProps, 'type' | 'icon' | 'loading'> {
  /** the button's text */
  children: ReactNode;
  /** the popover's question */
  title: string;
  description?: ReactNode;
  /** 'Sim' */
  onConfirm: () => void;
  /** set: the button is disabled, and this says why on hover or focus (no popover) */
  disabledReason?: string | null;
}

/**
 * A button that asks first (spec 002 §5: a popover with Sim / Não; 'Não' says 'Operação cancelada'). A disabled
 * one is wrapped so that its tooltip still shows: a disabled button receives no pointer events.
 */
export function ConfirmButton({
  children,
  title,
  description,
  onConfirm,
  disabledReason,
  ...buttonProps
}: ConfirmButtonProps) {
  const { message } = useFeedback();
  const button = (
    <Button {...buttonProps} disabled={Boolean(disabledReason)}>
      {children}
    </Button>
  );
  if (disabledReason) {
    return (
      <Tooltip title={disabledReason}>
        <span style={{ display: 'inline-flex' }}>{button}</span>
      </Tooltip>
    );
  }
  return (
    <Popconfirm
      title={title}
      description={description}
      okText="Sim"
      cancelText="Não"
      onConfirm={onConfirm}
      onCancel={() => void message.info(OPERACAO_CANCELADA)}
    >
      {button}
    </Popconfirm>
  );
}
