import {
  endpoints,
  fluxoDeCaixaResultado,
  type DetalhesFluxoOutput,
  type FluxoDeCaixaResultado,
  type MatrizLinhaJson,
} from '@matriz/contracts';
import { expect } from 'vitest';
import type { apiAs } from '../de-para/leitura.fixtures.ts';
import { centavos } from '../dre/dre-consulta.fixtures.ts';

/** Helpers of the cash-flow API tests: searching, reading the answer's matrix and every page of a detail. */

export type Api = ReturnType<typeof apiAs>;
const e = endpoints.dfc;

export async function pesquisarFluxo(api: Api, consulta: object): Promise<FluxoDeCaixaResultado> {
  const res = await api.post(e.listar, consulta);
  expect(res.statusCode, res.body).toBe(200);
  // the route skips the response schema for speed: the tests hold the answer to it
  return fluxoDeCaixaResultado.parse(res.json());
}

/** Every row of the matrix, depth-first. */
export function linhasDoFluxo(r: FluxoDeCaixaResultado): MatrizLinhaJson[] {
  const out: MatrizLinhaJson[] = [];
  const visitar = (rows: readonly MatrizLinhaJson[]) => {
    for (const row of rows) {
      out.push(row);
      visitar(row.children);
    }
  };
  visitar(r.matriz.rows);
  return out;
}

export function linhaPorId(r: FluxoDeCaixaResultado, id: string): MatrizLinhaJson {
  const row = linhasDoFluxo(r).find((x) => x.id === id);
  if (!row) throw new Error(`linha ${id} não está na matriz`);
  return row;
}

/** A cell in centavos (0 for no data). */
export const celula = (row: MatrizLinhaJson, key: string): bigint => centavos(row.cells[key]) ?? 0n;

export const periodos = (r: FluxoDeCaixaResultado) => r.colunas.filter((c) => c.tipo === 'periodo');

/** Every page of a detail, checked to be consistent: the rows' exact sum and count. */
export async function detalheCompleto(api: Api, corpo: object, PageSize = 100) {
  const primeira = await api.post(e.detalhes, { ...corpo, Page: 1, PageSize });
  expect(primeira.statusCode, primeira.body).toBe(200);
  const body = primeira.json() as DetalhesFluxoOutput;
  const linhas = [...body.detalhes];
  for (let page = 2; (page - 1) * PageSize < body.total; page++) {
    const res = await api.post(e.detalhes, { ...corpo, Page: page, PageSize });
    const pagina = res.json() as DetalhesFluxoOutput;
    expect(pagina.total).toBe(body.total);
    linhas.push(...pagina.detalhes);
  }
  expect(new Set(linhas.map((l) => l.id)).size).toBe(body.total);
  return {
    ...body,
    linhas,
    somaDasPaginas: linhas.reduce((s, l) => s + (centavos(l.valor) ?? 0n), 0n),
  };
}
