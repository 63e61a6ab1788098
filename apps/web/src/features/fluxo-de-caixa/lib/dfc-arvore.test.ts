import type { ConsultaFluxo, FluxoDeCaixaResultado, MatrizLinhaJson } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import { acaoDaCelula, celulaDoDetalheDfc, saldoDaCelula } from './dfc-arvore.ts';
import { formatarCelulaDfc } from './dfc-celula.ts';

const detalhesDaConta = (id: string) => ({
  contaBancariaId: id,
  nome: `Conta ${id}`,
  observacao: null,
  dadosDaConta: null,
});
const conta = (id: string, valor: number) => ({ ...detalhesDaConta(id), valor });
const linha = (id: string, cells: MatrizLinhaJson['cells'], children: MatrizLinhaJson[] = []) => ({
  id,
  label: id,
  code: null,
  kind: 'detalhe' as const,
  level: children.length > 0 ? 0 : 1,
  format: null,
  cells,
  children,
});

const resultado: Pick<FluxoDeCaixaResultado, 'matriz' | 'referencias' | 'colunas' | 'saldos'> = {
  matriz: {
    labelHeader: 'Nome',
    columns: [],
    rows: [
      linha('saldo:inicial', { 'm:2026-01': 150.5, total: null }, [
        linha('saldo:inicial:cb:b1', { 'm:2026-01': 100.25, total: null }),
        linha('saldo:inicial:cb:b2', { 'm:2026-01': 50.25, total: null }),
      ]),
    ],
  },
  colunas: [
    {
      key: 'm:2026-01',
      tipo: 'periodo',
      rotulo: '01/2026',
      inicio: '2026-01-01',
      fim: '2026-01-31',
      parcial: false,
    },
    { key: 'total', tipo: 'total', rotulo: 'Total', inicio: '2026-01-01', fim: '2026-01-31', parcial: false },
  ],
  referencias: {
    'l:rec': { tipo: 'linha', linhaId: 'rec', tipoDaLinha: 'conta', contaFranqueadorId: null },
    'l:rec:c:cf': { tipo: 'linha', linhaId: 'rec', tipoDaLinha: 'conta', contaFranqueadorId: 'cf' },
    'l:tot': { tipo: 'linha', linhaId: 'tot', tipoDaLinha: 'total', contaFranqueadorId: null },
    'l:for': { tipo: 'linha', linhaId: 'for', tipoDaLinha: 'formula', contaFranqueadorId: null },
    'saldo:inicial': { tipo: 'saldo', saldo: 'inicial', contaBancariaId: null },
    'saldo:inicial:cb:b1': { tipo: 'saldo', saldo: 'inicial', contaBancariaId: 'b1' },
    'saldo:inicial:cb:b2': { tipo: 'saldo', saldo: 'inicial', contaBancariaId: 'b2' },
  },
  // each account's details once: the values are the rows' cells
  saldos: { contas: [detalhesDaConta('b1'), detalhesDaConta('b2')] },
};
const consulta = { ModeloFluxo: 'm' } as ConsultaFluxo;

describe('acaoDaCelula', () => {
  it('opens the detail of account lines and their accounts only, and the accounts of balances', () => {
    const r = resultado.referencias;
    expect(acaoDaCelula(r, 'l:rec', 10)).toBe('detalhe');
    expect(acaoDaCelula(r, 'l:rec:c:cf', -3)).toBe('detalhe');
    expect(acaoDaCelula(r, 'l:tot', 10)).toBeNull();
    expect(acaoDaCelula(r, 'l:for', 10)).toBeNull();
    expect(acaoDaCelula(r, 'saldo:inicial', 0)).toBe('saldo');
    expect(acaoDaCelula(r, 'l:rec', null)).toBeNull();
    expect(acaoDaCelula(r, 'desconhecida', 1)).toBeNull();
  });
});

describe('celulaDoDetalheDfc', () => {
  it("asks for the line (and account) in the column's first day; the Total column sends no day", () => {
    expect(celulaDoDetalheDfc(resultado, consulta, 'l:rec:c:cf', 'm:2026-01')).toEqual({
      linhaId: 'rec',
      PlanoDeContasId: 'cf',
      data: '2026-01-01',
      PesquisaModel: consulta,
    });
    expect(celulaDoDetalheDfc(resultado, consulta, 'l:rec', 'total')).toEqual({
      linhaId: 'rec',
      PesquisaModel: consulta,
    });
    expect(celulaDoDetalheDfc(resultado, consulta, 'l:tot', 'total')).toBeNull();
  });
});

describe('saldoDaCelula', () => {
  it('lists every account of the balance row, and the one account of a row under it', () => {
    const todas = saldoDaCelula(
      resultado,
      { id: 'saldo:inicial', level: 0, label: 'Saldo inicial' },
      'm:2026-01',
    );
    expect(todas?.titulo).toBe('Saldo inicial');
    expect(todas?.saldo).toEqual({ valor: 150.5, contas: [conta('b1', 100.25), conta('b2', 50.25)] });
    const uma = saldoDaCelula(
      resultado,
      { id: 'saldo:inicial:cb:b1', level: 1, label: 'Conta b1' },
      'm:2026-01',
    );
    expect(uma?.titulo).toBe('Saldo inicial · Conta b1');
    expect(uma?.saldo).toEqual({ valor: 100.25, contas: [conta('b1', 100.25)] });
    expect(saldoDaCelula(resultado, { id: 'saldo:inicial', level: 0, label: '' }, 'total')).toBeNull();
  });
});

describe('formatarCelulaDfc', () => {
  it('reads money in pt-BR, negatives marked, no data empty and a zero as zero', () => {
    expect(formatarCelulaDfc(-1234.5, 'moeda')).toEqual({
      tipo: 'valor',
      texto: '-R$\u00a01.234,50',
      negativo: true,
    });
    expect(formatarCelulaDfc(0, 'moeda')).toEqual({ tipo: 'valor', texto: 'R$\u00a00,00', negativo: false });
    expect(formatarCelulaDfc(-0.001, 'moeda')).toMatchObject({ negativo: false });
    expect(formatarCelulaDfc(null, 'moeda')).toEqual({ tipo: 'vazio', texto: '' });
    expect(formatarCelulaDfc({ erro: 'divisao-por-zero', message: 'Divisão por zero' }, 'moeda')).toEqual({
      tipo: 'erro',
      texto: 'Divisão por zero',
    });
    expect(formatarCelulaDfc(1.5, 'decimal')).toMatchObject({ texto: '1,5' });
  });
});
