import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { arr, chunks } from './arrays.ts';
import { atualizarExistentesSql, entradaSql, inserirNovosSql } from './lancamento-sql.ts';
import type { LancamentoInput } from './types.ts';

export interface IngestOptions {
  /** The source (finance system, upload): with `idExterno`, the idempotency key. */
  origem: string;
  /** Rows per statement (default 20,000). */
  chunkSize?: number;
}

export interface IngestResult {
  inseridos: number;
  atualizados: number;
  /** Rows sent again with nothing changed. */
  inalterados: number;
}

export class IngestionError extends Error {}

const DEFAULT_CHUNK = 20_000;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

function validar(row: LancamentoInput): void {
  const ok =
    row.idExterno !== '' &&
    ISO.test(row.dataCompetencia) &&
    ISO.test(row.dataVencimento) &&
    (row.status === 'aberto'
      ? row.dataPagamento === null
      : row.status === 'liquidado' && row.dataPagamento !== null && ISO.test(row.dataPagamento));
  if (!ok)
    throw new IngestionError(`Lançamento inválido (idExterno ${row.idExterno}): datas ou status incoerentes`);
}

/** The last occurrence of an `idExterno` wins, as if the rows had been sent one after another. */
function semDuplicados(rows: readonly LancamentoInput[]): LancamentoInput[] {
  const porId = new Map<string, LancamentoInput>();
  for (const row of rows) {
    validar(row);
    porId.set(row.idExterno, row);
  }
  return porId.size === rows.length ? [...rows] : [...porId.values()];
}

/**
 * Writes ledger entries: the one path by which uploads, synchronisation and the seed write the ledger.
 * Idempotent on (cliente, origem, idExterno): an entry sent again replaces the old one, and the monthly
 * and daily rollups move by the difference, in the caller's transaction (run it inside withTenant).
 * Each chunk first inserts the entries that are new, then replaces the ones that existed and changed.
 */
export async function ingestLancamentos(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly LancamentoInput[],
  options: IngestOptions,
): Promise<IngestResult> {
  const result: IngestResult = { inseridos: 0, atualizados: 0, inalterados: 0 };
  if (rows.length === 0) return result;
  // The rollup sorts of a 20,000-row chunk spill to disk with the default 4 MB.
  await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
  let travado = false;
  for (const chunk of chunks(semDuplicados(rows), options.chunkSize ?? DEFAULT_CHUNK)) {
    await validarReferencias(tx, chunk);
    const entrada = entradaSql(chunk);
    const inseridos = await escritos(tx, inserirNovosSql(entrada, clienteId, options.origem));
    result.inseridos += inseridos;
    if (inseridos === chunk.length) continue;
    if (!travado) {
      // Two writers replacing entries of one source would each take the other's rows as "old".
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`lancamento:${clienteId}:${options.origem}`}))`,
      );
      travado = true;
    }
    const atualizados = await escritos(tx, atualizarExistentesSql(entrada, clienteId, options.origem));
    result.atualizados += atualizados;
    result.inalterados += chunk.length - inseridos - atualizados;
    if (atualizados > 0) await apagarChavesVazias(tx, clienteId, chunk);
  }
  return result;
}

/**
 * The ledger has no foreign keys (they would more than double the load time): every store, account,
 * cost centre and bank account a chunk names must exist in the tenant (row-level security hides the
 * others' rows, so another tenant's id fails too).
 */
async function validarReferencias(tx: DatabaseOrTransaction, chunk: LancamentoInput[]): Promise<void> {
  const ids = (f: (r: LancamentoInput) => string | null) => [
    ...new Set(chunk.map(f).filter((x): x is string => x !== null)),
  ];
  const grupos = {
    empresa: ids((r) => r.empresaId),
    grupo: ids((r) => r.grupoId),
    plano_contas_franqueado: ids((r) => r.contaId),
    centro_de_custo: ids((r) => r.centroDeCustoId),
    conta_bancaria: ids((r) => r.contaBancariaId),
  };
  const contagens = Object.entries(grupos).map(
    ([tabela, lista]) =>
      sql`(select count(*)::int from ${sql.raw(tabela)} where id = any(${arr(lista, 'uuid')})) as ${sql.raw(tabela)}`,
  );
  const res = await tx.execute<Record<string, number>>(sql`select ${sql.join(contagens, sql`, `)}`);
  const achados = res.rows[0]!;
  for (const [tabela, lista] of Object.entries(grupos)) {
    if (Number(achados[tabela]) !== lista.length) {
      throw new IngestionError(`Lançamentos com referência inexistente nesta rede (${tabela})`);
    }
  }
}

async function escritos(tx: DatabaseOrTransaction, query: SQL): Promise<number> {
  const res = await tx.execute<{ escritos: number }>(query);
  return Number(res.rows[0]!.escritos);
}

/** A rollup key whose entries all moved elsewhere keeps count 0: drop it. */
async function apagarChavesVazias(tx: DatabaseOrTransaction, clienteId: string, chunk: LancamentoInput[]) {
  const empresas = arr([...new Set(chunk.map((r) => r.empresaId))], 'uuid');
  await tx.execute(
    sql`delete from lancamento_mensal where cliente_id = ${clienteId} and empresa_id = any(${empresas}) and quantidade = 0`,
  );
  await tx.execute(
    sql`delete from lancamento_diario where cliente_id = ${clienteId} and empresa_id = any(${empresas}) and quantidade = 0`,
  );
}
