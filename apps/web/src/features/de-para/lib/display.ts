import dayjs from '../../../lib/dayjs.ts';

/** dd/MM/yyyy HH:mm in the browser's time zone (spec 002 §9); empty for a missing or unreadable value. */
export function formatDataHora(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
}

/** A missing or empty text shown as '—', so an empty cell reads as "nothing" rather than as a gap. */
export const orDash = (text: string | null | undefined) => text || '—';
