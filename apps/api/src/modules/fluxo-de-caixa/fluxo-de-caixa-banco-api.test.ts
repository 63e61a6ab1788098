import {
  endpoints,
  errorMessages,
  EXTRATO_EXPORT_MAX_DIAS,
  somarDias,
  fluxoDeCaixaBancoMessages as m,
  type ContaVinculadaRow,
  type ExtratoLinha,
} from '@matriz/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { relatorio } from '../../db/schema/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { createBancoRede, type BancoRede } from './banco.fixtures.ts';

const e = endpoints.fluxoDeCaixa;
let t: TestApp;
let rede: BancoRede;
const h = {} as Record<keyof BancoRede['emails'], Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  rede = await createBancoRede(t.tdb.ownerDb);
  for (const [k, email] of Object.entries(rede.emails))
    h[k as keyof BancoRede['emails']] = (await signIn(t.app, email)).headers;
}, 60_000);
afterAll(() => t.close());

const get = async (url: string, query: Record<string, string>, headers = h.admin) => {
  const res = await t.app.inject({ method: 'GET', url, query, headers });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload: object, headers = h.admin) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json() };
};

const fevereiro = () => ({
  grupo: rede.norte.grupoId,
  conta: rede.contas.itau,
  inicio: '2025-02-01',
  fim: '2025-02-28',
});
const extrato = (q: Record<string, string>, headers = h.admin) => get(e.extrato, q, headers);

describe('GET listar-contas-vinculadas', () => {
  it('lists every account of the tenant by grupo and name, with its linked stores', async () => {
    const { status, body } = await get(e.contasVinculadas, {});
    expect(status).toBe(200);
    expect(body.registrosTotais).toBe(3);
    expect(body.page).toBe(1);
    expect(body.contasVinculadas.map((r: ContaVinculadaRow) => r.nomeConta)).toEqual([
      'Conta Caixa',
      'Conta Itaú',
      'Conta Sul',
    ]);
    expect(body.contasVinculadas[1]).toEqual({
      _id: rede.contas.itau,
      nomeGrupo: 'Grupo Norte',
      empresasVinculada: ['Norte', 'Norte Dois'],
      banco: 'Itaú',
      nomeConta: 'Conta Itaú',
      agencia: '1234',
      numero: '56789',
      digito: '0',
    });
    expect(JSON.stringify(body)).not.toContain('Estrangeira');
  });

  it('filters by grupos and by part of the name, and pages', async () => {
    const sul = await get(e.contasVinculadas, { grupos: rede.sul.grupoId });
    expect(sul.body.contasVinculadas.map((r: ContaVinculadaRow) => r.nomeConta)).toEqual(['Conta Sul']);
    const nome = await get(e.contasVinculadas, { nomeConta: 'itaú' });
    expect(nome.body.registrosTotais).toBe(1);
    const ambos = await get(e.contasVinculadas, { grupos: `${rede.norte.grupoId},${rede.sul.grupoId}` });
    expect(ambos.body.registrosTotais).toBe(3);
    const pagina2 = await get(e.contasVinculadas, { Pagina: '2', PorPagina: '25' });
    expect(pagina2.body).toMatchObject({ contasVinculadas: [], registrosTotais: 3, page: 2 });
  });

  it('shows a limited user only the accounts wholly of its stores (issue 12 §5)', async () => {
    // store Norte only: 'Conta Itaú' is shared with Norte Dois (outside the scope), 'Conta Caixa' is Norte Dois's
    const { status, body } = await get(e.contasVinculadas, {}, h.limitado);
    expect(status).toBe(200);
    expect(body).toMatchObject({ contasVinculadas: [], registrosTotais: 0 });
    // grupo Norte: both of its accounts, with all their stores
    const grupo = await get(e.contasVinculadas, {}, h.grupoNorte);
    expect(grupo.body.registrosTotais).toBe(2);
    expect(
      (grupo.body.contasVinculadas as ContaVinculadaRow[]).map((r) => [r.nomeConta, r.empresasVinculada]),
    ).toEqual([
      ['Conta Caixa', ['Norte Dois']],
      ['Conta Itaú', ['Norte', 'Norte Dois']],
    ]);
    for (const headers of [h.limitado, h.grupoNorte]) {
      const sul = await get(e.contasVinculadas, { grupos: rede.sul.grupoId }, headers);
      expect(sul).toMatchObject({ status: 403, body: { title: SCOPE_FORBIDDEN } });
    }
  });

  it('shows an account linked to no store only to an unrestricted user', async () => {
    const db = t.tdb.ownerDb;
    const id = '0190a0c0-0000-7000-8000-00000000abcd';
    await db.execute(sql`insert into conta_bancaria (cliente_id, id, grupo_id, nome)
      values (${rede.clienteId}, ${id}, ${rede.norte.grupoId}, 'Conta Sem Loja')`);
    try {
      const nomes = async (headers: Record<string, string>) =>
        (
          (await get(e.contasVinculadas, { nomeConta: 'sem loja' }, headers)).body.contasVinculadas as {
            nomeConta: string;
          }[]
        ).map((r) => r.nomeConta);
      expect(await nomes(h.admin)).toEqual(['Conta Sem Loja']);
      expect(await nomes(h.grupoNorte)).toEqual([]);
      expect(await extrato({ ...fevereiro(), conta: id }, h.grupoNorte)).toMatchObject({
        status: 403,
        body: { title: SCOPE_FORBIDDEN },
      });
    } finally {
      await db.execute(sql`delete from conta_bancaria where cliente_id = ${rede.clienteId} and id = ${id}`);
    }
  });

  it('refuses bad input with 400 and the pt-BR message', async () => {
    for (const [query, campo, mensagem] of [
      [{ PorPagina: '10' }, 'PorPagina', m.tamanhoPaginaInvalido],
      [{ Pagina: 'x' }, 'Pagina', m.paginaInvalida],
      [{ grupos: 'abc' }, 'grupos.0', m.idInvalido],
      [{ nomeConta: 'a'.repeat(201) }, 'nomeConta', 'Máximo de 200 caracteres'],
    ] as const) {
      const { status, body } = await get(e.contasVinculadas, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.errors).toEqual([{ campo, mensagem }]);
    }
  });

  it("answers nothing of another tenant's grupo", async () => {
    const { status, body } = await get(e.contasVinculadas, { grupos: rede.norte.grupoId }, h.outra);
    expect(status).toBe(200);
    expect(body).toMatchObject({ contasVinculadas: [], registrosTotais: 0 });
  });

  it("needs FluxoDeCaixa: 403 'Sem permissões' without it", async () => {
    const { status, body } = await get(e.contasVinculadas, {}, h.dre);
    expect(status).toBe(403);
    expect(body.title).toBe(errorMessages.forbidden);
  });
});

describe('statement filter options', () => {
  it('lists the stores of a grupo in scope', async () => {
    const { status, body } = await get(e.empresasDoGrupo, { grupo: rede.norte.grupoId });
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: rede.norte.empresaId, label: 'Norte' },
      { id: rede.norteDois, label: 'Norte Dois' },
    ]);
    const limitado = await get(e.empresasDoGrupo, { grupo: rede.norte.grupoId }, h.limitado);
    expect(limitado.body).toEqual([{ id: rede.norte.empresaId, label: 'Norte' }]);
    expect((await get(e.empresasDoGrupo, { grupo: rede.norte.grupoId }, h.grupoNorte)).body).toHaveLength(2);
    expect((await get(e.empresasDoGrupo, { grupo: rede.sul.grupoId }, h.limitado)).status).toBe(403);
    expect(await get(e.empresasDoGrupo, {})).toMatchObject({
      status: 400,
      body: { errors: [{ campo: 'grupo', mensagem: m.grupoObrigatorio }] },
    });
    expect((await get(e.empresasDoGrupo, { grupo: rede.norte.grupoId }, h.outra)).body).toEqual([]);
  });

  it('lists the accounts of a grupo, of the chosen stores, within scope', async () => {
    const nomes = async (q: Record<string, string>, headers = h.admin) =>
      ((await get(e.contasBancarias, q, headers)).body as { label: string }[]).map((o) => o.label);
    expect(await nomes({ grupo: rede.norte.grupoId })).toEqual([
      'Conta Caixa — Caixa Econômica · ag. 1234 · 56789-0',
      'Conta Itaú — Itaú · ag. 1234 · 56789-0',
    ]);
    expect(await nomes({ grupo: rede.norte.grupoId, empresas: rede.norte.empresaId })).toEqual([
      'Conta Itaú — Itaú · ag. 1234 · 56789-0',
    ]);
    expect(await nomes({ grupo: rede.norte.grupoId, empresas: rede.norteDois })).toHaveLength(2);
    // the limited user (store Norte) never sees 'Conta Caixa' (Norte Dois's) nor 'Conta Itaú' (shared with it)
    expect(await nomes({ grupo: rede.norte.grupoId }, h.limitado)).toEqual([]);
    expect(await nomes({ grupo: rede.norte.grupoId, empresas: rede.norte.empresaId }, h.limitado)).toEqual(
      [],
    );
    expect(await nomes({ grupo: rede.norte.grupoId }, h.grupoNorte)).toHaveLength(2);
    const fora = await get(
      e.contasBancarias,
      { grupo: rede.norte.grupoId, empresas: rede.norteDois },
      h.limitado,
    );
    expect(fora.status).toBe(403);
    expect(await get(e.contasBancarias, { empresas: 'x' })).toMatchObject({
      status: 400,
      body: {
        errors: [
          { campo: 'grupo', mensagem: m.grupoObrigatorio },
          { campo: 'empresas.0', mensagem: m.idInvalido },
        ],
      },
    });
  });
});

describe('GET listar-extrato', () => {
  it('answers the detailed statement with the exact running balance from the opening balance', async () => {
    const { status, body } = await extrato({ ...fevereiro(), modo: '1' });
    expect(status).toBe(200);
    expect(body.saldoInicial).toBe(1000);
    const linhas = body.extrato as ExtratoLinha[];
    expect(
      linhas.map((l) => [l.data, l.historico, l.entrada, l.saida, l.saldo, l.extratoConciliado]),
    ).toEqual([
      ['2025-02-01', 'CRED REDE', 150, 0, 1150, true],
      ['2025-02-01', 'PAG BOLETO ALFA', 0, 30.55, 1119.45, true],
      ['2025-02-03', 'PIX RECEBIDO', 0.1, 0, 1119.55, false],
      ['2025-02-03', 'TARIFA', 0, 0.2, 1119.35, true],
      ['2025-02-05', 'PAG BOLETO BETA', 0, 45, 1074.35, true],
      ['2025-02-10', 'TED RECEBIDA', 1234567.89, 0, 1235642.24, false],
    ]);
    expect(linhas[1]!.numeroDocumento).toBe('DOC-lanc-alfa');
    expect(body).toMatchObject({
      saldoFinal: 1235642.24,
      totalEntradas: 1234717.99,
      totalSaidas: 75.75,
      entradasOcultas: 0,
      saidasOcultas: 0,
    });
  });

  it('shows the ledger entries behind each reconciled line in the detailed mode', async () => {
    const linhas = (await extrato({ ...fevereiro(), modo: '1' })).body.extrato as ExtratoLinha[];
    const porHistorico = (h: string) => linhas.find((l) => l.historico === h)!;
    expect(
      porHistorico('CRED REDE').lancamentos!.map((l) => [l.empresa, l.meioDePagamento, l.valor]),
    ).toEqual([
      ['Norte', 'Cartão de Crédito', 100],
      ['Norte', 'Cartão de Crédito', 50],
    ]);
    expect(porHistorico('PAG BOLETO ALFA').lancamentos).toEqual([
      expect.objectContaining({
        empresa: 'Norte',
        fornecedor: 'Fornecedor Alfa',
        dataCompetencia: '2025-01-20',
        dataPagamento: '2025-02-01',
        valor: -30.55,
      }),
    ]);
    expect(porHistorico('TARIFA').lancamentos).toEqual([]);
    // not reconciled: no match at all
    expect(porHistorico('PIX RECEBIDO').lancamentos).toBeUndefined();
    // summary mode carries no match
    const resumo = (await extrato(fevereiro())).body.extrato as ExtratoLinha[];
    expect(resumo.every((l) => l.lancamentos === undefined)).toBe(true);
  });

  it('sums each day in the summary mode, with the balance at the end of the day', async () => {
    const { body } = await extrato({ ...fevereiro(), modo: '0' });
    expect(
      (body.extrato as ExtratoLinha[]).map((l) => [
        l._id,
        l.historico,
        l.numeroDocumento,
        l.entrada,
        l.saida,
        l.saldo,
        l.extratoConciliado,
        l.quantidade,
      ]),
    ).toEqual([
      ['2025-02-01', '2 lançamentos no dia', null, 150, 30.55, 1119.45, true, 2],
      ['2025-02-03', '2 lançamentos no dia', null, 0.1, 0.2, 1119.35, false, 2],
      ['2025-02-05', '1 lançamento no dia', null, 0, 45, 1074.35, true, 1],
      ['2025-02-10', '1 lançamento no dia', null, 1234567.89, 0, 1235642.24, false, 1],
    ]);
  });

  it('filters reconciled and not reconciled lines without changing the balance', async () => {
    const conciliados = (await extrato({ ...fevereiro(), modo: '1', status: '1' })).body;
    expect((conciliados.extrato as ExtratoLinha[]).map((l) => [l.historico, l.saldo])).toEqual([
      ['CRED REDE', 1150],
      ['PAG BOLETO ALFA', 1119.45],
      ['TARIFA', 1119.35],
      ['PAG BOLETO BETA', 1074.35],
    ]);
    // the hidden lines' sums: saldoInicial + entradas + ocultas − saídas − ocultas = saldoFinal
    expect(conciliados).toMatchObject({
      saldoInicial: 1000,
      totalEntradas: 150,
      totalSaidas: 75.75,
      entradasOcultas: 1234567.99,
      saidasOcultas: 0,
      saldoFinal: 1235642.24,
    });
    const pendentes = (await extrato({ ...fevereiro(), modo: '0', status: '2' })).body
      .extrato as ExtratoLinha[];
    expect(pendentes.map((l) => [l.data, l.entrada, l.saldo, l.extratoConciliado])).toEqual([
      ['2025-02-03', 0.1, 1119.35, false],
      ['2025-02-10', 1234567.89, 1235642.24, false],
    ]);
  });

  it('opens a later range with the lines before it, and an earlier range from the first balance after it', async () => {
    const depois = (await extrato({ ...fevereiro(), inicio: '2025-02-02' })).body;
    expect(depois.saldoInicial).toBe(1119.45);
    const antes = (await extrato({ ...fevereiro(), inicio: '2025-01-10', fim: '2025-01-31', modo: '1' }))
      .body;
    expect(antes.saldoInicial).toBe(1100);
    expect((antes.extrato as ExtratoLinha[]).map((l) => l.saldo)).toEqual([1000]);
    expect(antes.saldoFinal).toBe(1000);
    const vazio = await extrato({ ...fevereiro(), inicio: '2025-03-01', fim: '2025-03-31' });
    expect(vazio.body).toMatchObject({ extrato: [], saldoInicial: 1235642.24, saldoFinal: 1235642.24 });
  });

  it('gives each missing field its spec message', async () => {
    const { status, body } = await extrato({});
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { campo: 'grupo', mensagem: 'Por favor, escolha um grupo' },
      { campo: 'conta', mensagem: 'Por favor, escolha uma conta' },
      { campo: 'inicio', mensagem: 'Por favor, escolha um range de datas' },
      { campo: 'fim', mensagem: 'Por favor, escolha um range de datas' },
    ]);
  });

  it('refuses every malformed value with 400, never 5xx', async () => {
    const casos: Array<[Record<string, string>, string, string]> = [
      [{ conta: 'nao-e-uuid' }, 'conta', m.idInvalido],
      [{ inicio: '2025-02-30' }, 'inicio', m.dataInvalida],
      [{ fim: '31/01/2025' }, 'fim', m.dataInvalida],
      [{ inicio: '9999-01-01', fim: '9999-01-02' }, 'inicio', m.dataForaDoLimite],
      [{ inicio: '2025-03-01' }, 'fim', m.periodoInvertido],
      [{ inicio: '2024-01-01' }, 'fim', m.periodoLongo],
      [{ status: '5' }, 'status', m.statusInvalido],
      [{ modo: 'detalhado' }, 'modo', m.modoInvalido],
      [{ empresas: 'x,y' }, 'empresas.0', m.idInvalido],
    ];
    for (const [mudanca, campo, mensagem] of casos) {
      const { status, body } = await extrato({ ...fevereiro(), ...mudanca });
      expect(status, JSON.stringify(mudanca)).toBe(400);
      expect(body.errors[0], JSON.stringify(mudanca)).toEqual({ campo, mensagem });
    }
  });

  it('checks the account against the grupo and the chosen stores', async () => {
    expect(await extrato({ ...fevereiro(), grupo: rede.sul.grupoId })).toMatchObject({
      status: 400,
      body: { errors: [{ campo: 'conta', mensagem: m.contaDeOutroGrupo }] },
    });
    expect(
      await extrato({ ...fevereiro(), conta: rede.contas.caixa, empresas: rede.norte.empresaId }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ campo: 'conta', mensagem: m.contaForaDasEmpresas }] },
    });
    expect(await extrato({ ...fevereiro(), empresas: rede.sul.empresaId })).toMatchObject({
      status: 400,
      body: { errors: [{ campo: 'empresas', mensagem: m.empresaDeOutroGrupo }] },
    });
    const ok = await extrato({ ...fevereiro(), empresas: `${rede.norte.empresaId},${rede.norteDois}` });
    expect(ok.status).toBe(200);
  });

  it('keeps a limited user to the accounts wholly of its scope (issue 12 §5)', async () => {
    // an account linked only to a store outside the scope, or shared with one: 403, nothing of it answered
    for (const conta of [rede.contas.caixa, rede.contas.itau]) {
      for (const modo of ['0', '1']) {
        const res = await extrato({ ...fevereiro(), conta, modo }, h.limitado);
        expect(res).toMatchObject({ status: 403, body: { title: SCOPE_FORBIDDEN } });
        expect(JSON.stringify(res.body)).not.toMatch(/BOLETO|Norte Dois|Fornecedor/);
      }
    }
    const sul = await extrato(
      { ...fevereiro(), grupo: rede.sul.grupoId, conta: rede.contas.sul },
      h.limitado,
    );
    expect(sul.status).toBe(403);
    // a user whose scope holds every store of the account reads it whole, its entries matched
    const itau = await extrato({ ...fevereiro(), modo: '1' }, h.grupoNorte);
    expect(itau.status).toBe(200);
    const beta = (itau.body.extrato as ExtratoLinha[]).find((l) => l.historico === 'PAG BOLETO BETA')!;
    expect(beta.lancamentos?.map((l) => [l.empresa, l.valor])).toEqual([['Norte Dois', -45]]);
    expect(
      (await extrato({ ...fevereiro(), grupo: rede.sul.grupoId, conta: rede.contas.sul }, h.grupoNorte))
        .status,
    ).toBe(403);
  });

  it('finds no account of another tenant (404) and leaks nothing of it', async () => {
    const alheia = await extrato({ ...fevereiro(), grupo: rede.outra.grupoId, conta: rede.outra.contaId });
    expect(alheia).toMatchObject({ status: 404, body: { title: m.contaNaoEncontrada } });
    const daOutra = await extrato(fevereiro(), h.outra);
    expect(daOutra).toMatchObject({ status: 404, body: { title: m.contaNaoEncontrada } });
  });

  it("needs FluxoDeCaixa/Obter: 403 'Sem permissões'", async () => {
    expect(await extrato(fevereiro(), h.dre)).toMatchObject({
      status: 403,
      body: { title: errorMessages.forbidden },
    });
  });
});

describe('a user limited to cost centres (the bank describes the whole store)', () => {
  it('is refused every bank route with the reason, and nothing is queued', async () => {
    const antes = (
      await t.tdb.ownerDb.select().from(relatorio).where(eq(relatorio.clienteId, rede.clienteId))
    ).length;
    const recusas = [
      await get(e.contasVinculadas, {}, h.centro),
      await get(e.empresasDoGrupo, { grupo: rede.norte.grupoId }, h.centro),
      await get(e.contasBancarias, { grupo: rede.norte.grupoId }, h.centro),
      await extrato({ ...fevereiro(), modo: '1' }, h.centro),
      await extrato({ ...fevereiro(), modo: '0' }, h.centro),
      await post(e.exportarExtrato, { ...fevereiro(), modo: 1 }, h.centro),
      await post(e.exportarContasVinculadas, {}, h.centro),
    ];
    for (const res of recusas) {
      expect(res).toMatchObject({ status: 403, body: { title: m.restritoPorCentro } });
      expect(JSON.stringify(res.body)).not.toMatch(/Conta Itaú|BOLETO|Fornecedor|Norte Dois/);
    }
    const depois = (
      await t.tdb.ownerDb.select().from(relatorio).where(eq(relatorio.clienteId, rede.clienteId))
    ).length;
    expect(depois).toBe(antes);
  });
});

describe('exports (queued)', () => {
  const pedidos = () => t.tdb.ownerDb.select().from(relatorio).where(eq(relatorio.clienteId, rede.clienteId));

  it('queues the statement export with the filter, after checking it', async () => {
    const { status, body } = await post(e.exportarExtrato, { ...fevereiro(), modo: 1, status: '1' });
    expect(status).toBe(200);
    const [row] = (await pedidos()).filter((r) => r.id === body.id);
    expect(row).toMatchObject({ origem: 'fluxo-de-caixa-extrato', status: 0, descricao: 'Extrato bancário' });
    expect(row?.parametros).toMatchObject({ conta: rede.contas.itau, modo: 1, status: 1, empresas: [] });
  });

  it('refuses a bad statement export before queueing anything', async () => {
    const antes = (await pedidos()).length;
    expect(await post(e.exportarExtrato, {})).toMatchObject({
      status: 400,
      body: { errors: expect.arrayContaining([{ campo: 'grupo', mensagem: m.grupoObrigatorio }]) },
    });
    for (const conta of [rede.contas.caixa, rede.contas.itau])
      expect((await post(e.exportarExtrato, { ...fevereiro(), conta }, h.limitado)).status).toBe(403);
    // the export takes a range longer than the screen, up to 5 years (1,830 days)
    expect((await post(e.exportarExtrato, { ...fevereiro(), inicio: '2024-01-01' })).status).toBe(200);
    expect(
      await post(e.exportarExtrato, {
        ...fevereiro(),
        inicio: somarDias('2025-02-28', -EXTRATO_EXPORT_MAX_DIAS),
      }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ campo: 'fim', mensagem: m.periodoExportacaoLongo }] },
    });
    expect((await pedidos()).length).toBe(antes + 1);
  });

  it('queues the accounts export; a grupo outside the scope is refused', async () => {
    const { status, body } = await post(e.exportarContasVinculadas, { nomeConta: 'conta' });
    expect(status).toBe(200);
    const [row] = (await pedidos()).filter((r) => r.id === body.id);
    expect(row).toMatchObject({ origem: 'fluxo-de-caixa-contas-bancarias', descricao: 'Contas bancárias' });
    expect((await post(e.exportarContasVinculadas, { grupos: [rede.sul.grupoId] }, h.limitado)).status).toBe(
      403,
    );
  });

  it("needs FluxoDeCaixa/Exportar and the premium plan: 403 'Sem permissões'", async () => {
    for (const headers of [h.soObter, h.dre, h.starter]) {
      const res = await post(e.exportarExtrato, fevereiro(), headers);
      expect(res).toMatchObject({ status: 403, body: { title: errorMessages.forbidden } });
      const contas = await post(e.exportarContasVinculadas, {}, headers);
      expect(contas).toMatchObject({ status: 403, body: { title: errorMessages.forbidden } });
    }
  });
});
