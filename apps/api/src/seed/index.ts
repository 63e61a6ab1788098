import { sql } from 'drizzle-orm';
import { createDatabase, withTenant, type Database, type DatabaseOrTransaction } from '../db/index.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { DEMO_CLIENTE_CODIGO, DEMO_CLIENTE_ID, generateNetwork, STARTER_CLIENTE_ID } from './generate.ts';
import { seedOrcado } from './orcado.ts';
import { apagarCliente, seedCliente, type SeedReportCliente } from './seed-cliente.ts';
import type { SeedSize } from './types.ts';
import { SENHA_DEMO } from './usuarios.ts';

export {
  DEMO_CLIENTE_CODIGO,
  DEMO_CLIENTE_ID,
  generateNetwork,
  STARTER_CLIENTE_CODIGO,
  STARTER_CLIENTE_ID,
} from './generate.ts';
export type { ClienteGerado, RedeGerada } from './generate.ts';
export type { SeedReportCliente } from './seed-cliente.ts';
export type { GenerateOptions, SeedSize } from './types.ts';

/** The demo logins, for the start banner, the README and the browser tests. */
export const demoLogins = [
  { email: 'admin@matriz.demo', senha: SENHA_DEMO, descricao: 'Rede Sabor Brasil (Premium), administrador' },
  {
    email: 'analista@matriz.demo',
    senha: SENHA_DEMO,
    descricao: 'Rede Sabor Brasil, analista de DRE e DFC de uma marca',
  },
  {
    email: 'starter@matriz.demo',
    senha: SENHA_DEMO,
    descricao: 'Café do Bairro Franquias (Starter), administrador',
  },
] as const;

export interface SeedOptions {
  size: SeedSize;
  seed?: number;
  /** Fixes the clock; the span of months ends with this date's month. */
  today?: Date;
  /** Source name of the generated facts (default 'sincronizacao': a later sync of the same data changes nothing). */
  origem?: string;
  /** Parallel database sessions per cliente (default 3: on two cores the generator and the sessions overlap). */
  workers?: number;
  log?: (mensagem: string) => void;
}

export interface SeedReport {
  size: SeedSize;
  seed: number;
  today: string;
  clientes: SeedReportCliente[];
  ms: number;
}

/** True when the demo cliente exists and finished seeding (looked up by its fixed id, through row-level security). */
export async function isSeeded(db: DatabaseOrTransaction): Promise<boolean> {
  return withTenant(db, DEMO_CLIENTE_ID, async (tx) => {
    const r = await tx.execute(sql`select 1 from cliente where codigo = ${DEMO_CLIENTE_CODIGO} and ativo`);
    return r.rows.length > 0;
  });
}

/**
 * Writes the generated demo network (both clientes) through the ingestion path. Each cliente is all
 * or nothing; the Starter cliente goes first, so `isSeeded` (the premium one) means both are there.
 * Leftovers of an interrupted earlier run are removed first.
 */
export async function seedDemoNetwork(ownerDb: Database, options: SeedOptions): Promise<SeedReport> {
  const inicio = performance.now();
  const rede = generateNetwork(options);
  const senhaHash = await hashPassword(SENHA_DEMO);
  for (const id of [DEMO_CLIENTE_ID, STARTER_CLIENTE_ID]) await apagarCliente(ownerDb, id);
  const clientes: SeedReportCliente[] = [];
  for (const c of [...rede.clientes].reverse()) {
    clientes.unshift(
      await seedCliente(ownerDb, c, {
        rede,
        senhaHash,
        origem: options.origem ?? 'sincronizacao',
        workers: options.workers ?? 3,
        porChunk: options.size === 'bench',
        log: options.log,
      }),
    );
  }
  // The DRE reads its rollups by index-only scans, which need the visibility map a VACUUM sets: a fresh load has
  // none, and autovacuum would get there only some minutes later.
  await ownerDb.execute(
    sql`vacuum (analyze) lancamento_mensal_franqueador, lancamento_mensal_franqueador_grupo`,
  );
  // the budget is read from the rollup, with its statistics (before them the planner loops over it for minutes)
  for (const c of rede.clientes) await seedOrcado(ownerDb, c.id);
  return {
    size: rede.size,
    seed: rede.seed,
    today: rede.today,
    clientes,
    ms: Math.round(performance.now() - inicio),
  };
}

/**
 * `npm start`: seeds the demo network on first start only. Several API processes starting at once
 * take turns on an advisory lock, and the ones after the first find the network there.
 */
export async function ensureDemoNetwork(
  ownerUrl: string,
  options: { size: SeedSize; seed?: number; log?: { info: (msg: string) => void } },
): Promise<boolean> {
  const { db, pool, close } = createDatabase(ownerUrl, { max: 4, applicationName: 'matriz-seed' });
  const trava = await pool.connect();
  try {
    await trava.query(`select pg_advisory_lock(hashtext('matriz.seed'))`);
    if (await isSeeded(db)) return false;
    options.log?.info(`Criando a rede de demonstração (${options.size})…`);
    const report = await seedDemoNetwork(db, {
      size: options.size,
      seed: options.seed,
      log: (m) => options.log?.info(m),
    });
    options.log?.info(`Rede de demonstração criada em ${(report.ms / 1000).toFixed(1)} s`);
    return true;
  } finally {
    await trava.query(`select pg_advisory_unlock(hashtext('matriz.seed'))`).catch(() => {});
    trava.release();
    await close();
  }
}
