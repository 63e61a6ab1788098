import { describe, expect, it } from 'vitest';
import {
  DFC_EXPORTACAO_TIPOS,
  dfcExportacaoMessages,
  dfcExportacaoTipos,
  endpoints,
  exportacaoDfcInput,
  fluxoDeCaixaMessages as m,
  tipoExportacaoDfcInfo,
} from './index.ts';

const ID = '0190a0a0-0000-7000-8000-000000000001';
const ID2 = '0190a0a0-0000-7000-8000-000000000002';
const pedido = (extra: object = {}) => ({
  ModeloFluxo: ID,
  Periodo: 'Mensal',
  Inicio: '2026-01-01',
  Fim: '2026-03-31',
  tipo: 1,
  ...extra,
});
const erros = (input: unknown) => {
  const r = exportacaoDfcInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('exportacaoDfcInput (spec 001 §2.3: the export modal’s three kinds)', () => {
  it('names the three kinds of the spec, and the route', () => {
    expect(DFC_EXPORTACAO_TIPOS).toEqual([1, 2, 3]);
    expect(dfcExportacaoTipos.map((t) => t.nome)).toEqual([
      'DFC padrão',
      'Tabela, arquivo único',
      'Tabela, todas as linhas',
    ]);
    expect(tipoExportacaoDfcInfo(2).nome).toBe('Tabela, arquivo único');
    expect(endpoints.dfc.exportar).toBe('/api/v1/FluxoDeCaixa/exportar');
    expect(dfcExportacaoMessages.relatorioEnviado).toBe('Sua solicitação de relatório foi enviada');
  });

  it('takes the search’s query plus the kind, as a number or its text', () => {
    const r = exportacaoDfcInput.parse(pedido({ tipo: '3', Empresas: `${ID},${ID2}` }));
    expect(r).toMatchObject({
      tipo: 3,
      ModeloFluxo: ID,
      Periodo: 'Mensal',
      tipoDeRegime: 2,
      Empresas: [ID, ID2],
    });
    // what the queue stores is read back the same
    expect(exportacaoDfcInput.parse(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });

  it('asks for a kind from 1 to 3 and keeps the search’s rules, each on its field', () => {
    expect(erros(pedido({ tipo: undefined }))).toEqual([['tipo', m.required]]);
    expect(erros(pedido({ tipo: 4 }))).toEqual([['tipo', dfcExportacaoMessages.tipoInvalido]]);
    expect(erros(pedido({ ModeloFluxo: '' }))).toEqual([['ModeloFluxo', m.required]]);
    expect(erros(pedido({ Fim: '2025-12-31' }))).toEqual([['Fim', m.periodoInvertido]]);
  });
});
