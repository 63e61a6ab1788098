import { contentTokens, nameKey } from './normalize.ts';

/** A name made ready for many comparisons: its key, its words and its character trigrams. */
export interface NameProfile {
  /** normalised, without the card brand */
  key: string;
  tokens: readonly string[];
  /** the content words sorted: two names with the same words in any order share it */
  words: string;
  trigrams: ReadonlySet<string>;
}

export function profileOf(nome: string): NameProfile {
  const key = nameKey(nome);
  const tokens = contentTokens(key);
  const trigrams = new Set<string>();
  const padded = ` ${key} `;
  for (let i = 0; i + 3 <= padded.length; i++) trigrams.add(padded.slice(i, i + 3));
  return { key, tokens, words: [...tokens].sort().join(' '), trigrams };
}

/** Dice coefficient of the character trigrams: robust to a typo, blind to word order. */
export function trigramDice(a: NameProfile, b: NameProfile): number {
  if (a.trigrams.size === 0 || b.trigrams.size === 0) return 0;
  let common = 0;
  for (const t of a.trigrams) if (b.trigrams.has(t)) common++;
  return (2 * common) / (a.trigrams.size + b.trigrams.size);
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * How much two words are the same word: equal 1; an abbreviation (one a prefix of the other, of 3 letters or
 * more: 'cred' / 'credito') 0.9; one letter dropped, doubled or changed in a word of 4 letters or more 0.85.
 */
export function wordMatch(a: string, b: string): number {
  if (a === b) return 1;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short)) return 0.9;
  if (short.length >= 4 && editDistance(a, b, 1) <= 1) return 0.85;
  return 0;
}

/** Dice coefficient of the content words, each word of the shorter name matched to its best unused partner. */
export function wordDice(a: NameProfile, b: NameProfile): number {
  if (a.tokens.length === 0 || b.tokens.length === 0) return 0;
  const [few, many] = a.tokens.length <= b.tokens.length ? [a.tokens, b.tokens] : [b.tokens, a.tokens];
  const used = new Set<number>();
  let total = 0;
  for (const word of few) {
    let best = 0;
    let bestAt = -1;
    many.forEach((other, i) => {
      if (used.has(i)) return;
      const m = wordMatch(word, other);
      if (m > best) {
        best = m;
        bestAt = i;
      }
    });
    if (bestAt >= 0) used.add(bestAt);
    total += best;
  }
  return (2 * total) / (a.tokens.length + b.tokens.length);
}

/**
 * Similarity of two account names, 0–1: the content words weigh most (they survive reordering and
 * abbreviations), the trigrams settle typos and words glued together. 1 only for the same key or words.
 */
export function nameSimilarity(a: NameProfile, b: NameProfile): number {
  if (sameName(a, b)) return 1;
  const words = a.tokens.length > 0 && b.tokens.length > 0 ? wordDice(a, b) : trigramDice(a, b);
  return Math.min(0.99, 0.4 * trigramDice(a, b) + 0.6 * words);
}

/** The same name once case, accents, punctuation, card brand, stopwords and word order are set aside. */
export function sameName(a: NameProfile, b: NameProfile): boolean {
  return a.key === b.key || (a.words.length > 0 && a.words === b.words);
}
