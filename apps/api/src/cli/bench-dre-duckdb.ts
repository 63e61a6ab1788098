import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type * as DuckDb from '@duckdb/node-api';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { copiarParaArquivo } from './bench-pg-copy.ts';

/**
 * The DuckDB baseline of the DRE and cash-flow cases (issues 10 §3, 12 §5): the tenant's ledger and the few tables the baseline joins
 * are copied once per bench run from PostgreSQL (COPY … TO STDOUT as CSV, streamed to a file under data/, then
 * read by DuckDB's CSV reader into an in-memory columnar table), and the same SQL as the PostgreSQL baseline
 * (bench-dre-sql.ts) runs there. The load is timed and printed apart; it is not part of any case. Any failure
 * (the native binding, the export, the load) is reported and the bench goes on without DuckDB.
 */

// only types at load time: the native binding is imported when the bench reaches DuckDB, so a binding that
// fails to load is one more reported failure, not a crash of the whole bench
type DuckDbModule = typeof DuckDb;
type DuckDbConnection = DuckDb.DuckDBConnection;

interface Tabela {
  nome: string;
  /** the columns, in order, with their DuckDB types */
  colunas: Record<string, string>;
  /** the PostgreSQL select of those columns, for this tenant (`$c`: the cliente id literal) */
  select: string;
}

// cliente_id is not exported (the copy holds one tenant's rows): DuckDB adds it back as a constant column, so the
// baseline's text runs unchanged
const tabelas: Tabela[] = [
  {
    nome: 'lancamento',
    colunas: {
      id: 'UUID',
      empresa_id: 'UUID',
      conta_franqueado_id: 'UUID',
      centro_de_custo_id: 'UUID',
      valor: 'BIGINT',
      data_competencia: 'DATE',
      data_vencimento: 'DATE',
      data_pagamento: 'DATE',
      status: 'VARCHAR',
      previsao: 'BOOLEAN',
      parcela_aprovada: 'BOOLEAN',
    },
    select: `select id, empresa_id, conta_franqueado_id, centro_de_custo_id, valor, data_competencia,
      data_vencimento, data_pagamento, status, previsao, parcela_aprovada
      from lancamento where cliente_id = $c`,
  },
  {
    nome: 'empresa',
    colunas: { id: 'UUID', grupo_id: 'UUID', marca_id: 'UUID' },
    select: 'select id, grupo_id, marca_id from empresa where cliente_id = $c',
  },
  {
    nome: 'de_para',
    colunas: {
      grupo_id: 'UUID',
      marca_id: 'UUID',
      conta_franqueado_id: 'UUID',
      conta_franqueador_id: 'UUID',
      status: 'VARCHAR',
    },
    select: `select grupo_id, marca_id, conta_franqueado_id, conta_franqueador_id, status
      from de_para where cliente_id = $c`,
  },
  {
    nome: 'linha_dre',
    colunas: { id: 'UUID', modelo_id: 'UUID', tipo: 'VARCHAR', sinal: 'SMALLINT' },
    select: 'select id, modelo_id, tipo, sinal from linha_dre where cliente_id = $c',
  },
  {
    nome: 'linha_dre_conta',
    colunas: { linha_id: 'UUID', conta_franqueador_id: 'UUID' },
    select: 'select linha_id, conta_franqueador_id from linha_dre_conta where cliente_id = $c',
  },
  // the cash-flow cases (bench-dfc-casos.ts)
  {
    nome: 'linha_dfc',
    colunas: { id: 'UUID', modelo_id: 'UUID', tipo: 'VARCHAR', sinal: 'SMALLINT' },
    select: 'select id, modelo_id, tipo, sinal from linha_dfc where cliente_id = $c',
  },
  {
    nome: 'linha_dfc_conta',
    colunas: { linha_id: 'UUID', conta_franqueador_id: 'UUID' },
    select: 'select linha_id, conta_franqueador_id from linha_dfc_conta where cliente_id = $c',
  },
];

/** The loaded copy: the same SQL as PostgreSQL's baseline, run by DuckDB. */
export interface DuckDbBase {
  consultar<T>(query: SQL): Promise<T[]>;
  fechar(): void;
}

const literal = (texto: string) => `'${texto.replaceAll("'", "''")}'`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Copies each table of the tenant to a CSV file in `dir`, on one connection under row-level security. */
async function exportar(pool: pg.Pool, clienteId: string, dir: string): Promise<number> {
  const client = await pool.connect();
  let falhou = false;
  try {
    await client.query('begin');
    await client.query(`select set_config('app.cliente_id', $1, true)`, [clienteId]);
    let bytes = 0;
    for (const t of tabelas) {
      const select = t.select.replace('$c', `${literal(clienteId)}::uuid`);
      bytes += await copiarParaArquivo(
        client,
        `copy (${select}) to stdout with (format csv)`,
        join(dir, `${t.nome}.csv`),
      );
    }
    await client.query('commit');
    return bytes;
  } catch (error) {
    falhou = true;
    throw error;
  } finally {
    // a connection left midway through a COPY is not reusable
    client.release(falhou);
  }
}

async function carregar(duck: DuckDbModule, clienteId: string, dir: string) {
  const instance = await duck.DuckDBInstance.create(':memory:');
  const conn: DuckDbConnection = await instance.connect();
  try {
    for (const t of tabelas) {
      const colunas = Object.entries(t.colunas)
        .map(([nome, tipo]) => `${literal(nome)}: ${literal(tipo)}`)
        .join(', ');
      await conn.run(`create table ${t.nome} as
      select ${literal(clienteId)}::uuid as cliente_id, *
      from read_csv(${literal(join(dir, `${t.nome}.csv`))}, header = false, auto_detect = false,
        columns = {${colunas}})`);
    }
    return { instance, conn };
  } catch (error) {
    conn.closeSync();
    instance.closeSync();
    throw error;
  }
}

/** Parameters of the baseline's text as DuckDB binds them: strings, and lists of ids. */
function parametros(duck: DuckDbModule, params: unknown[]) {
  const values = params.map((p) => {
    if (typeof p === 'string') return p;
    if (Array.isArray(p) && p.every((x) => typeof x === 'string')) return duck.listValue(p);
    throw new Error(`parâmetro não suportado no DuckDB: ${typeof p}`);
  });
  const types = params.map((p) => (typeof p === 'string' ? duck.VARCHAR : duck.LIST(duck.VARCHAR)));
  return { values, types };
}

/**
 * Loads the tenant's copy into DuckDB (files under `dir`, removed once loaded); null when anything fails, after
 * saying why.
 */
export async function carregarDuckDb(
  pool: pg.Pool,
  clienteId: string,
  dir: string,
  log: (line: string) => void,
): Promise<DuckDbBase | null> {
  try {
    const duck: DuckDbModule = await import('@duckdb/node-api');
    mkdirSync(dir, { recursive: true });
    try {
      let started = performance.now();
      const bytes = await exportar(pool, clienteId, dir);
      const exportMs = performance.now() - started;
      started = performance.now();
      const { instance, conn } = await carregar(duck, clienteId, dir);
      const loadMs = performance.now() - started;
      const [contagem] = (
        await conn.runAndReadAll('select count(*)::varchar as n from lancamento')
      ).getRowObjectsJS();
      log(
        `DuckDB ${duck.version()}: ${Number(contagem?.n).toLocaleString('pt-BR')} lançamentos copiados do PostgreSQL ` +
          `(${mb(bytes)} de CSV) em ${exportMs.toFixed(0)} ms e ` +
          `carregados em ${loadMs.toFixed(0)} ms — uma vez, fora dos casos`,
      );
      const dialect = new PgDialect();
      return {
        async consultar<T>(query: SQL) {
          const q = dialect.sqlToQuery(query);
          const { values, types } = parametros(duck, q.params);
          return (await conn.runAndReadAll(q.sql, values, types)).getRowObjectsJS() as T[];
        },
        fechar: () => {
          conn.closeSync();
          instance.closeSync();
        },
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } catch (error) {
    log(
      `DuckDB indisponível (${error instanceof Error ? error.message : String(error)}): seguem só as razões contra o SQL`,
    );
    return null;
  }
}
