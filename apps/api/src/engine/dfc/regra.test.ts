import { describe, expect, it } from 'vitest';
import { criterio, lancamento } from './fixtures.ts';
import { agregarPorDia, diaDoLancamento, saldosPermitidos } from './regra.ts';
import type { CriterioDfc, FlagsDfc, LancamentoDfc } from './types.ts';

/**
 * A hand-made ledger with one entry of each kind the flags of spec 001 §3 look at; today is 25/01/2026 and the
 * regime Caixa unless a test says otherwise.
 */
const razao: Record<string, LancamentoDfc> = {
  pagoComAtraso: lancamento({ dataVencimento: '2026-01-20', dataPagamento: '2026-01-22' }),
  pagoNoDia: lancamento({ dataVencimento: '2026-01-15', dataPagamento: '2026-01-15' }),
  aberto: lancamento({ status: 'aberto', dataVencimento: '2026-01-28', dataPagamento: null }),
  vencido: lancamento({
    status: 'aberto',
    dataVencimento: '2026-01-23',
    dataPagamento: null,
    valor: -5_000n,
  }),
  naoAprovada: lancamento({
    status: 'aberto',
    dataVencimento: '2026-01-30',
    dataPagamento: null,
    parcelaAprovada: false,
    valor: -7_000n,
  }),
  // the ledger keeps forecasts unapproved (seed/lancamentos.ts): ExibirParcelasNaoAprovadas must not reveal them
  previsao: lancamento({
    status: 'aberto',
    dataVencimento: '2026-01-29',
    dataPagamento: null,
    previsao: true,
    parcelaAprovada: false,
  }),
  transferencia: lancamento({
    dataVencimento: '2026-01-12',
    dataPagamento: '2026-01-12',
    transferencia: true,
  }),
  caixaAberto: lancamento({ dataVencimento: '2026-01-24', dataPagamento: '2026-01-24', caixaAberto: true }),
  boleto: lancamento({
    status: 'aberto',
    dataVencimento: '2026-01-31',
    dataPagamento: null,
    boletoAReceber: true,
  }),
  boletoVencido: lancamento({
    status: 'aberto',
    dataVencimento: '2026-01-20',
    dataPagamento: null,
    boletoAReceber: true,
  }),
  boletoPago: lancamento({ dataVencimento: '2026-01-05', dataPagamento: '2026-01-06', boletoAReceber: true }),
};

const dias = (c: CriterioDfc) =>
  Object.fromEntries(Object.entries(razao).map(([nome, l]) => [nome, diaDoLancamento(l, c)]));

/** The entries whose day (or whether they count: null) changes when the flag is turned on, with their new day. */
function mudancas(flag: keyof FlagsDfc, base: Partial<CriterioDfc> = {}) {
  const antes = dias(criterio(base));
  const depois = dias(criterio({ ...base, [flag]: true }));
  return Object.fromEntries(
    Object.keys(razao).flatMap((n) => (antes[n] === depois[n] ? [] : [[n, depois[n]]])),
  );
}

describe('the day of an entry with every flag off', () => {
  it('puts settled entries on their payment date and open ones on their due date (Caixa)', () => {
    expect(dias(criterio())).toEqual({
      pagoComAtraso: '2026-01-22',
      pagoNoDia: '2026-01-15',
      aberto: '2026-01-28',
      vencido: '2026-01-23',
      naoAprovada: null,
      previsao: null,
      transferencia: '2026-01-12',
      caixaAberto: '2026-01-24',
      boleto: '2026-01-31',
      boletoVencido: '2026-01-20',
      boletoPago: '2026-01-06',
    });
  });

  it('puts every counted entry on its competência date (Competência)', () => {
    const d = dias(criterio({ regime: 1 }));
    for (const [nome, dia] of Object.entries(d))
      expect(dia, nome).toBe(['naoAprovada', 'previsao'].includes(nome) ? null : '2026-01-10');
  });

  it('falls back to the due date for a settled entry without a payment date', () => {
    expect(diaDoLancamento(lancamento({ dataPagamento: null }), criterio())).toBe('2026-01-20');
  });
});

describe('each flag changes exactly what it should', () => {
  it('ExibirParcelasNaoAprovadas counts the instalments awaiting approval, not the forecasts', () => {
    expect(mudancas('exibirParcelasNaoAprovadas')).toEqual({ naoAprovada: '2026-01-30' });
  });

  it('ValoresNosDiasOriginais moves settled entries from the payment date to their due date', () => {
    expect(mudancas('valoresNosDiasOriginais')).toEqual({
      pagoComAtraso: '2026-01-20',
      boletoPago: '2026-01-05',
    });
  });

  it('AdicionarUmDiaNoVencimentoDeBoletosAReceber adds a day to the open receivable boletos', () => {
    expect(mudancas('adicionarUmDiaNoVencimentoDeBoletosAReceber')).toEqual({
      boleto: '2026-02-01',
      boletoVencido: '2026-01-21',
    });
    // a settled boleto on its original day keeps it
    expect(
      mudancas('adicionarUmDiaNoVencimentoDeBoletosAReceber', { valoresNosDiasOriginais: true }),
    ).toEqual({ boleto: '2026-02-01', boletoVencido: '2026-01-21' });
  });

  it('OcultarTransferencias leaves the transfers out', () => {
    expect(mudancas('ocultarTransferencias')).toEqual({ transferencia: null });
  });

  it('OcultarDinheiroDeCaixasAbertos leaves the money of open cash registers out', () => {
    expect(mudancas('ocultarDinheiroDeCaixasAbertos')).toEqual({ caixaAberto: null });
  });

  it('OcultarTitulosVencidos leaves out the open entries due before today', () => {
    expect(mudancas('ocultarTitulosVencidos')).toEqual({ vencido: null, boletoVencido: null });
    // due today is not overdue; a settled entry is never overdue
    const hoje = lancamento({ status: 'aberto', dataVencimento: '2026-01-25', dataPagamento: null });
    expect(diaDoLancamento(hoje, criterio({ ocultarTitulosVencidos: true }))).toBe('2026-01-25');
    // the raw due date decides, with the extra day of a boleto too
    expect(mudancas('ocultarTitulosVencidos', { adicionarUmDiaNoVencimentoDeBoletosAReceber: true })).toEqual(
      { vencido: null, boletoVencido: null },
    );
  });

  it('ExibirPrevisoes counts the forecasts, on their due date', () => {
    expect(mudancas('exibirPrevisoes')).toEqual({ previsao: '2026-01-29' });
  });

  it('the day-moving flags do nothing in the Competência regime', () => {
    expect(mudancas('valoresNosDiasOriginais', { regime: 1 })).toEqual({});
    expect(mudancas('adicionarUmDiaNoVencimentoDeBoletosAReceber', { regime: 1 })).toEqual({});
  });

  it('the flags that leave entries out do it in the Competência regime too', () => {
    expect(mudancas('ocultarTransferencias', { regime: 1 })).toEqual({ transferencia: null });
    expect(mudancas('ocultarTitulosVencidos', { regime: 1 })).toEqual({ vencido: null, boletoVencido: null });
    expect(mudancas('exibirPrevisoes', { regime: 1 })).toEqual({ previsao: '2026-01-10' });
  });
});

describe('the status filter', () => {
  const contados = (status: CriterioDfc['status']) =>
    Object.entries(dias(criterio({ status, exibirParcelasNaoAprovadas: true, exibirPrevisoes: true })))
      .filter(([, dia]) => dia !== null)
      .map(([nome]) => nome)
      .sort();

  it('0 counts both, 1 only the open entries, 2 only the settled ones', () => {
    const abertos = ['aberto', 'boleto', 'boletoVencido', 'naoAprovada', 'previsao', 'vencido'];
    const liquidados = ['boletoPago', 'caixaAberto', 'pagoComAtraso', 'pagoNoDia', 'transferencia'];
    expect(contados(1)).toEqual(abertos);
    expect(contados(2)).toEqual(liquidados);
    expect(contados(0)).toEqual([...abertos, ...liquidados].sort());
  });
});

describe('agregarPorDia', () => {
  it('sums the counted entries per franchisor account, bank account and day, exactly', () => {
    const fatos = agregarPorDia(
      [
        lancamento({ valor: 1n }),
        lancamento({ valor: 2n }),
        lancamento({ valor: 9_007_199_254_740_993n }),
        lancamento({ valor: 4n, contaBancariaId: null }),
        lancamento({ valor: 8n, contaFranqueadorId: null }),
        lancamento({ valor: 16n, dataPagamento: '2026-01-23' }),
        lancamento({ valor: 32n, transferencia: true }),
      ],
      criterio({ ocultarTransferencias: true }),
    );
    expect(fatos).toEqual([
      {
        contaFranqueadorId: 'c1',
        contaBancariaId: 'cb1',
        dia: '2026-01-22',
        valor: 9_007_199_254_740_996n,
        quantidade: 3,
      },
      { contaFranqueadorId: 'c1', contaBancariaId: null, dia: '2026-01-22', valor: 4n, quantidade: 1 },
      { contaFranqueadorId: null, contaBancariaId: 'cb1', dia: '2026-01-22', valor: 8n, quantidade: 1 },
      { contaFranqueadorId: 'c1', contaBancariaId: 'cb1', dia: '2026-01-23', valor: 16n, quantidade: 1 },
    ]);
  });

  it('keeps a zero sum as a fact (a zero is data)', () => {
    const fatos = agregarPorDia([lancamento({ valor: 5n }), lancamento({ valor: -5n })], criterio());
    expect(fatos).toEqual([expect.objectContaining({ valor: 0n, quantidade: 2 })]);
  });
});

describe('saldosPermitidos (TrazerSaldos)', () => {
  it('needs stores, all of one grupo', () => {
    expect(saldosPermitidos([])).toBe(false);
    expect(saldosPermitidos([{ grupoId: 'g1' }, { grupoId: 'g1' }])).toBe(true);
    expect(saldosPermitidos([{ grupoId: 'g1' }, { grupoId: 'g2' }])).toBe(false);
  });
});
