import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useMemo } from 'react';

import { getDateRangeShortcuts } from './lib/date-ranges.ts';

export type DateRangePickerProps = Omit<RangePickerProps, 'picker' | 'format' | 'presets'>;

/**
 * A day range shown dd/MM/yyyy with the shortcuts of spec 001 §2.3 (Hoje, Ontem, 2 meses, 3 meses, Último
 * ano). Send it with `toApiDayRange` (YYYY-MM-DD).
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const presets = useMemo(() => getDateRangeShortcuts(), []);
  return (
    <DatePicker.RangePicker
      placeholder={['Data inicial', 'Data final']}
      style={{ width: '100%' }}
      {...props}
      format="DD/MM/YYYY"
      presets={presets}
    />
  );
}
