import dayjs from '../../../lib/dayjs.ts';

/** dd/MM/yyyy HH:mm of an ISO timestamp, in local time; empty when unreadable. */
export function formatSolicitacaoData(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : '';
}
