import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { TestApp } from '../../../test/app.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { ingestLancamentos, type LancamentoInput } from '../ingestion/index.ts';
import type { DeParaRede } from './de-para.fixtures.ts';
import { mesEmBrasilia } from './money-at-stake.ts';

/**
 * Helpers of the De-Para read-side tests (lists, options, history, report, unmapped money): ledger beyond
 * `createDeParaRede`'s, clusters, and the calls through the API.
 */

/** The first day of the month `n` months before the current one in Brasília (the money window's calendar). */
export function mesAtras(n: number, hoje = new Date()): string {
  const { ano, mes } = mesEmBrasilia(hoje);
  return new Date(Date.UTC(ano, mes - n, 1)).toISOString().slice(0, 10);
}

export interface Movimento {
  empresaId: string;
  grupoId: string;
  contaId: string;
  /** competência (first day of a month) */
  mes: string;
  /** payment date (the cash regime's month); default the competência */
  pagamento?: string;
  valor: bigint;
}

/** Writes ledger entries through the ingestion code (so the monthly rollup is kept as in production). */
export async function addMovimentos(ownerDb: Database, rede: DeParaRede, movimentos: readonly Movimento[]) {
  const rows: LancamentoInput[] = movimentos.map((m) => ({
    idExterno: `extra-${uuidv7()}`,
    empresaId: m.empresaId,
    grupoId: m.grupoId,
    centroDeCustoId: null,
    contaId: m.contaId,
    dataCompetencia: m.mes,
    dataVencimento: m.pagamento ?? m.mes,
    dataPagamento: m.pagamento ?? m.mes,
    status: 'liquidado',
    valor: m.valor,
    fornecedor: null,
    historico: 'Movimento de teste',
    observacao: null,
    documento: null,
    meioDePagamento: null,
    contaBancariaId: null,
    parcelaAprovada: true,
    previsao: false,
    transferencia: false,
    boletoAReceber: false,
    caixaAberto: false,
  }));
  await withTenant(ownerDb, rede.clienteId, (tx) =>
    ingestLancamentos(tx, rede.clienteId, rows, { origem: 'teste' }),
  );
}

/** `n` equal monthly entries on one account, for the 12 months of the window when `meses` is 12. */
export const mensal = (base: Omit<Movimento, 'mes'>, meses = 12): Movimento[] =>
  Array.from({ length: meses }, (_, i) => ({ ...base, mes: mesAtras(i) }));

/** A store cluster: static with the given stores, or dynamic with the given filters. */
export async function createCluster(
  ownerDb: Database,
  clienteId: string,
  c: { nome: string; empresas?: string[]; filtros?: Record<string, unknown> },
): Promise<string> {
  const id = uuidv7();
  await withTenant(ownerDb, clienteId, async (tx) => {
    await tx.execute(sql`insert into cluster (cliente_id, id, nome, tipo, alvo, filtros)
      values (${clienteId}, ${id}, ${c.nome}, ${c.filtros ? 'dinamico' : 'estatico'}, 'empresa',
        ${JSON.stringify(c.filtros ?? {})}::jsonb)`);
    for (const empresaId of c.empresas ?? [])
      await tx.execute(sql`insert into cluster_empresa (cliente_id, cluster_id, empresa_id)
        values (${clienteId}, ${id}, ${empresaId})`);
  });
  return id;
}

type Query = Record<string, string | number | readonly string[] | undefined>;

/** The API as one user calls it: GET with a query (lists comma-joined) and POST with a JSON body. */
export function apiAs(t: TestApp, headers: Record<string, string>) {
  const qs = (query: Query) =>
    new URLSearchParams(
      Object.entries(query).flatMap(([k, v]): [string, string][] =>
        v === undefined ? [] : [[k, Array.isArray(v) ? v.join(',') : String(v)]],
      ),
    ).toString();
  return {
    get: (url: string, query: Query = {}) =>
      t.app.inject({ method: 'GET', url: `${url}?${qs(query)}`, headers }),
    post: (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
  };
}
