import {
  endpoints,
  fluxoDeCaixaMessages as m,
  saldoDaColunaFluxo,
  type ModeloFluxoOpcao,
  type Problem,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { rotuloDoDia, somarDias } from '../../engine/dfc/datas.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDfcApi, type RedeDfcApi } from './dfc-api.fixtures.ts';
import {
  celula,
  detalheCompleto,
  linhaPorId,
  linhasDoFluxo,
  pesquisarFluxo,
  type Api,
} from './dfc-consulta.fixtures.ts';
import { conferirSaldos } from './dfc-invariantes.fixtures.ts';

/**
 * The cash-flow routes (issue 12 §2) on a small hand-made network: the models, the validation messages on their
 * fields, the FluxoDeCaixa/Obter claim, the premium detail, another tenant's ids, the user's scope (stores and
 * balance accounts) and the TrazerSaldos rules.
 */
let t: TestApp;
let rede: RedeDfcApi;
let admin: Api;
let loja: Api;
let soDre: Api;
let centro: Api;
let starter: Api;
let outra: Api;
const e = endpoints.dfc;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDfcApi(t.tdb.ownerDb);
  const s = await createCliente(t.tdb.ownerDb, { plano: 'Starter' });
  await createUser(t.tdb.ownerDb, s.id, { email: `starter-${rede.clienteId.slice(-6)}@dfc.dev` });
  const o = await createCliente(t.tdb.ownerDb, { plano: 'Premium' });
  await createUser(t.tdb.ownerDb, o.id, { email: `outra-${rede.clienteId.slice(-6)}@dfc.dev` });
  const como = async (email: string) => apiAs(t, (await signIn(t.app, email)).headers);
  admin = await como(rede.emails.admin);
  loja = await como(rede.emails.loja);
  soDre = await como(rede.emails.dre);
  centro = await como(rede.emails.centro);
  starter = await como(`starter-${rede.clienteId.slice(-6)}@dfc.dev`);
  outra = await como(`outra-${rede.clienteId.slice(-6)}@dfc.dev`);
}, 60_000);
afterAll(() => t?.close());

const consulta = (extra: object = {}) => ({
  ModeloFluxo: rede.modelo.id,
  Periodo: 'Mensal',
  Inicio: somarDias(rede.hoje, -45),
  Fim: somarDias(rede.hoje, 20),
  ExibirPrevisoes: true,
  ExibirParcelasNaoAprovadas: true,
  ...extra,
});
const erros = (body: string) => (JSON.parse(body) as Problem).errors?.map((x) => [x.campo, x.mensagem]);

describe('models and claims', () => {
  it('lists the cliente flow models, the default flagged', async () => {
    const res = await admin.get(e.modelos);
    expect(res.statusCode).toBe(200);
    expect(res.json() as ModeloFluxoOpcao[]).toEqual([
      { id: rede.modelo.id, nome: 'Fluxo de teste', padrao: true },
    ]);
  });

  it("refuses a user without FluxoDeCaixa/Obter with 'Sem permissões'", async () => {
    for (const res of [
      await soDre.get(e.modelos),
      await soDre.post(e.listar, consulta()),
      await soDre.post(e.detalhes, { linhaId: rede.modelo.linhas.ENT, PesquisaModel: consulta() }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect((res.json() as Problem).title).toBe('Sem permissões');
    }
  });

  it('gives the detail to premium clientes only, before reading the body', async () => {
    const res = await starter.post(e.detalhes, {});
    expect(res.statusCode).toBe(403);
    expect((res.json() as Problem).title).toBe(m.somentePremium);
  });
});

describe('validation (400, pt-BR, on each field)', () => {
  it('asks for the model and the dates', async () => {
    const res = await admin.post(e.listar, {});
    expect(res.statusCode).toBe(400);
    expect(erros(res.body)).toEqual(
      expect.arrayContaining([
        ['ModeloFluxo', 'Campo obrigatório'],
        ['Inicio', 'Campo obrigatório'],
        ['Fim', 'Campo obrigatório'],
      ]),
    );
  });

  it('refuses bad periods, regimes, statuses, dates, reversed ranges and too many columns', async () => {
    const casos: [object, string, string][] = [
      [{ Periodo: 'Anual' }, 'Periodo', m.periodoInvalido],
      [{ tipoDeRegime: 3 }, 'tipoDeRegime', m.regimeInvalido],
      [{ Status: '7' }, 'Status', m.statusInvalido],
      [{ Inicio: '2026-02-30' }, 'Inicio', m.dataInvalida],
      [{ Fim: somarDias(rede.hoje, -46) }, 'Fim', m.periodoInvertido],
      [{ Periodo: 'Diario', Fim: somarDias(rede.hoje, 400) }, 'Fim', m.maxColunas(446)],
      [{ Empresas: 'x' }, 'Empresas.0', m.idInvalido],
    ];
    for (const [extra, campo, mensagem] of casos) {
      const res = await admin.post(e.listar, consulta(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(erros(res.body), JSON.stringify(extra)).toEqual([[campo, mensagem]]);
    }
  });

  it("refuses a start before the plan's history window", async () => {
    const res = await admin.post(e.listar, consulta({ Inicio: '2020-01-01', Fim: '2020-01-31' }));
    expect(res.statusCode).toBe(400);
    expect(erros(res.body)?.[0]?.[0]).toBe('Inicio');
    expect(erros(res.body)?.[0]?.[1]).toMatch(/^Seu plano permite consultar os últimos 36 meses/);
  });

  it('answers a year of days (365 columns and the total)', async () => {
    const r = await pesquisarFluxo(
      admin,
      consulta({ Periodo: 'Diario', Inicio: somarDias(rede.hoje, -300), Fim: somarDias(rede.hoje, 64) }),
    );
    expect(r.colunas).toHaveLength(366);
  });

  it('refuses bad detail requests with their messages', async () => {
    const base = { linhaId: rede.modelo.linhas.ENT, PesquisaModel: consulta() };
    const casos: [object, string, string][] = [
      [{ PageSize: 25 }, 'PageSize', m.pageSizeInvalido],
      [{ Page: 0 }, 'Page', m.pageInvalida],
      [{ linhaId: rede.modelo.linhas.OPER }, 'linhaId', m.detalheSoDeContas],
      [{ data: somarDias(rede.hoje, 30) }, 'data', m.dataForaDoPeriodo],
    ];
    for (const [extra, campo, mensagem] of casos) {
      const res = await admin.post(e.detalhes, { ...base, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(erros(res.body)).toEqual([[campo, mensagem]]);
    }
    const linha = await admin.post(e.detalhes, { ...base, linhaId: rede.lojas.a1 });
    expect(linha.statusCode).toBe(404);
    expect((linha.json() as Problem).title).toBe(m.linhaNaoEncontrada);
  });
});

describe('tenants', () => {
  it("answers 404 for another tenant's model, stores and bank accounts, and lists none of them", async () => {
    expect((await outra.get(e.modelos)).json()).toEqual([]);
    const modelo = await outra.post(e.listar, consulta());
    expect(modelo.statusCode).toBe(404);
    expect((modelo.json() as Problem).title).toBe(m.modeloNaoEncontrado);
    expect(
      (await outra.post(e.detalhes, { linhaId: rede.modelo.linhas.ENT, PesquisaModel: consulta() }))
        .statusCode,
    ).toBe(404);
    const conta = await admin.post(e.listar, consulta({ Contas: [rede.lojas.a1] }));
    expect(conta.statusCode).toBe(404);
  });
});

describe('scope and balances', () => {
  it('shows balances only for chosen companies of one grupo, turning TrazerSaldos off otherwise with the reason', async () => {
    // no company chosen (every store in scope): off, even where the scope is one grupo
    for (const [api, extra] of [
      [admin, {}],
      [loja, {}],
      [admin, { clusterEmpresaBool: true, clusterEmpresa: [] }],
    ] as const) {
      const nenhuma = await pesquisarFluxo(api, consulta({ TrazerSaldos: true, ...extra }));
      expect(nenhuma.trazerSaldos).toBe(false);
      expect(nenhuma.saldos).toBeNull();
      expect(nenhuma.avisoSaldos).toBe(m.saldosSemEmpresa);
      expect(linhasDoFluxo(nenhuma).some((r) => r.id.startsWith('saldo'))).toBe(false);
    }
    const doisGrupos = await pesquisarFluxo(
      admin,
      consulta({ TrazerSaldos: true, Empresas: [rede.lojas.a1, rede.lojas.b1] }),
    );
    expect(doisGrupos.trazerSaldos).toBe(false);
    expect(doisGrupos.saldos).toBeNull();
    expect(doisGrupos.avisoSaldos).toBe(m.saldosDesligados);

    const grupoA = await pesquisarFluxo(
      admin,
      consulta({ TrazerSaldos: true, Empresas: [rede.lojas.a1, rede.lojas.a2] }),
    );
    expect(grupoA.trazerSaldos).toBe(true);
    expect(grupoA.avisoSaldos).toBeNull();
    const contas = saldoDaColunaFluxo(grupoA, 'inicial', 'total')!.contas;
    expect(contas.map((c) => c.contaBancariaId)).toEqual([rede.bancos.cbA2, rede.bancos.cbA1, null]);
    // the balance of 60 days ago, rolled forward: no cash day of the ledger falls before the range
    expect(contas[1]).toMatchObject({
      nome: 'Conta A1',
      valor: 1001,
      observacao: `Saldo de ${rotuloDoDia(somarDias(rede.hoje, -60))} (Saldo informado) mais o fluxo da conta até ${rotuloDoDia(somarDias(rede.hoje, -46))}.`,
      dadosDaConta: {
        empresaNome: 'Loja A1 Ltda',
        empresaCNPJ: '00000000000100',
        banco: 'Banco Teste',
        agencia: '0001',
        contaComDigito: '1001-7',
        tipo: 'corrente',
      },
    });

    const semConta = await pesquisarFluxo(
      admin,
      consulta({ TrazerSaldos: true, Empresas: [rede.lojas.b1], Contas: [rede.bancos.cbA1] }),
    );
    expect(semConta.trazerSaldos).toBe(false);
    expect(semConta.avisoSaldos).toBe('Não localizamos nenhuma conta autorizada para exibição de saldo…');
  });

  it('keeps a limited user to their stores, in the flow and in the balance accounts', async () => {
    const daLoja = await pesquisarFluxo(loja, consulta({ TrazerSaldos: true, Empresas: [rede.lojas.a1] }));
    const a1 = await pesquisarFluxo(admin, consulta({ Empresas: [rede.lojas.a1] }));
    for (const id of [
      'l:' + rede.modelo.linhas.ENT,
      'l:' + rede.modelo.linhas.SAI,
      'l:' + rede.modelo.linhas.FLX,
    ])
      expect(celula(linhaPorId(daLoja, id), 'total')).toBe(celula(linhaPorId(a1, id), 'total'));
    // the account shared with a2 (out of scope) is not shown, nor its balance
    expect(saldoDaColunaFluxo(daLoja, 'inicial', 'total')!.contas.map((c) => c.contaBancariaId)).toEqual([
      rede.bancos.cbA1,
      null,
    ]);
    // …silently: the user learns nothing of an account shared with a store they may not see
    expect(daLoja.avisoSaldos).toBeNull();
    const ids = JSON.stringify(daLoja);
    expect(ids).not.toContain(rede.bancos.cbA2);
    expect(ids).not.toContain('Conta A compartilhada');
    expect(ids).not.toContain(rede.bancos.cbB);

    for (const extra of [
      { Empresas: [rede.lojas.a2] },
      { Contas: [rede.bancos.cbA2] },
      { Contas: [rede.bancos.cbB] },
    ]) {
      const res = await loja.post(e.listar, consulta(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(403);
    }
    const detalhe = await detalheCompleto(loja, {
      linhaId: rede.modelo.linhas.ENT,
      PesquisaModel: consulta(),
    });
    expect(detalhe.empresas.map((x) => x.id)).toEqual([rede.lojas.a1]);
    expect(detalhe.somaDasPaginas).toBe(celula(linhaPorId(a1, 'l:' + rede.modelo.linhas.ENT), 'total'));
  });

  it("keeps a user limited to cost centres to their entries, without the stores' bank balances", async () => {
    const r = await pesquisarFluxo(centro, consulta({ TrazerSaldos: true }));
    expect(r.trazerSaldos).toBe(false);
    expect(r.avisoSaldos).toBe(m.saldosDesligadosPorCentro);
    const a1 = await pesquisarFluxo(admin, consulta({ Empresas: [rede.lojas.a1] }));
    const ent = `l:${rede.modelo.linhas.ENT}`;
    const doCentro = celula(linhaPorId(r, ent), 'total');
    expect(doCentro).toBeGreaterThan(0n);
    expect(doCentro).toBeLessThan(celula(linhaPorId(a1, ent), 'total'));
    const detalhe = await detalheCompleto(centro, {
      linhaId: rede.modelo.linhas.ENT,
      PesquisaModel: consulta(),
    });
    expect(detalhe.somaDasPaginas).toBe(doCentro);
  });

  it('leaves out of the balances an account shared with stores not chosen, and says so', async () => {
    const [a1, a2] = [rede.lojas.a1, rede.lojas.a2];
    const { cbA1, cbA2 } = rede.bancos;
    const aviso = m.saldosContasCompartilhadas(['Conta A compartilhada']);
    expect(aviso).toBe(
      'A conta Conta A compartilhada é compartilhada com empresas não selecionadas e ficou fora dos saldos: selecione todas as empresas da conta para vê-la.',
    );
    const soA1 = await pesquisarFluxo(admin, consulta({ TrazerSaldos: true, Empresas: [a1] }));
    expect(soA1.trazerSaldos).toBe(true);
    expect(soA1.avisoSaldos).toBe(aviso);
    const contas = (r: typeof soA1) => saldoDaColunaFluxo(r, 'final', 'total')!.contas;
    expect(contas(soA1).map((c) => c.contaBancariaId)).toEqual([cbA1, null]);
    expect(JSON.stringify(soA1)).not.toContain(cbA2);
    // the account of a1 alone moves as when a2 is chosen too; a1's entries on the shared account move the
    // balance under 'Sem conta bancária'
    const ambas = await pesquisarFluxo(admin, consulta({ TrazerSaldos: true, Empresas: [a1, a2] }));
    expect(ambas.avisoSaldos).toBeNull();
    expect(contas(soA1)[0]).toEqual(contas(ambas).find((c) => c.contaBancariaId === cbA1));
    conferirSaldos(soA1, (key) => celula(linhaPorId(soA1, `l:${rede.modelo.linhas.FLX}`), key));

    const soCompartilhada = await pesquisarFluxo(
      admin,
      consulta({ TrazerSaldos: true, Empresas: [a1], Contas: [cbA2] }),
    );
    expect(soCompartilhada.trazerSaldos).toBe(false);
    expect(soCompartilhada.avisoSaldos).toBe(`${m.semContasParaSaldo} ${aviso}`);
  });

  it('opens and closes a day the same whatever day the range starts on', async () => {
    const { cbA1, cbA2 } = rede.bancos;
    const diaria = (Inicio: string, extra: object = {}) =>
      pesquisarFluxo(
        admin,
        consulta({
          Periodo: 'Diario',
          Inicio,
          Fim: rede.hoje,
          TrazerSaldos: true,
          Empresas: [rede.lojas.a1, rede.lojas.a2],
          ...extra,
        }),
      );
    type R = Awaited<ReturnType<typeof diaria>>;
    const porConta = (r: R, qual: 'inicial' | 'final', dia: string) =>
      saldoDaColunaFluxo(r, qual, `d:${dia}`)!.contas.flatMap((c) =>
        c.contaBancariaId ? [[c.contaBancariaId, c.valor]] : [],
      );
    const x = somarDias(rede.hoje, -10);
    const noDia = await diaria(x);
    for (const antes of [15, 45]) {
      const cedo = await diaria(somarDias(x, -antes));
      for (const qual of ['inicial', 'final'] as const)
        for (const dia of [x, somarDias(x, 4), rede.hoje])
          expect(porConta(cedo, qual, dia), `${antes} ${qual} ${dia}`).toEqual(porConta(noDia, qual, dia));
    }
    // with the accounts' entries only ('Sem conta bancária' has no balance of its own), the totals too; the
    // review's case: the opening of today − 30 from a range starting 45 days before today and from one on it
    const soContas = { Contas: [cbA1, cbA2] };
    const d30 = somarDias(rede.hoje, -30);
    const de30 = await diaria(d30, soContas);
    const de45 = await diaria(somarDias(rede.hoje, -45), soContas);
    for (const qual of ['inicial', 'final'] as const)
      expect(saldoDaColunaFluxo(de45, qual, `d:${d30}`)!.valor, qual).toBe(
        saldoDaColunaFluxo(de30, qual, `d:${d30}`)!.valor,
      );
    expect(saldoDaColunaFluxo(de30, 'inicial', 'total')!.valor).toBe(
      saldoDaColunaFluxo(de45, 'inicial', `d:${d30}`)!.valor,
    );
    // …and the flow between the balance informed (60 days ago) and the range did move it
    expect(saldoDaColunaFluxo(de30, 'inicial', 'total')!.valor).not.toBe(1001 + 1002);
    expect(saldoDaColunaFluxo(de45, 'inicial', 'total')!.valor).toBe(1001 + 1002);
  });

  it('lets only an unrestricted user pick a bank account linked to no store', async () => {
    const solta = uuidv7();
    await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
      tx.execute(sql`insert into conta_bancaria (cliente_id, id, grupo_id, nome, banco, agencia, numero, digito, tipo)
        values (${rede.clienteId}, ${solta}, ${rede.grupos.b}, 'Conta sem empresa', 'Banco Teste', '0001', '3001',
          '7', 'corrente')`),
    );
    const negada = await loja.post(e.listar, consulta({ Contas: [solta] }));
    expect(negada.statusCode).toBe(403);
    expect((negada.json() as Problem).title).toBe(SCOPE_FORBIDDEN);
    expect((await admin.post(e.listar, consulta({ Contas: [solta] }))).statusCode).toBe(200);
  });

  it('reports the money outside the model (unmapped or not placed) apart', async () => {
    const r = await pesquisarFluxo(admin, consulta());
    expect(r.naoMapeado).not.toBeNull();
    expect(r.naoMapeado!.quantidade).toBeGreaterThan(0);
  });
});
