import type { FluxoDeCaixaResultado, MatrizLinhaJson } from '@matriz/contracts';

/** A cash-flow answer for the screen's tests: one month, 'Saldo inicial', an account line, 'Saldo final'. */

const celulas = (v: number) => ({ 'm:2026-01': v, total: v });
const linha = (id: string, label: string, kind: MatrizLinhaJson['kind'], v: number): MatrizLinhaJson => ({
  id,
  label,
  code: null,
  kind,
  level: 0,
  format: null,
  cells: celulas(v),
  children: [],
});

export const resultadoDfc: FluxoDeCaixaResultado = {
  matriz: {
    labelHeader: 'Nome',
    columns: [
      { key: 'm:2026-01', header: '01/2026', format: 'moeda' },
      { key: 'total', header: 'Total', format: 'moeda' },
    ],
    rows: [
      linha('saldo:inicial', 'Saldo inicial', 'total', 100),
      linha('l:rec', 'Recebimentos', 'linha', -40),
      linha('saldo:final', 'Saldo final', 'total', 60),
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
    'saldo:inicial': { tipo: 'saldo', saldo: 'inicial', contaBancariaId: null },
    'l:rec': { tipo: 'linha', linhaId: 'rec', tipoDaLinha: 'conta', contaFranqueadorId: null },
    'saldo:final': { tipo: 'saldo', saldo: 'final', contaBancariaId: null },
  },
  saldos: null,
  trazerSaldos: false,
  avisoSaldos: null,
  naoMapeado: null,
};
