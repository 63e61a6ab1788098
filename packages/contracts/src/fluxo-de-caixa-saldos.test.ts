import { describe, expect, it } from 'vitest';

import type { FluxoDeCaixaResultado, MatrizLinhaJson } from './index.ts';
import { saldoDaColunaFluxo } from './index.ts';

const linha = (id: string, cells: MatrizLinhaJson['cells'], children: MatrizLinhaJson[] = []) => ({
  id,
  label: id,
  code: null,
  kind: 'total' as const,
  level: 0,
  format: null,
  cells,
  children,
});
const conta = (contaBancariaId: string | null) => ({
  contaBancariaId,
  nome: contaBancariaId ?? 'Sem conta bancária',
  observacao: null,
  dadosDaConta: null,
});

const resultado: Pick<FluxoDeCaixaResultado, 'matriz' | 'referencias' | 'saldos'> = {
  matriz: {
    labelHeader: 'Nome',
    columns: [],
    rows: [
      linha('saldo:final', { 'd:1': 0.3, total: 0.3 }, [
        linha('saldo:final:cb:a', { 'd:1': 0.1, total: 0.1 }),
        linha('saldo:final:cb:sem', { 'd:1': 0.2, total: 0.2 }),
      ]),
    ],
  },
  referencias: {
    'saldo:final': { tipo: 'saldo', saldo: 'final', contaBancariaId: null },
    'saldo:final:cb:a': { tipo: 'saldo', saldo: 'final', contaBancariaId: 'a' },
    'saldo:final:cb:sem': { tipo: 'saldo', saldo: 'final', contaBancariaId: null },
  },
  saldos: { contas: [conta('a'), conta(null)] },
};

describe('saldoDaColunaFluxo', () => {
  it("joins each account's details, sent once, to its value in the column", () => {
    expect(saldoDaColunaFluxo(resultado, 'final', 'd:1')).toEqual({
      valor: 0.3,
      contas: [
        { ...conta('a'), valor: 0.1 },
        { ...conta(null), valor: 0.2 },
      ],
    });
    // one account alone ('Sem conta bancária' by its null id), summed exactly in centavos
    expect(saldoDaColunaFluxo(resultado, 'final', 'total', null)).toEqual({
      valor: 0.2,
      contas: [{ ...conta(null), valor: 0.2 }],
    });
  });

  it('is null without balances, for a balance, column or account the answer does not have', () => {
    expect(saldoDaColunaFluxo({ ...resultado, saldos: null }, 'final', 'd:1')).toBeNull();
    expect(saldoDaColunaFluxo(resultado, 'inicial', 'd:1')).toBeNull();
    expect(saldoDaColunaFluxo(resultado, 'final', 'd:2')).toBeNull();
    expect(saldoDaColunaFluxo(resultado, 'final', 'd:1', 'b')).toBeNull();
  });
});
