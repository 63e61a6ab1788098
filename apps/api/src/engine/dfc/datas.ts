/**
 * Calendar days as 'YYYY-MM-DD' text, the form the API and the database use (DESIGN.md §3). Days are counted in
 * UTC so that no time zone or daylight-saving change can move one; the text compares in calendar order.
 */

const DIA_MS = 86_400_000;
const FORMATO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day's number since 1970-01-01; a RangeError for text that is not a real calendar day. */
export function numeroDoDia(dia: string): number {
  const match = FORMATO.exec(dia);
  if (!match) throw new RangeError(`data inválida: '${dia}' (esperado 'YYYY-MM-DD')`);
  const [ano, mes, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(ano, mes - 1, d);
  const data = new Date(ms);
  if (data.getUTCFullYear() !== ano || data.getUTCMonth() !== mes - 1 || data.getUTCDate() !== d)
    throw new RangeError(`data inválida: '${dia}'`);
  return ms / DIA_MS;
}

/** The day of a day number. */
export function diaDoNumero(numero: number): string {
  return new Date(numero * DIA_MS).toISOString().slice(0, 10);
}

export const somarDias = (dia: string, dias: number): string => diaDoNumero(numeroDoDia(dia) + dias);

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (spec 001 §9). */
export const rotuloDoDia = (dia: string): string =>
  `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;

export const anoDoDia = (dia: string): number => Number(dia.slice(0, 4));

/** 1 to 12. */
export const mesDoDia = (dia: string): number => Number(dia.slice(5, 7));
