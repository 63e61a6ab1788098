import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createDatabase, withDatabaseName, withTenant, type Database } from '../db/index.ts';
import { copiarDeBuffer } from '../modules/ingestion/copy-from.ts';
import { processarArquivo } from '../modules/upload/processar-arquivo.ts';
import { RESULTADO_DB } from '../modules/upload/upload-queue.ts';
import { createLocalStorage } from '../plugins/storage.ts';
import { copiarParaArquivo } from './bench-pg-copy.ts';

// `npm run bench -- --only ingest`: a 1,000,000-row ledger CSV (type 0, the Brazilian default: ';' and decimal
// commas) through the upload job (processarArquivo: parse, validate, write the ledger and every rollup it feeds, in
// one transaction), against a plain COPY of the same rows into an unindexed copy of `lancamento`. Runs in a
// throwaway database cloned from the bench network (CREATE DATABASE … TEMPLATE): the network is left as it was.

const ORIGEM = 'bench-ingest';

const CABECALHO = [
  'Código da loja',
  'CNPJ da loja',
  'Conta (código)',
  'Competência',
  'Vencimento',
  'Pagamento',
  'Valor',
  'Origem',
  'Identificador externo',
  'Fornecedor',
  'Histórico',
];

interface Destino {
  codigo: string | null;
  cnpj: string;
  contas: string[];
}

/** Stores of the network with the account codes of their grupo's chart that name one account each. */
async function destinos(db: Database, clienteId: string): Promise<Destino[]> {
  const { rows } = await withTenant(db, clienteId, (tx) =>
    tx.execute<{ codigo_loja: string | null; cnpj: string; contas: string[] }>(sql`
      select e.codigo_loja, e.cnpj, array_agg(c.codigo order by c.codigo) as contas
      from empresa e
      join (select grupo_id, codigo from plano_contas_franqueado where ativo
            group by grupo_id, codigo having count(*) = 1) c on c.grupo_id = e.grupo_id
      where e.cliente_id = ${clienteId}
        and (e.codigo_loja is null or e.codigo_loja not in (
          select codigo_loja from empresa where codigo_loja is not null group by 1 having count(*) > 1))
        and e.cnpj not in (select cnpj from empresa group by 1 having count(*) > 1)
      group by e.id, e.codigo_loja, e.cnpj order by e.id`),
  );
  return rows.map((r) => ({ codigo: r.codigo_loja, cnpj: r.cnpj, contas: r.contas }));
}

/** The CSV, deterministic (a linear congruential sequence), written in bounded slices. */
async function gerarCsv(arquivo: string, linhas: number, lojas: Destino[]): Promise<void> {
  const out = createWriteStream(arquivo);
  let x = 20_261_202;
  const prox = (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % n;
  };
  const dia = (d: number, m: number) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2025`;
  let parte = `${CABECALHO.join(';')}\r\n`;
  for (let i = 0; i < linhas; i++) {
    const loja = lojas[prox(lojas.length)]!;
    const conta = loja.contas[prox(loja.contas.length)]!;
    const mes = prox(12) + 1;
    const d = prox(28) + 1;
    const pago = prox(3) > 0;
    // most are paid on the due date; one in four a few days later
    const atraso = prox(4) === 0 ? prox(5) + 1 : 0;
    const centavos = prox(5_000_000);
    parte += `${loja.codigo ?? ''};${loja.codigo ? '' : loja.cnpj};${conta};${dia(d, mes)};${dia(
      Math.min(28, d + 5),
      mes,
    )};${pago ? dia(Math.min(28, d + 5 + atraso), mes) : ''};${prox(4) === 0 ? '' : '-'}${Math.floor(centavos / 100)},${String(
      centavos % 100,
    ).padStart(2, '0')};${ORIGEM};B-${i};Fornecedor ${prox(500)};Histórico da linha ${i}\r\n`;
    if (parte.length > 1 << 20) {
      if (!out.write(parte)) await once(out, 'drain');
      parte = '';
    }
  }
  out.end(parte);
  await once(out, 'finish');
}

export interface ResultadoIngest {
  linhas: number;
  ms: number;
  copiaMs: number;
}

/**
 * The ingest case. `serverOwnerUrl` / `serverAppUrl` are the server's URLs (any database); `modelo` the seeded bench
 * database cloned for the run (nobody may be connected to it).
 */
export async function runIngestBench(
  serverOwnerUrl: string,
  serverAppUrl: string,
  modelo: string,
  clienteId: string,
  linhas: number,
  print: (line: string) => void,
): Promise<ResultadoIngest> {
  const nome = `${modelo}_ingest`;
  const admin = createDatabase(serverOwnerUrl, { max: 1, applicationName: 'matriz-bench-ingest' });
  const dir = await mkdtemp(join(tmpdir(), 'matriz-bench-ingest-'));
  try {
    await admin.db.execute(sql.raw(`drop database if exists ${nome}`));
    await admin.db.execute(sql.raw(`create database ${nome} template ${modelo}`));
    const owner = createDatabase(withDatabaseName(serverOwnerUrl, nome), { max: 2 });
    const app = createDatabase(withDatabaseName(serverAppUrl, nome), {
      max: 4,
      applicationName: 'matriz-bench-ingest',
    });
    try {
      const storage = createLocalStorage(join(dir, 'arquivos'));
      const csv = join(dir, 'lancamentos.csv');
      const lojas = await destinos(owner.db, clienteId);
      if (lojas.length === 0) throw new Error('rede sem lojas com contas para o bench de ingestão');
      await gerarCsv(csv, linhas, lojas);
      const tamanho = (await stat(csv)).size;
      const chave = `bench/${uuidv7()}.csv`;
      const pendente = await storage.begin(chave);
      await pipeline(createReadStream(csv), pendente.stream);
      await pendente.commit();
      await rm(csv);
      const arquivoId = uuidv7();
      await withTenant(owner.db, clienteId, async (tx) => {
        const { rows } = await tx.execute<{ id: string }>(sql`select u.id from usuario u
          join regra_acesso r on r.cliente_id = u.cliente_id and r.id = u.regra_acesso_id
          where u.cliente_id = ${clienteId} and u.is_approved and r.acessos @> '[{"nome": "sysAdmin"}]'::jsonb
          order by u.email limit 1`);
        if (!rows[0]) throw new Error('rede sem um sysAdmin para enviar o arquivo');
        await tx.execute(sql`insert into arquivo (cliente_id, id, usuario_id, nome, tipo, formato, hash, tamanho,
            arquivo_chave, status)
          values (${clienteId}, ${arquivoId}, ${rows[0].id}, 'bench.csv', 0, 'csv', ${arquivoId}, ${tamanho},
            ${chave}, 0)`);
      });
      print(
        `Ingestão pelo upload: ${linhas.toLocaleString('pt-BR')} linhas, CSV de ${(tamanho / 1_048_576).toFixed(0)} MB (${lojas.length} lojas)`,
      );
      const inicio = performance.now();
      await processarArquivo(
        { db: app.db, storage },
        { id: uuidv7(), data: { v: 1, arquivoId, clienteId }, retryCount: 0, retryLimit: 0 },
      );
      const ms = performance.now() - inicio;
      const [fim] = (
        await owner.db.execute<{ resultado: string | null; inseridos: number | null }>(
          sql`select resultado, inseridos from arquivo where id = ${arquivoId}`,
        )
      ).rows;
      if (fim?.resultado !== RESULTADO_DB.sucesso || fim.inseridos !== linhas) {
        const notas = await owner.db.execute<{ texto: string }>(
          sql`select texto from arquivo_nota where arquivo_id = ${arquivoId} order by ordem limit 5`,
        );
        throw new Error(
          `o arquivo do bench não foi gravado (${fim?.resultado}, ${fim?.inseridos}): ${notas.rows.map((n) => n.texto).join(' | ')}`,
        );
      }

      // the baseline: the same rows, as the ledger holds them, copied into an unindexed table
      const linhasTxt = join(dir, 'linhas.txt');
      const client = await owner.pool.connect();
      try {
        await copiarParaArquivo(
          client,
          `copy (select * from lancamento where cliente_id = '${clienteId}' and origem = '${ORIGEM}') to stdout`,
          linhasTxt,
        );
      } finally {
        client.release();
      }
      const dados = await readFile(linhasTxt);
      await rm(linhasTxt);
      const copiar = (tabela: string, comIndices: boolean) =>
        owner.db.transaction(async (tx) => {
          await tx.execute(
            sql.raw(`create table ${tabela} (like lancamento${comIndices ? ' including indexes' : ''})`),
          );
          const t0 = performance.now();
          await copiarDeBuffer(tx, `copy ${tabela} from stdin`, dados);
          return performance.now() - t0;
        });
      const copiaMs = await copiar('bench_copia', false);
      // for reference: the same COPY into an empty table with the ledger's indexes
      const indexadaMs = await copiar('bench_copia_indexada', true);
      const porSegundo = (n: number, t: number) => Math.round((n * 1000) / t).toLocaleString('pt-BR');
      print(
        `  upload (ler + validar + gravar + rollups) ${(ms / 1000).toFixed(1)} s = ${porSegundo(linhas, ms)} linhas/s | COPY simples ${(copiaMs / 1000).toFixed(1)} s = ${porSegundo(linhas, copiaMs)} linhas/s | razão ${(copiaMs / ms).toFixed(3)} da velocidade do COPY`,
      );
      print(
        `  referência: COPY simples numa cópia vazia com os índices de lancamento ${(indexadaMs / 1000).toFixed(1)} s = ${porSegundo(linhas, indexadaMs)} linhas/s (razão ${(copiaMs / indexadaMs).toFixed(3)})`,
      );
      return { linhas, ms, copiaMs };
    } finally {
      await app.close();
      await owner.close();
    }
  } finally {
    await admin.db.execute(sql.raw(`drop database if exists ${nome} with (force)`)).catch(() => {});
    await admin.close();
    await rm(dir, { recursive: true, force: true });
  }
}
