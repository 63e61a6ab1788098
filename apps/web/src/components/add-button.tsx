import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

interface AddButtonProps {
  /** what it creates, as the tooltip and the accessible name ('Adicionar usuário', 'Novo cluster') */
  label: string;
  /** the session may create it; otherwise the button is off and the tooltip says `deniedText` */
  allowed: boolean;
  deniedText: string;
  onClick: () => void;
}

/** The '+' of a list screen: its label as tooltip, or why it is off ('Sem permissões'). */
export function AddButton({ label, allowed, deniedText, onClick }: AddButtonProps) {
  return (
    <Tooltip title={allowed ? label : deniedText}>
      {/* a disabled button fires no pointer events: the span carries the tooltip */}
      <span style={{ display: 'inline-flex' }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          aria-label={label}
          disabled={!allowed}
          onClick={onClick}
        />
      </span>
    </Tooltip>
  );
}
