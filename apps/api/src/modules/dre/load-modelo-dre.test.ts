import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { createDeParaRede, type DeParaRede } from '../de-para/de-para.fixtures.ts';
import { loadModeloDre } from './load-modelo-dre.ts';

/**
 * The loaded model kept in memory under the stamp of the model tables (migration dre_modelo_versao): read again
 * after any write to a model, its lines, their accounts, the franchisor chart or the marcas — by whoever writes —
 * never another tenant's, never a model made inactive.
 */
let t: TestDatabase;
let rede: DeParaRede;
const modeloId = uuidv7();
const linhas = { receita: uuidv7(), total: uuidv7() };

const carregar = (db: Database = t.db, clienteId = rede.clienteId, id = modeloId) =>
  withTenant(db, clienteId, (tx) => loadModeloDre(tx, clienteId, id));

beforeAll(async () => {
  t = await createTestDatabase();
  rede = await createDeParaRede(t.ownerDb);
  await withTenant(t.ownerDb, rede.clienteId, async (tx) => {
    await tx.execute(
      sql`insert into modelo_dre (cliente_id, id, nome) values (${rede.clienteId}, ${modeloId}, 'DRE')`,
    );
    await tx.execute(sql`insert into linha_dre (cliente_id, id, modelo_id, codigo, nome, tipo, ordem) values
      (${rede.clienteId}, ${linhas.receita}, ${modeloId}, 'RB', 'Receita', 'conta', 1),
      (${rede.clienteId}, ${linhas.total}, ${modeloId}, 'T', 'Total', 'total', 2)`);
    await tx.execute(sql`insert into linha_dre_conta (cliente_id, linha_id, conta_franqueador_id)
      values (${rede.clienteId}, ${linhas.receita}, ${rede.franqueador.m1.r1})`);
  });
});

afterAll(async () => {
  await t?.close();
});

describe('loadModeloDre', () => {
  it('answers the same model while nothing of it changed', async () => {
    const a = await carregar();
    const b = await carregar();
    expect(b).toBe(a);
    expect(Object.isFrozen(a.linhas)).toBe(true);
    expect(Object.isFrozen(a.linhas[0])).toBe(true);
    expect(a.linhas.map((l) => l.nome)).toEqual(['Receita', 'Total']);
  });

  it('reads the model again after a write to any table it is made of', async () => {
    const escrever = (q: ReturnType<typeof sql>) => withTenant(t.db, rede.clienteId, (tx) => tx.execute(q));
    const antes = await carregar();
    await escrever(sql`update linha_dre set nome = 'Receita bruta' where id = ${linhas.receita}`);
    const renomeada = await carregar();
    expect(renomeada).not.toBe(antes);
    expect(renomeada.linhas[0]!.nome).toBe('Receita bruta');

    await escrever(sql`update plano_contas_franqueador set nome = 'Vendas renomeadas'
      where id = ${rede.franqueador.m1.r1}`);
    expect((await carregar()).linhas[0]!.contas.map((c) => c.nome)).toEqual(['Vendas renomeadas']);

    await escrever(sql`insert into linha_dre_conta (cliente_id, linha_id, conta_franqueador_id)
      values (${rede.clienteId}, ${linhas.receita}, ${rede.franqueador.m2.r1})`);
    // two marcas under one line: each account names its marca, read from marca
    const duas = (await carregar()).linhas[0]!.contas;
    expect(duas).toHaveLength(2);
    const { rows } = await withTenant(t.db, rede.clienteId, (tx) =>
      tx.execute<{ nome: string }>(sql`select nome from marca where id = ${rede.marcas.m2}`),
    );
    await escrever(sql`update marca set nome = 'Marca nova' where id = ${rede.marcas.m2}`);
    expect((await carregar()).linhas[0]!.contas.some((c) => c.nome.endsWith('(Marca nova)'))).toBe(true);
    await escrever(sql`update marca set nome = ${rows[0]!.nome} where id = ${rede.marcas.m2}`);

    await escrever(sql`delete from linha_dre where id = ${linhas.total}`);
    expect((await carregar()).linhas.map((l) => l.codigo)).toEqual(['RB']);

    // the model made inactive: 404, though it was kept
    await escrever(sql`update modelo_dre set ativo = false where id = ${modeloId}`);
    await expect(carregar()).rejects.toMatchObject({ status: 404 });
    await escrever(sql`update modelo_dre set ativo = true where id = ${modeloId}`);
    expect((await carregar()).nome).toBe('DRE');
  });

  it('keeps nothing read by a transaction that wrote (it may roll back)', async () => {
    const antes = (await carregar()).linhas[0]!.nome;
    class Desfazer extends Error {}
    await expect(
      withTenant(t.db, rede.clienteId, async (tx) => {
        await tx.execute(sql`update linha_dre set nome = 'Provisória' where id = ${linhas.receita}`);
        expect((await loadModeloDre(tx, rede.clienteId, modeloId)).linhas[0]!.nome).toBe('Provisória');
        throw new Desfazer();
      }),
    ).rejects.toBeInstanceOf(Desfazer);
    // another write commits: the stamp moves to the value the rolled-back transaction had seen
    await withTenant(t.db, rede.clienteId, (tx) =>
      tx.execute(sql`update modelo_dre set nome = nome where id = ${modeloId}`),
    );
    expect((await carregar()).linhas[0]!.nome).toBe(antes);
  });

  it('never answers a model kept for its tenant to another tenant', async () => {
    await carregar();
    await expect(carregar(t.db, uuidv7())).rejects.toMatchObject({ status: 404 });
  });

  it('keeps nothing for a transaction of another tenant (its read answers as row-level security says)', async () => {
    await carregar();
    const outro = uuidv7();
    await expect(
      withTenant(t.db, outro, (tx) => loadModeloDre(tx, rede.clienteId, modeloId)),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('writes the real stamp even beside a temporary table of the same name (a security definer function)', async () => {
    const antes = await carregar();
    await withTenant(t.db, rede.clienteId, async (tx) => {
      await tx.execute(sql`create temp table dre_modelo_versao (id int, versao bigint) on commit drop`);
      await tx.execute(sql`insert into dre_modelo_versao values (1, 0)`);
      await tx.execute(sql`update linha_dre set nome = 'Receita líquida' where id = ${linhas.receita}`);
    });
    const depois = await carregar();
    expect(depois).not.toBe(antes);
    expect(depois.linhas[0]!.nome).toBe('Receita líquida');
  });

  it('leaves the stamp to the triggers: the application role only reads it', async () => {
    const pgCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;
    await expect(t.db.execute(sql`select versao from dre_modelo_versao`)).resolves.toBeTruthy();
    for (const statement of [
      sql`update dre_modelo_versao set versao = 0`,
      sql`delete from dre_modelo_versao`,
      sql`insert into dre_modelo_versao (id, versao) values (2, 0)`,
    ])
      await expect(t.db.execute(statement)).rejects.toSatisfy((error) => pgCode(error) === '42501');
  });
});
