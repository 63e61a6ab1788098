import { describe, expect, it } from 'vitest';
import { cellOf, flattenMatrix, serializeMatrix, sumCells } from '../matrix.ts';
import { computeDfc, type EntradaDfc } from './compute-dfc.ts';
import { celula, contaBancaria, criterio, fato, lancamento, modelo, saldoBancario } from './fixtures.ts';
import { agregarPorDia } from './regra.ts';

const JAN = 'm:2026-01';
const FEV = 'm:2026-02';

/** A small flow model on the ledger's signs (entrada +, saída −). */
const linhas = modelo(
  { codigo: 'ENT', tipo: 'total' },
  { codigo: 'ENT.VENDAS', tipo: 'conta', pai: 'ENT', contaIds: ['vendas', 'pix'] },
  { codigo: 'ENT.OUTROS', tipo: 'conta', pai: 'ENT', contaIds: ['outras'] },
  { codigo: 'SAI', tipo: 'conta', contaIds: ['fornecedores', 'aluguel'] },
  { codigo: 'FCO', tipo: 'formula', formula: 'ENT + SAI' },
  { codigo: 'TRF', tipo: 'conta', contaIds: ['transferencias'] },
  { codigo: 'FLX', tipo: 'formula', formula: 'FCO + TRF' },
);

const fatos = [
  fato('vendas', '2026-01-05', 100_000n, 'cb1'),
  fato('vendas', '2026-01-20', 50_000n, 'cb2'),
  fato('pix', '2026-01-10', 20_000n, 'cb1'),
  fato('outras', '2026-01-11', 0n, 'cb1'),
  fato('fornecedores', '2026-01-15', -30_000n, 'cb1'),
  fato('aluguel', '2026-02-05', -40_000n, 'cb2'),
  fato('transferencias', '2026-01-31', -10_000n, 'cb1'),
  fato('transferencias', '2026-01-31', 10_000n, 'cb2'),
  // an open title with no bank account yet
  fato('vendas', '2026-02-10', 80_000n, null),
  // no approved De-Para; an account the model does not place
  fato(null, '2026-01-03', 12_345n, 'cb1'),
  fato('depreciacao', '2026-01-31', -999n, null),
  // outside the range
  fato('vendas', '2025-12-31', 1_000_000n, 'cb1'),
  fato('vendas', '2026-03-01', 1n, 'cb1'),
];

const saldos = {
  contas: [contaBancaria('cb1', 'Itaú conta movimento'), contaBancaria('cb2', 'Caixa da loja')],
  saldos: [
    saldoBancario('cb1', '2025-12-15', 1n),
    saldoBancario('cb1', '2025-12-31', 500_000n, 'Saldo conciliado'),
    saldoBancario('cb1', '2026-01-01', 999n),
  ],
};

const dfc = (outros: Partial<EntradaDfc> = {}) =>
  computeDfc({
    linhas,
    fatos,
    inicio: '2026-01-01',
    fim: '2026-02-28',
    tipoDePeriodo: 'Mensal',
    saldos,
    ...outros,
  });

describe('the cash-flow rows', () => {
  it('lays out the model tree with the franchisor accounts under account lines, between the balances', () => {
    const { matriz, referencias } = dfc();
    const ids = flattenMatrix(matriz).map(({ row, level }) => `${'  '.repeat(level)}${row.id}`);
    expect(ids).toEqual([
      'saldo:inicial',
      '  saldo:inicial:cb:cb1',
      '  saldo:inicial:cb:cb2',
      '  saldo:inicial:cb:sem',
      'l:L-ENT',
      '  l:L-ENT.VENDAS',
      '    l:L-ENT.VENDAS:c:vendas',
      '    l:L-ENT.VENDAS:c:pix',
      '  l:L-ENT.OUTROS',
      '    l:L-ENT.OUTROS:c:outras',
      'l:L-SAI',
      '  l:L-SAI:c:fornecedores',
      '  l:L-SAI:c:aluguel',
      'l:L-FCO',
      'l:L-TRF',
      '  l:L-TRF:c:transferencias',
      'l:L-FLX',
      'saldo:final',
      '  saldo:final:cb:cb1',
      '  saldo:final:cb:cb2',
      '  saldo:final:cb:sem',
    ]);
    expect(matriz.columns.map((c) => [c.key, c.header])).toEqual([
      [JAN, '01/2026'],
      [FEV, '02/2026'],
      ['total', 'Total'],
    ]);
    expect(flattenMatrix(matriz)[6]!.row).toMatchObject({ label: 'VENDAS - Conta vendas', kind: 'detalhe' });
    expect(flattenMatrix(matriz)[0]!.row).toMatchObject({ label: 'Saldo inicial', kind: 'total' });
    expect(referencias['l:L-SAI:c:aluguel']).toEqual({
      tipo: 'linha',
      linhaId: 'L-SAI',
      tipoDaLinha: 'conta',
      contaFranqueadorId: 'aluguel',
    });
    expect(referencias['saldo:final:cb:cb2']).toEqual({
      tipo: 'saldo',
      saldo: 'final',
      contaBancariaId: 'cb2',
    });
    expect(Object.keys(referencias)).toHaveLength(flattenMatrix(matriz).length);
  });

  it('sums accounts, lines, totals and formulas per period, to the centavo', () => {
    const r = dfc();
    expect(celula(r, 'ENT.VENDAS/vendas', JAN)).toBe(150_000n);
    expect(celula(r, 'ENT.VENDAS', JAN)).toBe(170_000n);
    expect(celula(r, 'ENT', JAN)).toBe(170_000n);
    expect(celula(r, 'SAI', JAN)).toBe(-30_000n);
    expect(celula(r, 'FCO', JAN)).toBe(140_000n);
    expect(celula(r, 'TRF', JAN)).toBe(0n);
    expect(celula(r, 'FLX', JAN)).toBe(140_000n);
    expect(celula(r, 'ENT.VENDAS', FEV)).toBe(80_000n);
    expect(celula(r, 'FLX', FEV)).toBe(40_000n);
    expect(celula(r, 'FLX', 'total')).toBe(180_000n);
  });

  it('keeps no data (null) apart from a zero, end to end to the JSON', () => {
    const r = dfc();
    expect(celula(r, 'ENT.OUTROS', JAN)).toBe(0n);
    expect(celula(r, 'ENT.OUTROS', FEV)).toBeNull();
    expect(celula(r, 'ENT.OUTROS', 'total')).toBe(0n);
    expect(celula(r, 'TRF', FEV)).toBeNull();
    expect(celula(r, 'ENT.VENDAS/pix', FEV)).toBeNull();
    const semFatos = dfc({ fatos: [] });
    for (const { row } of flattenMatrix(semFatos.matriz))
      if (!row.id.startsWith('saldo:')) expect(row.cells, row.id).toEqual({});
    const json = serializeMatrix(r.matriz);
    const outros = json.rows[1]!.children[1]!;
    expect(outros.cells).toEqual({ [JAN]: 0, [FEV]: null, total: 0 });
    expect(json.rows[0]!.cells).toEqual({ [JAN]: 5000, [FEV]: 6400, total: 5000 });
  });

  it('makes every Total the sum of its periods and every account line the sum of its account rows', () => {
    const { matriz } = dfc({ saldos: null });
    for (const { row } of flattenMatrix(matriz)) {
      expect(cellOf(row, 'total'), row.id).toEqual(sumCells([cellOf(row, JAN), cellOf(row, FEV)]));
      const contas = row.children.filter((c) => c.kind === 'detalhe');
      if (contas.length > 0)
        for (const key of [JAN, FEV, 'total'])
          expect(cellOf(row, key), `${row.id} ${key}`).toEqual(sumCells(contas.map((c) => cellOf(c, key))));
    }
  });

  it('reports the money of accounts outside the model apart, and ignores days outside the range', () => {
    expect(dfc().naoMapeado).toEqual({ valor: 11_346n, quantidade: 2 });
    expect(dfc({ fatos: fatos.slice(0, 9) }).naoMapeado).toBeNull();
  });

  it('shows a line with sinal −1 negated, each account row with it', () => {
    const negado = linhas.map((l) => (l.codigo === 'SAI' ? { ...l, sinal: -1 as const } : l));
    const r = dfc({ linhas: negado });
    expect(celula(r, 'SAI', JAN)).toBe(30_000n);
    expect(celula(r, 'SAI/fornecedores', JAN)).toBe(30_000n);
    // the balance moves by the ledger's signs, whatever the display
    expect(celula(r, 'saldo:final', 'total')).toBe(680_000n);
  });
});

describe('the balances (TrazerSaldos)', () => {
  it('opens each account with its last balance before the range, zero (said so) when it has none', () => {
    const r = dfc();
    expect(r.saldos!.inicial[JAN]).toEqual({
      valor: 500_000n,
      contas: [
        {
          contaBancariaId: 'cb1',
          nome: 'Itaú conta movimento',
          valor: 500_000n,
          observacao: 'Saldo conciliado',
          dadosDaConta: {
            empresaNome: 'Loja Centro',
            empresaCNPJ: '12.345.678/0001-95',
            banco: '341 - Itaú',
            agencia: '1234',
            contaComDigito: '5678-3',
            tipo: 'corrente',
          },
        },
        expect.objectContaining({
          contaBancariaId: 'cb2',
          valor: 0n,
          observacao:
            'Sem saldo informado até 31/12/2025: o saldo parte de zero e soma o fluxo da conta até lá.',
        }),
        {
          contaBancariaId: null,
          nome: 'Sem conta bancária',
          valor: 0n,
          observacao: 'Lançamentos sem conta bancária, ou de conta não exibida no saldo.',
          dadosDaConta: null,
        },
      ],
    });
  });

  it('moves each account by its own flow, and the balance by the net flow of the lines', () => {
    const r = dfc();
    const contas = (qual: 'inicial' | 'final', key: string) =>
      r.saldos![qual][key]!.contas.map((c) => [c.contaBancariaId, c.valor]);
    expect(contas('final', JAN)).toEqual([
      ['cb1', 580_000n],
      ['cb2', 60_000n],
      [null, 0n],
    ]);
    expect(contas('final', FEV)).toEqual([
      ['cb1', 580_000n],
      ['cb2', 20_000n],
      [null, 80_000n],
    ]);
    expect(celula(r, 'saldo:inicial', JAN)).toBe(500_000n);
    expect(celula(r, 'saldo:final', JAN)).toBe(640_000n);
    expect(celula(r, 'saldo:inicial', FEV)).toBe(640_000n);
    expect(celula(r, 'saldo:final', FEV)).toBe(680_000n);
    expect(celula(r, 'saldo:inicial', 'total')).toBe(500_000n);
    expect(celula(r, 'saldo:final', 'total')).toBe(680_000n);
    expect(celula(r, 'saldo:final:cb:cb2', FEV)).toBe(20_000n);
  });

  it('keeps saldo final = saldo inicial + net flow and saldo inicial(t+1) = saldo final(t), in total and per account', () => {
    const r = dfc({ tipoDePeriodo: 'Diario', inicio: '2025-12-30', fim: '2026-03-02' });
    const periodos = r.colunas.filter((c) => c.tipo === 'periodo');
    expect(periodos).toHaveLength(63);
    periodos.forEach((c, t) => {
      const [inicial, final] = [r.saldos!.inicial[c.key]!, r.saldos!.final[c.key]!];
      expect(final.valor - inicial.valor, c.key).toBe(celula(r, 'FLX', c.key) ?? 0n);
      expect(inicial.valor).toBe(inicial.contas.reduce((a, x) => a + x.valor, 0n));
      expect(final.valor).toBe(final.contas.reduce((a, x) => a + x.valor, 0n));
      if (t > 0) expect(inicial).toEqual(r.saldos!.final[periodos[t - 1]!.key]);
    });
    expect(r.saldos!.inicial['total']).toEqual(r.saldos!.inicial[periodos[0]!.key]);
    expect(r.saldos!.final['total']).toEqual(r.saldos!.final[periodos.at(-1)!.key]);
    // the range now starts on 30/12: the balance of 31/12 is not yet known then
    expect(r.saldos!.inicial['total']!.valor).toBe(1n);
  });

  it('adds no balance rows when balances are off, and says so when there is no account to show', () => {
    const desligado = dfc({ saldos: null });
    expect(desligado.saldos).toBeNull();
    expect(desligado.semContasParaSaldo).toBe(false);
    expect(flattenMatrix(desligado.matriz).some(({ row }) => row.id.startsWith('saldo:'))).toBe(false);
    const semContas = dfc({ saldos: { contas: [], saldos: [] } });
    expect(semContas.saldos).toBeNull();
    expect(semContas.semContasParaSaldo).toBe(true);
    expect(flattenMatrix(semContas.matriz).some(({ row }) => row.id.startsWith('saldo:'))).toBe(false);
  });

  it('lists no "Sem conta bancária" when every counted entry has a shown account', () => {
    const r = dfc({ fatos: fatos.slice(0, 8) });
    expect(r.saldos!.final['total']!.contas.map((c) => c.contaBancariaId)).toEqual(['cb1', 'cb2']);
  });

  it('rolls each balance forward to the range with the flow after it that the model lays out', () => {
    const r = dfc({
      inicio: '2025-12-30',
      saldos: {
        ...saldos,
        movimentos: [
          { contaBancariaId: 'cb1', contaFranqueadorId: 'vendas', valor: 100n },
          { contaBancariaId: 'cb1', contaFranqueadorId: 'fornecedores', valor: -30n },
          // unmapped, or an account the model does not place: they move no balance, in the range or before it
          { contaBancariaId: 'cb1', contaFranqueadorId: null, valor: 5n },
          { contaBancariaId: 'cb1', contaFranqueadorId: 'depreciacao', valor: 7n },
          { contaBancariaId: 'cb2', contaFranqueadorId: 'aluguel', valor: -3n },
        ],
      },
    });
    const [cb1, cb2] = r.saldos!.inicial['total']!.contas;
    expect(cb1).toMatchObject({
      valor: 71n,
      observacao: 'Saldo de 15/12/2025 mais o fluxo da conta até 29/12/2025.',
    });
    expect(cb2).toMatchObject({
      valor: -3n,
      observacao: 'Sem saldo informado até 29/12/2025: o saldo parte de zero e soma o fluxo da conta até lá.',
    });
  });

  it('opens a day the same whatever day the range starts on, given the flow before the range', () => {
    const desde = '2025-12-31';
    const movimentosAte = (inicio: string) =>
      fatos
        .filter((f) => f.contaBancariaId !== null && f.dia > desde && f.dia < inicio)
        .map((f) => ({
          contaBancariaId: f.contaBancariaId!,
          contaFranqueadorId: f.contaFranqueadorId,
          valor: f.valor,
        }));
    const saldosAte = (inicio: string) => ({
      contas: saldos.contas,
      saldos: [saldoBancario('cb1', desde, 500_000n)],
      movimentos: movimentosAte(inicio),
    });
    const dia = (inicio: string) =>
      dfc({ tipoDePeriodo: 'Diario', inicio, fim: '2026-02-28', saldos: saldosAte(inicio) });
    const cedo = dia('2026-01-01');
    for (const inicio of ['2026-01-11', '2026-01-31', '2026-02-06']) {
      const tarde = dia(inicio);
      for (const qual of ['inicial', 'final'] as const)
        for (const key of [`d:${inicio}`, 'd:2026-02-10', 'd:2026-02-28']) {
          const contas = (x: typeof cedo) =>
            x.saldos![qual][key]!.contas.filter((c) => c.contaBancariaId !== null).map((c) => c.valor);
          expect(contas(tarde), `${inicio} ${qual} ${key}`).toEqual(contas(cedo));
        }
    }
  });

  it('counts an account placed under two lines once in the balance', () => {
    const repetida = [...linhas, ...modelo({ codigo: 'VENDAS2', tipo: 'conta', contaIds: ['vendas'] })];
    const r = dfc({ linhas: repetida, saldos: { contas: saldos.contas, saldos: [] } });
    expect(celula(r, 'VENDAS2', 'total')).toBe(230_000n);
    expect(celula(r, 'saldo:final', 'total')).toBe(180_000n);
  });
});

describe('from the ledger to the matrix', () => {
  it('a flag changes only the cells of the entries it concerns, and the balance follows', () => {
    const razao = [
      lancamento({ contaFranqueadorId: 'vendas', valor: 30_000n }),
      lancamento({ contaFranqueadorId: 'transferencias', valor: -5_000n, transferencia: true }),
      lancamento({
        contaFranqueadorId: 'transferencias',
        valor: 5_000n,
        transferencia: true,
        contaBancariaId: 'cb2',
      }),
      lancamento({ contaFranqueadorId: 'aluguel', valor: -12_000n, transferencia: false }),
    ];
    const calcular = (ocultarTransferencias: boolean) =>
      dfc({
        fatos: agregarPorDia(razao, criterio({ ocultarTransferencias })),
        inicio: '2026-01-01',
        fim: '2026-01-31',
        saldos: { contas: saldos.contas, saldos: [] },
      });
    const [com, sem] = [calcular(false), calcular(true)];
    expect(celula(com, 'TRF/transferencias', JAN)).toBe(0n);
    expect(celula(com, 'saldo:final:cb:cb2', JAN)).toBe(5_000n);
    expect(celula(sem, 'TRF', JAN)).toBeNull();
    expect(celula(sem, 'saldo:final:cb:cb2', JAN)).toBe(0n);
    for (const codigo of ['ENT', 'SAI', 'FCO', 'FLX'])
      expect(celula(sem, codigo, JAN), codigo).toBe(celula(com, codigo, JAN));
    expect(celula(sem, 'saldo:final', JAN)).toBe(18_000n);
  });
});
