import { describe, expect, it } from 'vitest';
import { findCidade, getCidade, getEstado, listCidades, listEstados } from './index.ts';

describe('ibge', () => {
  it('lists the 27 states with their regions', () => {
    const estados = listEstados();
    expect(estados).toHaveLength(27);
    expect(getEstado('sp')).toEqual({ codigo: 35, uf: 'SP', nome: 'São Paulo', regiao: 'Sudeste' });
    expect(getEstado(53)?.uf).toBe('DF');
  });

  it('lists 5,570 municipalities whose codes start with their state code', () => {
    const cidades = listCidades();
    expect(cidades).toHaveLength(5570);
    for (const c of cidades) {
      expect(String(c.codigo)).toHaveLength(7);
      expect(Math.floor(c.codigo / 100000)).toBe(getEstado(c.uf)?.codigo);
    }
  });

  it('finds cities by code and by name', () => {
    expect(getCidade(3550308)).toEqual({ codigo: 3550308, nome: 'São Paulo', uf: 'SP' });
    expect(getCidade(5300108)?.nome).toBe('Brasília');
    expect(findCidade('pr', 'curitiba')?.codigo).toBe(4106902);
    expect(findCidade('CE', 'Fortaleza')?.codigo).toBe(2304400);
    expect(listCidades('AC').map((c) => c.nome)).toContain('Rio Branco');
    expect(listCidades('XX')).toEqual([]);
  });
});
