import {
  cmvMessages,
  endpoints,
  errorMessages,
  type ConfiguracaoCmvOutput,
  type DisponibilidadeCmvOutput,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeCmv, type RedeCmv } from './cmv.fixtures.ts';

/**
 * The CMV tab's availability and setup over HTTP (issue 11 §4; spec 001 §2.2, §3, §5, §7): the tab exists only for
 * a cliente with a marca under stock control (404 with the reason otherwise); the account lists offer the analytic,
 * active accounts of those marcas of each kind; the save is an administrator's, validated on the server (required
 * CMV, the tenant's accounts, of the right kind) and all-or-nothing.
 */
let t: TestApp;
let rede: RedeCmv;
let outra: RedeCmv;
type Api = ReturnType<typeof apiAs>;
let admin: Api;
let leitor: Api;
let semEstoque: Api;
const e = endpoints.cmv;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeCmv(t.tdb.ownerDb);
  outra = await criarRedeCmv(t.tdb.ownerDb);
  const nenhuma = await createCliente(t.tdb.ownerDb, { plano: 'Premium' });
  await createUser(t.tdb.ownerDb, nenhuma.id, { email: 'admin@sem-estoque.dev' });
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  leitor = apiAs(t, (await signIn(t.app, rede.emails.leitor)).headers);
  semEstoque = apiAs(t, (await signIn(t.app, 'admin@sem-estoque.dev')).headers);
}, 60_000);
afterAll(() => t?.close());

const salvar = (api: Api, corpo: object) => api.post(e.salvarConfiguracao, corpo);
const configuracao = async (api: Api = admin) => {
  const res = await api.get(e.configuracao);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConfiguracaoCmvOutput;
};
const linhasGravadas = async (clienteId: string) =>
  withTenant(t.tdb.ownerDb, clienteId, async (tx) => {
    const { rows } = await tx.execute<{ cmv: string; receber: string | null; pagar: string | null }>(sql`
      select conta_cmv_id as cmv, conta_ajuste_receber_id as receber, conta_ajuste_pagar_id as pagar
      from configuracao_cmv where cliente_id = ${clienteId}`);
    return rows;
  });

describe('availability of the CMV tab', () => {
  it('says the cliente has stock control, with the marcas the user may see', async () => {
    const res = await admin.get(e.disponibilidade);
    expect(res.json()).toEqual({
      controleDeEstoque: true,
      marcas: [{ id: rede.marcas.estoque, label: 'Marca Estoque' }],
    } satisfies DisponibilidadeCmvOutput);
    expect((await leitor.get(e.disponibilidade)).json()).toMatchObject({ controleDeEstoque: true });
  });

  it('is off for a cliente without a marca under stock control, and every other CMV route answers 404', async () => {
    expect((await semEstoque.get(e.disponibilidade)).json()).toEqual({
      controleDeEstoque: false,
      marcas: [],
    });
    for (const res of [
      await semEstoque.get(e.configuracao),
      await semEstoque.get(e.planosAPagar),
      await salvar(semEstoque, { planoDeContasCMVId: rede.contas.cmv }),
      await semEstoque.post(e.exportar.cmv, { inicio: rede.mes }),
      await semEstoque.post(e.exportar['catalogo-precos'], {}),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().title).toBe(cmvMessages.indisponivel);
    }
  });
});

describe('account plans of the setup', () => {
  it('lists the analytic, active accounts of the marcas with stock control, payable and receivable', async () => {
    expect((await admin.get(e.planosAPagar)).json()).toEqual([
      { id: rede.contas.cmv, label: '3.01 - Compras de mercadorias' },
      { id: rede.contas.pagar, label: '3.04 - Ajuste de estoque a pagar' },
    ]);
    expect((await admin.get(e.planosAReceber)).json()).toEqual([
      { id: rede.contas.receita, label: '1.01 - Vendas' },
      { id: rede.contas.receber, label: '3.03 - Ajuste de estoque a receber' },
    ]);
  });
});

describe('saving the setup', () => {
  it('starts empty, needs the CMV plan and writes nothing when refused', async () => {
    expect(await configuracao()).toEqual({
      planoDeContasCMV: null,
      planoDeContasAjusteReceber: null,
      planoDeContasAjustePagar: null,
    });
    const res = await salvar(admin, { planoDeContasAjusteReceberId: rede.contas.receber });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ campo: 'planoDeContasCMVId', mensagem: errorMessages.required }]);
    expect(await linhasGravadas(rede.clienteId)).toEqual([]);
  });

  it('refuses accounts of the wrong kind, synthetic, inactive or of a marca without stock, each on its field', async () => {
    const { contas } = rede;
    const res = await salvar(admin, {
      planoDeContasCMVId: contas.receita,
      planoDeContasAjusteReceberId: contas.pagar,
      planoDeContasAjustePagarId: contas.inativa,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { campo: 'planoDeContasCMVId', mensagem: cmvMessages.contaCmvNatureza },
      { campo: 'planoDeContasAjusteReceberId', mensagem: cmvMessages.ajusteReceberNatureza },
      { campo: 'planoDeContasAjustePagarId', mensagem: cmvMessages.contaForaDoEstoque },
    ]);
    for (const conta of [contas.secao, contas.alheia]) {
      const r = await salvar(admin, { planoDeContasCMVId: conta });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([
        { campo: 'planoDeContasCMVId', mensagem: cmvMessages.contaForaDoEstoque },
      ]);
    }
    const malformado = await salvar(admin, { planoDeContasCMVId: 'abc' });
    expect(malformado.json().errors).toEqual([
      { campo: 'planoDeContasCMVId', mensagem: cmvMessages.contaInvalida },
    ]);
    expect(await linhasGravadas(rede.clienteId)).toEqual([]);
  });

  it("answers 404 for another tenant's account, even among valid ones, and saves nothing", async () => {
    const res = await salvar(admin, {
      planoDeContasCMVId: rede.contas.cmv,
      planoDeContasAjustePagarId: outra.contas.pagar,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().title).toBe(cmvMessages.contaNaoEncontrada);
    expect(await linhasGravadas(rede.clienteId)).toEqual([]);
  });

  it('is refused to a non-administrator before the body is read', async () => {
    for (const corpo of [{ planoDeContasCMVId: rede.contas.cmv }, { planoDeContasCMVId: 'x' }]) {
      const res = await salvar(leitor, corpo);
      expect(res.statusCode).toBe(403);
      expect(res.json().title).toBe(cmvMessages.somenteAdministrador);
    }
    expect(await linhasGravadas(rede.clienteId)).toEqual([]);
  });

  it('saves the three plans, answers them as objects with _id, and a second save replaces the first', async () => {
    const res = await salvar(admin, {
      planoDeContasCMVId: rede.contas.cmv,
      planoDeContasAjusteReceberId: rede.contas.receber,
      planoDeContasAjustePagarId: rede.contas.pagar,
    });
    expect(res.statusCode, res.body).toBe(200);
    const esperado = {
      planoDeContasCMV: { _id: rede.contas.cmv, label: '3.01 - Compras de mercadorias' },
      planoDeContasAjusteReceber: { _id: rede.contas.receber, label: '3.03 - Ajuste de estoque a receber' },
      planoDeContasAjustePagar: { _id: rede.contas.pagar, label: '3.04 - Ajuste de estoque a pagar' },
    };
    expect(res.json()).toEqual({ ...esperado, message: cmvMessages.salvo });
    expect(await configuracao(leitor)).toEqual(esperado);

    // the adjustments are optional: blank or absent clears them
    const segundo = await salvar(admin, {
      planoDeContasCMVId: rede.contas.cmv,
      planoDeContasAjustePagarId: '',
    });
    expect(segundo.statusCode, segundo.body).toBe(200);
    expect(await configuracao()).toEqual({
      ...esperado,
      planoDeContasAjusteReceber: null,
      planoDeContasAjustePagar: null,
    });
    expect(await linhasGravadas(rede.clienteId)).toEqual([
      { cmv: rede.contas.cmv, receber: null, pagar: null },
    ]);
    // the other tenant's setup is its own
    expect(await linhasGravadas(outra.clienteId)).toEqual([]);
  });
});
