import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useMemo } from 'react';

import type { Dayjs } from '../../lib/dayjs.ts';

import { getDateRangePresets } from './lib/date-ranges.ts';

export type DateRangePickerProps = Omit<RangePickerProps, 'picker' | 'format' | 'presets' | 'minDate'> & {
  /**
   * the first day that may be chosen (the plan's history window): earlier days are off, shortcuts start there
   * (keep the object stable: the presets are rebuilt when it changes)
   */
  minStart?: Dayjs;
};

/**
 * A day range shown dd/MM/yyyy with the shortcuts of spec 001 §2.3 (Hoje, Ontem, 2 meses, 3 meses, Último
 * ano), computed when clicked. Send it with `toApiDayRange` (YYYY-MM-DD).
 */
export function DateRangePicker({ minStart, ...props }: DateRangePickerProps) {
  const presets = useMemo(() => getDateRangePresets(minStart), [minStart]);
  return (
    <DatePicker.RangePicker
      placeholder={['Data inicial', 'Data final']}
      style={{ width: '100%' }}
      {...props}
      format="DD/MM/YYYY"
      minDate={minStart}
      presets={presets}
    />
  );
}
