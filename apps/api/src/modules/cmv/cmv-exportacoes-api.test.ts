import {
  CMV_LIMITE_DOWNLOAD_DIRETO,
  CMV_XLSX_TYPE,
  clusterMessages,
  cmvMessages,
  dreMessages,
  endpoints,
  errorMessages,
  rotuloMes,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { v7 as uuidv7 } from 'uuid';
import { withTenant } from '../../db/index.ts';
import { SCOPE_FORBIDDEN } from '../access/scope.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { mesAtras } from '../dre/dre-api.fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { CMV_E1, criarEntradasEmMassa, criarRedeCmv, E1, mesSeguinte, type RedeCmv } from './cmv.fixtures.ts';
import { lerPlanilhas, porColuna, type PlanilhaLida } from './planilha.fixtures.ts';

/**
 * The four stock exports over HTTP (issue 11 §4; spec 001 §2.2, §3, §5, §7): each xlsx opened with exceljs and its
 * numbers compared with the stock tables; the stores within the user's scope (clusters expand to their members, of
 * marcas with stock control); the month required but for the catalogue, within the plan's history; DRE/Exportar;
 * another tenant's ids 404.
 */
let t: TestApp;
let rede: RedeCmv;
let outra: RedeCmv;
type Api = ReturnType<typeof apiAs>;
let admin: Api;
let leitor: Api;
let obter: Api;
const e = endpoints.cmv.exportar;

beforeAll(async () => {
  t = await createTestApp({}, {}, false, { workers: true });
  rede = await criarRedeCmv(t.tdb.ownerDb);
  outra = await criarRedeCmv(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
  leitor = apiAs(t, (await signIn(t.app, rede.emails.leitor)).headers);
  obter = apiAs(t, (await signIn(t.app, rede.emails.obter)).headers);
  const salvo = await admin.post(endpoints.cmv.salvarConfiguracao, {
    planoDeContasCMVId: rede.contas.cmv,
    planoDeContasAjusteReceberId: rede.contas.receber,
    planoDeContasAjustePagarId: rede.contas.pagar,
  });
  expect(salvo.statusCode, salvo.body).toBe(200);
}, 60_000);
afterAll(() => t?.close());

/** The export's workbook, checked to be a direct download (200, xlsx, named with the month). */
async function baixar(api: Api, url: string, corpo: object, nome: RegExp) {
  const res = await api.post(url, corpo);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(CMV_XLSX_TYPE);
  expect(res.headers['content-disposition']).toMatch(nome);
  return lerPlanilhas(res.rawPayload);
}
const planilha = (p: Map<string, PlanilhaLida>, nome: string) => {
  const sheet = p.get(nome);
  if (!sheet) throw new Error(`sem a planilha ${nome}: ${[...p.keys()].join(', ')}`);
  return sheet;
};
const reais = (c: bigint) => Number(c) / 100;
const cmv = (api: Api, corpo: object) => api.post(e.cmv, { inicio: rede.mes, ...corpo });

describe('CMV export', () => {
  it('has one row per store with stock control, the known store at 277,00, and the setup in the header', async () => {
    const p = await baixar(admin, e.cmv, { inicio: rede.mes }, /cmv-\d{4}-\d{2}\.xlsx/);
    const s = planilha(p, 'CMV');
    expect(s.colunas).toEqual([
      'Empresa',
      'CNPJ',
      'Código da loja',
      'Grupo',
      'Posição inicial',
      'Entradas',
      'Ajustes a receber',
      'Ajustes a pagar',
      'Posição final',
      'CMV',
      'Situação',
    ]);
    const linhas = s.linhas.map((l) => porColuna(s, l));
    // by legal name; the store of the marca without stock control is not there; '=Loja E3' stays text
    expect(linhas.map((l) => l.Empresa)).toEqual(['=Loja E3', 'Loja E1', 'Loja E2']);
    expect(linhas[1]).toMatchObject({
      'Código da loja': 'E01',
      Grupo: 'Grupo G',
      'Posição inicial': reais(E1.inicial),
      Entradas: reais(E1.entradas),
      'Ajustes a receber': reais(E1.receber),
      'Ajustes a pagar': reais(E1.pagar),
      'Posição final': reais(E1.final),
      CMV: 277,
      Situação: 'Apurado',
    });
    expect(reais(CMV_E1)).toBe(277);
    // e2 has no closing position: its CMV is not known (empty, never zero)
    expect(linhas[2]).toMatchObject({
      'Posição inicial': 70,
      Entradas: 40,
      CMV: null,
      Situação: 'Sem posição final',
    });
    expect(linhas[0]).toMatchObject({ CMV: 25, Situação: 'Apurado' });
    const empresa = s.celulas[0]![0]!;
    expect(empresa.type).toBe(ExcelJS.ValueType.String);
    const valor = s.celulas[1]![9]!;
    expect(valor.type).toBe(ExcelJS.ValueType.Number);
    expect(valor.numFmt).toContain('R$');
    expect(s.autoFilter).toBeTruthy();
    expect(s.filtros.get('Mês')).toBe(rotuloMes(rede.mes));
    expect(s.filtros.get('Conta do CMV')).toBe('3.01 - Compras de mercadorias');
    expect(s.filtros.get('Conta de ajuste a receber')).toBe('3.03 - Ajuste de estoque a receber');
    expect(s.filtros.get('Conta de ajuste a pagar')).toBe('3.04 - Ajuste de estoque a pagar');
    expect(s.filtros.get('Usuário')).toBe('Admin CMV');
  });

  it('lists the adjustments with the setup account of each kind, summing to the CMV sheet', async () => {
    const s = planilha(await baixar(admin, e.cmv, { inicio: rede.mes }, /cmv/), 'Ajustes');
    const linhas = s.linhas.map((l) => porColuna(s, l));
    expect(linhas.map((l) => [l.Empresa, l.Tipo, l.Conta, l.Motivo, l.Valor])).toEqual([
      ['Loja E1', 'A pagar', '3.04 - Ajuste de estoque a pagar', 'Quebra', -5],
      ['Loja E1', 'A receber', '3.03 - Ajuste de estoque a receber', 'Sobra no inventário', 2],
    ]);
    expect(linhas[0]!.Data).toBeInstanceOf(Date);
  });

  it('equals the stock tables for every store: opening + entries ± adjustments − closing', async () => {
    const s = planilha(await baixar(admin, e.cmv, { inicio: rede.mes }, /cmv/), 'CMV');
    const esperado = await withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) => {
      const { rows } = await tx.execute<{ nome: string; cmv: string | null }>(sql`
        select e.razao_social as nome, case when bool_or(x.tipo = 'final') then sum(x.v)::text end as cmv
        from empresa e join (
          select empresa_id, tipo, case when tipo = 'inicial' then valor else -valor end as v from estoque_posicao
          where data >= ${rede.mes}::date and data < ${mesSeguinte(rede.mes)}::date
          union all select empresa_id, 'entrada', valor from estoque_entrada
          where data >= ${rede.mes}::date and data < ${mesSeguinte(rede.mes)}::date
          union all select empresa_id, 'ajuste', valor from estoque_ajuste
          where data >= ${rede.mes}::date and data < ${mesSeguinte(rede.mes)}::date
        ) x on x.empresa_id = e.id
        join marca m on m.cliente_id = e.cliente_id and m.id = e.marca_id and m.controle_de_estoque
        where e.cliente_id = ${rede.clienteId}
        group by 1 order by lower(e.razao_social)`);
      return rows.map((r) => [r.nome, r.cmv === null ? null : Number(r.cmv) / 100]);
    });
    expect(s.linhas.map((l) => [l[0], l[9]])).toEqual(esperado);
  });
});

describe('stores of an export', () => {
  const empresas = async (api: Api, corpo: object) => {
    const s = planilha(await baixar(api, e.cmv, { inicio: rede.mes, ...corpo }, /cmv/), 'CMV');
    return s.linhas.map((l) => l[0]);
  };

  it("are the user's stores with stock control when none is asked", async () => {
    expect(await empresas(leitor, {})).toEqual(['Loja E1', 'Loja E2']);
  });

  it('are the members of the clusters with stock control, or the stores asked', async () => {
    expect(await empresas(admin, { clustersIds: [rede.clusters.misto] })).toEqual(['Loja E1']);
    expect(await empresas(admin, { empresasIds: `${rede.lojas.e2},${rede.lojas.e1}` })).toEqual([
      'Loja E1',
      'Loja E2',
    ]);
  });

  it('refuses a store or a cluster member outside the scope (403), another tenant (404), a store without stock (400)', async () => {
    for (const res of [
      await cmv(leitor, { empresasIds: [rede.lojas.e3] }),
      await cmv(leitor, { clustersIds: [rede.clusters.fora] }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().title).toBe(SCOPE_FORBIDDEN);
    }
    const alheia = await cmv(admin, { empresasIds: [outra.lojas.e1] });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json().title).toBe(errorMessages.notFound);
    const cluster = await cmv(admin, { clustersIds: [outra.clusters.misto] });
    expect(cluster.statusCode).toBe(404);
    expect(cluster.json().title).toBe(clusterMessages.notFound);
    const sem = await cmv(admin, { empresasIds: [rede.lojas.e1, rede.lojas.s1] });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().errors).toEqual([
      { campo: 'empresasIds', mensagem: cmvMessages.empresaSemEstoque('Loja S1') },
    ]);
  });
});

describe('validation and permissions', () => {
  it('needs the month except for the catalogue, one of stores or clusters, and a month within the plan', async () => {
    for (const url of [e.cmv, e['posicao-estoque'], e['entrada-estoque']]) {
      const res = await admin.post(url, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ campo: 'inicio', mensagem: errorMessages.required }]);
    }
    const ambos = await cmv(admin, { empresasIds: [rede.lojas.e1], clustersIds: [rede.clusters.misto] });
    expect(ambos.json().errors).toEqual([{ campo: 'clustersIds', mensagem: cmvMessages.empresasEClusters }]);
    const invalido = await cmv(admin, { inicio: '2026-13-01' });
    expect(invalido.json().errors).toEqual([{ campo: 'inicio', mensagem: dreMessages.mesInvalido }]);
    const antigo = await cmv(admin, { inicio: mesAtras(40) });
    expect(antigo.statusCode).toBe(400);
    expect(antigo.json().errors[0].campo).toBe('inicio');
    expect((await admin.post(e['catalogo-precos'], {})).statusCode).toBe(200);
  });

  it('needs DRE/Exportar', async () => {
    for (const url of Object.values(e)) {
      const res = await obter.post(url, { inicio: rede.mes });
      expect(res.statusCode).toBe(403);
      expect(res.json().title).toBe(errorMessages.forbidden);
    }
  });
});

describe('stock position and entries', () => {
  it('list the rows of the month of the stores, with their quantities and values', async () => {
    const pos = planilha(
      await baixar(leitor, e['posicao-estoque'], { inicio: rede.mes }, /posicao-estoque/),
      'Posição de estoque',
    );
    const posicoes = pos.linhas.map((l) => porColuna(pos, l));
    expect(posicoes.map((l) => [l.Empresa, l.Posição, l['Código do produto'], l.Valor])).toEqual([
      ['Loja E1', 'Inicial', 'P1', 100],
      ['Loja E1', 'Inicial', 'P2', 50],
      ['Loja E1', 'Final', 'P1', 60],
      ['Loja E1', 'Final', 'P2', 40],
      ['Loja E2', 'Inicial', 'P1', 70],
    ]);
    expect(posicoes[0]).toMatchObject({ Quantidade: 2.5, 'Custo unitário': 50, Unidade: 'kg' });

    const ent = planilha(
      await baixar(leitor, e['entrada-estoque'], { inicio: rede.mes }, /entrada-estoque/),
      'Entrada de estoque',
    );
    const entradas = ent.linhas.map((l) => porColuna(ent, l));
    expect(entradas.map((l) => [l.Empresa, l.Documento, l.Quantidade, l['Custo unitário'], l.Valor])).toEqual(
      [
        ['Loja E1', 'NF e1-a', 4, 50, 200],
        ['Loja E1', 'NF e1-b', 3, 10, 30],
        ['Loja E2', 'NF e2-a', 4, 10, 40],
      ],
    );
    expect(entradas[0]!.Fornecedor).toBe('@Fornecedor Alfa');
    expect(ent.celulas[0]![5]!.type).toBe(ExcelJS.ValueType.String);
  });
});

describe('price catalogue', () => {
  const catalogo = async (corpo: object) => {
    const s = planilha(
      await baixar(admin, e['catalogo-precos'], corpo, /catalogo-precos/),
      'Catálogo de preços',
    );
    return { s, linhas: s.linhas.map((l) => porColuna(s, l)) };
  };

  it('gives the prices in force today by default, or at the end of the month asked', async () => {
    const hoje = await catalogo({});
    expect(
      hoje.linhas.map((l) => [l.Marca, l['Código do produto'], l.Produto, l.Custo, l['Preço de venda']]),
    ).toEqual([
      ['Todas as marcas', 'GERAL', '+Guardanapo', 0.05, null],
      ['Marca Estoque', 'P1', 'Café em grãos', 12, 33],
    ]);
    const noMes = await catalogo({ inicio: rede.mes });
    expect(noMes.linhas[1]).toMatchObject({ Custo: 10, 'Preço de venda': 30 });
    expect(noMes.linhas[1]!.Margem).toBeCloseTo(2 / 3, 10);
    expect(noMes.s.celulas[0]![2]!.type).toBe(ExcelJS.ValueType.String);
  });
});

describe('above the direct-download limit', () => {
  it('is refused to a Starter cliente, whose report list does not exist', async () => {
    const starter = await criarRedeCmv(t.tdb.ownerDb, { plano: 'Starter' });
    await criarEntradasEmMassa(t.tdb.ownerDb, starter, CMV_LIMITE_DOWNLOAD_DIRETO + 1);
    const api = apiAs(t, (await signIn(t.app, starter.emails.admin)).headers);
    const res = await api.post(e['entrada-estoque'], { inicio: starter.mesGrande });
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(cmvMessages.limiteDoPlano(CMV_LIMITE_DOWNLOAD_DIRETO + 1));
    // and a Starter plan reads 12 months back
    const antigo = await api.post(e.cmv, { inicio: mesAtras(13) });
    expect(antigo.statusCode).toBe(400);
    expect(antigo.json().errors[0].campo).toBe('inicio');
  });

  it("goes to a premium cliente's report list, and the file holds every row", async () => {
    const n = CMV_LIMITE_DOWNLOAD_DIRETO + 1;
    await criarEntradasEmMassa(t.tdb.ownerDb, rede, n);
    const res = await admin.post(e['entrada-estoque'], { inicio: rede.mesGrande });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/json/);
    const { id, message } = res.json() as { id: string; message: string };
    expect(message).toBe(cmvMessages.relatorioEnviado);
    const pedido = await waitFor(
      async () => {
        const lista = (await admin.get(endpoints.relatorio.listar)).json();
        const r = lista.relatorios.find((x: { _id: string }) => x._id === id);
        return r?.status === 2 || r?.status === 3 ? r : null;
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    expect(pedido).toMatchObject({ status: 2, tipoRelatorio: 'Entrada de estoque', linhas: n });
    const file = await admin.get(endpoints.relatorio.download.replace(':id', id));
    expect(file.headers['content-disposition']).toMatch(/entrada-estoque-\d{4}-\d{2}\.xlsx/);
    const s = planilha(await lerPlanilhas(file.rawPayload), 'Entrada de estoque');
    expect(s.linhas).toHaveLength(n);
    const soma = s.linhas.reduce((acc, l) => acc + BigInt(Math.round((l[11] as number) * 100)), 0n);
    // 100 + 101 + … + (100 + n − 1) centavos
    expect(soma).toBe(BigInt(n) * 100n + BigInt((n * (n - 1)) / 2));
  }, 90_000);
});

describe('a user limited to cost centres', () => {
  it("has no CMV tab and no stock export: the stock and the CMV are the whole store's", async () => {
    const email = `centro@${rede.clienteId.slice(-6)}.dev`;
    const usuario = await createUser(t.tdb.ownerDb, rede.clienteId, {
      email,
      acessos: [{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }],
    });
    const centro = uuidv7();
    await withTenant(t.tdb.ownerDb, rede.clienteId, async (tx) => {
      await tx.execute(sql`insert into centro_de_custo (cliente_id, id, empresa_id, codigo, nome)
        values (${rede.clienteId}, ${centro}, ${rede.lojas.e1}, '01', 'Salão')`);
      await tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
        values (${rede.clienteId}, ${usuario.regraId}, ${rede.lojas.e1})`);
      await tx.execute(sql`insert into regra_acesso_centro_de_custo (cliente_id, regra_acesso_id, centro_de_custo_id)
        values (${rede.clienteId}, ${usuario.regraId}, ${centro})`);
    });
    const api = apiAs(t, (await signIn(t.app, email)).headers);
    const tab = await api.get(endpoints.cmv.disponibilidade);
    expect(tab.statusCode, tab.body).toBe(200);
    expect(tab.json().controleDeEstoque).toBe(false);
    for (const res of [
      await cmv(api, {}),
      await cmv(api, { empresasIds: [rede.lojas.e1] }),
      await api.post(e['posicao-estoque'], { inicio: rede.mes }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().title).toBe(cmvMessages.restritoPorCentro);
    }
    // the same rule without the cost centre exports the store
    await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
      tx.execute(sql`delete from regra_acesso_centro_de_custo where cliente_id = ${rede.clienteId}
        and regra_acesso_id = ${usuario.regraId}`),
    );
    expect((await cmv(api, { empresasIds: [rede.lojas.e1] })).statusCode).toBe(200);
  });
});
