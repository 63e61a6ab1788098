import type { Claim } from '@matriz/contracts';
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { buildApp, type App } from '../../app.ts';
import { marca, regraAcesso } from '../../db/schema/index.ts';

/**
 * The claims cache is warm, yet every change of permissions, user, rule or session takes effect at the next
 * request — in this process at once, in another process as soon as the notification arrives — and the cache
 * is bypassed while a process cannot hear the notifications.
 */

let t: TestApp;
let other: App;
let admin: Record<string, string>;
let a: Awaited<ReturnType<typeof createCliente>>;
const marcaSul = uuidv7();
const usuariosObter: Claim[] = [{ nome: 'usuarios', acoes: ['Obter'] }];

/** Another API process on the same database: its own app, cache and listener connection. */
const buildOther = async () => {
  const app = await buildApp({ config: t.config, db: t.tdb.db, logger: false });
  await app.ready();
  return app;
};

beforeAll(async () => {
  t = await createTestApp();
  a = await createCliente(t.tdb.ownerDb, { nome: 'Rede Cache' });
  await t.tdb.ownerDb.insert(marca).values({ clienteId: a.id, id: marcaSul, nome: 'Marca Sul' });
  await createRede(t.tdb.ownerDb, a.id, a.marcaId, 'Norte');
  await createRede(t.tdb.ownerDb, a.id, marcaSul, 'Sul');
  await createUser(t.tdb.ownerDb, a.id, { email: 'admin@cache.dev' });
  admin = (await signIn(t.app, 'admin@cache.dev')).headers;
  other = await buildOther();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

let n = 0;
/** A new signed-in user with their own rule (fresh per test: some tests end sessions). */
async function newUser(acessos: Claim[] = usuariosObter) {
  const email = `u${++n}@cache.dev`;
  const user = await createUser(t.tdb.ownerDb, a.id, { email, acessos });
  const session = await signIn(t.app, email);
  return { ...user, ...session, nome: email.split('@')[0] as string };
}

/** Status of a route that needs usuarios/Obter. */
const probe = async (headers: Record<string, string>, app: App = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/v1/Usuario/limite', headers })).statusCode;

/** The stores the user's option list shows (premium, usuarios/Obter, limited to the scope). */
const stores = async (headers: Record<string, string>, app: App = t.app) => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/RegraDeAcesso/opcoes-empresas', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as Array<{ label: string }>).map((o) => o.label);
};

const call = (method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'PUT', url, headers: admin, ...(payload ? { payload } : {}) });

const saveRule = (id: string, acessos: Claim[], marcas: string[] = []) =>
  call('PUT', '/api/v1/RegraDeAcesso/editar', { _id: id, nome: `Regra ${id}`, marcas, acessos });

/** Waits until `check` holds (another process hears the change asynchronously); fails after `ms`. */
const eventually = (check: () => Promise<boolean>, ms = 2_000) =>
  waitFor(check, { timeoutMs: ms, intervalMs: 25, message: 'a mudança não chegou a tempo' });

const changeSilently = (regraId: string, acessos: Claim[]) =>
  t.tdb.ownerDb.update(regraAcesso).set({ acessos }).where(eq(regraAcesso.id, regraId));

describe('the claims cache', () => {
  it('is in use: a change nobody notifies is not seen while the entry lives', async () => {
    const u = await newUser();
    expect(await probe(u.headers)).toBe(200);
    expect(t.app.access.cache.enabled).toBe(true);
    await changeSilently(u.regraId, []);
    expect(await probe(u.headers)).toBe(200);
  });

  it('a changed permission, a changed scope and a removed permission take effect at the next request', async () => {
    const u = await newUser();
    expect(await probe(u.headers)).toBe(200);
    expect(await stores(u.headers)).toEqual(['Norte', 'Sul']);

    expect((await saveRule(u.regraId, [{ nome: 'usuarios', acoes: ['Salvar'] }])).statusCode).toBe(200);
    expect(await probe(u.headers)).toBe(403);

    expect((await saveRule(u.regraId, usuariosObter, [marcaSul])).statusCode).toBe(200);
    expect(await probe(u.headers)).toBe(200);
    expect(await stores(u.headers)).toEqual(['Sul']);

    expect((await saveRule(u.regraId, [{ nome: 'DRE', acoes: ['Obter'] }])).statusCode).toBe(200);
    expect(await probe(u.headers)).toBe(403);
  });

  it('a deactivated user is refused at the next request', async () => {
    const u = await newUser();
    expect(await probe(u.headers)).toBe(200);
    const res = await call('PUT', '/api/v1/Usuario/editar', {
      _id: u.id,
      nome: u.nome,
      email: u.email,
      regraDeAcessosFranqueadorId: u.regraId,
      isApproved: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await probe(u.headers)).toBe(401);
  });

  it('a deleted user is refused at the next request', async () => {
    const u = await newUser();
    expect(await probe(u.headers)).toBe(200);
    expect((await call('DELETE', `/api/v1/Usuario/deletar?id=${u.id}`)).statusCode).toBe(200);
    expect(await probe(u.headers)).toBe(401);
  });

  it("a user's rule replaced, then the old rule deleted, take effect at the next request", async () => {
    const u = await newUser();
    const dre = await newUser([{ nome: 'DRE', acoes: ['Obter'] }]);
    expect(await probe(u.headers)).toBe(200);
    const moved = await call('PUT', '/api/v1/Usuario/editar', {
      _id: u.id,
      nome: u.nome,
      email: u.email,
      regraDeAcessosFranqueadorId: dre.regraId,
      isApproved: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(await probe(u.headers)).toBe(403);
    expect((await call('DELETE', `/api/v1/RegraDeAcesso/deletar?id=${u.regraId}`)).statusCode).toBe(200);
    expect(await probe(u.headers)).toBe(403);
    expect(await probe(dre.headers)).toBe(403);
  });

  it('an ended session is refused at the next request: logout, forced login elsewhere, password reset', async () => {
    const loggedOut = await newUser();
    expect(await probe(loggedOut.headers)).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/deletar-token',
      payload: { email: loggedOut.email, loginToken: loggedOut.loginToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(await probe(loggedOut.headers)).toBe(401);

    const replaced = await newUser();
    expect(await probe(replaced.headers)).toBe(200);
    const conflict = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: replaced.email, Password: 'Matriz@2026' },
    });
    expect(conflict.statusCode).toBe(401);
    const forced = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: replaced.email, Password: '', Token: conflict.json().token },
    });
    expect(forced.statusCode).toBe(200);
    expect(await probe(replaced.headers)).toBe(401);
    expect(await probe({ authorization: `Bearer ${forced.json().accessToken}` })).toBe(200);

    const reset = await newUser();
    expect(await probe(reset.headers)).toBe(200);
    expect((await call('PUT', `/api/v1/Usuario/redefinir-senha?userId=${reset.id}`)).statusCode).toBe(200);
    expect(await probe(reset.headers)).toBe(401);
  });
});

describe('across API processes', () => {
  it('another process sees a change made through this one within a short wait', async () => {
    const u = await newUser();
    expect(await probe(u.headers, other)).toBe(200);
    expect(await probe(u.headers)).toBe(200);
    expect(other.access.listener?.connected).toBe(true);

    expect((await saveRule(u.regraId, [{ nome: 'DRE', acoes: ['Obter'] }])).statusCode).toBe(200);
    await eventually(async () => (await probe(u.headers, other)) === 403);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/deletar-token',
      payload: { email: u.email, loginToken: u.loginToken },
    });
    expect(logout.statusCode).toBe(200);
    await eventually(async () => (await probe(u.headers, other)) === 401);
  });

  it('reconnects a lost listener, bypassing the cache meanwhile', async () => {
    const u = await newUser();
    expect(await probe(u.headers, other)).toBe(200);
    await t.tdb.ownerDb.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'matriz-avisos-de-acesso' and datname = current_database()`);
    await eventually(
      async () => other.access.listener?.connected === false || !other.access.cache.enabled,
      2_000,
    ).catch(
      () => undefined, // it may already be back
    );
    await eventually(
      async () => other.access.listener?.connected === true && t.app.access.listener?.connected === true,
      5_000,
    );
    expect(other.access.cache.enabled).toBe(true);
    expect(await probe(u.headers, other)).toBe(200);
    expect((await saveRule(u.regraId, [{ nome: 'DRE', acoes: ['Obter'] }])).statusCode).toBe(200);
    await eventually(async () => (await probe(u.headers, other)) === 403);
  });

  it('with the listener down the cache is bypassed: even unnotified changes are seen at once', async () => {
    const down = await buildOther();
    try {
      const u = await newUser();
      expect(await probe(u.headers, down)).toBe(200);
      await down.access.listener?.close();
      expect(down.access.cache.enabled).toBe(false);
      await changeSilently(u.regraId, []);
      expect(await probe(u.headers, down)).toBe(403);
      await changeSilently(u.regraId, usuariosObter);
      expect(await probe(u.headers, down)).toBe(200);
      expect(down.access.cache.size).toEqual({ sessions: 0, scopes: 0 });
    } finally {
      await down.close();
    }
  });
});
