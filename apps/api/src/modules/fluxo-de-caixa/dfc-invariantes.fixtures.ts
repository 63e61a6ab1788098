import { saldoDaColunaFluxo, type FluxoDeCaixaResultado } from '@matriz/contracts';
import { expect } from 'vitest';
import { centavos } from '../dre/dre-consulta.fixtures.ts';
import { celula, linhasDoFluxo, periodos } from './dfc-consulta.fixtures.ts';

/** The cash flow's invariants (issue 12 §1), checked on an answer or a pair of answers. */

const saldo = (r: FluxoDeCaixaResultado, qual: 'inicial' | 'final', key: string): bigint =>
  centavos(saldoDaColunaFluxo(r, qual, key)!.valor)!;

/**
 * saldo final(t) = saldo inicial(t) + net flow(t); saldo inicial(t+1) = saldo final(t); the Total opens with the
 * first period and closes with the last; each balance is the sum of its accounts, as are the balance rows.
 * `fluxo`: the row id of the net flow (the sum of the model's accounts, each once).
 */
export function conferirSaldos(r: FluxoDeCaixaResultado, fluxo: (key: string) => bigint): void {
  expect(r.saldos).not.toBeNull();
  const ps = periodos(r);
  ps.forEach((c, t) => {
    expect(saldo(r, 'final', c.key), c.key).toBe(saldo(r, 'inicial', c.key) + fluxo(c.key));
    if (t > 0) expect(saldo(r, 'inicial', c.key)).toBe(saldo(r, 'final', ps[t - 1]!.key));
  });
  expect(saldo(r, 'inicial', 'total')).toBe(saldo(r, 'inicial', ps[0]!.key));
  expect(saldo(r, 'final', 'total')).toBe(saldo(r, 'final', ps.at(-1)!.key));
  expect(saldo(r, 'final', 'total')).toBe(saldo(r, 'inicial', 'total') + fluxo('total'));
  for (const qual of ['inicial', 'final'] as const)
    for (const c of r.colunas) {
      const s = saldoDaColunaFluxo(r, qual, c.key)!;
      const contas = s.contas.reduce((soma, x) => soma + centavos(x.valor)!, 0n);
      expect(contas).toBe(centavos(s.valor));
      const row = linhasDoFluxo(r).find((x) => x.id === `saldo:${qual}`)!;
      expect(celula(row, c.key)).toBe(centavos(s.valor));
    }
}

/**
 * Every row's cell of a coarse period (Mensal, Trimestral, Semestral) = the sum of the fine answer's (Diário) cells
 * of the days it covers; for the balance rows, the opening of its first day and the closing of its last.
 */
export function conferirAgregacao(grossa: FluxoDeCaixaResultado, fina: FluxoDeCaixaResultado): void {
  const finas = new Map(linhasDoFluxo(fina).map((row) => [row.id, row]));
  const dias = periodos(fina);
  let conferidas = 0;
  for (const row of linhasDoFluxo(grossa)) {
    const outra = finas.get(row.id);
    expect(outra, row.id).toBeDefined();
    for (const c of [...periodos(grossa), ...grossa.colunas.filter((x) => x.tipo === 'total')]) {
      const dentro = dias.filter((d) => d.inicio >= c.inicio && d.fim <= c.fim);
      let esperado: bigint;
      if (row.id.startsWith('saldo:inicial')) esperado = celula(outra!, dentro[0]!.key);
      else if (row.id.startsWith('saldo:final')) esperado = celula(outra!, dentro.at(-1)!.key);
      else if (row.format !== null) continue;
      else esperado = dentro.reduce((s, d) => s + celula(outra!, d.key), 0n);
      expect(celula(row, c.key), `${row.label} ${c.rotulo}`).toBe(esperado);
      conferidas++;
    }
  }
  expect(conferidas).toBeGreaterThan(0);
}
