import { describe, expect, it } from 'vitest';
import { indexNetwork, type DecisaoDaRede } from './network.ts';
import { indexChart, suggestCounterpart, type ContaAvaliada } from './suggest.ts';

/** A franchisor chart as the demo's (leaf accounts only): the codes are the same in every marca. */
const chart = indexChart(
  [
    ['1.01', 'Vendas com Cartão de Crédito'],
    ['1.02', 'Vendas com Cartão de Débito'],
    ['1.03', 'Vendas via PIX'],
    ['4.01', 'Royalties'],
    ['7.06', 'Outras Despesas Administrativas'],
    ['9.03', 'Juros e Multas'],
  ].map(([codigo, nome]) => ({ id: `id-${codigo}`, codigo: codigo!, nome: nome! })),
);

/** What "low" means for an account the network says has no counterpart. */
const MIN_SHOWN = 30;

/** `n` distinct grupos that decided `nome` → `codigo` (null: justified as having no counterpart). */
let next = 0;
const decided = (nome: string, codigo: string | null, n: number): DecisaoDaRede => ({
  nome,
  codigo,
  grupoIds: Array.from({ length: n }, () => `g${next++}`),
});

const suggest = (nome: string, decisoes: DecisaoDaRede[] = [], extra: Partial<ContaAvaliada> = {}) =>
  suggestCounterpart({ nome, ...extra }, indexNetwork(decisoes), chart);

const network = [
  decided('Vendas Cartão de Crédito', '1.01', 5),
  decided('VENDAS CARTAO CREDITO', '1.01', 3),
  decided('Vendas Cartão de Débito', '1.02', 5),
  decided('Recebimentos PIX', '1.03', 4),
  decided('Multas', '9.03', 5),
  decided('Uniformes', '7.06', 3),
];

describe('suggestions learned from the network', () => {
  it('an exact network match: the approved account, with the grupos that approved it', () => {
    const s = suggest('Recebimentos PIX', network);
    expect(s).toMatchObject({ conta: { codigo: '1.03' }, confianca: 99 });
    expect(s!.motivo).toBe('4 grupos da rede vinculam "Recebimentos PIX" a esta conta');
    // the account of an extra that only the network knows: nothing in the chart resembles it
    expect(suggest('Uniformes', network)).toMatchObject({ conta: { codigo: '7.06' }, confianca: 96 });
  });

  it('upper case and missing accents are the same name', () => {
    expect(suggest('RECEBIMENTOS PIX', network)).toMatchObject({ conta: { codigo: '1.03' }, confianca: 99 });
    expect(suggest('Vendas Cartao de Credito', network)).toMatchObject({
      conta: { codigo: '1.01' },
      confianca: 100,
    });
  });

  it('a card-brand suffix is the account without it', () => {
    const s = suggest('Vendas Cartão de Crédito Visa', network);
    expect(s).toMatchObject({ conta: { codigo: '1.01' } });
    expect(s!.confianca).toBeGreaterThanOrEqual(95);
    expect(suggest('Vendas Cartão de Débito Elo', network)).toMatchObject({ conta: { codigo: '1.02' } });
  });

  it('a typo finds the similar name, with less confidence, and never its near neighbour', () => {
    const s = suggest('Vendas Cartão de Crédto', network);
    expect(s).toMatchObject({ conta: { codigo: '1.01' } });
    expect(s!.confianca).toBeLessThan(100);
    expect(s!.motivo).toContain('nome parecido');
    const debito = suggest('Vendas Cartão de Débto', network);
    expect(debito).toMatchObject({ conta: { codigo: '1.02' } });
  });

  it("a similar name's reason quotes the pending account's own name, never another grupo's account", () => {
    // the network's names are other grupos' charts: the reason names only the account being mapped
    const s = suggest('Vendas Cartão de Crédto', network)!;
    expect(s.motivo).toBe(
      '8 grupos da rede vinculam um nome parecido com "Vendas Cartão de Crédto" a esta conta; ' +
        'Nome parecido com o do plano do franqueador (90%)',
    );
    const justificada = suggest('Despesas com Uniformess', [
      decided('Despesas com Uniformes', null, 2),
      decided('Despesas com Uniformes', '7.06', 1),
    ])!;
    expect(justificada.motivo).toContain(
      '2 grupos da rede justificaram um nome parecido com "Despesas com Uniformess" como conta sem correspondente',
    );
    expect(justificada.motivo).not.toContain('"Despesas com Uniformes"');
  });

  it('one grupo is not enough to reach the threshold; agreement and support raise the confidence', () => {
    const one = suggest('Receita PIX', [decided('Receita PIX', '1.03', 1)])!;
    const three = suggest('Receita PIX', [decided('Receita PIX', '1.03', 3)])!;
    expect(one.confianca).toBeLessThan(90);
    expect(one.motivo).toBe('1 grupo da rede vincula "Receita PIX" a esta conta');
    expect(three.confianca).toBeGreaterThanOrEqual(95);
    // disagreement: 4 grupos say 1.03, 2 say 1.01
    const split = suggest('Receita PIX', [
      decided('Receita PIX', '1.03', 4),
      decided('Receita PIX', '1.01', 2),
    ])!;
    expect(split.conta.codigo).toBe('1.03');
    expect(split.confianca).toBeLessThan(90);
    expect(split.motivo).toContain('(4 de 6 que decidiram)');
  });

  it('the same account approved by its own grupo in another marca', () => {
    const s = suggest('Receitas Eventuais', [], { codigosEmOutrasMarcas: ['7.06'] })!;
    expect(s.conta.codigo).toBe('7.06');
    expect(s.confianca).toBe(90);
    expect(s.motivo).toContain('Este grupo já vincula esta conta');
  });
});

describe('an account without a counterpart stays low', () => {
  it("'Multas de Trânsito' is not 'Juros e Multas' (the chart) nor 'Multas' (the network)", () => {
    const s = suggest('Multas de Trânsito', network);
    expect(s?.confianca ?? 0).toBeLessThan(90);
    expect(s?.confianca ?? 0).toBeLessThan(50);
  });

  it('grupos that justified the name as having no counterpart pull the confidence down', () => {
    const alone = suggest('Multas de Trânsito')?.confianca ?? 0;
    const justified = suggest('Multas de Trânsito', [decided('Multas de Trânsito', null, 3)]);
    expect(justified?.confianca ?? 0).toBeLessThan(alone);
    expect(justified?.confianca ?? 0).toBeLessThan(MIN_SHOWN);
    // even against a chart account of the very same name
    const royalties = suggest('Royalties', [decided('Royalties', null, 4)]);
    expect(royalties?.confianca ?? 0).toBeLessThan(20);
  });

  it('nothing similar anywhere: no suggestion', () => {
    expect(suggest('Brindes e Doações', network)).toBeNull();
  });
});

describe('suggestions from the chart alone', () => {
  it('the same name as a chart account reaches the threshold, a similar one does not', () => {
    expect(suggest('Vendas PIX')).toMatchObject({ conta: { codigo: '1.03' }, confianca: 90 });
    expect(suggest('ROYALTIES')).toMatchObject({
      conta: { codigo: '4.01' },
      confianca: 90,
      motivo: 'Mesmo nome no plano do franqueador',
    });
    const similar = suggest('Vendas PIX Loja')!;
    expect(similar.conta.codigo).toBe('1.03');
    expect(similar.confianca).toBeLessThan(90);
    expect(similar.motivo).toMatch(/^Nome parecido com o do plano do franqueador \(\d+%\)$/);
  });

  it('two chart accounts equally similar: low', () => {
    const s = suggest('Vendas Cartão');
    expect(s?.confianca ?? 0).toBeLessThan(50);
  });

  it('never points at an account outside the chart (a section, an inactive account, another marca)', () => {
    const s = suggest('Aluguel Loja', [decided('Aluguel Loja', '6.01', 5)]);
    expect(s?.conta.codigo).not.toBe('6.01');
  });
});
