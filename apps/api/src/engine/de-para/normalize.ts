/**
 * How the suggestion engine reads an account name: the same account is written 'Vendas Cartão de Crédito',
 * 'VENDAS CARTAO CREDITO' or 'Vendas Cartão de Crédito Visa' by different franchisees, and must compare equal
 * (or nearly) whatever the case, accents, punctuation and card brand.
 */

/**
 * Card brands some franchisees split their card-sales accounts by: an account named after one is the same
 * standard account as the one without it.
 */
const BANDEIRAS = new Set([
  'visa',
  'master',
  'mastercard',
  'elo',
  'amex',
  'american',
  'express',
  'hipercard',
  'hiper',
  'diners',
  'cabal',
  'sorocred',
  'banricompras',
]);

/**
 * Words that carry no meaning of their own in an account name ('Vendas com Cartão de Crédito' and 'Vendas Cartão
 * Crédito' are the same account). 's' and 'p' are what is left of 's/' and 'p/' ('ICMS s/ Vendas').
 */
const STOPWORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'com',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'para',
  'por',
  'sobre',
  'via',
  's',
  'p',
  'c',
]);

/**
 * Lower case, accents stripped (compatibility forms too: 'º' → 'o'), punctuation turned into spaces, spaces
 * collapsed. The signs of a stock adjustment ('Ajuste Estoque (+)' / '(-)') are the only difference between two
 * accounts, so they become words before punctuation goes.
 */
export function normalizeName(nome: string): string {
  return nome
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\(\s*\+\s*\)|\+/g, ' mais ')
    .replace(/\(\s*-\s*\)|\s-\s*$/g, ' menos ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The normalised name without a trailing card brand ('vendas cartao de credito visa' → '… credito'). */
export function stripCardBrand(normalized: string): { nome: string; bandeira: string | null } {
  const tokens = normalized.split(' ');
  let end = tokens.length;
  while (end > 1 && BANDEIRAS.has(tokens[end - 1]!)) end--;
  return end === tokens.length
    ? { nome: normalized, bandeira: null }
    : { nome: tokens.slice(0, end).join(' '), bandeira: tokens.slice(end).join(' ') };
}

/** The key two names share when they name the same account: normalised, without the card brand. */
export function nameKey(nome: string): string {
  return stripCardBrand(normalizeName(nome)).nome;
}

/** The meaningful words of a normalised name (no stopwords), in order. */
export function contentTokens(normalized: string): string[] {
  return normalized.split(' ').filter((t) => t.length > 0 && !STOPWORDS.has(t));
}
