import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';

import { isBeyondMonthLimit } from './lib/date-ranges.ts';

export interface MonthRangePickerProps extends Omit<RangePickerProps, 'picker' | 'format' | 'disabledDate'> {
  /** at most this many months in total (both ends included); none: no limit */
  maxMonths?: number;
}

/**
 * A month range shown MM/yyyy (spec 000 §9). Its value is a pair of dayjs; send it with `toApiMonthRange`
 * (first day of the start month, first or last day of the end month as the endpoint takes it). With
 * `maxMonths`, months that would make the range longer are disabled once the first one is picked.
 */
export function MonthRangePicker({ maxMonths, ...rest }: MonthRangePickerProps) {
  return (
    <DatePicker.RangePicker
      placeholder={['Mês inicial', 'Mês final']}
      style={{ width: '100%' }}
      {...rest}
      picker="month"
      format="MM/YYYY"
      disabledDate={
        maxMonths ? (date, { from }) => isBeyondMonthLimit(date, from ?? undefined, maxMonths) : undefined
      }
    />
  );
}
