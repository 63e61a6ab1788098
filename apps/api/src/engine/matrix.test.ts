import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCells,
  cellError,
  createMatrix,
  findRow,
  flattenMatrix,
  matrixDepth,
  negateCell,
  ratioCells,
  serializeMatrix,
  subtractCells,
  sumCells,
  sumColumns,
  sumRows,
  type Cell,
  type MatrixColumn,
} from './matrix.ts';

const months: MatrixColumn[] = [
  { key: '2026-01', header: 'jan/2026', format: 'moeda' },
  { key: '2026-02', header: 'fev/2026', format: 'moeda' },
];

describe('cells', () => {
  it('keep "no data" apart from zero: no data + no data = no data, value + no data = value', () => {
    expect(sumCells([])).toBeNull();
    expect(sumCells([null, null])).toBeNull();
    expect(sumCells([null, 0n])).toBe(0n);
    expect(addCells(150n, null)).toBe(150n);
    expect(addCells(null, 0.25)).toBe(0.25);
  });

  it('sum money exactly, beyond what a float holds', () => {
    const big = 2n ** 62n + 1n;
    expect(sumCells([big, big, -1n])).toBe(2n ** 63n + 1n);
    expect(sumCells([10n, 20n])).toBe(30n);
  });

  it('carry an error through sums and ratios instead of throwing', () => {
    const error = cellError('referencia-invalida', 'Linha XYZ não existe');
    expect(sumCells([1n, error, 2n])).toBe(error);
    expect(subtractCells(error, 1n)).toBe(error);
    expect(ratioCells(1n, error)).toBe(error);
  });

  it('refuse to add money to another quantity (a bug in the matrix being built)', () => {
    expect(() => sumCells([1n, 0.5])).toThrow(TypeError);
  });

  it('negate and subtract, a value minus no data being the value', () => {
    expect(negateCell(-5n)).toBe(5n);
    expect(negateCell(null)).toBeNull();
    expect(subtractCells(100n, null)).toBe(100n);
    expect(subtractCells(null, 40n)).toBe(-40n);
    expect(subtractCells(null, null)).toBeNull();
  });

  it('divide into a number; by zero an empty cell, or the marked error when asked', () => {
    expect(ratioCells(25n, 200n)).toBe(0.125);
    expect(ratioCells(null, 200n)).toBeNull();
    expect(ratioCells(25n, 0n)).toBeNull();
    expect(ratioCells(25n, 0n, { zero: 'erro' })).toEqual({
      erro: 'divisao-por-zero',
      message: 'Divisão por zero',
    });
  });

  it('sum like bigint arithmetic, with no data counting for nothing (generated cells)', () => {
    const cell = fc.option(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), { nil: null });
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 30 }), (cells: Cell[]) => {
        const values = cells.filter((c): c is bigint => c !== null);
        const expected = values.length === 0 ? null : values.reduce((a, b) => a + b, 0n);
        expect(sumCells(cells)).toBe(expected);
        // order does not matter
        expect(sumCells([...cells].reverse())).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

function sample() {
  return createMatrix({
    labelHeader: 'Linha',
    columns: [...months, { key: 'av', header: 'AV %', format: 'percentual' }],
    rows: [
      {
        id: 'rb',
        label: 'Receita Bruta',
        code: 'RB',
        kind: 'total',
        cells: { '2026-01': 30n, '2026-02': null, av: 1 },
        children: [
          { id: 'vendas', label: 'Vendas', cells: { '2026-01': 10n, av: 0.25 } },
          { id: 'servicos', label: 'Serviços', cells: { '2026-01': 20n }, children: [] },
        ],
      },
      { id: 'margem', label: 'Margem', format: 'percentual', cells: { '2026-01': 0.125 } },
      { id: 'erro', label: 'Indicador', cells: { '2026-01': cellError('divisao-por-zero') } },
    ],
  });
}

describe('the matrix', () => {
  it('is a tree walked parents first, with levels', () => {
    const m = sample();
    expect(flattenMatrix(m).map(({ row, level }) => [row.id, level])).toEqual([
      ['rb', 0],
      ['vendas', 1],
      ['servicos', 1],
      ['margem', 0],
      ['erro', 0],
    ]);
    expect(matrixDepth(m)).toBe(1);
    expect(findRow(m, 'servicos')?.label).toBe('Serviços');
    expect(findRow(m, 'rb')).toMatchObject({ code: 'RB', kind: 'total', format: null });
  });

  it('sums rows column by column and a row across columns', () => {
    const rb = findRow(sample(), 'rb')!;
    expect(sumRows(rb.children, ['2026-01', '2026-02'])).toEqual({ '2026-01': 30n, '2026-02': null });
    expect(sumColumns(rb, ['2026-01', '2026-02'])).toBe(30n);
  });

  it('refuses a malformed matrix: unknown column, repeated id, money that is not centavos', () => {
    const base = { columns: months };
    expect(() => createMatrix({ ...base, rows: [{ id: 'a', label: 'A', cells: { x: 1n } }] })).toThrow(
      /coluna desconhecida/,
    );
    expect(() =>
      createMatrix({ ...base, rows: [{ id: 'a', label: 'A', children: [{ id: 'a', label: 'B' }] }] }),
    ).toThrow(/repetida/);
    expect(() =>
      createMatrix({ ...base, rows: [{ id: 'a', label: 'A', cells: { '2026-01': 1.5 } }] }),
    ).toThrow(/tipo errado/);
    expect(() =>
      createMatrix({
        ...base,
        rows: [{ id: 'a', label: 'A', format: 'percentual', cells: { '2026-01': 1n } }],
      }),
    ).toThrow(/tipo errado/);
    expect(() => createMatrix({ columns: [...months, months[0]!], rows: [] })).toThrow(/coluna repetida/);
  });

  it('serialises money as reais computed exactly from centavos, no data as null, errors marked', () => {
    const json = serializeMatrix(sample());
    expect(json.columns.map((c) => c.key)).toEqual(['2026-01', '2026-02', 'av']);
    const [rb, margem, erro] = json.rows;
    // 10 + 20 centavos is 0.3 reais, not the float sum 0.1 + 0.2 = 0.30000000000000004
    expect(rb).toMatchObject({
      id: 'rb',
      code: 'RB',
      level: 0,
      cells: { '2026-01': 0.3, '2026-02': null, av: 1 },
    });
    expect(rb?.children.map((c) => [c.id, c.level, c.cells])).toEqual([
      ['vendas', 1, { '2026-01': 0.1, '2026-02': null, av: 0.25 }],
      ['servicos', 1, { '2026-01': 0.2, '2026-02': null, av: null }],
    ]);
    expect(margem).toMatchObject({ format: 'percentual', cells: { '2026-01': 0.125 } });
    expect(erro?.cells['2026-01']).toEqual({ erro: 'divisao-por-zero', message: 'Divisão por zero' });
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });

  it('serialises negative and large amounts to the cent', () => {
    const m = createMatrix({
      columns: months,
      rows: [{ id: 'a', label: 'A', cells: { '2026-01': -5n, '2026-02': 987654321098765n } }],
    });
    const cells = serializeMatrix(m).rows[0]?.cells;
    expect(cells?.['2026-01']).toBe(-0.05);
    expect(JSON.stringify(cells)).toBe('{"2026-01":-0.05,"2026-02":9876543210987.65}');
  });
});
