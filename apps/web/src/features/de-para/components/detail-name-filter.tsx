import { SearchOutlined } from '@ant-design/icons';
import { textLimits } from '@matriz/contracts';
import { Button, Flex, Input, Popover, theme, type InputRef } from 'antd';
import { useRef, useState } from 'react';

export interface DetailNameFilterProps {
  /** the column's title, e.g. 'Conta do franqueado' */
  title: string;
  /** the filter applied ('' for none) */
  value: string;
  onApply: (nome: string) => void;
}

/**
 * A column title with its name-filter popover (spec 002 §2.3): code or name of the row's account, applied with
 * Enter or Buscar, cleared with Limpar; Esc closes it. The search button is reachable by Tab and shows in the
 * primary colour while a filter is on.
 */
export function DetailNameFilter({ title, value, onApply }: DetailNameFilterProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value);
  const input = useRef<InputRef>(null);
  const apply = (nome: string) => {
    onApply(nome.trim());
    setOpen(false);
  };

  return (
    <Flex align="center" justify="space-between" gap={4}>
      <span>{title}</span>
      <Popover
        trigger="click"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setText(value);
        }}
        afterOpenChange={(visible) => visible && input.current?.focus()}
        content={
          <Flex vertical gap={8} style={{ width: 260 }}>
            <Input
              ref={input}
              aria-label={`Filtrar ${title} por código ou nome`}
              placeholder="Código ou nome"
              prefix={<SearchOutlined aria-hidden />}
              allowClear
              maxLength={textLimits.filtro}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => apply(text)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setOpen(false);
              }}
            />
            <Flex justify="end" gap={8}>
              <Button size="small" onClick={() => apply('')}>
                Limpar
              </Button>
              <Button size="small" type="primary" onClick={() => apply(text)}>
                Buscar
              </Button>
            </Flex>
          </Flex>
        }
      >
        <Button
          type="text"
          size="small"
          aria-label={`Filtrar ${title}`}
          aria-pressed={value !== ''}
          icon={<SearchOutlined style={{ color: value ? token.colorPrimary : undefined }} />}
        />
      </Popover>
    </Flex>
  );
}
