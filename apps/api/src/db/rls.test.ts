import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { createDatabase, withTenant } from './client.ts';
import { appRoleName } from './connection.ts';
import {
  cliente,
  empresa,
  grupo,
  marca,
  tokenRedefinicaoSenha,
  tokenTemporario,
  usuario,
} from './schema/index.ts';

let t: TestDatabase;
const ids = { a: '', b: '' };

/** The error a drizzle query rejects with carries PostgreSQL's one as `cause`. */
const pgCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

async function seedTenant(codigo: string): Promise<string> {
  const [c] = await t.ownerDb
    .insert(cliente)
    .values({ nome: `Rede ${codigo}`, codigo })
    .returning();
  const clienteId = c!.id;
  const [m] = await t.ownerDb
    .insert(marca)
    .values({ clienteId, nome: `Marca ${codigo}` })
    .returning();
  const [g] = await t.ownerDb
    .insert(grupo)
    .values({ clienteId, nome: `Grupo ${codigo}` })
    .returning();
  await t.ownerDb.insert(empresa).values({
    clienteId,
    grupoId: g!.id,
    marcaId: m!.id,
    cnpj: codigo === 'A' ? '12ABC34501DE35' : '11222333000181',
    razaoSocial: `Loja ${codigo} Ltda`,
  });
  return clienteId;
}

beforeAll(async () => {
  t = await createTestDatabase();
  ids.a = await seedTenant('A');
  ids.b = await seedTenant('B');
});

afterAll(async () => {
  await t?.close();
});

describe('row-level security through the application role', () => {
  it('shows nothing and accepts nothing without a tenant', async () => {
    expect(await t.db.select().from(cliente)).toEqual([]);
    expect(await t.db.select().from(marca)).toEqual([]);
    expect(await t.db.select().from(empresa)).toEqual([]);
    const insert = t.db.insert(marca).values({ clienteId: ids.a, nome: 'Intrusa' });
    await expect(insert).rejects.toSatisfy((error) => pgCode(error) === '42501');
  });

  it("shows and changes only the current tenant's rows", async () => {
    await withTenant(t.db, ids.a, async (tx) => {
      expect((await tx.select().from(cliente)).map((c) => c.id)).toEqual([ids.a]);
      const marcas = await tx.select().from(marca);
      expect(marcas.map((m) => m.clienteId)).toEqual([ids.a]);
      const updated = await tx.update(marca).set({ nome: 'x' }).where(eq(marca.clienteId, ids.b)).returning();
      expect(updated).toEqual([]);
      const deleted = await tx.delete(empresa).where(eq(empresa.clienteId, ids.b)).returning();
      expect(deleted).toEqual([]);
      await tx.insert(marca).values({ clienteId: ids.a, nome: 'Nova A' });
    });
    const all = await t.ownerDb.select().from(marca).where(eq(marca.clienteId, ids.b));
    expect(all.map((m) => m.nome)).toEqual(['Marca B']);
  });

  it('refuses a row of another tenant while one is set', async () => {
    const insert = withTenant(t.db, ids.a, (tx) =>
      tx.insert(marca).values({ clienteId: ids.b, nome: 'Intrusa' }),
    );
    await expect(insert).rejects.toSatisfy((error) => pgCode(error) === '42501');
    const move = withTenant(t.db, ids.a, (tx) => tx.update(marca).set({ clienteId: ids.b }));
    await expect(move).rejects.toSatisfy((error) => pgCode(error) === '42501');
  });

  it('does not carry the tenant to the next transaction on the same connection', async () => {
    const single = createDatabase(t.appUrl, { max: 1 });
    try {
      expect(await withTenant(single.db, ids.a, (tx) => tx.select().from(marca))).not.toEqual([]);
      expect(await single.db.select().from(marca)).toEqual([]);
      const setting = await single.db.execute<{ v: string | null }>(
        sql`select current_setting('app.cliente_id', true) as v`,
      );
      expect(setting.rows[0]?.v ?? '').toBe('');
    } finally {
      await single.close();
    }
  });

  it('runs application connections without JIT', async () => {
    const { rows } = await t.db.execute<{ jit: string }>(sql`show jit`);
    expect(rows[0]?.jit).toBe('off');
  });
});

describe('the application role', () => {
  it('is no superuser, cannot bypass RLS and owns nothing', async () => {
    const role = appRoleName();
    const { rows } = await t.ownerDb.execute<{ rolsuper: boolean; rolbypassrls: boolean; owned: number }>(sql`
      select r.rolsuper, r.rolbypassrls,
        (select count(*)::int from pg_class c where c.relowner = r.oid) as owned
      from pg_roles r where r.rolname = ${role}`);
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, owned: 0 }]);
    const tables = await t.ownerDb.execute(sql`select 1 from pg_tables where tableowner = ${role}`);
    expect(tables.rowCount).toBe(0);
  });

  it('has no access to the login directory', async () => {
    await expect(t.db.execute(sql`select * from identidade_login`)).rejects.toSatisfy(
      (error) => pgCode(error) === '42501',
    );
  });

  it('reads the NPS campaigns but cannot change them (they are set by migrations)', async () => {
    const read = await t.db.execute(sql`select count(*)::int as n from nps_campanha`);
    expect(read.rows).toHaveLength(1);
    for (const statement of [
      sql`update nps_campanha set nome = nome`,
      sql`delete from nps_campanha`,
      sql`insert into nps_campanha (nome, inicio, fim) values ('x', now(), now())`,
    ])
      await expect(t.db.execute(statement)).rejects.toSatisfy((error) => pgCode(error) === '42501');
  });

  it('may enqueue jobs but not run or change the queue', async () => {
    await expect(t.db.execute(sql`select count(*) from pgboss.queue`)).resolves.toBeTruthy();
    await expect(t.db.execute(sql`delete from pgboss.job`)).rejects.toSatisfy(
      (error) => pgCode(error) === '42501',
    );
    await expect(t.db.execute(sql`update pgboss.queue set name = name`)).rejects.toSatisfy(
      (error) => pgCode(error) === '42501',
    );
  });

  it('finds every tenant table under forced row-level security with a policy', async () => {
    const { rows } = await t.ownerDb.execute<{
      relname: string;
      rls: boolean;
      forced: boolean;
      policies: number;
    }>(sql`
      select c.relname, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
        and (c.relname = 'cliente' or exists (select 1 from pg_attribute a
             where a.attrelid = c.oid and a.attname = 'cliente_id' and not a.attisdropped))`);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.map((r) => r.relname)).toEqual(expect.arrayContaining(['cliente', 'lancamento', 'usuario']));
    const unprotected = rows.filter((r) => !r.rls || !r.forced || r.policies === 0);
    expect(unprotected).toEqual([]);
  });
});

describe('lookups before the tenant is known', () => {
  const findLogin = (email: string) =>
    t.db.execute<{ cliente_id: string; usuario_id: string }>(sql`select * from app_find_login(${email})`);

  it('finds a user by e-mail, case-insensitively, until it changes or is deleted', async () => {
    const [u] = await withTenant(t.db, ids.a, (tx) =>
      tx
        .insert(usuario)
        .values({ clienteId: ids.a, nome: 'Maria', email: 'Maria.Silva@Exemplo.com.br' })
        .returning(),
    );
    expect((await findLogin('maria.silva@EXEMPLO.com.br')).rows).toEqual([
      { cliente_id: ids.a, usuario_id: u!.id },
    ]);

    await withTenant(t.db, ids.a, (tx) =>
      tx.update(usuario).set({ email: 'maria@exemplo.com.br' }).where(eq(usuario.id, u!.id)),
    );
    expect((await findLogin('maria.silva@exemplo.com.br')).rows).toEqual([]);
    expect((await findLogin('MARIA@exemplo.com.br')).rows).toHaveLength(1);

    await withTenant(t.db, ids.a, (tx) => tx.delete(usuario).where(eq(usuario.id, u!.id)));
    expect((await findLogin('maria@exemplo.com.br')).rows).toEqual([]);
  });

  it('refuses an e-mail already used by another tenant', async () => {
    const values = { nome: 'João', email: 'joao@exemplo.com.br' };
    await withTenant(t.db, ids.a, (tx) => tx.insert(usuario).values({ clienteId: ids.a, ...values }));
    const duplicate = withTenant(t.db, ids.b, (tx) =>
      tx.insert(usuario).values({ clienteId: ids.b, ...values, email: 'JOAO@exemplo.com.br' }),
    );
    await expect(duplicate).rejects.toSatisfy((error) => pgCode(error) === '23505');
  });

  it('finds reset and temporary tokens across tenants', async () => {
    const [u] = await t.ownerDb
      .insert(usuario)
      .values({ clienteId: ids.b, nome: 'Ana', email: 'ana@b.com.br' })
      .returning();
    const expiresAt = new Date(Date.now() + 3_600_000);
    const [reset] = await t.ownerDb
      .insert(tokenRedefinicaoSenha)
      .values({ clienteId: ids.b, usuarioId: u!.id, tokenHash: 'hash-reset', expiresAt })
      .returning();
    const [temp] = await t.ownerDb
      .insert(tokenTemporario)
      .values({ clienteId: ids.b, usuarioId: u!.id, tipo: 'conflito', tokenHash: 'hash-temp', expiresAt })
      .returning();

    const found = await t.db.execute<{ expires_at: string }>(
      sql`select * from app_find_reset_token(${'hash-reset'})`,
    );
    expect(found.rows).toEqual([
      {
        cliente_id: ids.b,
        usuario_id: u!.id,
        token_id: reset!.id,
        expires_at: expect.any(String),
        used_at: null,
      },
    ]);
    expect(new Date(found.rows[0]!.expires_at)).toEqual(expiresAt);
    const temporary = await t.db.execute(
      sql`select token_id from app_find_token_temporario(${'conflito'}, ${'hash-temp'})`,
    );
    expect(temporary.rows).toEqual([{ token_id: temp!.id }]);
    const wrongKind = await t.db.execute(
      sql`select * from app_find_token_temporario(${'sso_chave'}, ${'hash-temp'})`,
    );
    expect(wrongKind.rows).toEqual([]);
  });
});
