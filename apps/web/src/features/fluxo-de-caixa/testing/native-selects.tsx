import type { OptionItem } from '@matriz/contracts';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';

/**
 * Native stand-ins for the option selects (OptionSelect, OptionMultiSelect) in tests of a card's wiring: the same
 * props and option requests, without antd's drop-downs (which cost seconds in a test DOM and are tested apart).
 */

type Consulta = UseQueryOptions<OptionItem[], Error, OptionItem[], readonly unknown[]>;

interface Props {
  id?: string;
  disabled?: boolean;
}

function Opcoes({ query }: { query: Consulta }) {
  const { data = [] } = useQuery(query);
  return data.map((o) => (
    <option key={o.id} value={o.id}>
      {o.label}
    </option>
  ));
}

export function NativeSelect({
  id,
  disabled,
  query,
  value,
  onChange,
}: Props & { query: Consulta; value?: string; onChange?: (v: string | undefined) => void }) {
  return (
    <select
      id={id}
      disabled={disabled}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value || undefined)}
    >
      <option value="">—</option>
      <Opcoes query={query} />
    </select>
  );
}

export function NativeMultiSelect({
  id,
  disabled,
  query,
  value,
  onChange,
}: Props & { query: () => Consulta; value?: string[]; onChange?: (v: string[]) => void }) {
  return (
    <select
      id={id}
      multiple
      disabled={disabled}
      value={value ?? []}
      onChange={(e) => onChange?.([...e.target.selectedOptions].map((o) => o.value))}
    >
      <Opcoes query={query()} />
    </select>
  );
}
