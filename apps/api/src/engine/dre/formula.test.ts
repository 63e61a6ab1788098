import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cell } from '../cells.ts';
import { dividirArredondando, dividirDinheiro, mediaDinheiro, multiplicarDinheiro } from './dinheiro.ts';
import {
  analisarFormula,
  avaliarFormula,
  codigosDaFormula,
  tipoDaFormula,
  type Expressao,
  type TipoDeValor,
} from './formula.ts';

function expressao(texto: string): Expressao {
  const analisada = analisarFormula(texto);
  if (!analisada.ok) throw new Error(analisada.mensagem);
  return analisada.expressao;
}

const avaliar = (texto: string, valores: Record<string, Cell>) =>
  avaliarFormula(expressao(texto), (codigo) => valores[codigo] ?? null);

const tipo = (texto: string, tipos: Record<string, TipoDeValor>) =>
  tipoDaFormula(expressao(texto), (codigo) => tipos[codigo] ?? 'moeda');

describe('parsing a formula', () => {
  it('reads codes with dots and underscores, decimals, precedence, unary minus and parentheses', () => {
    expect(codigosDaFormula(expressao('RB + CMV.ESTOQUE - DESP_FIXA'))).toEqual([
      'RB',
      'CMV.ESTOQUE',
      'DESP_FIXA',
    ]);
    expect(avaliar('1 + 2 * 3', {})).toBe(7);
    expect(avaliar('(1 + 2) * 3', {})).toBe(9);
    expect(avaliar('10 - 4 - 3', {})).toBe(3);
    expect(avaliar('12 / 3 / 2', {})).toBe(2);
    expect(avaliar('-RB + 1.5 * 2', { RB: 4 })).toBe(-1);
    expect(avaliar('- -3', {})).toBe(3);
    expect(avaliar('RB − DED', { RB: 10n, DED: 4n })).toBe(6n);
  });

  it('answers a syntax error as a pt-BR message, never an exception', () => {
    expect(analisarFormula('')).toEqual({ ok: false, mensagem: 'Fórmula vazia' });
    expect(analisarFormula(null)).toEqual({ ok: false, mensagem: 'Fórmula vazia' });
    expect(analisarFormula('RB +')).toEqual({
      ok: false,
      mensagem: 'Fórmula inválida: a fórmula termina onde se esperava um valor',
    });
    expect(analisarFormula('RB # 2')).toEqual({
      ok: false,
      mensagem: "Fórmula inválida: caractere inesperado '#' na posição 4",
    });
    expect(analisarFormula('(RB + DED')).toEqual({
      ok: false,
      mensagem: "Fórmula inválida: falta ')' para o '(' da posição 1",
    });
    expect(analisarFormula('RB DED')).toEqual({
      ok: false,
      mensagem: 'Fórmula inválida: termo inesperado na posição 4',
    });
    expect(analisarFormula('2RB')).toMatchObject({ ok: false });
    expect(analisarFormula('RB * )')).toMatchObject({ ok: false });
  });
});

describe('typing a formula', () => {
  it('gives money for sums of money, a number for a ratio, money for money × number', () => {
    expect(tipo('RB + DED', {})).toBe('moeda');
    expect(tipo('FATPDV / CUPONS', {})).toBe('numero');
    expect(tipo('RB * 0.1', {})).toBe('moeda');
    expect(tipo('RB / 2', {})).toBe('moeda');
    expect(tipo('(LB / RB) * 100', {})).toBe('numero');
    expect(tipo('TICKET + 1', { TICKET: 'numero' })).toBe('numero');
  });

  it('refuses what has no meaning: money ± number, money × money, number ÷ money', () => {
    for (const texto of ['RB + 1', 'RB * DED', '1 / RB', 'RB + TICKET'])
      expect(tipo(texto, { TICKET: 'numero' })).toMatchObject({ erro: 'valor-invalido' });
  });

  it('passes on the first error of a line it names', () => {
    const circular = { erro: 'referencia-circular', message: 'Referência circular: A → A' } as const;
    expect(tipoDaFormula(expressao('RB + A'), (c) => (c === 'A' ? circular : 'moeda'))).toBe(circular);
  });
});

describe('evaluating a formula', () => {
  it('keeps "no data" apart from zero: a sum counts no data for nothing, × and ÷ need both sides', () => {
    expect(avaliar('RB + DED', { RB: 1000n, DED: null })).toBe(1000n);
    expect(avaliar('RB + DED', { RB: null, DED: null })).toBeNull();
    expect(avaliar('RB + DED', { RB: 0n, DED: null })).toBe(0n);
    expect(avaliar('RB * 2', { RB: null })).toBeNull();
    expect(avaliar('LB / RB', { LB: 50n, RB: null })).toBeNull();
  });

  it('divides by zero into an empty cell, not an error', () => {
    expect(avaliar('LB / RB', { LB: 50n, RB: 0n })).toBeNull();
    expect(avaliar('RB / 0', { RB: 50n })).toBeNull();
    expect(avaliar('TICKET / 0', { TICKET: 2.5 })).toBeNull();
  });

  it('divides money by money into a ratio and money by a number into centavos', () => {
    expect(avaliar('LB / RB', { LB: 25n, RB: 200n })).toBe(0.125);
    expect(avaliar('RB / 3', { RB: 100n })).toBe(33n);
    expect(avaliar('RB / 3', { RB: 200n })).toBe(67n);
  });

  it('multiplies money by the decimal as written, rounded half away from zero', () => {
    // 5 × 0.7 is 3.5 centavos: the double below 0.7 would round it to 3.
    expect(avaliar('RB * 0.7', { RB: 5n })).toBe(4n);
    expect(avaliar('RB * 0.7', { RB: -5n })).toBe(-4n);
    expect(avaliar('0.1 * RB', { RB: 25n })).toBe(3n);
    expect(avaliar('RB * 1.5', { RB: 2n ** 70n })).toBe(3n * 2n ** 69n);
  });

  it('carries an error of a line it names', () => {
    const erro = { erro: 'referencia-invalida', message: 'Referência inválida: X' } as const;
    expect(avaliar('RB + X', { RB: 1n, X: erro })).toBe(erro);
    expect(avaliar('X / RB', { RB: 1n, X: erro })).toBe(erro);
  });
});

describe('money arithmetic', () => {
  it('rounds half away from zero, symmetric for costs and revenues', () => {
    expect(dividirArredondando(5n, 2n)).toBe(3n);
    expect(dividirArredondando(-5n, 2n)).toBe(-3n);
    expect(dividirArredondando(7n, 3n)).toBe(2n);
    expect(dividirArredondando(-7n, 3n)).toBe(-2n);
    expect(dividirArredondando(5n, -2n)).toBe(-3n);
    expect(mediaDinheiro(3n, 2)).toBe(2n);
    expect(mediaDinheiro(-3n, 2)).toBe(-2n);
    expect(dividirDinheiro(100n, 0)).toBeNull();
    expect(multiplicarDinheiro(10n, 1e-7)).toBe(0n);
    expect(multiplicarDinheiro(3n, 1e21)).toBe(3n * 10n ** 21n);
  });

  it('multiplies by an integer exactly and rounds any quotient within half a centavo (generated)', () => {
    const centavos = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    fc.assert(
      fc.property(centavos, fc.integer({ min: -1000, max: 1000 }), (c, k) => {
        expect(multiplicarDinheiro(c, k)).toBe(c * BigInt(k));
      }),
    );
    fc.assert(
      fc.property(centavos, fc.bigInt({ min: 1n, max: 10n ** 6n }), (num, den) => {
        const q = dividirArredondando(num, den);
        const erro = q * den - num;
        expect(2n * (erro < 0n ? -erro : erro) <= den).toBe(true);
      }),
    );
  });
});
