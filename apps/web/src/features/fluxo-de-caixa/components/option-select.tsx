import type { OptionItem } from '@matriz/contracts';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Select, type SelectProps } from 'antd';

import { matchesLabel } from '../../../components/filters/lib/match-label.ts';

export interface OptionSelectProps extends Omit<
  SelectProps<string>,
  'mode' | 'options' | 'value' | 'onChange' | 'loading' | 'showSearch'
> {
  value?: string;
  onChange?: (value: string | undefined) => void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key of an option list
  query: UseQueryOptions<OptionItem[], Error, OptionItem[], any>;
  /** what the list holds, for the failure alert ('grupos', 'contas', …) */
  itemsName: string;
}

/**
 * A single select over an option endpoint: searched here by label, cleared with the ×, and a load failure shown as
 * an alert with a retry (spec 001 §8), as the multi-selects of the filter cards. Works as a Form.Item child.
 */
export function OptionSelect({ value, onChange, query, itemsName, ...rest }: OptionSelectProps) {
  const options = useQuery(query);
  const items = (options.data ?? []).map((o) => ({ value: o.id, label: o.label }));
  return (
    <Flex vertical gap={4} style={{ width: '100%' }}>
      <Select<string>
        allowClear
        placeholder="Selecione"
        style={{ width: '100%' }}
        {...rest}
        value={value}
        onChange={(next) => onChange?.(next ?? undefined)}
        options={items}
        loading={options.isFetching}
        status={options.isError ? 'error' : rest.status}
        showSearch={{ filterOption: (input, option) => matchesLabel(String(option?.label ?? ''), input) }}
        notFoundContent={
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma opção encontrada" />
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
