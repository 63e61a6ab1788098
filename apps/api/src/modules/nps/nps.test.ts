import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { npsCampanha, npsResposta } from '../../db/schema/index.ts';
import { getBusinessDate } from './calendar.ts';

let t: TestApp;
const ids = { a: '', codigoA: '', ana: '', bia: '', b: '', caio: '', aberta: '', fechada: '' };
const DEZEMBRO_2023 = '018c3746-4000-7238-bd06-3ce3f2aabe99';

const shift = (days: number) => getBusinessDate(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  const a = await createCliente(t.tdb.ownerDb, { nome: 'Rede Sabor', plano: 'Starter' });
  Object.assign(ids, { a: a.id, codigoA: a.codigo });
  // a limited rule: the survey needs only a session
  ids.ana = (
    await createUser(t.tdb.ownerDb, a.id, {
      email: 'ana@teste.dev',
      nome: 'Ana Souza',
      acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
    })
  ).id;
  ids.bia = (await createUser(t.tdb.ownerDb, a.id, { email: 'bia@teste.dev' })).id;
  const b = await createCliente(t.tdb.ownerDb);
  ids.b = b.id;
  ids.caio = (await createUser(t.tdb.ownerDb, b.id, { email: 'caio@teste.dev' })).id;
  // the seeded campaigns hold fixed dates: put them aside and open one around the real today
  await t.tdb.ownerDb.update(npsCampanha).set({ ativo: false });
  const [aberta] = await t.tdb.ownerDb
    .insert(npsCampanha)
    .values({ nome: 'NPS Teste', inicio: shift(-2), fim: shift(2) })
    .returning();
  const [fechada] = await t.tdb.ownerDb
    .insert(npsCampanha)
    .values({ nome: 'NPS Encerrada', inicio: shift(-30), fim: shift(-3) })
    .returning();
  ids.aberta = aberta!.id;
  ids.fechada = fechada!.id;
});
afterAll(() => t.close());

const tokens = new Map<string, string>();
async function bearer(email: string) {
  if (!tokens.has(email)) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Auth/login',
      payload: { Email: email, Password: TEST_PASSWORD },
    });
    tokens.set(email, res.json().accessToken);
  }
  return { authorization: `Bearer ${tokens.get(email)}` };
}

const getUsuario = async (email: string, campanhaId: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/Nps/usuario',
    query: { campanhaId, campanhaName: 'NPS Teste' },
    headers: await bearer(email),
  });

const salvar = async (email: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/Nps/salvar', payload, headers: await bearer(email) });

describe('GET active NPS campaign', () => {
  it('answers the campaign open today, and null when none is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Nps/campanha-ativa',
      headers: await bearer('ana@teste.dev'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ids.aberta, nome: 'NPS Teste', inicio: shift(-2), fim: shift(2) });

    await t.tdb.ownerDb.update(npsCampanha).set({ ativo: false }).where(eq(npsCampanha.id, ids.aberta));
    try {
      const none = await t.app.inject({
        method: 'GET',
        url: '/api/v1/Nps/campanha-ativa',
        headers: await bearer('ana@teste.dev'),
      });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    } finally {
      await t.tdb.ownerDb.update(npsCampanha).set({ ativo: true }).where(eq(npsCampanha.id, ids.aberta));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Nps/campanha-ativa' })).statusCode).toBe(401);
  });
});

describe('NPS user and save', () => {
  it('answers null before the answer and the user id after it; stores the hidden data from the session', async () => {
    expect((await getUsuario('ana@teste.dev', ids.aberta)).json()).toEqual({ usuarioId: null });

    const saved = await salvar('ana@teste.dev', {
      campanhaId: ids.aberta,
      campanhaName: 'Nome qualquer',
      respostaId: 9,
      origemClick: '/dre',
      // whatever the client claims about who answers is ignored
      usuarioId: ids.bia,
      dados: { usuario: { nome: 'Outro', email: 'outro@x.dev' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Obrigado pela sua resposta!' });
    expect((await getUsuario('ana@teste.dev', ids.aberta)).json()).toEqual({ usuarioId: ids.ana });

    const rows = await t.tdb.ownerDb.select().from(npsResposta).where(eq(npsResposta.campanhaId, ids.aberta));
    expect(rows).toEqual([
      expect.objectContaining({
        clienteId: ids.a,
        usuarioId: ids.ana,
        campanhaNome: 'NPS Teste',
        respostaId: 9,
        origemClick: '/dre',
        dados: {
          usuario: { nome: 'Ana Souza', email: 'ana@teste.dev' },
          cliente: { nome: 'Rede Sabor', codigo: ids.codigoA, plano: 'Starter' },
        },
      }),
    ]);
  });

  it('refuses a second answer to the same campaign with a 409', async () => {
    const first = await salvar('bia@teste.dev', {
      campanhaId: ids.aberta,
      campanhaName: 'NPS Teste',
      respostaId: 0,
    });
    expect(first.statusCode).toBe(200);
    const again = await salvar('bia@teste.dev', {
      campanhaId: ids.aberta,
      campanhaName: 'NPS Teste',
      respostaId: 10,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, title: 'Você já respondeu esta pesquisa' });
    const [row] = await t.tdb.ownerDb
      .select({ nota: npsResposta.respostaId, origem: npsResposta.origemClick })
      .from(npsResposta)
      .where(and(eq(npsResposta.usuarioId, ids.bia), eq(npsResposta.campanhaId, ids.aberta)));
    expect(row).toEqual({ nota: 0, origem: '' });
  });

  it('keeps answers per user and per tenant', async () => {
    expect((await getUsuario('caio@teste.dev', ids.aberta)).json()).toEqual({ usuarioId: null });
    const res = await salvar('caio@teste.dev', {
      campanhaId: ids.aberta,
      campanhaName: 'NPS Teste',
      respostaId: 7,
    });
    expect(res.statusCode).toBe(200);
    expect((await getUsuario('caio@teste.dev', ids.aberta)).json()).toEqual({ usuarioId: ids.caio });
    expect((await getUsuario('ana@teste.dev', ids.aberta)).json()).toEqual({ usuarioId: ids.ana });
    const perTenant = await t.tdb.ownerDb
      .select({ cliente: npsResposta.clienteId, usuario: npsResposta.usuarioId })
      .from(npsResposta)
      .where(eq(npsResposta.usuarioId, ids.caio));
    expect(perTenant).toEqual([{ cliente: ids.b, usuario: ids.caio }]);
  });

  it('refuses campaigns outside their window, inactive or unknown with a 400', async () => {
    const notAvailable = { status: 400, title: 'Esta pesquisa não está disponível hoje' };
    for (const campanhaId of [ids.fechada, DEZEMBRO_2023, '01a24380-2000-7398-ae52-000000000000']) {
      const res = await salvar('ana@teste.dev', { campanhaId, campanhaName: 'x', respostaId: 8 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(notAvailable);
    }
  });

  it('validates the score, the campaign id and the origin', async () => {
    const scoreMessage = 'Escolha uma nota de 0 a 10';
    for (const respostaId of [-1, 11, 7.5, '8', null, undefined]) {
      const res = await salvar('bia@teste.dev', { campanhaId: ids.aberta, respostaId });
      expect(res.statusCode).toBe(400);
      expect(res.json().title).toBe(scoreMessage);
      expect(res.json().errors).toEqual([{ campo: 'respostaId', mensagem: scoreMessage }]);
    }
    const badId = await salvar('bia@teste.dev', { campanhaId: 'campanha-1', respostaId: 5 });
    expect([badId.statusCode, badId.json().title]).toEqual([400, 'Campanha inválida']);
    const longOrigin = await salvar('bia@teste.dev', {
      campanhaId: ids.aberta,
      respostaId: 5,
      origemClick: 'x'.repeat(201),
    });
    expect([longOrigin.statusCode, longOrigin.json().title]).toEqual([
      400,
      'A origem deve ter no máximo 200 caracteres',
    ]);
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Nps/usuario',
      query: { campanhaId: 'x' },
      headers: await bearer('bia@teste.dev'),
    });
    expect([query.statusCode, query.json().title]).toEqual([400, 'Campanha inválida']);
  });

  it('needs a session', async () => {
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Nps/usuario',
      query: { campanhaId: ids.aberta },
    });
    expect(get.statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Nps/salvar',
      payload: { campanhaId: ids.aberta, respostaId: 5 },
    });
    expect(post.statusCode).toBe(401);
  });
});
