import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { lockGruposShared } from '../de-para/locks.ts';
import { arr, chunks, textArr } from './arrays.ts';
import { atualizarExistentesSql, entradaSql, inserirNovosSql } from './lancamento-sql.ts';
import type { LancamentoInput } from './types.ts';

export interface IngestOptions {
  /** The source (finance system, upload): with `idExterno`, the idempotency key. */
  origem: string;
  /**
   * Keep the rollups at the franchisor-account grain, the DRE's and the cash flow's (default true). A bulk load (the
   * seed) turns it off and rebuilds them once at the end (reconstruirRollupDre, modules/dre; reconstruirRollupDfc,
   * modules/fluxo-de-caixa): one set-based statement each instead of an upsert per chunk.
   */
  rollupsFranqueador?: boolean;
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
  const linhas = semDuplicados(rows);
  const rollupsFranqueador = options.rollupsFranqueador ?? true;
  const travados = rollupsFranqueador ? await travarGrupos(tx, clienteId, options.origem, linhas) : null;
  let travado = false;
  for (const chunk of chunks(linhas, options.chunkSize ?? DEFAULT_CHUNK)) {
    await validarReferencias(tx, chunk);
    const entrada = entradaSql(chunk);
    const inseridos = await escritos(
      tx,
      inserirNovosSql(entrada, clienteId, options.origem, rollupsFranqueador),
    );
    result.inseridos += inseridos;
    if (inseridos === chunk.length) continue;
    if (!travado) {
      // Two writers replacing entries of one source would each take the other's rows as "old".
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`lancamento:${clienteId}:${options.origem}`}))`,
      );
      travado = true;
    }
    const lojasAntigas = await lojasQueMudam(tx, clienteId, options.origem, chunk, travados);
    const atualizados = await escritos(
      tx,
      atualizarExistentesSql(entrada, clienteId, options.origem, rollupsFranqueador),
    );
    result.atualizados += atualizados;
    result.inalterados += chunk.length - inseridos - atualizados;
    if (atualizados > 0)
      await apagarChavesVazias(tx, clienteId, [...chunk.map((r) => r.empresaId), ...lojasAntigas]);
  }
  return result;
}

/**
 * The DRE rollups map entries through their grupos' approved De-Para: no mapping of those grupos may change until
 * this commits. That is the grupos of the stores the entries go to and of the stores re-sent entries leave (same
 * origem and idExterno already in the ledger), all taken here at once in id order, as every De-Para writer takes
 * them: a lock taken later, out of that order, could deadlock with a writer holding a higher grupo.
 */
async function travarGrupos(
  tx: DatabaseOrTransaction,
  clienteId: string,
  origem: string,
  linhas: readonly LancamentoInput[],
): Promise<Set<string>> {
  const { rows } = await tx.execute<{ empresa_id: string }>(sql`select distinct empresa_id from lancamento
    where cliente_id = ${clienteId} and origem = ${origem}
      and id_externo = any(${textArr(linhas.map((r) => r.idExterno))})`);
  const lojas = [...linhas.map((r) => r.empresaId), ...rows.map((r) => r.empresa_id)];
  const grupos = new Set(await gruposDasLojas(tx, clienteId, lojas));
  await lockGruposShared(tx, grupos);
  return grupos;
}

async function gruposDasLojas(tx: DatabaseOrTransaction, clienteId: string, lojas: readonly string[]) {
  const { rows } = await tx.execute<{ grupo_id: string }>(sql`select distinct grupo_id from empresa
    where cliente_id = ${clienteId} and id = any(${arr([...new Set(lojas)], 'uuid')})`);
  return rows.map((r) => r.grupo_id);
}

/**
 * Stores that re-sent entries are leaving (an entry moved to another store): their emptied rollup keys go as well.
 * Their grupos were locked up front (travarGrupos); only an entry another ingestion of the same origem wrote since
 * can name a grupo not locked yet, and that one is locked now (the rollup must not read a moving De-Para).
 */
async function lojasQueMudam(
  tx: DatabaseOrTransaction,
  clienteId: string,
  origem: string,
  chunk: LancamentoInput[],
  travados: ReadonlySet<string> | null,
): Promise<string[]> {
  const { rows } = await tx.execute<{ empresa_id: string }>(sql`
    select distinct l.empresa_id from unnest(${textArr(chunk.map((r) => r.idExterno))}, ${arr(
      chunk.map((r) => r.empresaId),
      'uuid',
    )}) as e(id_externo, empresa_id)
    join lancamento l on l.cliente_id = ${clienteId} and l.origem = ${origem} and l.id_externo = e.id_externo
    where l.empresa_id <> e.empresa_id`);
  const lojas = rows.map((r) => r.empresa_id);
  if (travados && lojas.length > 0) {
    const novos = (await gruposDasLojas(tx, clienteId, lojas)).filter((g) => !travados.has(g));
    if (novos.length > 0) await lockGruposShared(tx, novos);
  }
  return lojas;
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
async function apagarChavesVazias(tx: DatabaseOrTransaction, clienteId: string, lojas: string[]) {
  const empresas = arr([...new Set(lojas)], 'uuid');
  for (const tabela of [
    'lancamento_mensal',
    'lancamento_diario',
    'lancamento_mensal_franqueador',
    'dfc_diario_franqueador',
    'dfc_mensal_franqueador',
  ]) {
    await tx.execute(
      sql`delete from ${sql.raw(tabela)} where cliente_id = ${clienteId} and empresa_id = any(${empresas}) and quantidade = 0`,
    );
  }
  await tx.execute(sql`delete from lancamento_mensal_franqueador_grupo g using empresa e
    where g.cliente_id = ${clienteId} and e.cliente_id = ${clienteId} and e.id = any(${empresas})
      and g.grupo_id = e.grupo_id and g.marca_id = e.marca_id and g.quantidade = 0`);
  for (const tabela of ['dfc_diario_franqueador_grupo', 'dfc_mensal_franqueador_grupo'])
    await tx.execute(sql`delete from ${sql.raw(tabela)} g
      where g.cliente_id = ${clienteId} and g.quantidade = 0 and g.grupo_id in (
        select e.grupo_id from empresa e where e.cliente_id = ${clienteId} and e.id = any(${empresas}))`);
}
