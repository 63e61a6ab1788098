import {
  endpoints,
  valoresManuaisMessages as msg,
  type LinhaValorManual,
  type ListarValoresManuaisOutput,
  type ResultadoImportacaoValoresManuais,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { withTenant } from '../../db/index.ts';
import {
  cnpjDe,
  criarRedeValoresManuais,
  filtroDe,
  formComArquivo,
  lerXlsx,
  preencherModelo,
  type RedeValoresManuais,
} from './valores-manuais.fixtures.ts';

/**
 * The budget (orçado) through the Valores Manuais API (issue 11 §3): `tipo=orcado` lists, edits, downloads and
 * uploads the budget of an account, manual, CMV or PDV line in valor_orcado_dre, apart from the actual manual
 * values; the same validation, claims and scope.
 */
let t: TestApp;
let r: RedeValoresManuais;
const e = endpoints.valoresManuais;

beforeAll(async () => {
  t = await createTestApp();
  r = await criarRedeValoresManuais(t);
});
afterAll(() => t?.close());

type Quem = keyof RedeValoresManuais['apis'];
const orcado = (extra: Record<string, unknown> = {}) =>
  filtroDe(r, { tipo: 'orcado', LinhaDaDreId: r.rede.modelo.linhas.CARTAO, ...extra });

async function listar(filtro: Record<string, unknown>, quem: Quem = 'admin') {
  const res = await r.apis[quem].get(e.listar, filtro as Record<string, string>);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json() as ListarValoresManuaisOutput).valores.map((v) => [v.empresaNome, v.valor]),
  );
}
const editar = (extra: Record<string, unknown>, quem: Quem = 'admin') =>
  r.apis[quem].post(e.editar, {
    tipo: 'orcado',
    DreId: r.rede.modelo.id,
    LinhaDaDreId: r.rede.modelo.linhas.CARTAO,
    Competencia: r.mes,
    ...extra,
  });

async function linhasGravadas(tabela: 'valor_orcado_dre' | 'valor_manual_dre') {
  return withTenant(t.tdb.ownerDb, r.rede.clienteId, async (tx) => {
    const { rows } = await tx.execute<{ linha: string; empresa: string; valor: string; por: string | null }>(
      sql`select linha_dre_id as linha, empresa_id as empresa, valor::text as valor, updated_by as por
        from ${sql.identifier(tabela)} where cliente_id = ${r.rede.clienteId} order by empresa_id, linha_dre_id`,
    );
    return rows;
  });
}

describe('budget lines and validation', () => {
  it('lists the account, manual and PDV lines of the model for the budget, the manual ones for the actual', async () => {
    const codigos = async (tipo?: string) => {
      const res = await r.apis.leitor.get(e.linhas, {
        modeloDre: r.rede.modelo.id,
        ...(tipo ? { tipo } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as LinhaValorManual[]).map((l) => l.codigo);
    };
    expect(await codigos('orcado')).toEqual(['RB.CARTAO', 'RB.PIX', 'DESP', 'MAN', 'TKT']);
    expect(await codigos()).toEqual(['MAN']);
    expect(await codigos('realizado')).toEqual(['MAN']);
  });

  it('refuses a total or formula line for the budget, an account or PDV line for the actual, and an unknown tipo', async () => {
    for (const linha of ['RB', 'RES', 'MARG'] as const) {
      const res = await r.apis.leitor.get(e.listar, orcado({ LinhaDaDreId: r.rede.modelo.linhas[linha] }));
      expect(res.statusCode, linha).toBe(400);
      expect(res.json().errors).toEqual([{ campo: 'LinhaDaDreId', mensagem: msg.linhaNaoOrcavel }]);
    }
    for (const linha of ['CARTAO', 'TKT'] as const) {
      const realizado = await r.apis.leitor.get(
        e.listar,
        orcado({ tipo: 'realizado', LinhaDaDreId: r.rede.modelo.linhas[linha] }),
      );
      expect(realizado.statusCode, linha).toBe(400);
      expect(realizado.json().errors).toEqual([{ campo: 'LinhaDaDreId', mensagem: msg.linhaNaoManual }]);
    }
    const tipo = await r.apis.leitor.get(e.listar, orcado({ tipo: 'previsto' }));
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().errors).toEqual([{ campo: 'tipo', mensagem: msg.tipoInvalido }]);
    const edicao = await editar({ tipo: 'x', EmpresaId: r.rede.lojas.a1, valor: 1 });
    expect(edicao.statusCode).toBe(400);
  });
});

describe('budget edit and list', () => {
  it('writes the budget apart from the actual value, exactly, with its author, and removes it', async () => {
    const antes = await listar(filtroDe(r));
    const res = await editar({ EmpresaId: r.rede.lojas.a3, valor: 1234.56 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()._id).toEqual(expect.any(String));
    expect(await listar(orcado())).toEqual({
      'Loja A1 Ltda': null,
      'Loja A2 Ltda': null,
      'Loja A3 Ltda': 1234.56,
    });
    // the manual line's budget is another row than its actual value
    expect(
      (await editar({ LinhaDaDreId: r.rede.modelo.linhas.MAN, EmpresaId: r.rede.lojas.a1, valor: -10 }))
        .statusCode,
    ).toBe(200);
    expect(await listar(orcado({ LinhaDaDreId: r.rede.modelo.linhas.MAN }))).toMatchObject({
      'Loja A1 Ltda': -10,
    });
    expect(await listar(filtroDe(r))).toEqual(antes);
    expect(await linhasGravadas('valor_orcado_dre')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          linha: r.rede.modelo.linhas.CARTAO,
          empresa: r.rede.lojas.a3,
          valor: '123456',
        }),
        expect.objectContaining({
          linha: r.rede.modelo.linhas.MAN,
          empresa: r.rede.lojas.a1,
          valor: '-1000',
        }),
      ]),
    );
    const apagar = await editar({
      LinhaDaDreId: r.rede.modelo.linhas.MAN,
      EmpresaId: r.rede.lojas.a1,
      valor: null,
    });
    expect(apagar.json()).toEqual({ _id: null });
    expect(await listar(orcado({ LinhaDaDreId: r.rede.modelo.linhas.MAN }))).toMatchObject({
      'Loja A1 Ltda': null,
    });
  });

  it("writes a PDV line's budget, listed under that line only", async () => {
    const tkt = { LinhaDaDreId: r.rede.modelo.linhas.TKT };
    const res = await editar({ ...tkt, EmpresaId: r.rede.lojas.a2, valor: 777 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listar(orcado(tkt))).toEqual({
      'Loja A1 Ltda': null,
      'Loja A2 Ltda': 777,
      'Loja A3 Ltda': null,
    });
    expect(await listar(orcado())).toMatchObject({ 'Loja A2 Ltda': null });
  });

  it('refuses more than 2 decimals and changes nothing', async () => {
    const antes = await linhasGravadas('valor_orcado_dre');
    const res = await editar({ EmpresaId: r.rede.lojas.a1, valor: 1.234 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ campo: 'valor', mensagem: msg.casasDecimais }]);
    expect(await linhasGravadas('valor_orcado_dre')).toEqual(antes);
  });

  it("keeps to the claims and the user's scope", async () => {
    expect((await editar({ EmpresaId: r.rede.lojas.a1, valor: 1 }, 'leitor')).statusCode).toBe(403);
    expect((await r.apis.semClaim.get(e.listar, orcado())).statusCode).toBe(403);
    expect(Object.keys(await listar(orcado(), 'editor'))).toEqual(['Loja A1 Ltda']);
    expect((await editar({ EmpresaId: r.rede.lojas.a3, valor: 1 }, 'editor')).statusCode).toBe(403);
    expect((await r.apis.editor.get(e.listar, orcado({ Grupo: r.rede.grupos.b }))).statusCode).toBe(403);
  });
});

describe('budget template and upload', () => {
  function enviar(arquivo: Buffer, query: Record<string, unknown>) {
    const form = formComArquivo(arquivo);
    const qs = new URLSearchParams(
      Object.entries({ opcao: 2, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return t.app.inject({
      method: 'POST',
      url: `${e.importar}?${qs}`,
      payload: form.payload,
      headers: { ...r.headers.admin, ...form.headers },
    });
  }

  it("downloads the budget's template naming the kind, and uploads it into the budget only", async () => {
    const filtro = orcado({ LinhaDaDreId: r.rede.modelo.linhas.DESP });
    const modelo = await r.apis.admin.post(e.baixarModelo, filtro);
    expect(modelo.statusCode).toBe(200);
    const { linhas } = await lerXlsx(modelo.rawPayload);
    expect(linhas.map((l) => l.valores.slice(0, 2))).toContainEqual(['Valores', 'Orçado']);
    const manuais = await linhasGravadas('valor_manual_dre');

    const arquivo = await preencherModelo(r, { [cnpjDe(1)]: -2500.5, [cnpjDe(3)]: '1.000,00' }, filtro);
    const res = await enviar(arquivo, filtro);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as ResultadoImportacaoValoresManuais).toMatchObject({
      totalInseridos: 2,
      totalNotas: 0,
    });
    expect(await listar(filtro)).toEqual({
      'Loja A1 Ltda': -2500.5,
      'Loja A2 Ltda': null,
      'Loja A3 Ltda': 1000,
    });
    expect(await linhasGravadas('valor_manual_dre')).toEqual(manuais);
  });

  it("refuses an actual values' template sent as the budget, and the budget's sent as actual values", async () => {
    const manual = { LinhaDaDreId: r.rede.modelo.linhas.MAN };
    const antes = await linhasGravadas('valor_orcado_dre');
    const doRealizado = await preencherModelo(r, { [cnpjDe(1)]: 5 }, filtroDe(r));
    const comoOrcado = await enviar(doRealizado, orcado(manual));
    expect(comoOrcado.statusCode).toBe(400);
    expect(comoOrcado.json().title).toBe(msg.arquivoDeOutroFiltro('Valores', 'Realizado', 'Orçado'));
    const doOrcado = await preencherModelo(r, { [cnpjDe(1)]: 5 }, orcado(manual));
    const comoRealizado = await enviar(doOrcado, filtroDe(r));
    expect(comoRealizado.statusCode).toBe(400);
    expect(comoRealizado.json().title).toBe(msg.arquivoDeOutroFiltro('Valores', 'Orçado', 'Realizado'));
    expect(await linhasGravadas('valor_orcado_dre')).toEqual(antes);
  });
});
