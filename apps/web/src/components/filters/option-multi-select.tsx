import { textLimits, type OptionItem } from '@matriz/contracts';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Select, Spin, type SelectProps } from 'antd';
import { useMemo, useState } from 'react';

import { matchesLabel } from './lib/match-label.ts';
import { multiSelectProps } from './multi-select-props.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

export type OptionsQueryOptions<TKey extends QueryKey = QueryKey> = UseQueryOptions<
  OptionItem[],
  Error,
  OptionItem[],
  TKey
>;

export interface OptionMultiSelectProps<TKey extends QueryKey = QueryKey> extends Omit<
  SelectProps<string[]>,
  'mode' | 'options' | 'value' | 'onChange' | 'loading' | 'showSearch' | 'notFoundContent'
> {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** The options query. `search` is the text typed, after the 500 ms debounce ('' before any). */
  query: (search: string) => OptionsQueryOptions<TKey>;
  /** true: the server filters by the text typed; false: the options are filtered here, by label */
  serverSearch?: boolean;
  /** what the list holds, for the failure alert ('empresas', 'clusters', …) */
  itemsName: string;
}

/**
 * A multi-select over an option endpoint (spec 000 §9, 002 §9): the text typed filters 500 ms after the last
 * keystroke (on the server or here), tags beyond 3 collapse into '+ N', loading and empty states in the list,
 * and a load failure shown as an alert with a retry (spec 001 §8). Keyboard use is antd's: type to filter,
 * arrows to move, Enter to pick, Backspace to drop the last tag. Works as a Form.Item child.
 */
export function OptionMultiSelect<TKey extends QueryKey>({
  value,
  onChange,
  query,
  serverSearch = false,
  itemsName,
  ...rest
}: OptionMultiSelectProps<TKey>) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const options = useQuery({ ...query(serverSearch ? search : ''), placeholderData: keepPreviousData });
  const shown = useMemo(
    () =>
      (options.data ?? [])
        .filter((o) => serverSearch || matchesLabel(o.label, search))
        .map((o) => ({ value: o.id, label: o.label })),
    [options.data, search, serverSearch],
  );
  const waiting = options.isFetching || typed !== search;

  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Select<string[]>
        {...multiSelectProps}
        {...rest}
        value={value}
        onChange={(next) => onChange?.(next ?? [])}
        options={shown}
        loading={options.isFetching}
        status={options.isError ? 'error' : rest.status}
        // the text stays after a pick (several stores of one search in a row) and goes when the list closes
        showSearch={{
          searchValue: typed,
          // a search the server may be sent is a list filter: no longer than the contract takes (issue 8 §1;
          // antd's maxLength reaches only single selects' input)
          onSearch: (text) => setTyped(text.slice(0, textLimits.filtro)),
          filterOption: false,
          autoClearSearchValue: false,
        }}
        onOpenChange={(open) => {
          if (!open) setTyped('');
          rest.onOpenChange?.(open);
        }}
        notFoundContent={
          waiting ? (
            <Flex justify="center" style={{ padding: 8 }}>
              <Spin size="small" aria-label="Carregando opções" />
            </Flex>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma opção encontrada" />
          )
        }
      />
      {options.isError && (
        <Alert
          type="error"
          showIcon
          title={`Não foi possível carregar as opções de ${itemsName}.`}
          action={
            <Button size="small" onClick={() => void options.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      )}
    </Flex>
  );
}
