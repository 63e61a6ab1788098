import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant, type Transaction } from '../../db/index.ts';
import { criarRede, type Rede } from './ingestion.fixtures.ts';
import {
  ingestEstoqueAjustes,
  ingestEstoqueEntradas,
  ingestEstoquePosicoes,
  ingestExtrato,
  upsertMetricasAtividade,
  upsertSaldosBancarios,
  upsertValoresPdv,
} from './ingest-fatos.ts';

let t: TestDatabase;
let rede: Rede;
beforeAll(async () => {
  t = await createTestDatabase();
  rede = await criarRede(t.ownerDb, 'FATOS-1');
});
afterAll(async () => {
  await t?.close();
});

const noTenant = <T>(fn: (tx: Transaction) => Promise<T>) => withTenant(t.db, rede.clienteId, fn);

async function linhas(tabela: string) {
  return noTenant(async (tx) => (await tx.execute(sql`select * from ${sql.raw(tabela)} order by 1, 2`)).rows);
}

describe('fact ingestion', () => {
  it('writes bank statement lines once per idExterno and replaces them when sent again', async () => {
    const extrato = [1, 2, 3].map((i) => ({
      idExterno: `E${i}`,
      contaBancariaId: rede.contaBancariaId,
      data: `2026-10-0${i}`,
      historico: `PIX "RECEBIDO" ${i}`,
      numeroDocumento: `${i}00`,
      valor: BigInt(i * 1000),
      saldo: BigInt(i * 5000),
      conciliado: i !== 3,
    }));
    await noTenant((tx) => ingestExtrato(tx, rede.clienteId, extrato));
    await noTenant((tx) =>
      ingestExtrato(tx, rede.clienteId, [
        ...extrato.slice(0, 2),
        { ...extrato[2]!, valor: 9999n, conciliado: true },
      ]),
    );
    const r = await linhas('extrato_bancario');
    expect(r).toHaveLength(3);
    expect(r.map((x) => [x.id_externo, String(x.valor), x.conciliado])).toEqual(
      expect.arrayContaining([
        ['E3', '9999', true],
        ['E1', '1000', true],
      ]),
    );
    expect(r.find((x) => x.id_externo === 'E1')!.descricao).toBe('PIX "RECEBIDO" 1');
  });

  it('keeps stock entries, positions and adjustments idempotent, with exact quantities', async () => {
    const entrada = {
      idExterno: 'NF1-P1',
      empresaId: rede.empresaId,
      produtoCodigo: 'P1',
      data: '2026-10-05',
      quantidadeMilesimos: 12345,
      custoUnitario: 690n,
      valorTotal: 8518n,
      fornecedor: 'Fornecedor',
      documento: 'NF 1',
    };
    const posicao = {
      empresaId: rede.empresaId,
      produtoCodigo: 'P1',
      data: '2026-10-31',
      tipo: 'final' as const,
      quantidadeMilesimos: 2500,
      custoUnitario: 690n,
      valorTotal: 1725n,
    };
    const ajuste = {
      idExterno: 'A1',
      empresaId: rede.empresaId,
      produtoCodigo: 'P1',
      data: '2026-10-20',
      quantidadeMilesimos: -500,
      valor: -345n,
      motivo: 'Quebra',
    };
    for (let vez = 0; vez < 2; vez++) {
      await noTenant(async (tx) => {
        await ingestEstoqueEntradas(tx, rede.clienteId, [entrada], 'teste');
        await ingestEstoquePosicoes(tx, rede.clienteId, [{ ...posicao, quantidadeMilesimos: 2500 + vez }]);
        await ingestEstoqueAjustes(tx, rede.clienteId, [ajuste], 'teste');
      });
    }
    const [e] = await linhas('estoque_entrada');
    expect((await linhas('estoque_entrada')).length).toBe(1);
    expect(e!.quantidade).toBe('12.3450');
    const posicoes = await linhas('estoque_posicao');
    expect(posicoes.map((p) => p.quantidade)).toEqual(['2.5010']);
    const ajustes = await linhas('estoque_ajuste');
    expect(ajustes.map((a) => [a.tipo, a.quantidade, String(a.valor)])).toEqual([
      ['pagar', '-0.5000', '-345'],
    ]);
  });

  it('upserts point-of-sale values, activity metrics and balances on their natural keys', async () => {
    for (const valor of [100n, 200n]) {
      await noTenant(async (tx) => {
        await upsertValoresPdv(tx, rede.clienteId, [
          { empresaId: rede.empresaId, competencia: '2026-10-01', tipoDeValorDePdv: 1, valor },
        ]);
        await upsertMetricasAtividade(tx, rede.clienteId, [
          {
            grupoId: rede.grupoId,
            competencia: '2026-10-01',
            caixaFechado: 91.237,
            cartoesConciliados: 80,
            titulosEmDia: 70,
            nfe: 100,
            contasConciliadas: 0,
          },
        ]);
        await upsertSaldosBancarios(tx, rede.clienteId, [
          { contaBancariaId: rede.contaBancariaId, data: '2026-10-31', saldo: valor, observacao: null },
        ]);
      });
    }
    expect((await linhas('valor_pdv')).map((p) => [p.tipo_de_valor_de_pdv, String(p.valor)])).toEqual([
      ['1', '200'],
    ]);
    expect((await linhas('metrica_atividade')).map((m) => m.caixa_fechado)).toEqual(['91.24']);
    expect((await linhas('saldo_bancario')).map((s) => String(s.saldo))).toEqual(['200']);
  });
});
