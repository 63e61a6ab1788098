import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { createCliente, createUser } from '../../../test/fixtures.ts';
import { npsCampanha, npsResposta } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { getBusinessDate } from './calendar.ts';
import { getActiveCampanha } from './get-active-campanha.ts';
import { saveNps } from './save-nps.ts';

// The campaigns the migration seeds (spec 000 §9: 16 days from 5 December).
const DEZEMBRO_2023 = {
  id: '018c3746-4000-7238-bd06-3ce3f2aabe99',
  nome: 'NPS Dezembro 2023',
  inicio: '2023-12-05',
  fim: '2023-12-20',
};
const DEZEMBRO_2026 = {
  id: '01a24380-2000-7398-ae52-337cd3f9b0ec',
  nome: 'NPS Dezembro 2026',
  inicio: '2026-12-05',
  fim: '2026-12-20',
};

let t: TestDatabase;
let auth: AuthContext;

beforeAll(async () => {
  t = await createTestDatabase();
  const c = await createCliente(t.ownerDb, { nome: 'Rede Relógio' });
  const u = await createUser(t.ownerDb, c.id, { email: 'relogio@teste.dev', nome: 'Rita' });
  auth = {
    usuarioId: u.id,
    clienteId: c.id,
    sessaoId: '00000000-0000-7000-8000-000000000000',
    email: u.email,
    nome: 'Rita',
    plano: 'Premium',
    claims: [],
    visaoConsultor: false,
    loginTokenHash: 'x',
  };
});
afterAll(() => t?.close());

const at = (iso: string) => ({ db: t.db, now: new Date(iso) });

describe('business date', () => {
  it('is the calendar day in Brasília', () => {
    expect(getBusinessDate(new Date('2023-12-05T03:00:00Z'))).toBe('2023-12-05');
    expect(getBusinessDate(new Date('2023-12-05T02:59:59Z'))).toBe('2023-12-04');
  });
});

describe('active campaign, with a fixed clock', () => {
  it('offers the December 2023 campaign for 16 days from the 5th, in Brasília time', async () => {
    expect(await getActiveCampanha(at('2023-12-05T03:00:00Z'))).toEqual(DEZEMBRO_2023);
    expect(await getActiveCampanha(at('2023-12-12T15:00:00Z'))).toEqual(DEZEMBRO_2023);
    // 23:30 of the 20th in Brasília is already the 21st in UTC
    expect(await getActiveCampanha(at('2023-12-21T02:30:00Z'))).toEqual(DEZEMBRO_2023);
    expect(await getActiveCampanha(at('2023-12-21T03:00:00Z'))).toBeNull();
    expect(await getActiveCampanha(at('2023-12-05T02:30:00Z'))).toBeNull();
    expect(await getActiveCampanha(at('2024-06-01T12:00:00Z'))).toBeNull();
  });

  it("offers the current year's campaign from its rows, and none once deactivated", async () => {
    expect(await getActiveCampanha(at('2026-11-21T12:00:00Z'))).toBeNull();
    expect(await getActiveCampanha(at('2026-12-05T12:00:00Z'))).toEqual(DEZEMBRO_2026);
    expect(await getActiveCampanha(at('2026-12-20T12:00:00Z'))).toEqual(DEZEMBRO_2026);
    await t.ownerDb.update(npsCampanha).set({ ativo: false }).where(eq(npsCampanha.id, DEZEMBRO_2026.id));
    try {
      expect(await getActiveCampanha(at('2026-12-10T12:00:00Z'))).toBeNull();
    } finally {
      await t.ownerDb.update(npsCampanha).set({ ativo: true }).where(eq(npsCampanha.id, DEZEMBRO_2026.id));
    }
  });

  it('prefers the latest to start when windows overlap', async () => {
    const [extra] = await t.ownerDb
      .insert(npsCampanha)
      .values({ nome: 'NPS Fim de Ano 2026', inicio: '2026-12-15', fim: '2026-12-31' })
      .returning();
    try {
      expect((await getActiveCampanha(at('2026-12-10T12:00:00Z')))?.id).toBe(DEZEMBRO_2026.id);
      expect((await getActiveCampanha(at('2026-12-16T12:00:00Z')))?.id).toBe(extra!.id);
    } finally {
      await t.ownerDb.delete(npsCampanha).where(eq(npsCampanha.id, extra!.id));
    }
  });
});

describe('save NPS, with a fixed clock', () => {
  const answer = { campanhaId: DEZEMBRO_2023.id, campanhaName: DEZEMBRO_2023.nome, respostaId: 10 };

  it('refuses the answer before and after the window', async () => {
    for (const iso of ['2023-12-04T12:00:00Z', '2023-12-21T12:00:00Z']) {
      await expect(saveNps(at(iso), auth, answer)).rejects.toMatchObject({
        status: 400,
        title: 'Esta pesquisa não está disponível hoje',
      });
    }
    expect(await t.ownerDb.select().from(npsResposta)).toEqual([]);
  });

  it('stores the answer inside the window, once', async () => {
    expect(await saveNps(at('2023-12-20T23:00:00-03:00'), auth, answer)).toEqual({
      message: 'Obrigado pela sua resposta!',
    });
    await expect(saveNps(at('2023-12-10T12:00:00Z'), auth, answer)).rejects.toMatchObject({ status: 409 });
    const rows = await t.ownerDb.select().from(npsResposta);
    expect(rows).toEqual([
      expect.objectContaining({
        usuarioId: auth.usuarioId,
        campanhaId: DEZEMBRO_2023.id,
        campanhaNome: 'NPS Dezembro 2023',
        respostaId: 10,
        origemClick: '',
        dados: expect.objectContaining({ usuario: { nome: 'Rita', email: 'relogio@teste.dev' } }),
      }),
    ]);
  });
});
