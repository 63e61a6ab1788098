import { parseArgs } from 'node:util';
import { createDatabase, migrateDatabase, resolveDatabase } from '../db/index.ts';
import { demoLogins, isSeeded, seedDemoNetwork, type SeedReport, type SeedSize } from '../seed/index.ts';

// `npm run seed -- --size demo|small|bench [--seed N] [--today YYYY-MM-DD]`: migrates the database
// (DATABASE_URL, or the embedded server) and writes the demo network unless it is already there.

const SIZES: SeedSize[] = ['small', 'demo', 'bench'];

function opcoes() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'demo' },
      seed: { type: 'string' },
      today: { type: 'string' },
    },
  });
  const size = values.size as SeedSize;
  if (!SIZES.includes(size)) throw new Error(`--size deve ser um de: ${SIZES.join(', ')}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed deve ser um inteiro');
  const today = values.today ? new Date(`${values.today}T12:00:00Z`) : undefined;
  if (today && Number.isNaN(today.getTime())) throw new Error('--today deve ser uma data YYYY-MM-DD');
  return { size, seed, today };
}

function imprimir(report: SeedReport): void {
  const n = (x: number) => x.toLocaleString('pt-BR');
  console.log(
    `\nRede de demonstração '${report.size}' (seed ${report.seed}, até ${report.today}) em ${(report.ms / 1000).toFixed(1)} s`,
  );
  for (const c of report.clientes) {
    console.log(
      `  ${c.nome} [${c.codigo}, ${c.plano}]: ${c.marcas} marcas, ${c.grupos} grupos, ${c.empresas} lojas, ${c.usuarios} usuários; ` +
        `${n(c.lancamentos)} lançamentos, ${n(c.extrato)} linhas de extrato, ${n(c.saldos)} saldos, ` +
        `${n(c.estoqueEntradas + c.estoquePosicoes + c.estoqueAjustes)} registros de estoque, ${n(c.pdv)} valores de PDV, ` +
        `${n(c.valoresManuais)} valores manuais (${(c.ms / 1000).toFixed(1)} s)`,
    );
  }
}

async function main() {
  const { size, seed, today } = opcoes();
  const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
  const database = await resolveDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, log });
  try {
    await migrateDatabase(database.ownerUrl, { log });
    const { db, close } = createDatabase(database.ownerUrl, { max: 4, applicationName: 'matriz-seed' });
    try {
      if (await isSeeded(db)) {
        console.log('A rede de demonstração já existe neste banco; nada a fazer.');
      } else {
        imprimir(await seedDemoNetwork(db, { size, seed, today, log: (m) => console.log(m) }));
      }
    } finally {
      await close();
    }
    console.log(`\nLogins (senha ${demoLogins[0].senha}):`);
    for (const l of demoLogins) console.log(`  ${l.email.padEnd(24)} ${l.descricao}`);
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
