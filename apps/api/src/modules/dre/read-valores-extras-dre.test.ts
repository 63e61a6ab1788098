import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import type { GraoDre, SelecaoDre, ValorExtraDre } from '../../engine/dre/types.ts';
import {
  ingestEstoqueAjustes,
  ingestEstoqueEntradas,
  ingestEstoquePosicoes,
  upsertValoresManuais,
  upsertValoresPdv,
} from '../ingestion/index.ts';
import { criarRedeDre, type RedeDre } from './dre.fixtures.ts';
import { lerValoresExtrasDre, type LerValoresExtrasDreParams } from './read-valores-extras-dre.ts';

/**
 * The DRE's non-ledger values (issue 10 §1): manual values per line with the cost-centre rule, PDV values per type,
 * and the CMV from stock (opening + entries + adjustments − closing, a cost, only for months with a closing
 * position); absent months are absent (no data), never zero.
 */
let t: TestDatabase;
let rede: RedeDre;
const linhas = { l1: uuidv7(), l2: uuidv7(), outra: uuidv7() };

beforeAll(async () => {
  t = await createTestDatabase();
  rede = await criarRedeDre(t.ownerDb);
  const { lojas, centros } = rede;
  await withTenant(t.ownerDb, rede.clienteId, async (tx) => {
    const modelo = uuidv7();
    await tx.execute(
      sql`insert into modelo_dre (cliente_id, id, nome) values (${rede.clienteId}, ${modelo}, 'DRE')`,
    );
    for (const [codigo, id] of Object.entries(linhas))
      await tx.execute(sql`insert into linha_dre (cliente_id, id, modelo_id, codigo, nome, tipo)
        values (${rede.clienteId}, ${id}, ${modelo}, ${codigo}, ${codigo}, 'manual')`);
    const manual = (
      empresaId: string,
      centroDeCustoId: string | null,
      linhaId: string,
      competencia: string,
      valor: bigint,
    ) => ({
      empresaId,
      centroDeCustoId,
      linhaId,
      competencia,
      valor,
    });
    await upsertValoresManuais(tx, rede.clienteId, [
      manual(lojas.aM1, null, linhas.l1, '2026-01-01', 100_000n),
      manual(lojas.aM1, centros.aM1[0], linhas.l1, '2026-01-01', 20_000n),
      manual(lojas.aM1, centros.aM1[1], linhas.l1, '2026-01-01', 3_000n),
      manual(lojas.bM1, null, linhas.l1, '2026-02-01', 500n),
      manual(lojas.aM2, null, linhas.l2, '2026-01-01', 700n),
      manual(lojas.aM1, null, linhas.outra, '2026-01-01', 9n),
    ]);
    await upsertValoresPdv(tx, rede.clienteId, [
      { empresaId: lojas.aM1, competencia: '2026-01-01', tipoDeValorDePdv: 1, valor: 5_000_000n },
      { empresaId: lojas.aM1, competencia: '2026-01-01', tipoDeValorDePdv: 2, valor: 30_000n },
      { empresaId: lojas.bM1, competencia: '2026-01-01', tipoDeValorDePdv: 1, valor: 2_000_000n },
    ]);
    const produto = (codigo: string) => ({ produtoCodigo: codigo, produtoNome: codigo, unidade: 'un' });
    const posicao = (
      empresaId: string,
      data: string,
      tipo: 'inicial' | 'final',
      codigo: string,
      valor: bigint,
    ) => ({
      empresaId,
      data,
      tipo,
      ...produto(codigo),
      quantidadeMilesimos: 1000,
      custoUnitario: valor,
      valorTotal: valor,
    });
    await ingestEstoquePosicoes(tx, rede.clienteId, [
      posicao(lojas.aM1, '2026-01-01', 'inicial', 'P1', 10_000n),
      posicao(lojas.aM1, '2026-01-01', 'inicial', 'P2', 5_000n),
      posicao(lojas.aM1, '2026-01-31', 'final', 'P1', 4_000n),
      posicao(lojas.aM1, '2026-01-31', 'final', 'P2', 1_000n),
      posicao(lojas.aM1, '2026-02-01', 'inicial', 'P1', 4_000n),
      posicao(lojas.bM1, '2026-01-31', 'final', 'P1', 1_000n),
    ]);
    const entrada = (empresaId: string, data: string, codigo: string, valor: bigint) => ({
      idExterno: `${empresaId}.${data}.${codigo}`,
      empresaId,
      data,
      ...produto(codigo),
      quantidadeMilesimos: 1000,
      custoUnitario: valor,
      valorTotal: valor,
      fornecedor: 'Fornecedor',
      documento: 'NF 1',
    });
    await ingestEstoqueEntradas(
      tx,
      rede.clienteId,
      [
        entrada(lojas.aM1, '2026-01-10', 'P1', 20_000n),
        entrada(lojas.aM1, '2026-01-20', 'P2', 3_000n),
        entrada(lojas.aM1, '2026-02-05', 'P1', 1_000n),
        entrada(lojas.bM1, '2026-01-03', 'P1', 5_000n),
      ],
      'teste',
    );
    await ingestEstoqueAjustes(
      tx,
      rede.clienteId,
      [
        {
          idExterno: 'a1',
          empresaId: lojas.aM1,
          data: '2026-01-15',
          ...produto('P1'),
          quantidadeMilesimos: -100,
          valor: -500n,
          motivo: 'Quebra',
        },
        {
          idExterno: 'a2',
          empresaId: lojas.aM1,
          data: '2026-01-25',
          ...produto('P2'),
          quantidadeMilesimos: 40,
          valor: 200n,
          motivo: 'Sobra',
        },
      ],
      'teste',
    );
  });
});
afterAll(() => t?.close());

const selecao = (over: Partial<SelecaoDre> = {}): SelecaoDre => ({
  filtro: 'A',
  empresaIds: Object.values(rede.lojas),
  centroDeCustoIds: null,
  inicio: '2026-01-01',
  fim: '2026-02-01',
  status: 0,
  ...over,
});

const consolidado: GraoDre = { porEmpresa: false, porCentroDeCusto: false };

async function ler(
  s: SelecaoDre,
  grao: GraoDre,
  over: Partial<LerValoresExtrasDreParams> = {},
  cliente = rede.clienteId,
) {
  const valores = await withTenant(t.db, cliente, (tx) =>
    lerValoresExtrasDre(tx, {
      clienteId: rede.clienteId,
      selecoes: [s],
      grao,
      linhasManuais: [linhas.l1, linhas.l2],
      tiposDePdv: ['1'],
      cmv: true,
      ...over,
    }),
  );
  return valores
    .map((v: ValorExtraDre) =>
      [
        v.filtro,
        v.origem,
        v.linhaId ?? v.tipoDeValorDePdv ?? '-',
        v.mes,
        v.empresaId ?? '-',
        v.centroDeCustoId ?? '-',
        v.valor,
      ].join(' '),
    )
    .sort();
}

describe('lerValoresExtrasDre', () => {
  it('reads manual, PDV and CMV values of the stores and months, whatever the status', async () => {
    const esperado = [
      `A manual ${linhas.l1} 2026-01-01 - - 123000`,
      `A manual ${linhas.l1} 2026-02-01 - - 500`,
      `A manual ${linhas.l2} 2026-01-01 - - 700`,
      'A pdv 1 2026-01-01 - - 7000000',
      // aM1: 15.000 opening + 23.000 entries − 300 adjustments − 5.000 closing; bM1: 5.000 entries − 1.000 closing
      'A cmv - 2026-01-01 - - -36700',
    ].sort();
    expect(await ler(selecao(), consolidado)).toEqual(esperado);
    expect(await ler(selecao({ status: 1 }), consolidado)).toEqual(esperado);
  });

  it('keeps stores apart in the store grain, and gives February no CMV: it has no closing position', async () => {
    const valores = await ler(selecao({ empresaIds: [rede.lojas.aM1, rede.lojas.bM1] }), {
      porEmpresa: true,
      porCentroDeCusto: false,
    });
    expect(valores.filter((v) => v.includes(' cmv '))).toEqual(
      [
        `A cmv - 2026-01-01 ${rede.lojas.aM1} - -32700`,
        `A cmv - 2026-01-01 ${rede.lojas.bM1} - -4000`,
      ].sort(),
    );
    expect(valores.filter((v) => v.includes(' pdv '))).toEqual(
      [
        `A pdv 1 2026-01-01 ${rede.lojas.aM1} - 5000000`,
        `A pdv 1 2026-01-01 ${rede.lojas.bM1} - 2000000`,
      ].sort(),
    );
  });

  it('sums each value over the period, dated its first month, when the columns are whole periods', async () => {
    const grao: GraoDre = { porEmpresa: true, porCentroDeCusto: false, porMes: false };
    const s = selecao({ empresaIds: [rede.lojas.aM1, rede.lojas.bM1] });
    expect(await ler(s, grao)).toEqual(
      [
        // aM1's manual l1 of January (100.000 + 20.000 + 3.000); bM1's of February, dated the period's first month
        `A manual ${linhas.l1} 2026-01-01 ${rede.lojas.aM1} - 123000`,
        `A manual ${linhas.l1} 2026-01-01 ${rede.lojas.bM1} - 500`,
        `A pdv 1 2026-01-01 ${rede.lojas.aM1} - 5000000`,
        `A pdv 1 2026-01-01 ${rede.lojas.bM1} - 2000000`,
        `A cmv - 2026-01-01 ${rede.lojas.aM1} - -32700`,
        `A cmv - 2026-01-01 ${rede.lojas.bM1} - -4000`,
      ].sort(),
    );
    // the same sums as the months read one by one
    const porMes = await ler(s, { porEmpresa: true, porCentroDeCusto: false });
    const total = (linhasLidas: string[]) =>
      linhasLidas.reduce((soma, l) => soma + BigInt(l.split(' ').at(-1)!), 0n);
    expect(total(await ler(s, grao))).toBe(total(porMes));
  });

  it("with cost centres: the store's own values, and manual values of the chosen cost centres only", async () => {
    const cc0 = rede.centros.aM1[0];
    const s = selecao({ empresaIds: [rede.lojas.aM1], centroDeCustoIds: [cc0], fim: '2026-01-01' });
    expect(await ler(s, consolidado)).toEqual(
      [
        `A manual ${linhas.l1} 2026-01-01 - - 120000`,
        'A pdv 1 2026-01-01 - - 5000000',
        'A cmv - 2026-01-01 - - -32700',
      ].sort(),
    );
    expect(await ler(s, { porEmpresa: false, porCentroDeCusto: true })).toEqual(
      [
        `A manual ${linhas.l1} 2026-01-01 - - 100000`,
        `A manual ${linhas.l1} 2026-01-01 - ${cc0} 20000`,
        'A pdv 1 2026-01-01 - - 5000000',
        'A cmv - 2026-01-01 - - -32700',
      ].sort(),
    );
  });

  it('reads only what the model asks, nothing without stores, nothing of another tenant', async () => {
    expect(await ler(selecao(), consolidado, { linhasManuais: [], tiposDePdv: [], cmv: false })).toEqual([]);
    expect(await ler(selecao({ empresaIds: [] }), consolidado)).toEqual([]);
    const outra = await criarRedeDre(t.ownerDb);
    expect(await ler(selecao(), consolidado, {}, outra.clienteId)).toEqual([]);
  });
});
