import type { ColunaDreJson, DetalhesLinhaDreOutput, DreResultado, MatrizLinhaJson } from '@matriz/contracts';
import { endpoints } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withTenant, type Database } from '../../db/index.ts';
import type { apiAs } from '../de-para/leitura.fixtures.ts';
import { mesAtras, type RedeDreApi } from './dre-api.fixtures.ts';

/** Helpers of the DRE API tests: queries, reading the answer's matrix, the details, and the ledger by hand. */

export type Api = ReturnType<typeof apiAs>;
const e = endpoints.dre;

export const filtroDre = (nome: 'A' | 'B', inicio: string, fim: string, extra: object = {}) => ({
  nomeDoFiltro: nome,
  Status: '0',
  dataInicio: inicio,
  dataFim: fim,
  marcas: '0',
  ...extra,
});

/** The query of the last 6 months (filter A), with the toggles and filter fields given. */
export const consultaDre = (rede: RedeDreApi, extra: object = {}, filtroA: object = {}) => ({
  modeloDREId: rede.modelo.id,
  tipoDeRegime: 1,
  filters: [filtroDre('A', mesAtras(5), mesAtras(0), filtroA)],
  ...extra,
});

export async function pesquisar(api: Api, consulta: object): Promise<DreResultado> {
  const res = await api.post(e.listar, consulta);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DreResultado;
}

/** Every row of the matrix, depth-first. */
export function linhasDaMatriz(r: DreResultado): MatrizLinhaJson[] {
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

/** The matrix row of a DRE line (contaId null) or of one franchisor account under an account line. */
export function linhaDre(r: DreResultado, linhaId: string, contaId: string | null = null): MatrizLinhaJson {
  const row = linhasDaMatriz(r).find((x) => {
    const ref = r.referencias[x.id];
    return ref?.linhaId === linhaId && ref.contaFranqueadorId === contaId;
  });
  if (!row) throw new Error(`linha ${linhaId}/${contaId} não está na matriz`);
  return row;
}

/** The columns of the answer matching a predicate (in order). */
export const colunas = (r: DreResultado, pred: (c: ColunaDreJson) => boolean) => r.colunas.filter(pred);

/** A money cell as centavos (exact from the 2-decimal reais); null stays null. */
export function centavos(cell: unknown): bigint | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell !== 'number') throw new Error(`célula não numérica: ${JSON.stringify(cell)}`);
  return BigInt(Math.round(cell * 100));
}

export const reais = (c: bigint) => Number(c) / 100;

/** Every page of a line detail (page size 10 unless given), checked to be consistent, and its rows. */
export async function todasAsPaginas(api: Api, corpo: object, PageSize = 10) {
  const primeira = await api.post(e.detalhesLinha, { ...corpo, Page: 1, PageSize });
  expect(primeira.statusCode, primeira.body).toBe(200);
  const body = primeira.json() as DetalhesLinhaDreOutput;
  const linhas = [...body.detalhes];
  for (let page = 2; (page - 1) * PageSize < body.total; page++) {
    const res = await api.post(e.detalhesLinha, { ...corpo, Page: page, PageSize });
    const pagina = res.json() as DetalhesLinhaDreOutput;
    expect(pagina.total).toBe(body.total);
    linhas.push(...pagina.detalhes);
  }
  expect(new Set(linhas.map((l) => l.id)).size).toBe(body.total);
  const soma = linhas.reduce((s, l) => s + (centavos(l.valor) ?? 0n), 0n);
  return { ...body, linhas, somaDasPaginas: soma };
}

/**
 * The ledger by hand (an independent SQL, not the code under test): per month, the net value of the entries of
 * the stores that reach the franchisor accounts through an approved De-Para of the store's grupo and marca.
 */
export async function ledgerPorMes(
  db: Database,
  rede: Pick<RedeDreApi, 'clienteId'>,
  q: {
    contas: string[];
    lojas: string[];
    regime?: 1 | 2;
    status?: 'aberto' | 'liquidado';
    centros?: string[];
  },
): Promise<Map<string, bigint>> {
  const data =
    q.regime === 2 ? sql.raw('coalesce(l.data_pagamento, l.data_vencimento)') : sql.raw('l.data_competencia');
  const { rows } = await withTenant(db, rede.clienteId, (tx) =>
    tx.execute<{ mes: string; valor: string }>(sql`
      select to_char(date_trunc('month', ${data}), 'YYYY-MM-DD') as mes, sum(l.valor)::text as valor
      from lancamento l
      join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
      join de_para d on d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
        and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado'
      where l.cliente_id = ${rede.clienteId} and d.conta_franqueador_id = any(${sql.param(q.contas)}::uuid[])
        and l.empresa_id = any(${sql.param(q.lojas)}::uuid[])
        ${q.status ? sql`and l.status = ${q.status}` : sql``}
        ${q.centros ? sql`and l.centro_de_custo_id = any(${sql.param(q.centros)}::uuid[])` : sql``}
      group by 1`),
  );
  return new Map(rows.map((r) => [r.mes, BigInt(r.valor)]));
}
