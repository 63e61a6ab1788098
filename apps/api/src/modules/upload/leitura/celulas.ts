import type { Celula, SeparadorDecimal } from './tipos.ts';

/** A cell read for a column: its value, nothing (blank), or why it is refused (a pt-BR phrase). */
export type Leitura<T> = { valor: T } | { erro: string } | null;

const MAX_CENTAVOS = 10n ** 15n; // R$ 10 trilhões: far beyond any real entry, far within bigint and numeric
const MAX_MILESIMOS = 10n ** 15n;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const mostrar = (t: string) => (t.length > 40 ? `${t.slice(0, 40)}…` : t);

/** The text of a cell (numbers as written by JS, booleans Sim/Não); null when blank. Formulas are not text. */
export function textoDaCelula(c: Celula): string | { erro: string } | null {
  if (c === null) return null;
  if (typeof c === 'string') {
    const t = c.trim();
    return t === '' ? null : t;
  }
  if (typeof c === 'number') return String(c);
  if (typeof c === 'boolean') return c ? 'Sim' : 'Não';
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  if ('formula' in c) return { erro: 'fórmulas não são aceitas (grave o valor na célula)' };
  return { erro: `a célula tem um erro (${c.erro})` };
}

export function lerTexto(c: Celula, coluna: string, max = 200): Leitura<string> {
  const t = textoDaCelula(c);
  if (t === null) return null;
  if (typeof t !== 'string') return { erro: `${coluna}: ${t.erro}` };
  if (CONTROLE.test(t)) return { erro: `${coluna}: caracteres de controle não são aceitos` };
  if (t.length > max) return { erro: `${coluna}: no máximo ${max} caracteres` };
  return { valor: t };
}

/**
 * A decimal number as an exact integer of 10^-casas units ('1.234,56' with 2 places → 123456n). Text follows the
 * file's decimal separator; the other separator only groups thousands (in threes). A text with both takes the last
 * one as the decimal separator; a lone separator that cannot be grouping ('12.5' in a pt-BR file) is decimal.
 * A number cell is exact up to float noise (1234.5600000000002 is 1234,56); more places than allowed is refused,
 * never rounded.
 */
export function lerDecimal(
  c: Celula,
  coluna: string,
  casas: 2 | 3,
  decimal: SeparadorDecimal,
): Leitura<bigint> {
  const escala = 10 ** casas;
  const limite = casas === 2 ? MAX_CENTAVOS : MAX_MILESIMOS;
  const fora = { erro: `${coluna}: valor fora do limite` };
  if (typeof c === 'number') {
    if (!Number.isFinite(c)) return { erro: `${coluna}: valor inválido` };
    const escalado = c * escala;
    const inteiro = Math.round(escalado);
    if (Math.abs(escalado - inteiro) > 1e-6 * Math.max(1, Math.abs(escalado) / 1e9))
      return { erro: `${coluna}: no máximo ${casas} casas decimais` };
    if (!Number.isSafeInteger(inteiro)) return fora;
    return { valor: BigInt(inteiro) };
  }
  const t = textoDaCelula(c);
  if (t === null) return null;
  if (typeof t !== 'string') return { erro: `${coluna}: ${t.erro}` };
  const valor = decimalDeTexto(t, casas, decimal);
  if (valor === 'casas') return { erro: `${coluna}: no máximo ${casas} casas decimais` };
  if (valor === null)
    return {
      erro: `${coluna} inválido ('${mostrar(t)}'): use ${decimal === ',' ? '1.234,56' : '1234.56'}`,
    };
  return valor > limite || valor < -limite ? fora : { valor };
}

const AGRUPA = { '.': /^\d{1,3}(\.\d{3})+$/, ',': /^\d{1,3}(,\d{3})+$/ } as const;
const INTEIRO = /^-?\d{1,15}$/;

function decimalDeTexto(bruto: string, casas: number, decimal: SeparadorDecimal): bigint | 'casas' | null {
  if (INTEIRO.test(bruto)) return BigInt(bruto) * BigInt(10 ** casas); // the common case, fast
  let t = bruto.replace(/[\s\u00a0]+/g, '');
  let negativo = false;
  const parenteses = /^\((.*)\)$/.exec(t);
  if (parenteses) {
    negativo = true;
    t = parenteses[1]!;
  }
  t = t.replace(/^R\$/i, '');
  const sinal = /^([+-]?)(?:R\$)?(.*?)(-?)$/i.exec(t)!;
  if ((sinal[1] === '-' ? 1 : 0) + (sinal[3] === '-' ? 1 : 0) + (negativo ? 1 : 0) > 1) return null;
  negativo ||= sinal[1] === '-' || sinal[3] === '-';
  t = sinal[2]!;
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return null;
  const ultimoPonto = t.lastIndexOf('.');
  const ultimaVirgula = t.lastIndexOf(',');
  let sep: string | null = null;
  let milhar: string | null = null;
  if (ultimoPonto >= 0 && ultimaVirgula >= 0) {
    sep = ultimoPonto > ultimaVirgula ? '.' : ',';
    milhar = sep === '.' ? ',' : '.';
  } else if (ultimoPonto >= 0 || ultimaVirgula >= 0) {
    const unico = ultimoPonto >= 0 ? '.' : ',';
    const agrupa = AGRUPA[unico].test(t);
    // one kind of separator: the file's decimal one is decimal; the other groups thousands when it can
    if (unico === decimal || !agrupa) sep = unico;
    else milhar = unico;
  }
  const [inteiros, decimais = ''] = sep
    ? [t.slice(0, t.lastIndexOf(sep)), t.slice(t.lastIndexOf(sep) + 1)]
    : [t];
  if (!/^\d*$/.test(decimais) || (sep !== null && inteiros.includes(sep))) return null;
  const grupos = milhar ? inteiros.split(milhar) : [inteiros];
  if (grupos.length > 1 && !grupos.every((g, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(g))) return null;
  const digitos = grupos.join('');
  const frac = decimais.length > casas ? decimais.replace(/0+$/, '') : decimais;
  if (frac.length > casas) return 'casas';
  const n = BigInt(digitos || '0') * BigInt(10 ** casas) + BigInt(frac.padEnd(casas, '0') || '0');
  return negativo ? -n : n;
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

function iso(ano: number, mes: number, dia: number): string | null {
  if (ano < 2000 || ano > 2100 || mes < 1 || mes > 12 || dia < 1) return null;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return dia > ultimo ? null : `${ano}-${doisDigitos(mes)}-${doisDigitos(dia)}`;
}

const dataInvalida = (coluna: string, t: string) => ({
  erro: `${coluna} inválida ('${mostrar(t)}'): use dd/mm/aaaa`,
});
const DATA_BR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/;

/**
 * A date as `YYYY-MM-DD`: a date cell (its calendar day), an Excel serial number (a date typed in a cell without a
 * date format), or text dd/mm/aaaa (also d/m/aaaa, with '-' or '.') or aaaa-mm-dd; between 2000 and 2100.
 */
export function lerData(c: Celula, coluna: string): Leitura<string> {
  if (c instanceof Date) {
    const d = iso(c.getUTCFullYear(), c.getUTCMonth() + 1, c.getUTCDate());
    return d ? { valor: d } : dataInvalida(coluna, c.toISOString().slice(0, 10));
  }
  if (typeof c === 'number') {
    if (c < 36_526 || c > 73_415) return dataInvalida(coluna, String(c)); // 2000-01-01 … 2100-12-31 as serials
    const d = new Date(Date.UTC(1899, 11, 30) + Math.floor(c) * 86_400_000);
    return { valor: d.toISOString().slice(0, 10) };
  }
  const t = textoDaCelula(c);
  if (t === null) return null;
  if (typeof t !== 'string') return { erro: `${coluna}: ${t.erro}` };
  let m = DATA_BR.exec(t);
  if (m) {
    const d = iso(Number(m[3]), Number(m[2]), Number(m[1]));
    return d ? { valor: d } : dataInvalida(coluna, t);
  }
  m = DATA_ISO.exec(t);
  if (m) {
    const d = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    return d ? { valor: d } : dataInvalida(coluna, t);
  }
  return dataInvalida(coluna, t);
}

/** Sim/Não (S/N, true/false, 1/0, x for yes, any case and accents); blank: the column's default. */
export function lerSimNao(c: Celula, coluna: string, padrao: boolean): Leitura<boolean> {
  if (typeof c === 'boolean') return { valor: c };
  if (typeof c === 'number' && (c === 0 || c === 1)) return { valor: c === 1 };
  const t = textoDaCelula(c);
  if (t === null) return { valor: padrao };
  if (typeof t !== 'string') return { erro: `${coluna}: ${t.erro}` };
  const n = t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (['sim', 's', 'true', 'verdadeiro', 'x', '1'].includes(n)) return { valor: true };
  if (['nao', 'n', 'false', 'falso', '0'].includes(n)) return { valor: false };
  return { erro: `${coluna} inválido ('${mostrar(t)}'): use Sim ou Não` };
}

/**
 * A CNPJ as its 14 characters: punctuation dropped, letters upper-cased (the 2026 alphanumeric format); a number
 * cell (Excel drops a CNPJ's leading zeros) is padded back. Only the shape is checked: the store lookup decides.
 */
export function lerCnpj(c: Celula, coluna: string): Leitura<string> {
  if (typeof c === 'number') {
    if (!Number.isSafeInteger(c) || c < 0) return { erro: `${coluna} inválido ('${String(c)}')` };
    const t = String(c);
    return t.length <= 14 ? { valor: t.padStart(14, '0') } : { erro: `${coluna} inválido ('${t}')` };
  }
  const t = textoDaCelula(c);
  if (t === null) return null;
  if (typeof t !== 'string') return { erro: `${coluna}: ${t.erro}` };
  const limpo = t.replace(/[.\-/\s]/g, '').toUpperCase();
  const cnpj = /^\d{1,13}$/.test(limpo) ? limpo.padStart(14, '0') : limpo;
  return /^[0-9A-Z]{12}\d{2}$/.test(cnpj)
    ? { valor: cnpj }
    : { erro: `${coluna} inválido ('${mostrar(t)}')` };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function lerEmail(c: Celula, coluna: string): Leitura<string> {
  const t = lerTexto(c, coluna, 254);
  if (t === null || 'erro' in t) return t;
  return EMAIL.test(t.valor)
    ? { valor: t.valor.toLowerCase() }
    : { erro: `${coluna} inválido ('${mostrar(t.valor)}')` };
}

/** Aberto / Liquidado (any case and accents). */
export function lerStatus(c: Celula, coluna: string): Leitura<'aberto' | 'liquidado'> {
  const t = textoDaCelula(c);
  if (t === null) return null;
  if (typeof t !== 'string') return { erro: `${coluna}: ${t.erro}` };
  const n = t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (n === 'aberto' || n === 'em aberto') return { valor: 'aberto' };
  if (n === 'liquidado' || n === 'pago' || n === 'baixado') return { valor: 'liquidado' };
  return { erro: `${coluna} inválido ('${mostrar(t)}'): use Aberto ou Liquidado` };
}
