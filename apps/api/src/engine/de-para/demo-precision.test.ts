import { describe, expect, it } from 'vitest';
import { generateNetwork, type ClienteGerado } from '../../seed/generate.ts';
import { DEFAULT_SEED } from '../../seed/sizes.ts';
import { indexNetwork, type DecisaoDaRede } from './network.ts';
import { indexChart, suggestCounterpart } from './suggest.ts';

/**
 * Precision of the suggestions on the demo network (issue 9 §4), whose generator knows the truth: the standard
 * account each franchisee account really is (`chave`; null: none). The engine sees only what the product sees —
 * the approved mappings and the justified accounts as evidence, names and codes — and every pending account is
 * scored; the accounts at or above the default threshold (90) are what 'Vincular Automaticamente' would link.
 */

const THRESHOLD = 90;

interface Medida {
  pendentes: number;
  /** pending accounts whose true counterpart exists in the marca's chart */
  comCorrespondente: number;
  vinculadas: number;
  corretas: number;
  /** accounts with no true counterpart that would be linked (each one a false positive) */
  semCorrespondenteVinculadas: number;
}

type Decisoes = (c: ClienteGerado) => DecisaoDaRede[];

/** What the product knows: approved mappings (by the franchisor account's code) and justified accounts. */
const evidencia: Decisoes = (c) => {
  const contas = new Map(c.planoFranqueado.map((x) => [x.id, x]));
  const codigo = new Map(c.planoFranqueador.map((x) => [x.id, x.codigo]));
  return c.dePara.flatMap((d): DecisaoDaRede[] => {
    const nome = contas.get(d.contaFranqueadoId)!.nome;
    if (d.status === 'aprovado' && d.contaFranqueadorId)
      return [{ nome, codigo: codigo.get(d.contaFranqueadorId)!, grupoIds: [d.grupoId] }];
    if (d.status !== 'pendente' && !d.contaFranqueadorId && d.justificativa)
      return [{ nome, codigo: null, grupoIds: [d.grupoId] }];
    return [];
  });
};

function medir(c: ClienteGerado, decisoes: Decisoes): Medida {
  const contas = new Map(c.planoFranqueado.map((x) => [x.id, x]));
  const codigo = new Map(c.planoFranqueador.map((x) => [x.id, x.codigo]));
  const network = indexNetwork(decisoes(c));
  // leaf accounts (the demo's franchisor chart is sections and their accounts, all active)
  const charts = new Map(
    c.marcas.map((m) => [
      m.id,
      indexChart(c.planoFranqueador.filter((x) => x.marcaId === m.id && x.parentId)),
    ]),
  );
  const verdade = new Map(c.planoFranqueador.map((x) => [`${x.marcaId}|${x.chave}`, x.id]));
  const aprovadas = new Map<string, string[]>();
  for (const d of c.dePara) {
    if (d.status !== 'aprovado' || !d.contaFranqueadorId) continue;
    const key = `${d.grupoId}|${d.contaFranqueadoId}`;
    aprovadas.set(key, [...(aprovadas.get(key) ?? []), `${d.marcaId}|${codigo.get(d.contaFranqueadorId)}`]);
  }
  const m: Medida = {
    pendentes: 0,
    comCorrespondente: 0,
    vinculadas: 0,
    corretas: 0,
    semCorrespondenteVinculadas: 0,
  };
  for (const d of c.dePara) {
    if (d.status !== 'pendente') continue;
    const conta = contas.get(d.contaFranqueadoId)!;
    const codigosEmOutrasMarcas = (aprovadas.get(`${d.grupoId}|${conta.id}`) ?? [])
      .filter((k) => !k.startsWith(`${d.marcaId}|`))
      .map((k) => k.split('|')[1]!);
    const s = suggestCounterpart(
      { nome: conta.nome, codigosEmOutrasMarcas },
      network,
      charts.get(d.marcaId)!,
    );
    const certa = conta.chave ? verdade.get(`${d.marcaId}|${conta.chave}`) : undefined;
    m.pendentes++;
    if (certa) m.comCorrespondente++;
    if (!s || s.confianca < THRESHOLD) continue;
    m.vinculadas++;
    if (s.conta.id === certa) m.corretas++;
    if (!certa) m.semCorrespondenteVinculadas++;
  }
  return m;
}

const somar = (ms: Medida[]): Medida =>
  ms.reduce((a, b) => ({
    pendentes: a.pendentes + b.pendentes,
    comCorrespondente: a.comCorrespondente + b.comCorrespondente,
    vinculadas: a.vinculadas + b.vinculadas,
    corretas: a.corretas + b.corretas,
    semCorrespondenteVinculadas: a.semCorrespondenteVinculadas + b.semCorrespondenteVinculadas,
  }));

const pct = (n: number, d: number) => (d === 0 ? 0 : (100 * n) / d);

describe('suggestions on the demo network', () => {
  const rede = generateNetwork({ size: 'demo', seed: DEFAULT_SEED, today: new Date('2026-03-15T12:00:00Z') });

  it('links at the default threshold with precision ≥ 95 % and recall ≥ 60 %', () => {
    const m = somar(rede.clientes.map((c) => medir(c, evidencia)));
    const precisao = pct(m.corretas, m.vinculadas);
    const recall = pct(m.corretas, m.comCorrespondente);
    // eslint-disable-next-line no-console -- the issue asks the test to print the measured precision
    console.log(
      `De-Para, rede demo (seed ${DEFAULT_SEED}): ${m.pendentes} contas pendentes, ${m.comCorrespondente} com ` +
        `correspondente; ${m.vinculadas} com confiança ≥ ${THRESHOLD}%, ${m.corretas} corretas — precisão ` +
        `${precisao.toFixed(1)}%, recall ${recall.toFixed(1)}%; ${m.semCorrespondenteVinculadas} contas sem ` +
        'correspondente vinculadas',
    );
    // not trivial: the network has pending accounts of both kinds, and many are linked
    expect(m.pendentes).toBeGreaterThan(150);
    expect(m.pendentes - m.comCorrespondente).toBeGreaterThan(5);
    expect(m.vinculadas).toBeGreaterThan(100);
    expect(precisao).toBeGreaterThanOrEqual(95);
    // measured 79 % (130 of 164): a pending account is linked when at least two or three other grupos approved
    // the same name (or its own grupo did in another marca, or the chart has the same name); the rest — names
    // only one grupo approved, typos of rare names, abbreviations — stay for a person
    expect(recall).toBeGreaterThanOrEqual(60);
    expect(m.semCorrespondenteVinculadas).toBe(0);
  });

  it('the measure compares with the truth: evidence pointing at the wrong accounts fails it', () => {
    // every approval moved to the next account of the chart: the engine follows the evidence, the truth does not
    const codigos = [...new Set(rede.clientes[0]!.planoFranqueador.map((x) => x.codigo))].sort();
    const errada: Decisoes = (c) =>
      evidencia(c).map((d) => ({
        ...d,
        codigo:
          d.codigo === null ? null : (codigos[(codigos.indexOf(d.codigo) + 1) % codigos.length] ?? null),
      }));
    const m = somar(rede.clientes.map((c) => medir(c, errada)));
    expect(m.vinculadas).toBeGreaterThan(50);
    expect(pct(m.corretas, m.vinculadas)).toBeLessThan(50);
  });
});
