import { endpoints, type DetalhesLinhaDreOutput, type DetalhesMesDreOutput } from '@matriz/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { apiAs } from '../de-para/leitura.fixtures.ts';
import { colunas, filtroDre, linhaDre, linhasDaMatriz, pesquisar } from '../dre/dre-consulta.fixtures.ts';
import { CMV_E1, criarRedeCmv, E1, type RedeCmv } from './cmv.fixtures.ts';

/**
 * The DRE's CMV line on a hand-made store whose figure is known (DESIGN.md §5; issue 11 §4): e1 opens the month
 * with 150,00 of stock, receives 230,00, loses 5,00 and finds 2,00, and closes with 100,00 — a CMV of 277,00, shown
 * as a cost (−277,00). Its drill-down lists the stock movements behind it (opening, entries, adjustments, closing)
 * and they sum to the cell; a month without a closing position has no CMV.
 */
let t: TestApp;
let rede: RedeCmv;
let admin: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  rede = await criarRedeCmv(t.tdb.ownerDb);
  admin = apiAs(t, (await signIn(t.app, rede.emails.admin)).headers);
}, 60_000);
afterAll(() => t?.close());

const consulta = (empresas: string[]) => ({
  modeloDREId: rede.modelo.id,
  tipoDeRegime: 1,
  filters: [filtroDre('A', rede.mes, rede.mes, { EmpresasIds: empresas })],
});
const celula = (empresas: string[]) => ({
  linhaId: rede.modelo.linhaCmv,
  cmv: true,
  competencia: rede.mes,
  filter: consulta(empresas),
});

describe("the DRE's CMV line", () => {
  it('shows the known store at −277,00: opening + entries ± adjustments − closing, at cost', async () => {
    expect(CMV_E1).toBe(27_700n);
    const r = await pesquisar(admin, consulta([rede.lojas.e1]));
    const [mes] = colunas(r, (c) => c.tipo === 'valor' && c.mes === rede.mes);
    expect(linhaDre(r, rede.modelo.linhaCmv).cells[mes!.key]).toBe(-277);
  });

  it('has no value for a month without a closing position', async () => {
    const r = await pesquisar(admin, consulta([rede.lojas.e2]));
    // no data at all: the tree is empty ('Nada encontrado !'), never a zero
    expect(
      linhasDaMatriz(r)
        .flatMap((l) => Object.values(l.cells))
        .filter((v) => v !== null),
    ).toEqual([]);
  });

  it('drills down to the stock movements behind the cell, which sum to it', async () => {
    const res = await admin.post(endpoints.dre.detalhesLinha, { ...celula([rede.lojas.e1]), PageSize: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DetalhesLinhaDreOutput;
    expect(body.detalhes.map((d) => [d.empresa, d.historico, d.origem, d.valor])).toEqual([
      ['Loja E1', 'Posição inicial de estoque', 'Estoque', -Number(E1.inicial) / 100],
      ['Loja E1', 'Entradas de estoque', 'Estoque', -Number(E1.entradas) / 100],
      ['Loja E1', 'Ajustes de estoque', 'Estoque', -Number(E1.receber + E1.pagar) / 100],
      ['Loja E1', 'Posição final de estoque', 'Estoque', Number(E1.final) / 100],
    ]);
    expect(body.total).toBe(4);
    expect(body.soma).toBe(-277);
  });

  it("breaks the month's cell down by store, each store its own CMV", async () => {
    const res = await admin.post(
      endpoints.dre.detalhesMes,
      celula([rede.lojas.e1, rede.lojas.e2, rede.lojas.e3]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as DetalhesMesDreOutput;
    expect(body.valor).toBe(-302);
    expect(body.porEmpresa.map((p) => [p.nome, p.valor])).toEqual([
      ['=Loja E3', -25],
      ['Loja E1', -277],
    ]);
  });
});
