import dayjs from '../../../lib/dayjs.ts';

/** dd/MM/yyyy HH:mm in the browser's time zone (spec 002 §9); empty for a missing or invalid value. */
export function formatHistoryDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
}
