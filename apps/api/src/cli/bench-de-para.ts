import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { withTenant, type Database } from '../db/index.ts';
import { formatCentavos } from '../lib/money.ts';
import { janela12Meses } from '../modules/de-para/money-at-stake.ts';
import { demoLogins } from '../seed/index.ts';

/**
 * The De-Para cases of `npm run bench` (issue 9): each is the whole API call (HTTP injection through auth, scope,
 * validation and serialisation, on the application role under row-level security), against a raw-SQL baseline that
 * computes the same figures straight from the ledger (`lancamento`), in the same process on the same data; the
 * answers are compared. Movement = Σ |net value| of each store × account × month cell (money-at-stake.ts).
 */

export interface ApiBenchResult {
  nome: string;
  ours: number;
  baseline: number;
  same: boolean;
}

interface Periodo {
  inicio: string;
  fim: string;
}

/**
 * Pending franqueado-view pairs (issue 9): the grupo's accounts × its marcas, no mapping in review or approved.
 * Every account is taken, active or not: the baseline only sums the accounts with cells of the pair's stores, and
 * an inactive account with movement on a pair is in that pair's universe too (linhas-sql.ts contaMapeavelSql).
 */
const pendentesSql = (clienteId: string) => sql`
  pend as (
    select p.grupo_id, p.marca_id, c.id as conta_id
    from (select distinct grupo_id, marca_id from empresa where cliente_id = ${clienteId}) p
    join plano_contas_franqueado c on c.cliente_id = ${clienteId} and c.grupo_id = p.grupo_id
    left join de_para d on d.cliente_id = ${clienteId} and d.grupo_id = p.grupo_id and d.marca_id = p.marca_id
      and d.conta_franqueado_id = c.id
    where coalesce(d.status, 'pendente') = 'pendente')`;

/** The store × account × month cells of the ledger by competência in the period, with the store's grupo and marca. */
const celulasSql = (clienteId: string, p: Periodo) => sql`
  cel as (
    select e.grupo_id, e.marca_id, l.conta_franqueado_id as conta_id, sum(l.valor) as v
    from lancamento l
    join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
    where l.cliente_id = ${clienteId} and l.data_competencia >= ${p.inicio}::date
      and l.data_competencia < (${p.fim}::date + interval '1 month')
    group by e.grupo_id, e.marca_id, l.conta_franqueado_id, l.empresa_id, date_trunc('month', l.data_competencia))`;

/** Baseline of the main list ordered by the money: every grupo's pending movement, most first. */
const listaBaseline = (clienteId: string, p: Periodo): SQL => sql`
  with ${pendentesSql(clienteId)}, ${celulasSql(clienteId, p)}
  select c.grupo_id::text as k, sum(abs(c.v))::text as valor
  from cel c join pend using (grupo_id, marca_id, conta_id)
  group by c.grupo_id`;

/** Baseline of a grupo's pending tab: each pending account × marca of the grupo and its movement, by row key. */
const pendentesBaseline = (clienteId: string, p: Periodo, grupoId: string): SQL => sql`
  with ${pendentesSql(clienteId)}, ${celulasSql(clienteId, p)}
  select c.conta_id || ':' || c.marca_id as k, sum(abs(c.v))::text as valor
  from cel c join pend using (grupo_id, marca_id, conta_id)
  where c.grupo_id = ${grupoId}
  group by c.conta_id, c.marca_id`;

/** Baseline of the unmapped figure: total, without an approved mapping to a franchisor account, still pending. */
const naoMapeadoBaseline = (clienteId: string, p: Periodo): SQL => sql`
  with ${celulasSql(clienteId, p)}
  select sum(abs(c.v))::text as total,
    coalesce(sum(abs(c.v)) filter (where not coalesce(d.status = 'aprovado' and d.conta_franqueador_id is not null, false)), 0)::text as nao_mapeado,
    coalesce(sum(abs(c.v)) filter (where not coalesce(d.status in ('revisao', 'aprovado'), false)), 0)::text as pendente
  from cel c
  left join de_para d on d.cliente_id = ${clienteId} and d.grupo_id = c.grupo_id and d.marca_id = c.marca_id
    and d.conta_franqueado_id = c.conta_id`;

const reais = (centavos: string) => Number(formatCentavos(BigInt(centavos)));
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** A case: the API call, the baseline, and whether their answers agree (each case has its own shapes). */
interface ApiCase {
  nome: string;
  ours: () => Promise<unknown>;
  base: () => Promise<unknown>;
  same: (ours: unknown, base: unknown) => boolean;
}
const apiCase = <A, B>(c: {
  nome: string;
  ours: () => Promise<A>;
  base: () => Promise<B>;
  same: (ours: A, base: B) => boolean;
}): ApiCase => ({ ...c, same: (a, b) => c.same(a as A, b as B) });

export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/** What every case calls: the API as the demo administrator, the baseline under the tenant, the window. */
interface BenchContext {
  get: <T>(url: string) => Promise<T>;
  baseline: <T>(query: SQL) => Promise<T[]>;
  clienteId: string;
  periodo: Periodo;
}

type ListaAnswer = { valores: { _id: string; valorPendente: number }[] };
type NaoMapeadoAnswer = { valorTotal: number; valorNaoMapeado: number; valorPendente: number };
type PendentesAnswer = { valores: { _id: string; movimento12Meses: number }[] };

/** The answer's money, one per row, are the baseline's biggest (keys absent from the baseline have 0). */
function sameTop(ours: readonly [string, number][], base: readonly { k: string; valor: string }[]): boolean {
  const esperado = new Map(base.map((r) => [r.k, reais(r.valor)]));
  const top = [...esperado.values(), ...Array<number>(ours.length).fill(0)]
    .sort((a, b) => b - a)
    .slice(0, ours.length);
  return (
    ours.every(([k, v]) => (esperado.get(k) ?? 0) === v) &&
    JSON.stringify(ours.map(([, v]) => v)) === JSON.stringify(top)
  );
}

const listaCase = (ctx: BenchContext) =>
  apiCase({
    nome: 'De-Para: lista de grupos pelo valor pendente (12 meses), 1ª página de 100',
    ours: () =>
      ctx.get<ListaAnswer>(
        `${endpoints.dePara.listar}?Visao=franqueado&Order=-valorPendente&page=1&pageSize=100`,
      ),
    base: () => ctx.baseline<{ k: string; valor: string }>(listaBaseline(ctx.clienteId, ctx.periodo)),
    same: (ours: ListaAnswer, base: { k: string; valor: string }[]) =>
      sameTop(
        ours.valores.map((r) => [r._id, r.valorPendente]),
        base,
      ),
  });

const naoMapeadoCase = (ctx: BenchContext) =>
  apiCase({
    nome: 'De-Para: valor não mapeado da rede (12 meses, competência)',
    ours: () =>
      ctx.get<NaoMapeadoAnswer>(
        `${endpoints.dePara.naoMapeado}?inicio=${ctx.periodo.inicio}&fim=${ctx.periodo.fim}&regime=1`,
      ),
    base: () =>
      ctx.baseline<{ total: string; nao_mapeado: string; pendente: string }>(
        naoMapeadoBaseline(ctx.clienteId, ctx.periodo),
      ),
    same: (ours: NaoMapeadoAnswer, [base]: { total: string; nao_mapeado: string; pendente: string }[]) =>
      !!base &&
      ours.valorTotal === reais(base.total) &&
      ours.valorNaoMapeado === reais(base.nao_mapeado) &&
      ours.valorPendente === reais(base.pendente),
  });

/** The pending tab of one grupo, with the suggestions of its 20 accounts (the network's decisions read each time). */
const pendentesCase = (ctx: BenchContext, grupoId: string) =>
  apiCase({
    nome: 'De-Para: aba Pendentes do grupo com mais valor pendente (20 contas, com sugestões)',
    ours: () =>
      ctx.get<PendentesAnswer>(
        `${endpoints.dePara.listarPendente}?CustomerId=${grupoId}&Visao=franqueado&page=1&pageSize=20`,
      ),
    base: () =>
      ctx.baseline<{ k: string; valor: string }>(pendentesBaseline(ctx.clienteId, ctx.periodo, grupoId)),
    same: (ours: PendentesAnswer, base: { k: string; valor: string }[]) =>
      sameTop(
        ours.valores.map((r) => [r._id, r.movimento12Meses]),
        base,
      ),
  });

/** Runs one case `runs` times, alternating with its baseline; the medians, and whether the first answers agree. */
async function runCase(c: ApiCase, runs: number): Promise<ApiBenchResult> {
  const ours: number[] = [];
  const base: number[] = [];
  let same = true;
  for (let i = 0; i < runs; i++) {
    const a = await timed(c.ours);
    const b = await timed(c.base);
    ours.push(a.ms);
    base.push(b.ms);
    if (i === 0) same = c.same(a.value, b.value);
  }
  return { nome: c.nome, ours: median(ours), baseline: median(base), same };
}

export function benchConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'matriz-bench-'));
  return {
    ...loadConfig({
      JWT_SECRET: 'segredo-do-benchmark-com-tamanho-suficiente',
      DATA_DIR: dir,
      WEB_DIST: join(dir, 'sem-spa'),
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      WORKERS: 'off',
    }),
    jobsDatabaseUrl: undefined,
  };
}

/** Runs the De-Para cases against the seeded network (its administrator signs in through the API). */
export async function runDeParaBench(
  db: Database,
  clienteId: string,
  runs: number,
  log: (line: string) => void,
): Promise<ApiBenchResult[]> {
  const app = await buildApp({ config: benchConfig(), db, logger: false });
  await app.ready();
  try {
    const session = await signInAsAdmin(app);
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const ctx: BenchContext = {
      async get<T>(url: string) {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        return res.json<T>();
      },
      baseline: <T>(query: SQL) =>
        withTenant(db, clienteId, async (tx) => (await tx.execute(query)).rows as T[]),
      clienteId,
      periodo: janela12Meses(),
    };
    const top = await ctx.get<ListaAnswer>(`${endpoints.dePara.listar}?Order=-valorPendente&pageSize=5`);
    const cases = [listaCase(ctx), naoMapeadoCase(ctx), pendentesCase(ctx, top.valores[0]!._id)];
    const results: ApiBenchResult[] = [];
    for (const c of cases) {
      const r = await runCase(c, runs);
      log(
        `${r.nome}\n  Matriz (chamada da API) ${r.ours.toFixed(1)} ms | SQL de referência sobre o livro ${r.baseline.toFixed(1)} ms | razão ${(r.ours / r.baseline).toFixed(3)} | resultados ${r.same ? 'iguais' : 'DIFERENTES'}`,
      );
      results.push(r);
    }
    await app.inject({
      method: 'POST',
      url: endpoints.auth.deletarToken,
      payload: { email: demoLogins[0]!.email, loginToken: session.loginToken },
    });
    return results;
  } finally {
    await app.close();
  }
}

/**
 * The demo administrator's session. A session left open (a run stopped midway, someone on the panel) makes the
 * login answer 401 with a temporary token: the conflict flow of the panel ends it and signs in with the token.
 */
export async function signInAsAdmin(app: Awaited<ReturnType<typeof buildApp>>) {
  const { email, senha } = demoLogins[0]!;
  const login = (Token?: string) =>
    app.inject({
      method: 'POST',
      url: endpoints.auth.login,
      payload: { Email: email, Password: senha, Token },
    });
  let res = await login();
  if (res.statusCode === 401) {
    const { token } = res.json<{ token?: string }>();
    if (!token) throw new Error(`login do benchmark recusado: ${res.body.slice(0, 200)}`);
    await app.inject({ method: 'POST', url: endpoints.auth.deletarToken, payload: { token } });
    res = await login(token);
  }
  if (res.statusCode !== 200) throw new Error(`login do benchmark recusado: ${res.body.slice(0, 200)}`);
  return res.json<{ accessToken: string; loginToken: string }>();
}
