/** Campaign days are Brazilian days: a campaign opens and closes at midnight in Brasília. */
export const NPS_TIME_ZONE = 'America/Sao_Paulo';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: NPS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) that `now` falls on in Brasília. */
export function getBusinessDate(now: Date): string {
  return formatter.format(now);
}
