import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import {
  createDatabase,
  ensureDatabase,
  migrateDatabase,
  resolveDatabase,
  withDatabaseName,
  withTenant,
  type Database,
} from '../db/index.ts';
import { DEMO_CLIENTE_ID, isSeeded, seedDemoNetwork, type SeedSize } from '../seed/index.ts';
import { repoRoot } from '../config.ts';
import { runDeParaBench } from './bench-de-para.ts';
import { runDreBench } from './bench-dre.ts';
import { runExportacaoBench } from './bench-exportacao.ts';
import { runIngestBench } from './bench-ingest.ts';

// `npm run bench -- [--size bench|demo|small] [--runs N] [--only dre|dfc|ingest] [--linhas N] [--sem-exportacao]
// [--sem-dfc]`: each figure is printed as the ratio of
// Matriz's query (the rollups kept by ingestion, through the application role and row-level security)
// to a raw-SQL baseline over the ledger, run in the same process on the same data. Results must match.

interface Case {
  nome: string;
  ours: (p: Params) => SQL;
  baseline: (p: Params) => SQL;
}

interface Params {
  clienteId: string;
  de: string;
  ate: string;
}

const cases: Case[] = [
  {
    nome: 'DRE competência: loja × conta × mês (período todo)',
    ours: (p) => sql`select empresa_id, conta_franqueado_id, mes, sum(valor)::text as v
      from lancamento_mensal where cliente_id = ${p.clienteId} and regime = 1 and mes between ${p.de} and ${p.ate}
      group by 1, 2, 3 order by 1, 2, 3`,
    baseline: (
      p,
    ) => sql`select empresa_id, conta_franqueado_id, date_trunc('month', data_competencia)::date as mes,
      sum(valor)::text as v from lancamento where cliente_id = ${p.clienteId}
      and data_competencia >= ${p.de} and data_competencia < (${p.ate}::date + interval '1 month')
      group by 1, 2, 3 order by 1, 2, 3`,
  },
  {
    nome: 'Rede: conta × mês (consolidado)',
    ours: (p) => sql`select conta_franqueado_id, mes, sum(valor)::text as v from lancamento_mensal
      where cliente_id = ${p.clienteId} and regime = 1 and mes between ${p.de} and ${p.ate} group by 1, 2 order by 1, 2`,
    baseline: (p) => sql`select conta_franqueado_id, date_trunc('month', data_competencia)::date as mes,
      sum(valor)::text as v from lancamento where cliente_id = ${p.clienteId}
      and data_competencia >= ${p.de} and data_competencia < (${p.ate}::date + interval '1 month')
      group by 1, 2 order by 1, 2`,
  },
  {
    nome: 'Caixa diário por loja (data de pagamento, vencimento se em aberto)',
    ours: (p) => sql`select empresa_id, dia, sum(valor)::text as v from lancamento_diario
      where cliente_id = ${p.clienteId} and dia between ${p.de} and (${p.ate}::date + interval '1 month' - interval '1 day')
      group by 1, 2 order by 1, 2`,
    baseline: (
      p,
    ) => sql`select empresa_id, coalesce(data_pagamento, data_vencimento) as dia, sum(valor)::text as v
      from lancamento where cliente_id = ${p.clienteId}
      and coalesce(data_pagamento, data_vencimento) between ${p.de} and (${p.ate}::date + interval '1 month' - interval '1 day')
      group by 1, 2 order by 1, 2`,
  },
];

function options() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'bench' },
      runs: { type: 'string', default: '5' },
      // `--only dre`: the DRE and cash-flow cases and the export (the others scan the whole ledger several times);
      // `--only dfc`: the cash-flow cases alone; `--only ingest`: the upload of a ledger CSV against a plain COPY
      only: { type: 'string', default: '' },
      // `--sem-exportacao`: without the export part (minutes on the bench network); `--sem-dfc`: without the
      // cash-flow cases — for measuring the DRE cases alone
      'sem-exportacao': { type: 'boolean', default: false },
      'sem-dfc': { type: 'boolean', default: false },
      // rows of the ingest case's CSV (default 1,000,000, the upload's limit)
      linhas: { type: 'string', default: '1000000' },
    },
  });
  const size = values.size as SeedSize;
  if (!['small', 'demo', 'bench'].includes(size)) throw new Error('--size deve ser small, demo ou bench');
  if (values.only && !['dre', 'dfc', 'ingest'].includes(values.only))
    throw new Error('--only aceita dre, dfc ou ingest');
  return {
    size,
    runs: Math.max(1, Number(values.runs)),
    so: values.only,
    semExportacao: values['sem-exportacao'],
    semDfc: values['sem-dfc'],
    linhas: Math.max(1, Number(values.linhas)),
  };
}

async function timeQuery(db: Database, clienteId: string, query: SQL) {
  return withTenant(db, clienteId, async (tx) => {
    const started = performance.now();
    const result = await tx.execute(query);
    return { ms: performance.now() - started, rows: result.rows as Array<Record<string, unknown>> };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function runCase(db: Database, c: Case, p: Params, runs: number) {
  const ours: number[] = [];
  const base: number[] = [];
  let same = true;
  for (let i = 0; i < runs; i++) {
    const a = await timeQuery(db, p.clienteId, c.ours(p));
    const b = await timeQuery(db, p.clienteId, c.baseline(p));
    ours.push(a.ms);
    base.push(b.ms);
    if (i === 0) same = JSON.stringify(a.rows) === JSON.stringify(b.rows);
  }
  const o = median(ours);
  const b = median(base);
  console.log(
    `${c.nome}\n  Matriz ${o.toFixed(1)} ms | SQL de referência ${b.toFixed(1)} ms | razão ${(o / b).toFixed(3)} | resultados ${same ? 'iguais' : 'DIFERENTES'}`,
  );
  return same;
}

async function main() {
  const { size, runs, so, semExportacao, semDfc, linhas } = options();
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const server = await resolveDatabase({
    databaseUrl,
    dataDir: join(repoRoot, 'data', 'pg-bench'),
    port: Number(process.env.BENCH_PG_PORT ?? 54332),
    log,
  });
  try {
    const name = `matriz_bench_${size}`;
    await ensureDatabase(server.ownerUrl, name);
    const ownerUrl = withDatabaseName(server.ownerUrl, name);
    await migrateDatabase(ownerUrl, { log });
    const owner = createDatabase(ownerUrl, { max: 2, applicationName: 'matriz-bench-seed' });
    try {
      if (!(await isSeeded(owner.db))) {
        console.log(`Carregando a rede '${size}' (uma vez por banco)…`);
        await seedDemoNetwork(owner.db, { size, log: (m) => console.log(m) });
      }
      // vacuum, not only analyze: the rollups are read index-only, which needs a current visibility map
      await owner.db.execute(sql`vacuum (analyze)`);
    } finally {
      await owner.close();
    }
    if (so === 'ingest') {
      // the case clones the seeded database (nobody connected to it) and drops the clone
      await runIngestBench(server.ownerUrl, server.appUrl, name, DEMO_CLIENTE_ID, linhas, (l) =>
        console.log(l),
      );
      return;
    }
    const app = createDatabase(withDatabaseName(server.appUrl, name), {
      max: 4,
      applicationName: 'matriz-bench',
    });
    try {
      const [range] = (
        await timeQuery(
          app.db,
          DEMO_CLIENTE_ID,
          sql`select min(mes)::text as de, max(mes)::text as ate, sum(quantidade)::bigint::text as n
            from lancamento_mensal where regime = 1`,
        )
      ).rows as Array<{ de: string; ate: string; n: string }>;
      if (!range?.de) throw new Error('banco de benchmark sem lançamentos');
      console.log(
        `\nRede '${size}': ${Number(range.n).toLocaleString('pt-BR')} lançamentos, ${range.de} a ${range.ate}; mediana de ${runs} execuções\n`,
      );
      let ok = true;
      if (so === '') {
        for (const c of cases)
          ok = (await runCase(app.db, c, { clienteId: DEMO_CLIENTE_ID, ...range }, runs)) && ok;
        console.log('');
        for (const r of await runDeParaBench(app.db, DEMO_CLIENTE_ID, runs, (line) => console.log(line)))
          ok = r.same && ok;
        console.log('');
      }
      const imprimir = (line: string) => console.log(line);
      const partes = { soDfc: so === 'dfc', semDfc };
      for (const r of await runDreBench(app, DEMO_CLIENTE_ID, runs, imprimir, partes)) ok = r.same && ok;
      if (so !== 'dfc' && !semExportacao) {
        console.log('');
        const appUrl = withDatabaseName(server.appUrl, name);
        ok = (await runExportacaoBench(appUrl, app.db, DEMO_CLIENTE_ID, imprimir)).same && ok;
      }
      if (!ok) process.exitCode = 1;
    } finally {
      await app.close();
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
