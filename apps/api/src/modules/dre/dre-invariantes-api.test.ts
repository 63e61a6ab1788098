import {
  celulaDaLinha,
  dreResultado,
  endpoints,
  type DreResultado,
  type MatrizLinhaJson,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { criarRedeDreApi, mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';
import {
  centavos,
  colunas,
  consultaDre,
  filtroDre,
  ledgerPorMes,
  linhaDre,
  linhasDaMatriz,
  pesquisar,
  type Api,
} from './dre-consulta.fixtures.ts';

/**
 * The DRE's invariants through the API on a small hand-made network (issue 10 §4, DESIGN.md §5): account lines
 * equal an independent SQL over the raw ledger and the approved De-Para, in both regimes and every status; the
 * total column is the sum of the months; the store view sums to the consolidated; a cluster gives its explicit
 * store list; A against itself varies 0 %; the base line is 100 % of itself; nothing found is an empty tree.
 */
let t: TestApp;
let rede: RedeDreApi;
let admin: Api;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeDreApi(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
});
afterAll(() => t?.close());

const todasAsLojas = () => Object.values(rede.lojas);
const contasDe = (r: RedeDreApi) => ({
  CARTAO: [r.contas.m1.r1, r.contas.m2.r1],
  PIX: [r.contas.m1.r2, r.contas.m2.r2],
  DESP: [r.contas.m1.d1, r.contas.m2.d1],
});
/** soma ÷ n in centavos, rounded half away from zero (by hand, not the engine's). */
function mediaArredondada(soma: bigint, n: number): bigint {
  const den = BigInt(n);
  const abs = soma < 0n ? -soma : soma;
  const q = (2n * abs + den) / (2n * den);
  return soma < 0n ? -q : q;
}
const mesesA = (r: DreResultado) =>
  colunas(r, (c) => c.tipo === 'valor' && c.filtro === 'A' && c.mes !== null);
const total = (r: DreResultado) =>
  colunas(r, (c) => c.tipo === 'valor' && c.filtro === 'A' && c.mes === null && c.empresaId === null)[0]!;

describe('DRE account lines against the raw ledger', () => {
  for (const regime of [1, 2] as const)
    for (const [Status, status] of [
      ['0', undefined],
      ['1', 'aberto'],
      ['2', 'liquidado'],
    ] as const)
      it(`regime ${regime}, status ${Status}: every month of every account line and account`, async () => {
        const r = await pesquisar(admin, consultaDre(rede, { tipoDeRegime: regime }, { Status }));
        expect(mesesA(r).map((c) => c.mes)).toEqual(rede.meses);
        for (const [codigo, contas] of Object.entries(contasDe(rede))) {
          const linhaId = rede.modelo.linhas[codigo as 'CARTAO'];
          for (const conta of [null, ...contas]) {
            const esperado = await ledgerPorMes(t.tdb.ownerDb, rede, {
              contas: conta ? [conta] : contas,
              lojas: todasAsLojas(),
              regime,
              ...(status ? { status } : {}),
            });
            const row = linhaDre(r, linhaId, conta);
            const obtido = mesesA(r).map((c) => [c.mes, centavos(row.cells[c.key])]);
            expect(obtido, `${codigo} ${conta ?? ''}`).toEqual(
              rede.meses.map((m) => [m, esperado.get(m) ?? null]),
            );
          }
        }
      });
});

describe('DRE layouts', () => {
  it('totals the period: the total column is the sum of the months, on every money line', async () => {
    const r = await pesquisar(admin, consultaDre(rede, { TotalizarPeriodo: true }));
    const l = rede.modelo.linhas;
    for (const linhaId of [l.RB, l.CARTAO, l.PIX, l.DESP, l.RES, l.MAN, l.TKT]) {
      const row = linhaDre(r, linhaId);
      const soma = mesesA(r).reduce((s, c) => s + (centavos(row.cells[c.key]) ?? 0n), 0n);
      expect(centavos(row.cells[total(r).key]), row.label).toBe(soma);
    }
    // the total and formula lines: RB = CARTAO + PIX, RES = RB + DESP, cell by cell
    for (const c of [...mesesA(r), total(r)]) {
      const v = (id: string) => centavos(linhaDre(r, id).cells[c.key]) ?? 0n;
      expect(v(l.RB)).toBe(v(l.CARTAO) + v(l.PIX));
      expect(v(l.RES)).toBe(v(l.RB) + v(l.DESP));
    }
  });

  it('views by store: the store columns sum to the consolidated value', async () => {
    const consolidado = await pesquisar(admin, consultaDre(rede, { TotalizarPeriodo: true }));
    const porLoja = await pesquisar(admin, consultaDre(rede, { visaoPorLoja: true, tirarMedia: true }));
    const lojas = colunas(porLoja, (c) => c.tipo === 'valor' && c.empresaId !== null);
    expect(lojas).toHaveLength(4);
    const l = rede.modelo.linhas;
    for (const linhaId of [l.RB, l.CARTAO, l.PIX, l.DESP, l.RES]) {
      const row = linhaDre(porLoja, linhaId);
      const soma = lojas.reduce((s, c) => s + (centavos(row.cells[c.key]) ?? 0n), 0n);
      expect(soma, row.label).toBe(centavos(linhaDre(consolidado, linhaId).cells[total(consolidado).key]));
    }
    const media = colunas(porLoja, (c) => c.tipo === 'media')[0]!;
    expect(media.lojasUsadas).toBe(4);
    const cabecalhos = (r: DreResultado) =>
      r.matriz.columns.filter((c) => lojas.some((l) => l.key === c.key)).map((c) => c.header);
    expect(cabecalhos(porLoja)).toEqual(['Loja A1 Ltda', 'Loja A2 Ltda', 'Loja A3 Ltda', 'Loja B1 Ltda']);
    const apelidos = await pesquisar(
      admin,
      consultaDre(rede, { visaoPorLoja: true, EmpresaPorApelido: true }),
    );
    expect(cabecalhos(apelidos)).toEqual(['Apelido a1', 'Apelido a2', 'Apelido a3', 'Apelido b1']);
  });

  it('gives a cluster exactly the numbers of its member list, and leaves its outliers out when asked', async () => {
    const cluster = await pesquisar(
      admin,
      consultaDre(rede, {}, { clustersEmpresasIds: [rede.clusters.a1a3] }),
    );
    const lista = await pesquisar(
      admin,
      consultaDre(rede, {}, { EmpresasIds: [rede.lojas.a1, rede.lojas.a3] }),
    );
    expect(cluster.matriz).toEqual(lista.matriz);
    const semOutliers = await pesquisar(
      admin,
      consultaDre(rede, {}, { clustersEmpresasIds: [rede.clusters.a1a3], excluirOutliers: true }),
    );
    const soA1 = await pesquisar(admin, consultaDre(rede, {}, { EmpresasIds: [rede.lojas.a1] }));
    expect(semOutliers.matriz).toEqual(soA1.matriz);
    expect(semOutliers.matriz).not.toEqual(cluster.matriz);
  });

  it('compares A with itself: every variation is 0 %; the base line is 100 % of itself', async () => {
    const a = filtroDre('A', mesAtras(5), mesAtras(0));
    const r = await pesquisar(admin, {
      ...consultaDre(rede, { AnaliseHorizontal: true, AnaliseVertical: true, adicionarDiferenca: true }),
      filters: [a, { ...a, nomeDoFiltro: 'B' }],
    });
    const variacoes = colunas(r, (c) => c.tipo === 'variacao');
    expect(variacoes).toHaveLength(6);
    for (const id of [rede.modelo.linhas.CARTAO, rede.modelo.linhas.DESP, rede.modelo.linhas.RES])
      for (const c of [...variacoes, ...colunas(r, (x) => x.tipo === 'diferenca')])
        expect(linhaDre(r, id).cells[c.key], c.key).toBe(0);
    for (const c of colunas(r, (x) => x.tipo === 'analise-vertical'))
      expect(linhaDre(r, rede.modelo.linhas.RB).cells[c.key], c.key).toBe(1);
  });

  it("takes the average ('tirar média') of each account over the stores with data, to the centavo", async () => {
    // a fifth store with no entries at all: 'sem dados', left out of the average (not a zero)
    const vazia = await criarRedeDreApi(t.tdb.ownerDb);
    await withTenant(t.tdb.ownerDb, vazia.clienteId, (tx) =>
      tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social, ativo)
        values (${vazia.clienteId}, ${uuidv7()}, ${vazia.grupos.b}, ${vazia.marcas.m1}, '00000000000599',
          'Loja Vazia Ltda', true)`),
    );
    const api = apiAs(t, (await signIn(t.app, vazia.emails.admin)).headers);
    const r = await pesquisar(api, consultaDre(vazia, { visaoPorLoja: true, tirarMedia: true }));
    const lojas = colunas(r, (c) => c.tipo === 'valor' && c.empresaId !== null);
    const comDados = lojas.filter((c) => !c.semDados);
    expect([lojas.length, comDados.length]).toEqual([5, 4]);
    const media = colunas(r, (c) => c.tipo === 'media')[0]!;
    expect(media.lojasUsadas).toBe(4);
    const mediaDe = (row: MatrizLinhaJson) => centavos(row.cells[media.key]);
    const linhas = linhasDaMatriz(r);
    let comArredondamento = 0;
    let comZero = 0;
    for (const row of linhas) {
      const ref = r.referencias[row.id]!;
      if (ref.tipo !== 'conta' || ref.contaFranqueadorId === null) continue;
      // a store with data but nothing on the account spent nothing on it: zero there
      const valores = comDados.map((c) => centavos(row.cells[c.key]));
      const soma = valores.reduce<bigint>((s, v) => s + (v ?? 0n), 0n);
      const esperado = valores.every((v) => v === null) ? null : mediaArredondada(soma, comDados.length);
      expect(mediaDe(row), row.label).toBe(esperado);
      if (soma % BigInt(comDados.length) !== 0n) comArredondamento++;
      if (valores.includes(null)) comZero++;
    }
    expect([comArredondamento > 0, comZero > 0]).toEqual([true, true]);
    // an account line is the sum of its accounts' averages (the average store's DRE adds up), so it may differ
    // from the rounded mean of the line's store values by the rounding of each account
    for (const row of linhas) {
      const ref = r.referencias[row.id]!;
      if (ref.tipo !== 'conta' || ref.contaFranqueadorId !== null) continue;
      const contas = row.children.map((c) => mediaDe(c) ?? 0n);
      expect(mediaDe(row), row.label).toBe(contas.reduce((s, v) => s + v, 0n));
      const soma = comDados.reduce((s, c) => s + (centavos(row.cells[c.key]) ?? 0n), 0n);
      const diferenca = 2n * (mediaDe(row)! - mediaArredondada(soma, comDados.length));
      expect(diferenca <= BigInt(contas.length) && -diferenca <= BigInt(contas.length), row.label).toBe(true);
    }
    // a manual value is averaged over the stores that have it: only a1 has one
    const manual = linhaDre(r, vazia.modelo.linhas.MAN);
    expect(mediaDe(manual)).toBe(
      centavos(manual.cells[lojas.find((c) => c.empresaId === vazia.lojas.a1)!.key]),
    );
  });

  it('excludes inactive stores when asked', async () => {
    const todas = await pesquisar(admin, consultaDre(rede));
    const ativas = await pesquisar(admin, consultaDre(rede, { ExcluirEmpresasInativas: true }));
    const semA2 = await pesquisar(
      admin,
      consultaDre(rede, {}, { EmpresasIds: [rede.lojas.a1, rede.lojas.a3, rede.lojas.b1] }),
    );
    expect(ativas.matriz).toEqual(semA2.matriz);
    expect(ativas.matriz).not.toEqual(todas.matriz);
  });
});

describe('DRE answer', () => {
  it('reports the unmapped money of the period per grupo, as the De-Para screens measure it', async () => {
    const r = await pesquisar(admin, consultaDre(rede));
    const { rows } = await withTenant(t.tdb.ownerDb, rede.clienteId, (tx) =>
      tx.execute<{ grupo_id: string; valor: string }>(sql`
        select grupo_id, sum(abs(valor))::text as valor from (
          select e.grupo_id, l.empresa_id, l.conta_franqueado_id, date_trunc('month', l.data_competencia), sum(l.valor) as valor
          from lancamento l join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
          where l.cliente_id = ${rede.clienteId} and l.data_competencia >= ${mesAtras(5)}::date
            and not exists (select 1 from de_para d where d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id
              and d.marca_id = e.marca_id and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado'
              and d.conta_franqueador_id is not null)
          group by 1, 2, 3, 4) x
        group by 1 order by 2 desc`),
    );
    expect(r.naoMapeado.porGrupo.map((g) => [g.grupoId, centavos(g.valor)])).toEqual(
      rows.map((x) => [x.grupo_id, BigInt(x.valor)]),
    );
    expect(centavos(r.naoMapeado.valor)).toBe(rows.reduce((s, x) => s + BigInt(x.valor), 0n));
    const nomes = { [rede.grupos.a]: 'Grupo A', [rede.grupos.b]: 'Grupo B' };
    for (const g of r.naoMapeado.porGrupo) expect(g.grupoNome).toBe(nomes[g.grupoId]);
    expect(r.naoMapeado.porGrupo).toHaveLength(2);
  });

  it('answers exactly the documented shape in every layout (nothing more, nothing missing)', async () => {
    const lojas = todasAsLojas();
    for (const toggles of [
      {},
      { TotalizarPeriodo: true, AnaliseVertical: true },
      { visaoPorLoja: true, tirarMedia: true },
      { visaoPorCentroDeCusto: true },
      { CompararComOrcado: true },
      { AnaliseHorizontal: true, AdicionarDiferenca: true },
    ]) {
      const filtros = [filtroDre('A', mesAtras(2), mesAtras(0), { EmpresasIds: lojas })];
      if ('AnaliseHorizontal' in toggles)
        filtros.push(filtroDre('B', mesAtras(5), mesAtras(3), { EmpresasIds: lojas }));
      const res = await admin.post(endpoints.dre.listar, consultaDre(rede, { ...toggles, filters: filtros }));
      expect(res.statusCode, `${JSON.stringify(toggles)}: ${res.body.slice(0, 300)}`).toBe(200);
      const corpo: unknown = JSON.parse(res.body);
      // the schema strips what it does not know and fails on what is missing or of another type
      expect(dreResultado.parse(corpo), JSON.stringify(toggles)).toEqual(corpo);
    }
  });

  it("answers an empty tree for a period with nothing ('Nada encontrado !'), and no data is not zero", async () => {
    const vazio = await pesquisar(admin, {
      ...consultaDre(rede),
      filters: [filtroDre('A', mesAtras(11), mesAtras(6))],
    });
    expect(vazio.matriz.rows).toEqual([]);
    expect(vazio.naoMapeado).toEqual({ valor: 0, porGrupo: [] });
    // a month with entries on some lines only: the others have no data there (the sparse answer leaves the
    // key out: read as null), never 0
    const r = await pesquisar(admin, consultaDre(rede));
    const mes = mesesA(r).find((c) => c.mes === mesAtras(0))!;
    expect(celulaDaLinha(linhaDre(r, rede.modelo.linhas.MAN), mes.key)).toBeNull();
    expect(Object.keys(linhaDre(r, rede.modelo.linhas.MAN).cells)).not.toContain(mes.key);
    // sparse: no cell is written as null, and a zero stays a written 0
    const todas = (rows: readonly MatrizLinhaJson[]): MatrizLinhaJson[] =>
      rows.flatMap((row) => [row, ...todas(row.children)]);
    for (const row of todas(r.matriz.rows)) expect(Object.values(row.cells), row.label).not.toContain(null);
    expect(
      centavos(linhaDre(r, rede.modelo.linhas.MAN).cells[mesesA(r).find((c) => c.mes === mesAtras(1))!.key]),
    ).toBe(12_345n);
  });
});
