import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { relatoriosMessages } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn } from '../../../test/fixtures.ts';
import { relatorio } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../plugins/storage.ts';

let t: TestApp;
const filesDir = mkdtempSync(join(tmpdir(), 'matriz-files-'));
const storage = createLocalStorage(filesDir);
const ids: Record<string, string> = {};
let admin: { headers: Record<string, string> };
let limited: { headers: Record<string, string> };
let noExport: { headers: Record<string, string> };
let starter: { headers: Record<string, string> };
let other: { headers: Record<string, string> };
let clienteId: string;
let limitedId: string;

async function insertRequest(
  values: Partial<typeof relatorio.$inferInsert> & { usuarioId: string; clienteId: string },
) {
  const [row] = await t.tdb.ownerDb
    .insert(relatorio)
    .values({ origem: 'empresas', descricao: 'Empresas', parametros: {}, status: 0, ...values })
    .returning({ id: relatorio.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' }, { filesDir });
  const c = await createCliente(t.tdb.ownerDb);
  clienteId = c.id;
  const a = await createUser(t.tdb.ownerDb, c.id, { email: 'admin@rel.com' });
  const l = await createUser(t.tdb.ownerDb, c.id, {
    email: 'lim@rel.com',
    acessos: [{ nome: 'Relatorio', acoes: ['Obter', 'Exportar'] }],
  });
  limitedId = l.id;
  await createUser(t.tdb.ownerDb, c.id, {
    email: 'semexp@rel.com',
    acessos: [{ nome: 'Relatorio', acoes: ['Obter'] }],
  });
  const s = await createCliente(t.tdb.ownerDb, { plano: 'Starter' });
  await createUser(t.tdb.ownerDb, s.id, { email: 'starter@rel.com' });
  const o = await createCliente(t.tdb.ownerDb);
  const ou = await createUser(t.tdb.ownerDb, o.id, { email: 'outro@rel.com' });
  admin = await signIn(t.app, 'admin@rel.com');
  limited = await signIn(t.app, 'lim@rel.com');
  noExport = await signIn(t.app, 'semexp@rel.com');
  starter = await signIn(t.app, 'starter@rel.com');
  other = await signIn(t.app, 'outro@rel.com');

  const day = (d: string) => new Date(`${d}T12:00:00-03:00`);
  const key = `relatorios/${c.id}/pronto.xlsx`;
  const file = await storage.begin(key);
  file.stream.end('conteudo');
  await new Promise<void>((r) => file.stream.once('finish', () => r()));
  const size = await file.commit();
  const future = new Date(Date.now() + 86_400_000);
  ids.pronto = await insertRequest({
    clienteId: c.id,
    usuarioId: l.id,
    status: 2,
    createdAt: day('2026-03-10'),
    arquivoChave: key,
    arquivoNome: 'Empresas março.xlsx',
    arquivoTamanho: size,
    expiresAt: future,
    linhas: 3,
  });
  ids.aguardando = await insertRequest({
    clienteId: c.id,
    usuarioId: l.id,
    status: 0,
    createdAt: day('2026-03-12'),
    origem: 'cluster',
    descricao: 'Cluster',
  });
  ids.erro = await insertRequest({
    clienteId: c.id,
    usuarioId: l.id,
    status: 3,
    createdAt: day('2026-03-01'),
    erro: 'falhou',
  });
  ids.expirado = await insertRequest({
    clienteId: c.id,
    usuarioId: l.id,
    status: 2,
    createdAt: day('2026-02-01'),
    arquivoChave: `relatorios/${c.id}/velho.xlsx`,
    arquivoNome: 'velho.xlsx',
    expiresAt: new Date(Date.now() - 1000),
    expiredAt: new Date(),
  });
  ids.doAdmin = await insertRequest({
    clienteId: c.id,
    usuarioId: a.id,
    status: 1,
    createdAt: day('2026-03-11'),
  });
  ids.outro = await insertRequest({
    clienteId: o.id,
    usuarioId: ou.id,
    status: 2,
    arquivoChave: key,
    arquivoNome: 'x.xlsx',
    expiresAt: future,
  });
});
afterAll(() => t.close());

const list = (who: { headers: Record<string, string> }, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/Relatorio/listar${query}`, headers: who.headers });

describe('GET /api/v1/Relatorio/listar', () => {
  it('um usuário vê só as próprias solicitações, mais novas primeiro, com o que a lista precisa', async () => {
    const res = await list(limited);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.page).toBe(1);
    expect(body.relatorios.map((r: { _id: string }) => r._id)).toEqual([
      ids.aguardando,
      ids.pronto,
      ids.erro,
      ids.expirado,
    ]);
    expect(body.relatorios[1]).toMatchObject({
      tipoRelatorio: 'Empresas',
      origem: 'empresas',
      status: 2,
      nomeArquivo: 'Empresas março.xlsx',
      linhas: 3,
      podeBaixar: true,
      expirado: false,
    });
    expect(body.relatorios[2]).toMatchObject({ status: 3, erro: 'falhou', podeBaixar: false });
    expect(body.relatorios[3]).toMatchObject({ status: 2, expirado: true, podeBaixar: false });
  });

  it('sysAdmin vê as do cliente inteiro; nunca as de outro cliente', async () => {
    const body = (await list(admin)).json();
    expect(body.total).toBe(5);
    expect(body.relatorios.map((r: { _id: string }) => r._id)).not.toContain(ids.outro);
    expect((await list(other)).json().relatorios.map((r: { _id: string }) => r._id)).toEqual([ids.outro]);
  });

  it('filtros: origem, status (listas separadas por vírgula), período de solicitação, paginação', async () => {
    const ids_ = async (q: string) =>
      (await list(limited, q)).json().relatorios.map((r: { _id: string }) => r._id);
    expect(await ids_('?origem=cluster')).toEqual([ids.aguardando]);
    expect(await ids_('?origem=cluster,empresas&status=0,3')).toEqual([ids.aguardando, ids.erro]);
    expect(await ids_('?dataSolicitacaoInicio=2026-03-01&dataSolicitacaoFinal=2026-03-10')).toEqual([
      ids.pronto,
      ids.erro,
    ]);
    const page2 = (await list(limited, '?page=2&pageSize=10')).json();
    expect(page2).toMatchObject({ page: 2, total: 4, relatorios: [] });
  });

  it('entrada inválida: 400 com as mensagens em pt-BR', async () => {
    const bad = await list(limited, '?dataSolicitacaoInicio=10/03/2026&status=7&pageSize=33');
    expect(bad.statusCode).toBe(400);
    const msgs = bad.json().errors.map((e: { mensagem: string }) => e.mensagem);
    expect(msgs).toEqual(
      expect.arrayContaining([
        relatoriosMessages.invalidDate,
        relatoriosMessages.invalidStatus,
        relatoriosMessages.invalidPageSize,
      ]),
    );
    const range = await list(limited, '?dataSolicitacaoInicio=2026-03-10&dataSolicitacaoFinal=2026-03-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().errors[0].mensagem).toBe(relatoriosMessages.invalidRange);
  });

  it('datas fora de 2000–2100 (9999-12-31, 0000-01-01): 400 no campo, nunca 500', async () => {
    for (const [query, campo] of [
      ['?dataSolicitacaoFinal=9999-12-31', 'dataSolicitacaoFinal'],
      ['?dataSolicitacaoInicio=9999-12-31', 'dataSolicitacaoInicio'],
      ['?dataSolicitacaoInicio=0000-01-01', 'dataSolicitacaoInicio'],
      ['?dataSolicitacaoFinal=1999-12-31', 'dataSolicitacaoFinal'],
      ['?dataSolicitacaoFinal=2101-01-01', 'dataSolicitacaoFinal'],
    ] as const) {
      const res = await list(limited, query);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(res.json().errors[0], query).toEqual({ campo, mensagem: relatoriosMessages.dateOutOfRange });
    }
    const bounds = await list(limited, '?dataSolicitacaoInicio=2000-01-01&dataSolicitacaoFinal=2100-12-31');
    expect(bounds.statusCode).toBe(200);
    expect(bounds.json().total).toBe(4);
  });

  it('plano Starter: 403; sem sessão: 401', async () => {
    expect((await list(starter)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/Relatorio/listar' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/Relatorio/tipos-origem', () => {
  it('responde um objeto rótulo → valor (premium)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Relatorio/tipos-origem',
      headers: limited.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json()).toBe('object');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/Relatorio/tipos-origem', headers: starter.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/v1/Relatorio/download/:id', () => {
  const download = (who: { headers: Record<string, string> }, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/Relatorio/download/${id}`, headers: who.headers });

  it('baixa o arquivo de um relatório finalizado, com o nome no Content-Disposition', async () => {
    const res = await download(limited, ids.pronto!);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('conteudo');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Empresas março.xlsx')}`,
    );
    expect((await download(admin, ids.pronto!)).statusCode).toBe(200);
  });

  it('não pronto, com erro ou expirado: mensagens claras', async () => {
    const notReady = await download(limited, ids.aguardando!);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().title).toBe(relatoriosMessages.notReady);
    expect((await download(limited, ids.erro!)).json().title).toBe(relatoriosMessages.failed);
    const expired = await download(limited, ids.expirado!);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().title).toBe(relatoriosMessages.expired);
  });

  it('sem Relatorio/Exportar: 403; Starter: 403; outro cliente: 404; de outro usuário (não admin): 404; id inválido: 400', async () => {
    expect((await download(noExport, ids.pronto!)).statusCode).toBe(403);
    expect((await download(starter, ids.pronto!)).statusCode).toBe(403);
    expect((await download(other, ids.pronto!)).statusCode).toBe(404);
    expect((await download(limited, ids.doAdmin!)).statusCode).toBe(404);
    const bad = await download(limited, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/Relatorio/download/${ids.pronto}` })).statusCode,
    ).toBe(401);
  });

  it('nada muda ao listar ou baixar', async () => {
    const [row] = await t.tdb.ownerDb.select().from(relatorio).where(eq(relatorio.id, ids.pronto!));
    expect(row).toMatchObject({ status: 2, clienteId, usuarioId: limitedId });
  });
});
