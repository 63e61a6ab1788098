import {
  endpoints,
  valoresManuaisMessages as msg,
  type ListarValoresManuaisOutput,
  type LoginOutput,
  type ValorManualItem,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { criarRedeDreApi, type RedeDreApi } from '../dre/dre-api.fixtures.ts';
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
 * Valores Manuais through the API (issue 11 §2): the list and its validation, claims (Obter, Editar, Exportar),
 * scope and tenant; the cell edit (exact centavos, upsert on the unique key, removal, the default cost centre — an
 * inactive one takes no value); the template; a value edited appearing at once in the DRE and its details with who
 * set it; and the session's flag telling the screen that the user's rule limits cost centres.
 */
let t: TestApp;
let r: RedeValoresManuais;
let outra: RedeDreApi;
const e = endpoints.valoresManuais;

beforeAll(async () => {
  t = await createTestApp();
  r = await criarRedeValoresManuais(t);
  outra = await criarRedeDreApi(t.tdb.ownerDb);
});
afterAll(() => t?.close());

async function listar(quem: keyof RedeValoresManuais['apis'], extra: Record<string, unknown> = {}) {
  const res = await r.apis[quem].get(e.listar, filtroDe(r, extra) as Record<string, string>);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ListarValoresManuaisOutput).valores;
}
const porNome = (valores: readonly ValorManualItem[]) =>
  Object.fromEntries(valores.map((v) => [v.empresaNome, v.valor]));
const editar = (quem: keyof RedeValoresManuais['apis'], extra: Record<string, unknown>) =>
  r.apis[quem].post(e.editar, {
    DreId: r.rede.modelo.id,
    LinhaDaDreId: r.rede.modelo.linhas.MAN,
    Competencia: r.mes,
    ...extra,
  });

describe('list', () => {
  it("answers one row per store of the grupo, by name, with the month's value, CNPJ and index", async () => {
    const valores = await listar('leitor');
    expect(valores.map((v) => [v.index, v.empresaNome, v.empresa, v.grupo, v.valor])).toEqual([
      [1, 'Loja A1 Ltda', '00.000.000/0001-00', 'Grupo A', 123.45],
      [2, 'Loja A2 Ltda', '00.000.000/0002-00', 'Grupo A', null],
      [3, 'Loja A3 Ltda', '00.000.000/0003-00', 'Grupo A', null],
    ]);
    expect(valores[0]?._id).toEqual(expect.any(String));
    expect(valores[1]?._id).toBeNull();
    expect(valores.every((v) => v.competencia === r.mes && v.editavel)).toBe(true);
  });

  it('narrows to the marcas and the companies asked', async () => {
    expect((await listar('leitor', { marcas: r.rede.marcas.m2 })).map((v) => v.empresaNome)).toEqual([
      'Loja A3 Ltda',
    ]);
    expect(
      (await listar('leitor', { marcas: '0', Empresas: r.rede.lojas.a2 })).map((v) => v.empresaNome),
    ).toEqual(['Loja A2 Ltda']);
  });

  it("says 'Campo obrigatório' on each missing field, and refuses a line that is not a manual one", async () => {
    const res = await r.apis.leitor.get(e.listar, {});
    expect(res.statusCode).toBe(400);
    const campos = (res.json() as { errors: { campo: string; mensagem: string }[] }).errors;
    for (const campo of ['DreId', 'LinhaDaDreId', 'Competencia', 'Grupo'])
      expect(campos).toContainEqual({ campo, mensagem: msg.required });
    const conta = await r.apis.leitor.get(
      e.listar,
      filtroDe(r, { LinhaDaDreId: r.rede.modelo.linhas.CARTAO }),
    );
    expect(conta.statusCode).toBe(400);
    expect(conta.json().errors).toEqual([{ campo: 'LinhaDaDreId', mensagem: msg.linhaNaoManual }]);
    const mes = await r.apis.leitor.get(e.listar, filtroDe(r, { Competencia: '2026-13' }));
    expect(mes.statusCode).toBe(400);
    const fora = await r.apis.leitor.get(e.listar, filtroDe(r, { Empresas: r.rede.lojas.b1 }));
    expect(fora.statusCode).toBe(400);
    expect(fora.json().title).toBe(msg.empresaForaDoGrupo);
  });

  it("answers 404 for another tenant's model, line, grupo or store", async () => {
    for (const extra of [
      { DreId: outra.modelo.id },
      { LinhaDaDreId: outra.modelo.linhas.MAN },
      { Grupo: outra.grupos.a },
      { Empresas: outra.lojas.a1 },
    ]) {
      const res = await r.apis.admin.get(e.listar, filtroDe(r, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(404);
      expect(res.body).not.toContain(outra.clienteId);
    }
  });

  it("keeps to the user's scope: a rule of one store lists it alone, another grupo is 403", async () => {
    expect((await listar('editor')).map((v) => v.empresaNome)).toEqual(['Loja A1 Ltda']);
    const grupoB = await r.apis.editor.get(e.listar, filtroDe(r, { Grupo: r.rede.grupos.b }));
    expect(grupoB.statusCode).toBe(403);
    const a3 = await r.apis.editor.get(e.listar, filtroDe(r, { Empresas: r.rede.lojas.a3 }));
    expect(a3.statusCode).toBe(403);
  });

  it('is refused (403) without DreValorManual/Obter, and so are its options', async () => {
    expect((await r.apis.semClaim.get(e.listar, filtroDe(r))).statusCode).toBe(403);
    expect((await r.apis.semClaim.get(e.linhas, { modeloDre: r.rede.modelo.id })).statusCode).toBe(403);
    expect((await r.apis.semClaim.get(e.modelos)).statusCode).toBe(403);
  });

  it("lists the model's manual lines, the models and the grupo's companies", async () => {
    const linhas = await r.apis.leitor.get(e.linhas, { modeloDre: r.rede.modelo.id });
    expect(linhas.json()).toEqual([{ id: r.rede.modelo.linhas.MAN, codigo: 'MAN', nome: 'Rateio (manual)' }]);
    expect((await r.apis.leitor.get(e.linhas, { modeloDre: outra.modelo.id })).statusCode).toBe(404);
    expect((await r.apis.leitor.get(e.modelos)).json()).toEqual([
      { id: r.rede.modelo.id, nome: 'DRE de teste', padrao: true },
    ]);
    const empresas = await r.apis.leitor.get(e.empresas, { Grupo: r.rede.grupos.a });
    expect(empresas.json().map((o: { label: string }) => o.label)).toEqual([
      'Loja A1 Ltda (00.000.000/0001-00)',
      'Loja A2 Ltda (00.000.000/0002-00)',
      'Loja A3 Ltda (00.000.000/0003-00)',
    ]);
    expect((await r.apis.editor.get(e.empresas, { Grupo: r.rede.grupos.a })).json()).toHaveLength(1);
  });
});

describe('edit', () => {
  it('writes, overwrites and removes one store’s value, exactly, answering its _id', async () => {
    const criado = await editar('admin', { EmpresaId: r.rede.lojas.a2, valor: 1234567.89 });
    expect(criado.statusCode, criado.body).toBe(200);
    const id = criado.json()._id as string;
    expect(porNome(await listar('leitor'))['Loja A2 Ltda']).toBe(1234567.89);
    const trocado = await editar('admin', { EmpresaId: r.rede.lojas.a2, valor: -0.1 });
    expect(trocado.json()).toEqual({ _id: id });
    const [linha] = await withTenant(t.tdb.ownerDb, r.rede.clienteId, async (tx) => {
      const { rows } = await tx.execute<{ valor: string; centro: string | null }>(sql`
        select valor::text, centro_de_custo_id as centro from valor_manual_dre where id = ${id}`);
      return rows;
    });
    expect(linha).toEqual({ valor: '-10', centro: null });
    const removido = await editar('admin', { EmpresaId: r.rede.lojas.a2, valor: null });
    expect(removido.json()).toEqual({ _id: null });
    expect(porNome(await listar('leitor'))['Loja A2 Ltda']).toBeNull();
  });

  it('refuses more than 2 decimals, a text, or a value beyond the limit, writing nothing', async () => {
    for (const [valor, mensagem] of [
      [1.234, msg.casasDecimais],
      ['12,50', msg.valorInvalido],
      [1e15, msg.valorForaDoLimite],
    ] as const) {
      const res = await editar('admin', { EmpresaId: r.rede.lojas.a3, valor });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ campo: 'valor', mensagem }]);
    }
    expect(porNome(await listar('leitor'))['Loja A3 Ltda']).toBeNull();
  });

  it('needs DreValorManual/Editar and the store in scope; another tenant’s store is 404', async () => {
    expect((await editar('leitor', { EmpresaId: r.rede.lojas.a1, valor: 1 })).statusCode).toBe(403);
    expect((await editar('exportador', { EmpresaId: r.rede.lojas.a1, valor: 1 })).statusCode).toBe(403);
    expect((await editar('editor', { EmpresaId: r.rede.lojas.a3, valor: 1 })).statusCode).toBe(403);
    expect((await editar('admin', { EmpresaId: outra.lojas.a1, valor: 1 })).statusCode).toBe(404);
    expect(
      (await editar('admin', { EmpresaId: r.rede.lojas.a1, DreId: outra.modelo.id, valor: 1 })).statusCode,
    ).toBe(404);
    expect(porNome(await listar('leitor'))['Loja A1 Ltda']).toBe(123.45);
  });

  it("keeps the default cost centre's value apart from the store's, and a rule of cost centres to it", async () => {
    const padrao = { UsarCentroDeCustoPadrao: true };
    const res = await editar('centro', { ...padrao, EmpresaId: r.rede.lojas.a1, valor: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const comCentro = await listar('centro', padrao);
    expect(comCentro.map((v) => [v.empresaNome, v.valor, v.centroDeCusto])).toEqual([
      ['Loja A1 Ltda', 7, 'Centro 0 a1'],
    ]);
    expect(porNome(await listar('leitor'))['Loja A1 Ltda']).toBe(123.45);
    // the store as a whole is not the cost-centre user's to see or write
    const semCentro = await r.apis.centro.get(e.listar, filtroDe(r));
    expect([semCentro.statusCode, semCentro.json().title]).toEqual([403, msg.restritoPorCentro]);
    expect((await editar('centro', { EmpresaId: r.rede.lojas.a1, valor: 1 })).statusCode).toBe(403);
    await editar('centro', { ...padrao, EmpresaId: r.rede.lojas.a1, valor: null });
  });

  it('marks a store without a default cost centre as not editable, and refuses its edit', async () => {
    await withTenant(t.tdb.ownerDb, r.rede.clienteId, (tx) =>
      tx.execute(sql`update centro_de_custo set padrao = false where id = ${r.rede.centros.a2[0]}`),
    );
    const valores = await listar('leitor', { UsarCentroDeCustoPadrao: true });
    expect(valores.map((v) => [v.empresaNome, v.editavel])).toEqual([
      ['Loja A1 Ltda', true],
      ['Loja A2 Ltda', false],
      ['Loja A3 Ltda', true],
    ]);
    const res = await editar('admin', {
      UsarCentroDeCustoPadrao: true,
      EmpresaId: r.rede.lojas.a2,
      valor: 1,
    });
    expect([res.statusCode, res.json().title]).toEqual([400, msg.semCentroPadrao]);
    await withTenant(t.tdb.ownerDb, r.rede.clienteId, (tx) =>
      tx.execute(sql`update centro_de_custo set padrao = true where id = ${r.rede.centros.a2[0]}`),
    );
  });

  it('takes no value on an inactive default cost centre: its value read-only, the edit and the upload refused', async () => {
    const padrao = { UsarCentroDeCustoPadrao: true };
    const [cc0, cc1] = r.rede.centros.a3;
    const centros = (q: ReturnType<typeof sql>) =>
      withTenant(t.tdb.ownerDb, r.rede.clienteId, (tx) => tx.execute(q));
    expect((await editar('admin', { ...padrao, EmpresaId: r.rede.lojas.a3, valor: 9 })).statusCode).toBe(200);
    await centros(sql`update centro_de_custo set ativo = false where id = ${cc0}`);
    const a3 = async () => (await listar('leitor', padrao)).find((v) => v.empresaId === r.rede.lojas.a3)!;
    // still the DRE's value: shown, but not editable
    expect(await a3()).toMatchObject({ centroDeCusto: 'Centro 0 a3', valor: 9, editavel: false });
    const inativo = msg.centroPadraoInativo('Centro 0 a3');
    const res = await editar('admin', { ...padrao, EmpresaId: r.rede.lojas.a3, valor: 10 });
    expect([res.statusCode, res.json().title]).toEqual([400, inativo]);
    const removido = await editar('admin', { ...padrao, EmpresaId: r.rede.lojas.a3, valor: null });
    expect(removido.statusCode).toBe(400);
    const arquivo = await preencherModelo(r, { [cnpjDe(3)]: 10 }, filtroDe(r, padrao));
    const form = formComArquivo(arquivo);
    const qs = new URLSearchParams({
      ...(filtroDe(r) as Record<string, string>),
      UsarCentroDeCustoPadrao: 'true',
      opcao: '2',
      inserirValidos: 'true',
    });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${e.importar}?${qs}`,
      payload: form.payload,
      headers: { ...r.headers.admin, ...form.headers },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({ totalInseridos: 0, notas: [expect.stringContaining(inativo)] });
    expect((await a3()).valor).toBe(9);

    // a store with an active default cost centre besides the inactive one: the active one takes the values
    await centros(sql`update centro_de_custo set padrao = true where id = ${cc1}`);
    expect(await a3()).toMatchObject({ centroDeCusto: 'Centro 1 a3', valor: null, editavel: true });
    await centros(sql`update centro_de_custo set padrao = (id = ${cc0}), ativo = true
      where id = any(${sql.param([cc0, cc1])}::uuid[])`);
    await editar('admin', { ...padrao, EmpresaId: r.rede.lojas.a3, valor: null });
  });
});

describe('the DRE reads the values at once', () => {
  it('shows an edited value in the manual line, and in its details with who set it', async () => {
    const res = await editar('editor', { EmpresaId: r.rede.lojas.a1, valor: 200.5 });
    expect(res.statusCode, res.body).toBe(200);
    const consulta = {
      modeloDREId: r.rede.modelo.id,
      tipoDeRegime: 1,
      filters: [{ nomeDoFiltro: 'A', Status: '0', dataInicio: r.mes, dataFim: r.mes, marcas: '0' }],
    };
    const dre = await r.apis.admin.post(endpoints.dre.listar, consulta);
    expect(dre.statusCode, dre.body).toBe(200);
    const body = dre.json() as {
      matriz: { rows: { id: string; cells: Record<string, unknown> }[] };
      colunas: { key: string; mes: string | null }[];
      referencias: Record<string, { linhaId: string }>;
    };
    const linha = body.matriz.rows.find((x) => body.referencias[x.id]?.linhaId === r.rede.modelo.linhas.MAN)!;
    const coluna = body.colunas.find((c) => c.mes === r.mes)!;
    expect(linha.cells[coluna.key]).toBe(200.5);

    const celula = { linhaId: r.rede.modelo.linhas.MAN, competencia: r.mes, filter: consulta };
    const mes = await r.apis.admin.post(endpoints.dre.detalhesMes, celula);
    expect(mes.json().porEmpresa).toEqual([
      { id: r.rede.lojas.a1, nome: expect.any(String), valor: 200.5, quantidade: null },
    ]);
    const detalhe = await r.apis.admin.post(endpoints.dre.detalhesLinha, {
      ...celula,
      Page: 1,
      PageSize: 10,
    });
    expect(detalhe.statusCode, detalhe.body).toBe(200);
    expect(
      detalhe.json().detalhes.map((d: { valor: number; observacao: string }) => [d.valor, d.observacao]),
    ).toEqual([[200.5, `Informado por ${r.nomes.editor}`]]);
    await editar('admin', { EmpresaId: r.rede.lojas.a1, valor: 123.45 });
  });
});

describe('template', () => {
  it("downloads the filter's stores with their values, pt-BR money, and the filter in the header", async () => {
    const res = await r.apis.exportador.post(e.baixarModelo, filtroDe(r));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="modelo-valores-manuais-${r.mes.slice(0, 7)}.xlsx"`,
    );
    const { linhas } = await lerXlsx(res.rawPayload);
    const textos = linhas.map((l) => l.valores);
    expect(textos).toContainEqual(['Linha da DRE', 'MAN - Rateio (manual)']);
    expect(textos).toContainEqual(['Competência', `${r.mes.slice(5, 7)}/${r.mes.slice(0, 4)}`]);
    expect(textos).toContainEqual(['Grupo', 'Grupo A']);
    const cabecalho = textos.findIndex((v) => v[0] === 'CNPJ');
    expect(textos[cabecalho]).toEqual(['CNPJ', 'Código da loja', 'Empresa', 'Grupo', 'Valor']);
    const dados = linhas.slice(cabecalho + 1);
    expect(dados.map((l) => l.valores)).toEqual([
      ['00.000.000/0001-00', undefined, 'Loja A1 Ltda', 'Grupo A', 123.45],
      ['00.000.000/0002-00', undefined, 'Loja A2 Ltda', 'Grupo A'],
      ['00.000.000/0003-00', undefined, 'Loja A3 Ltda', 'Grupo A'],
    ]);
    expect(dados[0]!.row.getCell(5).numFmt).toContain('R$');
  });

  it('needs DreValorManual/Exportar, and the filter’s required fields', async () => {
    expect((await r.apis.leitor.post(e.baixarModelo, filtroDe(r))).statusCode).toBe(403);
    const sem = await r.apis.exportador.post(e.baixarModelo, { DreId: r.rede.modelo.id });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().errors).toContainEqual({ campo: 'Grupo', mensagem: msg.required });
  });
});

describe('the session tells the screen whether the rule limits cost centres', () => {
  it('is true for a rule of cost centres only, false for a rule of stores and for an administrator', async () => {
    const cl = r.rede.clienteId;
    const dvm = [{ nome: 'DreValorManual', acoes: ['Obter', 'Editar'] }];
    const porCentro = await createUser(t.tdb.ownerDb, cl, {
      email: `sessao-cc.${r.rede.emails.admin}`,
      acessos: dvm,
    });
    const porLoja = await createUser(t.tdb.ownerDb, cl, {
      email: `sessao-loja.${r.rede.emails.admin}`,
      acessos: dvm,
    });
    const admin = await createUser(t.tdb.ownerDb, cl, { email: `sessao-adm.${r.rede.emails.admin}` });
    await withTenant(t.tdb.ownerDb, cl, async (tx) => {
      await tx.execute(sql`insert into regra_acesso_centro_de_custo (cliente_id, regra_acesso_id, centro_de_custo_id)
        values (${cl}, ${porCentro.regraId}, ${r.rede.centros.a1[0]})`);
      await tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
        values (${cl}, ${porLoja.regraId}, ${r.rede.lojas.a1})`);
    });
    const login = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: endpoints.auth.login,
        payload: { Email: email, Password: TEST_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as LoginOutput).user?.restritoPorCentroDeCusto;
    };
    expect(await login(porCentro.email)).toBe(true);
    expect(await login(porLoja.email)).toBe(false);
    expect(await login(admin.email)).toBe(false);
  });
});
