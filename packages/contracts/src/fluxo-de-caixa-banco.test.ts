import { describe, expect, it } from 'vitest';
import {
  diasDoPeriodo,
  EXTRATO_EXPORT_MAX_DIAS,
  fluxoDeCaixaBancoMessages as m,
  somarDias,
  tempoDeDataIso,
  validarFiltroExtrato,
} from './fluxo-de-caixa-banco-messages.ts';
import { extratoFiltros, extratoQuery, listContasVinculadasQuery } from './fluxo-de-caixa-banco.ts';

const G = '0190a0c0-0000-7000-8000-000000000001';
const C = '0190a0c0-0000-7000-8000-000000000002';

const mensagens = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('validarFiltroExtrato', () => {
  it('asks for grupo, account and range with the spec messages, in that order', () => {
    expect(validarFiltroExtrato({})).toEqual([
      { campo: 'grupo', mensagem: 'Por favor, escolha um grupo' },
      { campo: 'conta', mensagem: 'Por favor, escolha uma conta' },
      { campo: 'periodo', mensagem: 'Por favor, escolha um range de datas' },
    ]);
    expect(validarFiltroExtrato({ grupo: G, conta: C, inicio: '2025-01-01' })).toEqual([
      { campo: 'periodo', mensagem: m.periodoObrigatorio },
    ]);
    expect(validarFiltroExtrato({ grupo: G, conta: C, inicio: '2025-01-01', fim: '2025-01-31' })).toEqual([]);
  });
});

describe('date helpers', () => {
  it('reads only real days', () => {
    expect(tempoDeDataIso('2024-02-29')).not.toBeNull();
    expect(tempoDeDataIso('2025-02-29')).toBeNull();
    expect(tempoDeDataIso('2025-1-01')).toBeNull();
  });
  it('counts inclusive days and shifts dates', () => {
    expect(diasDoPeriodo('2025-01-01', '2025-01-01')).toBe(1);
    expect(diasDoPeriodo('2024-01-01', '2024-12-31')).toBe(366);
    expect(somarDias('2025-03-01', -1)).toBe('2025-02-28');
    expect(somarDias('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('extratoQuery', () => {
  const ok = { grupo: G, conta: C, inicio: '2025-01-01', fim: '2025-01-31' };

  it('defaults status 0 and mode 0, reads codes sent as text, and the stores joined by comma', () => {
    expect(extratoQuery.parse(ok)).toEqual({ ...ok, empresas: [], status: 0, modo: 0 });
    expect(extratoQuery.parse({ ...ok, status: '2', modo: '1', empresas: `${G},${C}` })).toMatchObject({
      status: 2,
      modo: 1,
      empresas: [G, C],
    });
  });

  it('gives the spec messages for each missing field (blank counts as missing)', () => {
    expect(mensagens(extratoQuery.safeParse({ grupo: '', inicio: '2025-01-01' }))).toEqual([
      ['grupo', m.grupoObrigatorio],
      ['conta', m.contaObrigatoria],
      ['fim', m.periodoObrigatorio],
    ]);
  });

  it('refuses bad ids, dates, codes and ranges with pt-BR messages', () => {
    const casos: Array<[Record<string, unknown>, string, string]> = [
      [{ grupo: 'x' }, 'grupo', m.idInvalido],
      [{ conta: 12 }, 'conta', m.idInvalido],
      [{ inicio: '2025-02-30' }, 'inicio', m.dataInvalida],
      [{ inicio: 20250101 }, 'inicio', m.dataInvalida],
      [{ inicio: '1999-12-31' }, 'inicio', m.dataForaDoLimite],
      [{ status: 3 }, 'status', m.statusInvalido],
      [{ status: 'x' }, 'status', m.statusInvalido],
      [{ modo: 2 }, 'modo', m.modoInvalido],
      [{ empresas: 'abc' }, 'empresas.0', m.idInvalido],
      [{ inicio: '2025-02-01' }, 'fim', m.periodoInvertido],
      [{ inicio: '2024-01-01', fim: '2025-01-02' }, 'fim', m.periodoLongo],
    ];
    for (const [mudanca, campo, mensagem] of casos) {
      expect(mensagens(extratoQuery.safeParse({ ...ok, ...mudanca })), JSON.stringify(mudanca)).toEqual([
        [campo, mensagem],
      ]);
    }
  });

  it('lets the export take a range longer than the screen, up to EXTRATO_EXPORT_MAX_DIAS days', () => {
    expect(extratoFiltros.safeParse({ ...ok, inicio: '2021-01-01' }).success).toBe(true);
    const { fim } = ok;
    const inicio = somarDias(fim, -(EXTRATO_EXPORT_MAX_DIAS - 1));
    expect(diasDoPeriodo(inicio, fim)).toBe(EXTRATO_EXPORT_MAX_DIAS);
    expect(extratoFiltros.safeParse({ ...ok, inicio }).success).toBe(true);
    expect(mensagens(extratoFiltros.safeParse({ ...ok, inicio: somarDias(inicio, -1) }))).toEqual([
      ['fim', m.periodoExportacaoLongo],
    ]);
    // an inverted range says only that
    expect(mensagens(extratoFiltros.safeParse({ ...ok, inicio: somarDias(fim, 1) }))).toEqual([
      ['fim', m.periodoInvertido],
    ]);
  });
});

describe('listContasVinculadasQuery', () => {
  it('pages 25 by default and takes only the spec sizes', () => {
    expect(listContasVinculadasQuery.parse({})).toEqual({ grupos: [], Pagina: 1, PorPagina: 25 });
    expect(
      listContasVinculadasQuery.parse({ PorPagina: '75', Pagina: '3', nomeConta: ' Itaú ' }),
    ).toMatchObject({
      PorPagina: 75,
      Pagina: 3,
      nomeConta: 'Itaú',
    });
    expect(mensagens(listContasVinculadasQuery.safeParse({ PorPagina: '30' }))).toEqual([
      ['PorPagina', m.tamanhoPaginaInvalido],
    ]);
    expect(mensagens(listContasVinculadasQuery.safeParse({ Pagina: '0' }))).toEqual([
      ['Pagina', m.paginaInvalida],
    ]);
    expect(mensagens(listContasVinculadasQuery.safeParse({ grupos: 'x' }))).toEqual([
      ['grupos.0', m.idInvalido],
    ]);
  });
});
