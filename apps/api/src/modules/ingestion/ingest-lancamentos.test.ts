import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import { criarRede, gerarLinhas, rollupDiario, rollupMensal, type Rede } from './ingestion.fixtures.ts';
import { CargaLancamentos, ingestLancamentos } from './ingest-lancamentos.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

async function contar(rede: Rede) {
  return withTenant(t.db, rede.clienteId, async (tx) => {
    const r = await tx.execute<{ l: number; m: number; d: number; soma: string | null }>(sql`select
      (select count(*)::int from lancamento) as l, (select count(*)::int from lancamento_mensal) as m,
      (select count(*)::int from lancamento_diario) as d, (select sum(valor)::text from lancamento_mensal) as soma`);
    return r.rows[0]!;
  });
}

async function conferirRollups(rede: Rede) {
  await withTenant(t.db, rede.clienteId, async (tx) => {
    const mensal = await rollupMensal(tx, rede.clienteId);
    expect(mensal.guardado).toEqual(mensal.calculado);
    const diario = await rollupDiario(tx, rede.clienteId);
    expect(diario.guardado).toEqual(diario.calculado);
  });
}

describe('ingestLancamentos', () => {
  it('keeps both rollups equal to the sums of the ledger, chunk after chunk', async () => {
    const rede = await criarRede(t.ownerDb, 'ING-1');
    const linhas = gerarLinhas(rede, 1000);
    const r = await withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'teste', chunkSize: 300 }),
    );
    expect(r).toEqual({ inseridos: 1000, atualizados: 0, inalterados: 0 });
    await conferirRollups(rede);
    const texto = await withTenant(t.db, rede.clienteId, (tx) =>
      tx.execute<{ fornecedor: string; historico: string; observacao: string }>(
        sql`select fornecedor, historico, observacao from lancamento where id_externo = 'L3'`,
      ),
    );
    expect(texto.rows[0]).toEqual({
      fornecedor: 'Fornecedor "3", Ltda',
      historico: 'Histórico {3}\\',
      observacao: 'NF 3',
    });
  });

  it('changes nothing when the same rows come again', async () => {
    const rede = await criarRede(t.ownerDb, 'ING-2');
    const linhas = gerarLinhas(rede, 500);
    await withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'teste' }),
    );
    const antes = await contar(rede);
    const r = await withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'teste' }),
    );
    expect(r).toEqual({ inseridos: 0, atualizados: 0, inalterados: 500 });
    expect(await contar(rede)).toEqual(antes);
    await conferirRollups(rede);
  });

  it('moves the rollups by exactly the difference when a value, a status or a date changes', async () => {
    const rede = await criarRede(t.ownerDb, 'ING-3');
    const linhas = gerarLinhas(rede, 200);
    await withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'teste' }),
    );
    const antes = await contar(rede);
    const valor = { ...linhas[1]!, valor: linhas[1]!.valor + 12345n };
    const pago = { ...linhas[7]!, status: 'liquidado' as const, dataPagamento: '2026-12-15' };
    const movido = { ...linhas[2]!, dataCompetencia: '2026-08-31', centroDeCustoId: rede.ccs[1]! };
    const r = await withTenant(t.db, rede.clienteId, (tx) =>
      ingestLancamentos(tx, rede.clienteId, [valor, pago, movido, linhas[3]!], { origem: 'teste' }),
    );
    expect(r).toEqual({ inseridos: 0, atualizados: 3, inalterados: 1 });
    const depois = await contar(rede);
    expect(depois.l).toBe(antes.l);
    // Both regimes count each entry once: the value change shows twice in the grand total.
    expect(BigInt(depois.soma!) - BigInt(antes.soma!)).toBe(2n * 12345n);
    await conferirRollups(rede);
  });

  it('writes nothing when a chunk fails midway', async () => {
    const rede = await criarRede(t.ownerDb, 'ING-4');
    const linhas = gerarLinhas(rede, 250);
    // Out of bigint range: the database rejects the third chunk's statement halfway through.
    linhas[180] = { ...linhas[180]!, valor: 2n ** 70n };
    await expect(
      withTenant(t.db, rede.clienteId, (tx) =>
        ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'teste', chunkSize: 100 }),
      ),
    ).rejects.toThrow();
    expect(await contar(rede)).toEqual({ l: 0, m: 0, d: 0, soma: null });
  });

  it("refuses ids that are not the tenant's (the ledger has no foreign keys)", async () => {
    const rede = await criarRede(t.ownerDb, 'ING-7');
    const outra = await criarRede(t.ownerDb, 'ING-8');
    const linhas = gerarLinhas(rede, 20);
    linhas[5] = { ...linhas[5]!, contaId: outra.contas[0]! };
    await expect(
      withTenant(t.db, rede.clienteId, (tx) =>
        ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'teste' }),
      ),
    ).rejects.toThrow(/plano_contas_franqueado/);
    expect(await contar(rede)).toEqual({ l: 0, m: 0, d: 0, soma: null });
  });

  it('keeps sources apart: the same idExterno from another origem is another entry', async () => {
    const rede = await criarRede(t.ownerDb, 'ING-5');
    const linhas = gerarLinhas(rede, 10);
    await withTenant(t.db, rede.clienteId, async (tx) => {
      await ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'sincronizacao' });
      await ingestLancamentos(tx, rede.clienteId, linhas, { origem: 'upload' });
    });
    expect((await contar(rede)).l).toBe(20);
    await conferirRollups(rede);
  });

  it.each([
    {
      escritas: 'one write',
      loteDeEscrita: undefined,
      contagem: { inseridos: 61, atualizados: 1, inalterados: 50 },
    },
    // the second batch is another write: the key it repeats was written by the first one, and is replaced
    {
      escritas: 'two writes',
      loteDeEscrita: 40,
      contagem: { inseridos: 61, atualizados: 2, inalterados: 50 },
    },
  ])(
    'the last occurrence of a key wins within one load ($escritas), new, re-sent and repeated keys of two sources mixed',
    async ({ loteDeEscrita, contagem }) => {
      const rede = await criarRede(t.ownerDb, `ING-9-${loteDeEscrita ?? 0}`);
      const linhas = gerarLinhas(rede, 300);
      await withTenant(t.db, rede.clienteId, (tx) =>
        ingestLancamentos(tx, rede.clienteId, linhas.slice(0, 200), { origem: 'a' }),
      );
      const primeiro = { ...linhas[10]!, valor: 1n };
      const ultimo = { ...linhas[10]!, valor: 777n, status: 'aberto' as const, dataPagamento: null };
      const novoDuas = { ...linhas[250]!, valor: 5n };
      const r = await withTenant(t.db, rede.clienteId, async (tx) => {
        const carga = await CargaLancamentos.abrir(tx, rede.clienteId, { origem: 'a', loteDeEscrita });
        await carga.enviar([primeiro, ...linhas.slice(150, 260), novoDuas]);
        await carga.enviar([ultimo, { ...linhas[0]!, origem: 'b' }]);
        return carga.aplicar();
      });
      // 10 and 150–199 existed (10 changed), 200–259 are new (250 twice: its last version), L0 of 'b' is new
      expect(r).toEqual(contagem);
      const gravados = await withTenant(t.db, rede.clienteId, (tx) =>
        tx.execute<{ id_externo: string; origem: string; valor: string; status: string }>(sql`
        select id_externo, origem, valor::text, status from lancamento
        where id_externo in ('L10', 'L250', 'L0') order by origem, id_externo`),
      );
      expect(gravados.rows).toEqual([
        { id_externo: 'L0', origem: 'a', valor: String(linhas[0]!.valor), status: linhas[0]!.status },
        { id_externo: 'L10', origem: 'a', valor: '777', status: 'aberto' },
        { id_externo: 'L250', origem: 'a', valor: '5', status: linhas[250]!.status },
        { id_externo: 'L0', origem: 'b', valor: String(linhas[0]!.valor), status: linhas[0]!.status },
      ]);
      expect((await contar(rede)).l).toBe(261);
      await conferirRollups(rede);
    },
  );

  it('refuses an entry whose status and payment date disagree', async () => {
    const rede = await criarRede(t.ownerDb, 'ING-6');
    const [linha] = gerarLinhas(rede, 1);
    await expect(
      withTenant(t.db, rede.clienteId, (tx) =>
        ingestLancamentos(tx, rede.clienteId, [{ ...linha!, status: 'liquidado', dataPagamento: null }], {
          origem: 'teste',
        }),
      ),
    ).rejects.toThrow(/incoerentes/);
  });
});
