import { join } from 'node:path';
import { endpoints } from '@matriz/contracts';
import type { SQL } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../app.ts';
import { repoRoot } from '../config.ts';
import { withTenant, type Database } from '../db/index.ts';
import { demoLogins } from '../seed/index.ts';
import { benchConfig, median, signInAsAdmin, timed } from './bench-de-para.ts';
import { casos, type CasoDre, type Chamadas } from './bench-dre-casos.ts';
import { carregarContextoDre, type DreBenchResult } from './bench-dre-contexto.ts';
import { carregarDuckDb } from './bench-dre-duckdb.ts';
import { compararViasDeLeitura } from './bench-dre-vias.ts';

/**
 * The DRE cases of `npm run bench` (issue 10 §3): each is the whole API call (HTTP injection through auth, scope,
 * validation, the read path and the engine, serialisation), against (a) a straightforward SQL over the raw ledger
 * and the approved De-Para in the same PostgreSQL and (b) DuckDB running the same SQL over a copy of the same
 * ledger (bench-dre-sql.ts, bench-dre-duckdb.ts). All three answers are compared, cell by cell, in centavos.
 * Regime competência, status Ambos, the default model, the last 12 months of the network's data.
 */

const mensagem = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs a case `runs` times on each path, each path's runs back to back (the API, then the SQL, then DuckDB; one
 * warm-up call each, not timed): every path is timed in its own steady state, as a user's repeated searches are,
 * rather than right after another engine's multi-second scan has taken the caches. The medians, and whether the
 * first answers agree. A DuckDB query that fails (memory, say) is told and leaves DuckDB out of that case only.
 */
async function rodar(c: CasoDre, runs: number, temDuck: boolean, log: (line: string) => void) {
  const vezes = async <T>(fn: () => Promise<T>) => {
    const primeira = await fn();
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) ms.push((await timed(fn)).ms);
    return { primeira, ms: median(ms) };
  };
  const api = await vezes(c.api);
  const sqlBase = await vezes(() => c.base('sql'));
  const sameSql = c.same(api.primeira, sqlBase.primeira, 'SQL', log);
  let duck: { ms: number; same: boolean } | null = null;
  if (temDuck) {
    try {
      const d = await vezes(() => c.base('duck'));
      duck = { ms: d.ms, same: c.same(api.primeira, d.primeira, 'DuckDB', log) };
    } catch (error) {
      log(`    DuckDB falhou neste caso (${mensagem(error)})`);
    }
  }
  return {
    api: api.ms,
    sql: sqlBase.ms,
    duck: duck?.ms ?? null,
    sameSql,
    sameDuck: duck?.same ?? null,
  };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const razao = (a: number, b: number | null) => (b === null ? 'n/d' : (a / b).toFixed(3));
const veredito = (same: boolean | null) => (same === null ? 'n/d' : same ? 'iguais' : 'DIFERENTES');

/**
 * Runs the DRE cases against the seeded network (its administrator, premium, signs in through the API). `pool`:
 * the application role's pool, from which the DuckDB copy is exported under row-level security.
 */
export async function runDreBench(
  handle: { db: Database; pool: pg.Pool },
  clienteId: string,
  runs: number,
  log: (line: string) => void,
): Promise<DreBenchResult[]> {
  const ctx = await carregarContextoDre(handle.db, clienteId);
  log(
    `DRE: modelo padrão, competência, status Ambos, ${ctx.inicio.slice(0, 7)} a ${ctx.fim.slice(0, 7)}; ` +
      `API contra SQL direto sobre o livro e contra DuckDB com a mesma SQL`,
  );
  const duck = await carregarDuckDb(
    handle.pool,
    clienteId,
    join(repoRoot, 'data', `bench-duckdb-${process.pid}`),
    log,
  );
  const app = await buildApp({ config: benchConfig(), db: handle.db, logger: false });
  await app.ready();
  try {
    const session = await signInAsAdmin(app);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const ch: Chamadas = {
      async post<T>(url: string, payload: unknown) {
        const res = await app.inject({ method: 'POST', url, headers, payload: payload as object });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return res.json<T>();
      },
      pg: <T>(queries: SQL[]) =>
        withTenant(handle.db, clienteId, async (tx) => {
          const out: T[][] = [];
          for (const q of queries) out.push((await tx.execute(q)).rows as T[]);
          return out;
        }),
      duck,
    };
    const results: DreBenchResult[] = [];
    for (const c of casos(ch, ctx)) {
      log(c.nome);
      const r = await rodar(c, runs, duck !== null, log).catch((error: unknown) => {
        log(`  falhou: ${mensagem(error)}`);
        return null;
      });
      if (!r) {
        results.push({ nome: c.nome, api: NaN, sql: NaN, duck: null, same: false });
        continue;
      }
      log(
        `  Matriz (chamada da API) ${ms(r.api)} | SQL de referência ${ms(r.sql)} | DuckDB ${r.duck === null ? 'n/d' : ms(r.duck)}` +
          ` | razão vs SQL ${razao(r.api, r.sql)} | razão vs DuckDB ${razao(r.api, r.duck)}` +
          ` | resultados: SQL ${veredito(r.sameSql)}, DuckDB ${veredito(r.sameDuck)}`,
      );
      results.push({
        nome: c.nome,
        api: r.api,
        sql: r.sql,
        duck: r.duck,
        same: r.sameSql && r.sameDuck !== false,
      });
    }
    results.push(await compararViasDeLeitura(handle.db, ctx, runs, log));
    await app.inject({
      method: 'POST',
      url: endpoints.auth.deletarToken,
      payload: { email: demoLogins[0]!.email, loginToken: session.loginToken },
    });
    return results;
  } finally {
    duck?.fechar();
    await app.close();
  }
}
