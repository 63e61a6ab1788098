import { EditOutlined } from '@ant-design/icons';
import { Flex, Input, Spin, Tooltip, Typography } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';

export interface EditableCellProps {
  /** the value shown (already formatted) */
  display: string;
  /** the text the input starts with */
  initialText: string;
  /** accessible name of the cell's button and input, e.g. 'Apelido de Loja Centro' */
  label: string;
  /** why editing is off ('Sem permissões'); null when allowed */
  disabledReason?: string | null;
  /** 'end' for numbers: the value (shown and typed) flush right, under a right-aligned header */
  align?: 'start' | 'end';
  /** the longest text the input takes (the contract's limit) */
  maxLength?: number;
  /** saves the typed text; the cell shows a spinner until it settles */
  onSave: (text: string) => Promise<unknown>;
}

/**
 * An inline-editable table cell (spec 002 §2.6): a click or Enter opens the input, Enter or leaving it saves
 * (when the text changed), Esc cancels; while saving the input is disabled with a spinner. What is shown
 * afterwards is the row's value, i.e. what the server kept. Closed from the keyboard (Enter, Esc), the focus
 * goes back to the cell, so the next Tab continues from it.
 */
export function EditableCell({
  display,
  initialText,
  label,
  disabledReason = null,
  align = 'start',
  maxLength,
  onSave,
}: EditableCellProps) {
  const end = align === 'end';
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const focusCellAgain = useRef(false);

  const finish = async () => {
    if (draft === null || saving) return;
    if (draft.trim() === initialText.trim()) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
    } catch {
      // the failure was already shown; the cell goes back to the row's value
    } finally {
      setSaving(false);
      setDraft(null);
    }
  };

  if (draft !== null) {
    return (
      <Flex align="center" gap={6}>
        <Input
          size="small"
          autoFocus
          aria-label={label}
          value={draft}
          maxLength={maxLength}
          disabled={saving}
          style={end ? { textAlign: 'right' } : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => void finish()}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              focusCellAgain.current = true;
              void finish();
            }
            if (event.key === 'Escape' && !saving) {
              focusCellAgain.current = true;
              setDraft(null);
            }
          }}
        />
        {saving && <Spin size="small" aria-label="Salvando" />}
      </Flex>
    );
  }

  if (disabledReason) {
    return (
      <Tooltip title={disabledReason}>
        <Typography.Text
          type={display ? undefined : 'secondary'}
          style={{ display: 'block', textAlign: align }}
        >
          {display || '—'}
        </Typography.Text>
      </Tooltip>
    );
  }

  const open = () => setDraft(initialText);
  return (
    <Tooltip title="Clique para editar">
      <Flex
        ref={(cell: HTMLElement | null) => {
          if (cell && focusCellAgain.current) {
            focusCellAgain.current = false;
            cell.focus();
          }
        }}
        role="button"
        tabIndex={0}
        aria-label={`Editar ${label}`}
        align="center"
        // numbers sit flush right, their pencil after them, all rows alike
        justify={end ? 'flex-end' : 'space-between'}
        gap={6}
        style={{ cursor: 'pointer', minHeight: 22 }}
        onClick={open}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            open();
          }
        }}
      >
        <Typography.Text type={display ? undefined : 'secondary'}>{display || '—'}</Typography.Text>
        <EditOutlined aria-hidden style={{ opacity: 0.45 }} />
      </Flex>
    </Tooltip>
  );
}
