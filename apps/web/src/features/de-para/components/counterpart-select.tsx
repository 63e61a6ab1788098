import { textLimits, type DeParaVisao, type OptionItem } from '@matriz/contracts';
import { Alert, Button, Empty, Flex, Select, Spin } from 'antd';
import { useState, type UIEvent } from 'react';

import { useDebouncedValue } from '../../../components/filters/use-debounced-value.ts';
import { MAX_TAGS } from '../../../components/filters/multi-select-props.tsx';
import { useCounterpartOptions } from '../api/counterpart-options.ts';

interface Labeled {
  value: string;
  label: string;
}

export interface CounterpartSelectProps {
  customerId: string;
  marcaId: string;
  /** the view: franqueado picks one franchisor account, franqueador several franchisee accounts */
  visao: DeParaVisao;
  value: readonly OptionItem[];
  onChange: (contas: OptionItem[]) => void;
  /** the accessible name, e.g. 'Conta do franqueador de 1.01 - Vendas' */
  label: string;
}

/** Rows left below the visible end of the list when the next page is asked for. */
const LOAD_MORE_PX = 48;

const toLabeled = (o: OptionItem): Labeled => ({ value: o.id, label: o.label });
const toItem = (o: Labeled): OptionItem => ({ id: o.value, label: o.label });

/**
 * A pending row's counterpart selector (spec 002 §2.3, issue 9 §2): searchable, its options paged on the server
 * (the next page when the list is scrolled to its end; the text typed reaches the server 500 ms after the last
 * keystroke). The options load only when the list opens, so a page of 20 rows asks nothing until one is used.
 * Long account names wrap in the list instead of being cut.
 */
export function CounterpartSelect({
  customerId,
  marcaId,
  visao,
  value,
  onChange,
  label,
}: CounterpartSelectProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const nome = useDebouncedValue(typed).trim();
  const options = useCounterpartOptions(
    { CustomerId: customerId, Marca: marcaId, Visao: visao, Nome: nome || undefined },
    open,
  );
  const loaded = options.data?.pages.flatMap((p) => p.valores) ?? [];
  const waiting = options.isFetching || typed.trim() !== nome;
  const multiple = visao === 'franqueador';

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_PX;
    if (atEnd && options.hasNextPage && !options.isFetchingNextPage) void options.fetchNextPage();
  };

  return (
    <Select<Labeled | Labeled[] | undefined>
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      aria-label={label}
      placeholder="Selecione"
      allowClear
      style={{ width: '100%' }}
      maxTagCount={MAX_TAGS}
      maxTagPlaceholder={(omitted) => `+ ${omitted.length}`}
      value={multiple ? value.map(toLabeled) : value[0] ? toLabeled(value[0]) : undefined}
      onChange={(next) => onChange((Array.isArray(next) ? next : next ? [next] : []).map(toItem))}
      options={loaded.map(toLabeled)}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped('');
      }}
      showSearch={{
        searchValue: typed,
        onSearch: (text) => setTyped(text.slice(0, textLimits.filtro)),
        filterOption: false,
        autoClearSearchValue: !multiple,
      }}
      onPopupScroll={onScroll}
      // the account names are long: they wrap, whole, in the list and in the chosen value
      optionRender={(option) => <span style={{ whiteSpace: 'normal' }}>{option.label}</span>}
      labelRender={(chosen) => <span style={{ whiteSpace: 'normal' }}>{chosen.label}</span>}
      styles={
        multiple ? undefined : { root: { height: 'auto', minHeight: 32 }, content: { whiteSpace: 'normal' } }
      }
      loading={options.isFetching}
      notFoundContent={
        waiting ? (
          <Flex justify="center" style={{ padding: 8 }}>
            <Spin size="small" aria-label="Carregando contas" />
          </Flex>
        ) : options.isError ? null : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma conta encontrada" />
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {options.isFetchingNextPage && (
            <Flex justify="center" style={{ padding: 4 }}>
              <Spin size="small" aria-label="Carregando mais contas" />
            </Flex>
          )}
          {options.isError && (
            <Alert
              type="error"
              showIcon
              title="Não foi possível carregar as contas."
              action={
                <Button size="small" onClick={() => void options.refetch()}>
                  Tentar novamente
                </Button>
              }
            />
          )}
        </>
      )}
    />
  );
}
