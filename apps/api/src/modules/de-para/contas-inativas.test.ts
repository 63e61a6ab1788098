import { endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { addMovimentos, apiAs, mensal, mesAtras } from './leitura.fixtures.ts';

/**
 * Issue 9 §4: every account with ledger movement and no approved mapping is visible — an inactive franchisee
 * account too, for the marcas whose stores of the grupo moved it (at any time); an inactive account without
 * movement stays out. Grupo A gets three inactive accounts: A-8 moved 250,00 a month on its M1 store, A-7 moved
 * once on its M2 store 13 months ago (outside the 12-month window), A-9 never moved.
 */
let t: TestApp;
let rede: DeParaRede;
let admin: ReturnType<typeof apiAs>;
const inativas = { m1: uuidv7(), m2Antiga: uuidv7(), semMovimento: uuidv7() };
const e = endpoints.dePara;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  rede = await createDeParaRede(db);
  await withTenant(db, rede.clienteId, async (tx) => {
    for (const [id, codigo, nome] of [
      [inativas.m1, 'A-8', 'Conta Desativada'],
      [inativas.m2Antiga, 'A-7', 'Conta Antiga'],
      [inativas.semMovimento, 'A-9', 'Sem Movimento'],
    ] as const)
      await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome, ativo)
        values (${rede.clienteId}, ${id}, ${rede.grupos.a}, ${codigo}, ${nome}, false)`);
  });
  await addMovimentos(db, rede, [
    ...mensal({ empresaId: rede.empresas.aM1, grupoId: rede.grupos.a, contaId: inativas.m1, valor: 25_000n }),
    {
      empresaId: rede.empresas.aM2,
      grupoId: rede.grupos.a,
      contaId: inativas.m2Antiga,
      mes: mesAtras(13),
      valor: 70_000n,
    },
  ]);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
});
afterAll(() => t?.close());

type Linha = { valorPrimeiraColuna: string; marca: { id: string }; movimento12Meses: number };
async function pendentes(Marcas: string) {
  const res = await admin.get(e.listarPendente, { CustomerId: rede.grupos.a, Marcas, pageSize: 100 });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { valores: Linha[]; total: number };
  return { total: body.total, linhas: body.valores.map((l) => [l.valorPrimeiraColuna, l.movimento12Meses]) };
}

describe('an inactive franchisee account with ledger movement', () => {
  it('is a pending row of each marca whose store moved it, with its money; one without movement is not', async () => {
    expect(await pendentes(rede.marcas.m1)).toEqual({
      total: 5,
      linhas: [
        ['A-0 - Vendas Cartão', 12_000],
        ['A-8 - Conta Desativada', 3_000],
        ['A-2 - Aluguel', 2_400],
        ['A-1 - Vendas PIX', 0],
        ['A-3 - Brindes', 0],
      ],
    });
    expect(await pendentes(rede.marcas.m2)).toEqual({
      total: 5,
      linhas: [
        ['A-0 - Vendas Cartão', 0],
        ['A-1 - Vendas PIX', 0],
        ['A-2 - Aluguel', 0],
        ['A-3 - Brindes', 0],
        ['A-7 - Conta Antiga', 0],
      ],
    });
  });

  it("is counted in the main list's pending tab and money at stake", async () => {
    const res = await admin.get(e.listar, { CustomerIds: rede.grupos.a });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().valores).toMatchObject([
      // 4 active accounts × 2 marcas + A-8 (M1) + A-7 (M2); 14.400,00 of the fixture + 12 × 250,00 on A-8
      { pendente: 10, revisao: 0, aprovado: 0, valorPendente: 17_400, contasPendentesComMovimento: 3 },
    ]);
  });

  it("is offered in the franqueador view's selector for the marcas whose store moved it", async () => {
    const labels = async (Marca: string) => {
      const res = await admin.get(e.listarPlanoDeContas, {
        CustomerId: rede.grupos.a,
        Marca,
        Visao: 'franqueador',
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { valores: { label: string }[] }).valores.map((o) => o.label);
    };
    const ativas = ['A-0 - Vendas Cartão', 'A-1 - Vendas PIX', 'A-2 - Aluguel', 'A-3 - Brindes'];
    expect(await labels(rede.marcas.m1)).toEqual([...ativas, 'A-8 - Conta Desativada']);
    expect(await labels(rede.marcas.m2)).toEqual([...ativas, 'A-7 - Conta Antiga']);
  });

  it('leaves the pending tab once mapped, and its money leaves the money at stake', async () => {
    const res = await admin.post(e.criarFranqueado, [
      {
        PlanoFranqueadoId: inativas.m1,
        PlanoFranqueadorId: rede.franqueador.m1.r1,
        Justificativa: null,
        Marca: rede.marcas.m1,
        CustomerId: rede.grupos.a,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await pendentes(rede.marcas.m1)).total).toBe(4);
    const lista = await admin.get(e.listar, { CustomerIds: rede.grupos.a });
    expect(lista.json().valores).toMatchObject([
      { pendente: 9, revisao: 1, valorPendente: 14_400, contasPendentesComMovimento: 2 },
    ]);
  });
});
