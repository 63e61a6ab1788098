import { usuariosMessages } from '@matriz/contracts';
import { App, Button, Popconfirm, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface ConfirmActionProps {
  /** the button's accessible name and tooltip */
  label: string;
  icon: ReactNode;
  /** the confirmation question (spec 000 §2.8) */
  question: string;
  /** why the action is unavailable (e.g. 'Sem permissões'); null when available */
  disabledReason?: string | null;
  danger?: boolean;
  /** runs after "Sim"; the confirmation stays open, loading, until it settles */
  onConfirm: () => Promise<unknown>;
}

/** A row action behind a confirmation; declining shows 'Operação cancelada' (spec 000 §8). */
export function ConfirmAction({
  label,
  icon,
  question,
  disabledReason = null,
  danger = false,
  onConfirm,
}: ConfirmActionProps) {
  const { message } = App.useApp();
  const button = (
    <Button
      type="text"
      size="small"
      danger={danger}
      icon={icon}
      aria-label={label}
      disabled={Boolean(disabledReason)}
    />
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
      title={question}
      okText="Sim"
      cancelText="Não"
      okButtonProps={{ danger }}
      onConfirm={() => onConfirm().catch(() => undefined)}
      onCancel={() => void message.info(usuariosMessages.cancelled)}
    >
      <Tooltip title={label}>{button}</Tooltip>
    </Popconfirm>
  );
}

interface ActionButtonProps {
  label: string;
  icon: ReactNode;
  disabledReason?: string | null;
  onClick: () => void;
}

/** A row action without confirmation, disabled with its reason as tooltip. */
export function ActionButton({ label, icon, disabledReason = null, onClick }: ActionButtonProps) {
  return (
    <Tooltip title={disabledReason ?? label}>
      <span style={{ display: 'inline-flex' }}>
        <Button
          type="text"
          size="small"
          icon={icon}
          aria-label={label}
          disabled={Boolean(disabledReason)}
          onClick={onClick}
        />
      </span>
    </Tooltip>
  );
}
