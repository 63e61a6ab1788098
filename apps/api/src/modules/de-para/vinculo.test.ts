import { deParaMessages, endpoints } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { withTenant } from '../../db/index.ts';
import { resolveScope } from '../access/scope.ts';
import { createDeParaRede, type DeParaRede } from './de-para.fixtures.ts';
import { vinculoAutomaticoReport } from './vinculo-report.ts';

/**
 * 'Vincular Automaticamente' through the API with the report workers (issue 9 §1, §4): the server-side lock
 * (15 minutes per cliente), and the queued job linking the pending accounts whose suggestion reaches the
 * configured confidence (here 95) into Revisão with history and a report of what it linked and why.
 */
let t: TestApp;
let rede: DeParaRede;
let outra: DeParaRede;
let admin: Record<string, string>;
let theirs: Record<string, string>;
const path = endpoints.dePara.vinculoAutomatico;

const q = async <T>(clienteId: string, query: ReturnType<typeof sql>) =>
  withTenant(t.tdb.ownerDb, clienteId, async (tx) => (await tx.execute(query)).rows as T[]);
const post = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: path, headers });
const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: path, headers });

async function waitForReport(clienteId: string, id: string) {
  return waitFor(
    async () => {
      const [row] = await q<{
        status: number;
        erro: string | null;
        arquivo_chave: string | null;
        linhas: number;
      }>(clienteId, sql`select status, erro, arquivo_chave, linhas from relatorio where id = ${id}`);
      return row && row.status >= 2 ? row : null;
    },
    { timeoutMs: 30_000, intervalMs: 200, message: 'o relatório do vínculo automático não terminou' },
  );
}

const mapping = async (grupo: 'a' | 'b', marca: 'm1' | 'm2', de: number) =>
  (
    await q<{ id: string; status: string; conta_franqueador_id: string | null }>(
      rede.clienteId,
      sql`select id, status, conta_franqueador_id from de_para where grupo_id = ${rede.grupos[grupo]}
        and marca_id = ${rede.marcas[marca]} and conta_franqueado_id = ${rede.franqueado[grupo][de]}`,
    )
  )[0];
const history = (deParaId: string) =>
  q<{ tipo: string; status_anterior: string; info: string | null; usuario_nome: string }>(
    rede.clienteId,
    sql`select tipo, status_anterior, info, usuario_nome from de_para_historico where de_para_id = ${deParaId}
      order by created_at, id`,
  );

beforeAll(async () => {
  t = await createTestApp({ DEPARA_AUTO_LINK_MIN_CONFIDENCE: '95' }, {}, false, { workers: true });
  rede = await createDeParaRede(t.tdb.ownerDb);
  outra = await createDeParaRede(t.tdb.ownerDb);
  admin = (await signIn(t.app, rede.emails.admin)).headers;
  theirs = (await signIn(t.app, outra.emails.admin)).headers;
  // the network's evidence: grupo B approved 'Vendas PIX' to 1.02 and justified 'Brindes' as having none
  await q(
    rede.clienteId,
    sql`insert into de_para (cliente_id, id, grupo_id, marca_id, conta_franqueado_id, conta_franqueador_id, status,
        justificativa)
      values (${rede.clienteId}, ${uuidv7()}, ${rede.grupos.b}, ${rede.marcas.m1}, ${rede.franqueado.b[1]},
        ${rede.franqueador.m1.r2}, 'aprovado', null),
      (${rede.clienteId}, ${uuidv7()}, ${rede.grupos.b}, ${rede.marcas.m1}, ${rede.franqueado.b[3]}, null,
        'aprovado', 'Sem correspondente')`,
  );
  // a person already linked grupo A's 'Vendas Cartão' (M1) to another account: theirs stands
  const created = await t.app.inject({
    method: 'POST',
    url: endpoints.dePara.criarFranqueado,
    headers: admin,
    payload: [
      {
        PlanoFranqueadoId: rede.franqueado.a[0],
        PlanoFranqueadorId: rede.franqueador.m1.d1,
        Justificativa: null,
        Marca: rede.marcas.m1,
        CustomerId: rede.grupos.a,
      },
    ],
  });
  expect(created.json()[0].sucesso).toBe(true);
});
afterAll(() => t?.close());

describe('the lock', () => {
  it('is free at first; a request queues the job and locks the cliente for 15 minutes', async () => {
    expect((await get(admin)).json()).toEqual({ bloqueadoAte: null });
    const res = await post(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      message: deParaMessages.reportQueued,
      bloqueadoAte: expect.any(String),
    });
    const minutes = (Date.parse(body.bloqueadoAte) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const [row] = await q<{ origem: string; parametros: unknown }>(
      rede.clienteId,
      sql`select origem, parametros from relatorio where id = ${body.id}`,
    );
    expect(row).toEqual({ origem: 'de-para-vinculo-automatico', parametros: { confiancaMinima: 95 } });

    const again = await post(admin);
    expect(again.statusCode).toBe(429);
    expect(again.headers['content-type']).toContain('application/problem+json');
    expect(again.json()).toMatchObject({
      title: deParaMessages.autoLinkLocked(15),
      bloqueadoAte: body.bloqueadoAte,
    });
    expect((await get(admin)).json()).toEqual({ bloqueadoAte: body.bloqueadoAte });
    // another cliente is not locked
    expect((await get(theirs)).json()).toEqual({ bloqueadoAte: null });
    await waitForReport(rede.clienteId, body.id);
  });

  it('tells the minutes left, rounded up, and frees the button once 15 minutes have passed', async () => {
    await q(
      rede.clienteId,
      sql`update relatorio set created_at = now() - interval '10 minutes 30 seconds' where cliente_id = ${rede.clienteId}`,
    );
    expect((await post(admin)).json().title).toBe(
      'O vínculo automático foi solicitado há pouco. Tente novamente em 5 minutos.',
    );
    await q(
      rede.clienteId,
      sql`update relatorio set created_at = now() - interval '14 minutes 50 seconds' where cliente_id = ${rede.clienteId}`,
    );
    expect((await post(admin)).json().title).toBe(deParaMessages.autoLinkLocked(1));
    await q(
      rede.clienteId,
      sql`update relatorio set created_at = now() - interval '15 minutes 1 second' where cliente_id = ${rede.clienteId}`,
    );
    expect((await get(admin)).json()).toEqual({ bloqueadoAte: null });
  });

  it('of two requests at once, exactly one is queued; the rule claim is checked', async () => {
    const answers = await Promise.all([post(theirs), post(theirs)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    const [n] = await q<{ n: number }>(
      outra.clienteId,
      sql`select count(*)::int as n from relatorio where cliente_id = ${outra.clienteId}`,
    );
    expect(n!.n).toBe(1);
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    await waitForReport(outra.clienteId, ok.id);
    // DePara without the VinculoAutomatico action: may read the lock, not ask
    const limitado = (await signIn(t.app, rede.emails.limitado)).headers;
    expect((await get(limitado)).statusCode).toBe(200);
    expect((await post(limitado)).statusCode).toBe(403);
  });
});

describe('the linking job', () => {
  it('moved the pending accounts at or above the confidence into Revisão, with history', async () => {
    // 'Vendas PIX': one grupo approved it and the chart has the same words → 97 %, in both of grupo A's marcas
    for (const marca of ['m1', 'm2'] as const) {
      const row = (await mapping('a', marca, 1))!;
      expect(row).toMatchObject({ status: 'revisao', conta_franqueador_id: rede.franqueador[marca].r2 });
      expect(await history(row.id)).toEqual([
        {
          tipo: 'vinculoAutomatico',
          status_anterior: 'pendente',
          info: 'Confiança 97%: 1 grupo da rede vincula "Vendas PIX" a esta conta; Mesmo nome no plano do franqueador',
          usuario_nome: 'Admin De-Para',
        },
      ]);
    }
    // the person's link stands; 'Aluguel' (same name as the chart's, 90 %) stays below 95; 'Brindes' was
    // justified by the network
    const person = (await mapping('a', 'm1', 0))!;
    expect(person.conta_franqueador_id).toBe(rede.franqueador.m1.d1);
    expect((await history(person.id)).map((h) => h.tipo)).toEqual(['criado']);
    expect(await mapping('a', 'm1', 2)).toBeUndefined();
    expect(await mapping('a', 'm1', 3)).toBeUndefined();
    // never into Aprovado
    const statuses = await q<{ status: string }>(
      rede.clienteId,
      sql`select distinct d.status from de_para d join de_para_historico h on h.de_para_id = d.id
        where d.cliente_id = ${rede.clienteId} and h.tipo = 'vinculoAutomatico'`,
    );
    expect(statuses).toEqual([{ status: 'revisao' }]);
  });

  it('left a report of what it linked and why, and of the pending accounts left', async () => {
    const [req] = await q<{ arquivo_chave: string; linhas: number }>(
      rede.clienteId,
      sql`select arquivo_chave, linhas from relatorio where cliente_id = ${rede.clienteId} and status = 2
        order by created_at limit 1`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(t.app.storage.read(req!.arquivo_chave));
    const rows = (name: string) => {
      const sheet = workbook.getWorksheet(name)!;
      const out: unknown[][] = [];
      sheet.eachRow((row, n) => {
        if (n > 5) out.push((row.values as unknown[]).slice(1));
      });
      return { header: (sheet.getRow(5).values as unknown[]).slice(1), rows: out, sheet };
    };
    const vinculadas = rows('Vinculadas');
    expect(vinculadas.header).toEqual([
      'Grupo',
      'Marca',
      'Conta do franqueado',
      'Conta do franqueador',
      'Confiança',
      'Motivo',
    ]);
    expect(vinculadas.rows.map((r) => r.slice(0, 5))).toEqual([
      ['Grupo A', 'Marca M1', 'A-1 - Vendas PIX', '1.02 - Vendas via PIX', 0.97],
      ['Grupo A', 'Marca M2', 'A-1 - Vendas PIX', '1.02 - Vendas via PIX', 0.97],
    ]);
    expect(vinculadas.sheet.getCell('E6').numFmt).toBe('0.00%');
    const nao = rows('Não vinculadas');
    expect(nao.header[3]).toBe('Melhor sugestão');
    expect(nao.rows).toContainEqual([
      'Grupo A',
      'Marca M1',
      'A-2 - Aluguel',
      '2.01 - Aluguel',
      0.9,
      'Mesmo nome no plano do franqueador',
    ]);
    const brindes = nao.rows.find((r) => r[0] === 'Grupo A' && r[2] === 'A-3 - Brindes');
    expect(brindes?.slice(3)).toEqual([
      undefined,
      undefined,
      'Sem sugestão: nada na rede nem no plano do franqueador aponta uma conta',
    ]);
    // grupo B's 'Vendas Cartão', 'Aluguel' and 'Brindes' in M1; grupo A's three left (M1: 2, M2: 3)
    expect(req!.linhas).toBe(vinculadas.rows.length + nao.rows.length);
  });

  it('runs again without moving anything twice (only pending accounts move)', async () => {
    const before = await q<{ n: number }>(
      rede.clienteId,
      sql`select count(*)::int as n from de_para_historico where cliente_id = ${rede.clienteId}`,
    );
    const [user] = await q<{ id: string; regra_acesso_id: string }>(
      rede.clienteId,
      sql`select id, regra_acesso_id from usuario where cliente_id = ${rede.clienteId} and email = ${rede.emails.admin}`,
    );
    const sheets: string[] = [];
    const count = await withTenant(t.tdb.db, rede.clienteId, async (tx) => {
      const scope = await resolveScope(tx, {
        clienteId: rede.clienteId,
        regraAcessoId: user!.regra_acesso_id,
      });
      return vinculoAutomaticoReport.run(
        { tx, clienteId: rede.clienteId, usuarioId: user!.id, scope },
        { confiancaMinima: 95 },
        { addSheet: async (name) => (sheets.push(name), { addRow: async () => {} }) },
      );
    });
    expect(sheets).toEqual(['Vinculadas', 'Não vinculadas']);
    expect(count).toBeGreaterThan(0);
    const after = await q<{ n: number }>(
      rede.clienteId,
      sql`select count(*)::int as n from de_para_historico where cliente_id = ${rede.clienteId}`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
