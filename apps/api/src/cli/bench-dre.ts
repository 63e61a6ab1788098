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
import { carregarContextoDfc, casosDfc } from './bench-dfc-casos.ts';
import { casosDetalheDfc } from './bench-dfc-detalhe.ts';
import { carregarContextoDre, type DreBenchResult } from './bench-dre-contexto.ts';
import { carregarDuckDb, type DuckDbBase } from './bench-dre-duckdb.ts';
import { compararViasDeLeitura } from './bench-dre-vias.ts';

/**
 * The DRE cases of `npm run bench` (issue 10 §3): each is the whole API call (HTTP injection through auth, scope,
 * validation, the read path and the engine, serialisation), against (a) a straightforward SQL over the raw ledger
 * and the approved De-Para in the same PostgreSQL and (b) DuckDB running the same SQL over a copy of the same
 * ledger (bench-dre-sql.ts, bench-dre-duckdb.ts). All three answers are compared, cell by cell, in centavos.
 * Regime competência, status Ambos, the default model, the last 12 months of the network's data.
 */

const mensagem = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The median of `runs` timed calls after one untimed warm-up call, and the warm-up's answer. */
async function vezes<T>(fn: () => Promise<T>, runs: number): Promise<{ primeira: T; ms: number }> {
  const primeira = await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push((await timed(fn)).ms);
  return { primeira, ms: median(ms) };
}

const falhou = (c: CasoDre) => (error: unknown) => {
  console.log(`  '${c.nome}' falhou: ${mensagem(error)}`);
  return null;
};

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
  /** `--only dfc`: the cash-flow cases alone; `--sem-dfc`: the DRE cases alone */
  { soDfc = false, semDfc = false }: { soDfc?: boolean; semDfc?: boolean } = {},
): Promise<DreBenchResult[]> {
  const ctx = await carregarContextoDre(handle.db, clienteId);
  const ctxDfc = await carregarContextoDfc(handle.db, clienteId);
  log(
    `DRE: modelo padrão, competência, status Ambos, ${ctx.inicio.slice(0, 7)} a ${ctx.fim.slice(0, 7)}; ` +
      `API contra SQL direto sobre o livro e contra DuckDB com a mesma SQL`,
  );
  const app = await buildApp({ config: benchConfig(), db: handle.db, logger: false });
  await app.ready();
  let duck: DuckDbBase | null = null;
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
      duck: null,
    };
    // Each path in its own phase, each case's runs back to back after an untimed warm-up: the API calls first,
    // then the SQL over the ledger, then DuckDB loaded only then — every path timed in its own steady state (a
    // user's repeated searches), none right after another engine's multi-second scan or beside its memory.
    const dfc = [...casosDfc(ch, ctxDfc), ...casosDetalheDfc(ch, ctxDfc)];
    const lista = soDfc ? dfc : semDfc ? casos(ch, ctx) : [...casos(ch, ctx), ...dfc];
    const apis = new Map<CasoDre, { primeira: unknown; ms: number } | null>();
    for (const c of lista) apis.set(c, await vezes(c.api, runs).catch(falhou(c)));
    const sqls = new Map<CasoDre, { primeira: unknown; ms: number } | null>();
    for (const c of lista) sqls.set(c, await vezes(() => c.base('sql'), runs).catch(falhou(c)));
    duck = await carregarDuckDb(
      handle.pool,
      clienteId,
      join(repoRoot, 'data', `bench-duckdb-${process.pid}`),
      log,
    );
    ch.duck = duck;
    const ducks = new Map<CasoDre, { primeira: unknown; ms: number } | null>();
    if (duck)
      for (const c of lista)
        ducks.set(
          c,
          await vezes(() => c.base('duck'), runs).catch((error: unknown) => {
            log(`    DuckDB falhou em '${c.nome}' (${mensagem(error)})`);
            return null;
          }),
        );
    const results: DreBenchResult[] = [];
    for (const c of lista) {
      log(c.nome);
      const [api, base, d] = [apis.get(c), sqls.get(c), ducks.get(c) ?? null];
      if (!api || !base) {
        results.push({ nome: c.nome, api: NaN, sql: NaN, duck: null, same: false });
        continue;
      }
      const sameSql = c.same(api.primeira, base.primeira, 'SQL', log);
      const sameDuck = d ? c.same(api.primeira, d.primeira, 'DuckDB', log) : null;
      log(
        `  Matriz (chamada da API) ${ms(api.ms)} | SQL de referência ${ms(base.ms)} | DuckDB ${d === null ? 'n/d' : ms(d.ms)}` +
          ` | razão vs SQL ${razao(api.ms, base.ms)} | razão vs DuckDB ${razao(api.ms, d?.ms ?? null)}` +
          ` | resultados: SQL ${veredito(sameSql)}, DuckDB ${veredito(sameDuck)}`,
      );
      results.push({
        nome: c.nome,
        api: api.ms,
        sql: base.ms,
        duck: d?.ms ?? null,
        same: sameSql && sameDuck !== false,
      });
    }
    if (!soDfc) results.push(await compararViasDeLeitura(handle.db, ctx, runs, log));
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
