import { nameSimilarity, profileOf, trigramDice, type NameProfile } from './similarity.ts';

/**
 * What the network already decided about franchisee accounts of one name: the grupos that approved it to a
 * franchisor account (named by its code, the same in every marca's chart) or that justified it as having no
 * counterpart (`codigo` null).
 */
export interface DecisaoDaRede {
  nome: string;
  codigo: string | null;
  grupoIds: readonly string[];
}

/** The decisions about one name (its spellings merged): which grupos vote for which code (null: none). */
export interface NetworkEntry {
  profile: NameProfile;
  votos: Map<string | null, Set<string>>;
  /** distinct grupos that decided anything about the name */
  grupos: Set<string>;
}

export interface NetworkIndex {
  entries: NetworkEntry[];
  byName: Map<string, NetworkEntry>;
}

/** Two names are one entry when they share their words (or key): see sameName. */
const indexKey = (p: NameProfile) => p.words || p.key;

export function indexNetwork(decisoes: Iterable<DecisaoDaRede>): NetworkIndex {
  const byName = new Map<string, NetworkEntry>();
  for (const d of decisoes) {
    const profile = profileOf(d.nome);
    if (!profile.key) continue;
    const k = indexKey(profile);
    let entry = byName.get(k);
    if (!entry) {
      entry = { profile, votos: new Map(), grupos: new Set() };
      byName.set(k, entry);
    }
    let votos = entry.votos.get(d.codigo);
    if (!votos) entry.votos.set(d.codigo, (votos = new Set()));
    for (const g of d.grupoIds) {
      votos.add(g);
      entry.grupos.add(g);
    }
  }
  return { entries: [...byName.values()], byName };
}

/** A similar name the network decided about, and how similar. */
export interface NetworkMatch {
  entry: NetworkEntry;
  similaridade: number;
  /** the best similarity among names whose majority code differs (0: none): a close rival lowers trust */
  rival: number;
}

/** Below this, a similar name is another account (a typo of a long name stays above it). */
export const FUZZY_MIN = 0.8;

const majority = (e: NetworkEntry): string | null | undefined => {
  let best: string | null | undefined;
  let most = 0;
  for (const [codigo, grupos] of e.votos) {
    if (grupos.size > most) {
      most = grupos.size;
      best = codigo;
    }
  }
  return best;
};

/** The network's decisions about this very name, or else about the most similar name (a typo, an extra word). */
export function matchNetwork(index: NetworkIndex, profile: NameProfile): NetworkMatch | null {
  const exact = index.byName.get(indexKey(profile));
  if (exact) return { entry: exact, similaridade: 1, rival: 0 };
  let best: NetworkMatch | null = null;
  const scored: { entry: NetworkEntry; s: number }[] = [];
  for (const entry of index.entries) {
    // trigrams first: cheap, and a name sharing few of them is not a candidate
    if (trigramDice(profile, entry.profile) < 0.45) continue;
    const s = nameSimilarity(profile, entry.profile);
    scored.push({ entry, s });
    if (s >= FUZZY_MIN && (!best || s > best.similaridade)) best = { entry, similaridade: s, rival: 0 };
  }
  if (!best) return null;
  const code = majority(best.entry);
  for (const { entry, s } of scored) {
    if (entry !== best.entry && majority(entry) !== code) best.rival = Math.max(best.rival, s);
  }
  return best;
}
