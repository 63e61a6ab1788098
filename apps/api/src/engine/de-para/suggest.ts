import { matchNetwork, FUZZY_MIN, type NetworkIndex, type NetworkMatch } from './network.ts';
import { nameSimilarity, profileOf, sameName, type NameProfile } from './similarity.ts';

/**
 * The suggestion engine of the De-Para (issue 9 §4): for a pending franchisee account, the franchisor account
 * it most likely is, with a confidence 0–100 and the reason in pt-BR. Pure: the caller loads the evidence.
 *
 * Three kinds of evidence, each a probability that candidate X is right, combined as independent signals
 * (1 − Π(1 − p)), then discounted by the strongest evidence for anything else:
 * - the network: distinct grupos that approved a franchisee account of the same name (or, for a typo, of a very
 *   similar name) to X — agreement (share of the grupos deciding about the name) × support (1 − 0.35^grupos:
 *   one grupo 65 %, two 88 %, three 96 %). Grupos that justified the name as having no counterpart vote against
 *   every account;
 * - the same account of the same grupo, already approved to X in another marca (90 %);
 * - the name against the marca's chart: the same words 90 %, else at most 75 % × similarity, less when another
 *   account of the chart is nearly as similar. So the chart alone never reaches the default threshold (90)
 *   unless the names are the same, and an account with weak evidence stays low.
 */

/** A leaf, active account of the marca's franchisor chart: what a suggestion may point at. */
export interface ContaDoFranqueador {
  id: string;
  codigo: string;
  nome: string;
}

export interface ChartIndex {
  contas: { conta: ContaDoFranqueador; profile: NameProfile }[];
  byCodigo: Map<string, ContaDoFranqueador>;
}

export function indexChart(contas: Iterable<ContaDoFranqueador>): ChartIndex {
  const list = [...contas].map((conta) => ({ conta, profile: profileOf(conta.nome) }));
  return { contas: list, byCodigo: new Map(list.map((c) => [c.conta.codigo, c.conta])) };
}

/** The pending franchisee account, and the codes its own grupo approved it to in other marcas. */
export interface ContaAvaliada {
  nome: string;
  codigosEmOutrasMarcas?: readonly string[];
}

export interface Sugestao {
  conta: ContaDoFranqueador;
  /** 0–100 */
  confianca: number;
  motivo: string;
}

/** Below this a suggestion is noise, not help: none is made. */
export const MIN_CONFIANCA = 10;

const support = (grupos: number) => 1 - 0.35 ** grupos;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const grupos = (n: number) => (n === 1 ? '1 grupo da rede' : `${n} grupos da rede`);

/** How far a similar (not equal) network name is to be trusted: 0 at FUZZY_MIN, 1 from 0.95; less near a rival. */
function fuzzyFactor(m: NetworkMatch): number {
  if (m.similaridade >= 1) return 1;
  const closeness = clamp01((m.similaridade - FUZZY_MIN) / (0.95 - FUZZY_MIN));
  const margin = clamp01((m.similaridade - m.rival) / 0.15);
  return closeness * margin;
}

interface NetworkView {
  /** probability per code (null: "no counterpart") */
  p: Map<string | null, number>;
  match: NetworkMatch | null;
}

function networkView(index: NetworkIndex, profile: NameProfile): NetworkView {
  const match = matchNetwork(index, profile);
  const p = new Map<string | null, number>();
  if (!match) return { p, match };
  const factor = fuzzyFactor(match);
  const total = match.entry.grupos.size;
  for (const [codigo, votos] of match.entry.votos) {
    p.set(codigo, (votos.size / total) * support(votos.size) * factor);
  }
  return { p, match };
}

interface ChartView {
  similaridade: Map<string, number>;
  /** the two best similarities (for the margin of the best) */
  first: number;
  second: number;
  same: Set<string>;
}

function chartView(chart: ChartIndex, profile: NameProfile): ChartView {
  const similaridade = new Map<string, number>();
  const same = new Set<string>();
  let first = 0;
  let second = 0;
  for (const { conta, profile: p } of chart.contas) {
    const s = nameSimilarity(profile, p);
    similaridade.set(conta.codigo, s);
    if (sameName(profile, p)) same.add(conta.codigo);
    if (s > first) [first, second] = [s, first];
    else if (s > second) second = s;
  }
  return { similaridade, first, second, same };
}

function chartProbability(view: ChartView, codigo: string): number {
  if (view.same.has(codigo)) return view.same.size === 1 ? 0.9 : 0.5;
  const s = view.similaridade.get(codigo) ?? 0;
  const other = s >= view.first ? view.second : view.first;
  return 0.75 * s * (0.4 + 0.6 * clamp01((s - other) / 0.25));
}

/** The best franchisor account for the pending account, or null when nothing points anywhere. */
export function suggestCounterpart(
  conta: ContaAvaliada,
  network: NetworkIndex,
  chart: ChartIndex,
): Sugestao | null {
  const profile = profileOf(conta.nome);
  if (!profile.key || chart.contas.length === 0) return null;
  const net = networkView(network, profile);
  const cv = chartView(chart, profile);
  const own = new Map<string, number>();
  const ownCodes = [...new Set(conta.codigosEmOutrasMarcas ?? [])];
  for (const c of ownCodes) own.set(c, 0.9 / ownCodes.length);

  const candidates = new Set<string>([...own.keys(), ...cv.same]);
  for (const c of net.p.keys()) if (c !== null) candidates.add(c);
  let bestChart: string | null = null;
  for (const [c, s] of cv.similaridade) if (s === cv.first && s > 0) bestChart ??= c;
  if (bestChart) candidates.add(bestChart);

  let best: { codigo: string; score: number } | null = null;
  for (const codigo of candidates) {
    if (!chart.byCodigo.has(codigo)) continue; // not a leaf, active account of this marca
    const positive =
      1 - (1 - (net.p.get(codigo) ?? 0)) * (1 - (own.get(codigo) ?? 0)) * (1 - chartProbability(cv, codigo));
    let against = 0;
    for (const [c, p] of net.p) if (c !== codigo) against = Math.max(against, p);
    for (const [c, p] of own) if (c !== codigo) against = Math.max(against, p);
    const score = positive * (1 - against);
    if (!best || score > best.score) best = { codigo, score };
  }
  if (!best) return null;
  const confianca = Math.round(100 * best.score);
  if (confianca < MIN_CONFIANCA) return null;
  const destino = chart.byCodigo.get(best.codigo)!;
  return { conta: destino, confianca, motivo: motivoOf(conta, best.codigo, net, cv, own) };
}

/** The reasons, strongest first, as the pending tab and the automatic link's report show them. */
function motivoOf(
  conta: ContaAvaliada,
  codigo: string,
  net: NetworkView,
  cv: ChartView,
  own: Map<string, number>,
): string {
  const parts: string[] = [];
  const m = net.match;
  if (own.has(codigo)) parts.push('Este grupo já vincula esta conta a esta mesma conta em outra marca');
  if (m) {
    const votos = m.entry.votos.get(codigo)?.size ?? 0;
    const total = m.entry.grupos.size;
    // the account's own name, never the network's spelling: that is another grupo's chart, which this grupo's
    // users may not see
    const nome = m.similaridade >= 1 ? `"${conta.nome}"` : `um nome parecido com "${conta.nome}"`;
    if (votos > 0) {
      const de = total > votos ? ` (${votos} de ${total} que decidiram)` : '';
      parts.push(`${grupos(votos)} ${votos === 1 ? 'vincula' : 'vinculam'} ${nome} a esta conta${de}`);
    }
    const semPar = m.entry.votos.get(null)?.size ?? 0;
    if (semPar > 0) {
      parts.push(
        `${grupos(semPar)} ${semPar === 1 ? 'justificou' : 'justificaram'} ${nome} como conta sem correspondente`,
      );
    }
    const outras = total - votos - semPar;
    if (outras > 0) parts.push(`${grupos(outras)} ${outras === 1 ? 'vincula' : 'vinculam'} a outra conta`);
  }
  const s = cv.similaridade.get(codigo) ?? 0;
  if (cv.same.has(codigo)) parts.push('Mesmo nome no plano do franqueador');
  else if (s >= 0.5) parts.push(`Nome parecido com o do plano do franqueador (${Math.round(s * 100)}%)`);
  else if (parts.length === 0)
    parts.push(`Nome pouco parecido com o do plano do franqueador (${Math.round(s * 100)}%)`);
  return parts.join('; ');
}
