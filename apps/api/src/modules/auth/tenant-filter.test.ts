import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { createCliente, createUser } from '../../../test/fixtures.ts';
import { sessao, tokenRedefinicaoSenha, usuario } from '../../db/schema/index.ts';
import { getRuleSessao } from '../access/session-context.ts';
import { endSessions, getUsuario, revokeResetTokens, updatePassword, updateProfile } from './queries.ts';

/**
 * Every query of tenant data filters cliente_id itself, besides row-level security: run here on the owner's
 * connection, which RLS does not restrict, each query touches the user's rows only under the user's own cliente.
 */

let t: TestDatabase;
let clienteId: string;
let outroClienteId: string;
let user: { id: string; regraId: string; email: string };

beforeAll(async () => {
  t = await createTestDatabase();
  clienteId = (await createCliente(t.ownerDb)).id;
  outroClienteId = (await createCliente(t.ownerDb)).id;
  user = await createUser(t.ownerDb, clienteId, { email: 'filtro@tenant.dev', nome: 'Filtro' });
});
afterAll(() => t.close());

const db = () => t.ownerDb;
const userRow = async () => (await db().select().from(usuario).where(eq(usuario.id, user.id)))[0]!;

async function addResetToken() {
  await db()
    .insert(tokenRedefinicaoSenha)
    .values({ clienteId, usuarioId: user.id, tokenHash: uuidv7(), expiresAt: new Date(Date.now() + 60_000) });
}
const unusedResetTokens = async () =>
  (
    await db()
      .select()
      .from(tokenRedefinicaoSenha)
      .where(and(eq(tokenRedefinicaoSenha.usuarioId, user.id), isNull(tokenRedefinicaoSenha.usedAt)))
  ).length;

async function addSession() {
  await db()
    .insert(sessao)
    .values({
      clienteId,
      usuarioId: user.id,
      tokenHash: uuidv7(),
      expiresAt: new Date(Date.now() + 60_000),
      ip: '127.0.0.1',
      userAgent: 'teste',
    });
}
const openSessions = async () =>
  (
    await db()
      .select()
      .from(sessao)
      .where(and(eq(sessao.usuarioId, user.id), isNull(sessao.endedAt)))
  ).length;

describe('auth queries filter the cliente', () => {
  it('getUsuario', async () => {
    expect(await getUsuario(db(), outroClienteId, user.id)).toBeNull();
    expect((await getUsuario(db(), clienteId, user.id))?.email).toBe(user.email);
  });

  it('revokeResetTokens', async () => {
    await addResetToken();
    await revokeResetTokens(db(), outroClienteId, user.id);
    expect(await unusedResetTokens()).toBe(1);
    await revokeResetTokens(db(), clienteId, user.id);
    expect(await unusedResetTokens()).toBe(0);
  });

  it('updatePassword', async () => {
    const before = (await userRow()).senhaHash;
    await updatePassword(db(), outroClienteId, user.id, 'hash-alheio');
    expect((await userRow()).senhaHash).toBe(before);
    await updatePassword(db(), clienteId, user.id, 'hash-novo');
    expect((await userRow()).senhaHash).toBe('hash-novo');
  });

  it('updateProfile', async () => {
    await updateProfile(db(), outroClienteId, user.id, 'Alheio', 'alheio@tenant.dev');
    expect((await userRow()).nome).toBe('Filtro');
    await updateProfile(db(), clienteId, user.id, 'Novo Nome', user.email);
    expect((await userRow()).nome).toBe('Novo Nome');
  });

  it('endSessions', async () => {
    await addSession();
    await endSessions(db(), outroClienteId, user.id);
    expect(await openSessions()).toBe(1);
    await endSessions(db(), clienteId, user.id);
    expect(await openSessions()).toBe(0);
  });
});

describe('the session context filters the cliente', () => {
  it('getRuleSessao', async () => {
    expect(await getRuleSessao(db(), outroClienteId, user.regraId)).toEqual({
      acessos: [],
      visaoConsultor: false,
    });
    expect(await getRuleSessao(db(), clienteId, user.regraId)).toEqual({
      acessos: [{ nome: 'sysAdmin', acoes: [] }],
      visaoConsultor: false,
    });
  });
});
