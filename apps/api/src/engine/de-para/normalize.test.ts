import { describe, expect, it } from 'vitest';
import { contentTokens, nameKey, normalizeName, stripCardBrand } from './normalize.ts';
import { nameSimilarity, profileOf, sameName, wordMatch } from './similarity.ts';

describe('normalizeName', () => {
  it('lowers the case, strips accents and punctuation, collapses spaces', () => {
    expect(normalizeName('  VENDAS   Cartão de Crédito ')).toBe('vendas cartao de credito');
    expect(normalizeName('Vda Cartão Créd.')).toBe('vda cartao cred');
    expect(normalizeName('PIS/COFINS')).toBe('pis cofins');
    expect(normalizeName('DAS - Simples Nacional')).toBe('das simples nacional');
    expect(normalizeName('13º e Férias')).toBe('13o e ferias');
    expect(normalizeName('Depósito Caixa → Banco')).toBe('deposito caixa banco');
  });

  it('keeps the sign of a stock adjustment, the only difference between two accounts', () => {
    expect(normalizeName('Ajuste Estoque (+)')).toBe('ajuste estoque mais');
    expect(normalizeName('Ajuste Estoque (-)')).toBe('ajuste estoque menos');
    expect(normalizeName('Ajuste Inventário +')).toBe('ajuste inventario mais');
    expect(nameKey('Ajuste Estoque (+)')).not.toBe(nameKey('Ajuste Estoque (-)'));
  });

  it('sets a trailing card brand aside', () => {
    expect(stripCardBrand('vendas cartao de credito visa')).toEqual({
      nome: 'vendas cartao de credito',
      bandeira: 'visa',
    });
    expect(nameKey('Vendas Cartão de Débito Mastercard')).toBe('vendas cartao de debito');
    expect(nameKey('Receita Cartão Crédito ELO')).toBe('receita cartao credito');
    // a brand alone is a name, not a suffix
    expect(nameKey('Elo')).toBe('elo');
  });

  it('keeps the meaningful words', () => {
    expect(contentTokens('vendas com cartao de credito')).toEqual(['vendas', 'cartao', 'credito']);
    expect(contentTokens('icms s vendas')).toEqual(['icms', 'vendas']);
  });
});

describe('name similarity', () => {
  const sim = (a: string, b: string) => nameSimilarity(profileOf(a), profileOf(b));

  it('is 1 for the same name in another case, without accents, with stopwords or the words reordered', () => {
    expect(sim('VENDAS PIX', 'Vendas PIX')).toBe(1);
    expect(sim('Vendas Cartao de Credito', 'Vendas com Cartão de Crédito')).toBe(1);
    expect(sim('Descartáveis e Embalagens', 'Embalagens e Descartáveis')).toBe(1);
    expect(sameName(profileOf('Vendas Cartão de Crédito Visa'), profileOf('Vendas Cartão de Crédito'))).toBe(
      true,
    );
  });

  it('matches abbreviations and typos word by word', () => {
    expect(wordMatch('cred', 'credito')).toBe(0.9);
    expect(wordMatch('credto', 'credito')).toBe(0.85);
    expect(wordMatch('credito', 'debito')).toBe(0);
    expect(sim('Vendas Cartão de Crédto', 'Vendas Cartão de Crédito')).toBeGreaterThan(0.9);
    expect(sim('Vendas Cartão de Crédto', 'Vendas Cartão de Débito')).toBeLessThan(0.75);
  });

  it('keeps different accounts apart', () => {
    expect(sim('Multas de Trânsito', 'Juros e Multas')).toBeLessThan(0.6);
    expect(sim('Multas de Trânsito', 'Multas')).toBeLessThan(0.8);
    expect(sim('Ajuste Estoque (+)', 'Ajuste Estoque (-)')).toBeLessThan(0.8);
  });
});
