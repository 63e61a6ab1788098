import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';

import { useSession } from '../../lib/session.ts';

import { ALL_BRANDS, applyBrandSelection } from './lib/brand-selection.ts';
import { multiSelectProps } from './multi-select-props.tsx';

export interface BrandSelectProps extends Omit<
  SelectProps<string[]>,
  'mode' | 'options' | 'value' | 'onChange'
> {
  value?: string[];
  onChange?: (value: string[]) => void;
}

/**
 * The marcas of the signed-in cliente (session `customer.marcas`) with 'Todas' = '0' first; choosing 'Todas'
 * with other marcas follows the rule of spec 001 §5. Works as a Form.Item child.
 */
export function BrandSelect({ value, onChange, ...rest }: BrandSelectProps) {
  const marcas = useSession()?.customer?.marcas;
  const options = useMemo(
    () => [
      { value: ALL_BRANDS, label: 'Todas' },
      ...(marcas ?? []).map((m) => ({ value: m.id, label: m.label })),
    ],
    [marcas],
  );
  return (
    <Select<string[]>
      {...multiSelectProps}
      placeholder="Selecione as marcas"
      showSearch={{ optionFilterProp: 'label' }}
      {...rest}
      options={options}
      value={value}
      onChange={(next) => onChange?.(applyBrandSelection(value ?? [], next ?? []))}
    />
  );
}
