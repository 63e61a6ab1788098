import { Button, Flex, Popconfirm, Tooltip } from 'antd';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useFeedback } from '../../lib/notify.ts';

export interface RowActionConfirm {
  /** the question, answered 'Sim' / 'Não' (spec 000 §2.8) */
  question: string;
  /** shown when the answer is 'Não' (spec 000 §8: 'Operação cancelada'); without it declining says nothing */
  cancelledText?: string;
}

export interface RowAction {
  /** the button's accessible name, e.g. 'Deletar Ana' */
  label: string;
  /** the tooltip while the action is available; the label when omitted */
  tooltip?: string;
  icon: ReactNode;
  danger?: boolean;
  /** why the action is unavailable (the disabled button's tooltip, e.g. 'Sem permissões'); null when available */
  disabledReason?: string | null;
  loading?: boolean;
  /** ask first: the action runs on 'Sim' */
  confirm?: RowActionConfirm;
  /**
   * the action; behind a confirmation a promise keeps it open, 'Sim' loading, until it settles (its failure
   * was already shown by whoever ran it)
   */
  onClick: () => void | Promise<unknown>;
}

/** One row action: an icon button with its tooltip, a confirmation when it asks first, its reason when off. */
export function RowActionButton({ action }: { action: RowAction }) {
  const { label, icon, danger = false, disabledReason = null, loading = false } = action;
  if (disabledReason) {
    const button = (
      <Button type="text" size="small" danger={danger} icon={icon} aria-label={label} disabled />
    );
    // a disabled button gets neither hover nor focus: the wrapper shows the reason, also to the keyboard
    return (
      <Tooltip title={disabledReason}>
        <span tabIndex={0} aria-label={`${label}: ${disabledReason}`} style={{ display: 'inline-flex' }}>
          {button}
        </span>
      </Tooltip>
    );
  }
  const tooltip = action.tooltip ?? label;
  if (action.confirm) {
    return (
      <ConfirmedAction action={action} confirm={action.confirm} tooltip={tooltip}>
        <Button type="text" size="small" danger={danger} icon={icon} aria-label={label} loading={loading} />
      </ConfirmedAction>
    );
  }
  return (
    <Tooltip title={tooltip}>
      <Button
        type="text"
        size="small"
        danger={danger}
        icon={icon}
        aria-label={label}
        loading={loading}
        onClick={() => void action.onClick()}
      />
    </Tooltip>
  );
}

interface ConfirmedActionProps {
  action: RowAction;
  confirm: RowActionConfirm;
  tooltip: string;
  children: ReactElement;
}

/**
 * The tooltip closes when the confirmation opens and stays closed while it is open: left open it sits over
 * 'Sim' / 'Não', and a click there lands on the tooltip, which only closes the confirmation (issue 8 §5).
 * Both are controlled: a tooltip that is told to stay closed reports no 'leave', so it is also told it is
 * closed whenever the confirmation opens.
 */
function ConfirmedAction({ action, confirm, tooltip, children }: ConfirmedActionProps) {
  const { message } = useFeedback();
  const [confirming, setConfirming] = useState(false);
  const [hinting, setHinting] = useState(false);
  return (
    <Popconfirm
      title={confirm.question}
      okText="Sim"
      cancelText="Não"
      okButtonProps={{ danger: action.danger }}
      open={confirming}
      onOpenChange={(open) => {
        setConfirming(open);
        if (open) setHinting(false);
      }}
      onConfirm={() => Promise.resolve(action.onClick()).catch(() => undefined)}
      onCancel={() => {
        if (confirm.cancelledText) void message.info(confirm.cancelledText);
      }}
    >
      <Tooltip title={tooltip} open={hinting} onOpenChange={(open) => setHinting(open && !confirming)}>
        {children}
      </Tooltip>
    </Popconfirm>
  );
}

/** The actions cell of a list row: its icon buttons side by side. */
export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <Flex justify="center" gap={4}>
      {actions.map((action) => (
        <RowActionButton key={action.label} action={action} />
      ))}
    </Flex>
  );
}
