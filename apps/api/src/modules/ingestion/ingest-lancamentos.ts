import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { lockGruposShared } from '../de-para/locks.ts';
import { arr, chunks } from './arrays.ts';
import { campoCopy, copiarDeBuffer } from './copy-from.ts';
import { uuidV7 } from './ids.ts';
import {
  atualizarExistentesSql,
  COLUNAS,
  criarAcumuladosSql,
  inserirNovosSql,
  somarAcumuladosSql,
  type Franqueador,
} from './lancamento-sql.ts';
import type { LancamentoInput } from './types.ts';

export interface IngestOptions {
  /** The source (finance system, upload): with `idExterno`, the idempotency key. */
  origem: string;
  /**
   * Keep the rollups at the franchisor-account grain, the DRE's and the cash flow's (default true). A bulk load (the
   * seed) turns it off and rebuilds them once at the end (reconstruirRollupDre, modules/dre; reconstruirRollupDfc,
   * modules/fluxo-de-caixa): one set-based statement each instead of an upsert per call.
   */
  rollupsFranqueador?: boolean;
  /** Rows per COPY batch (default 10,000). */
  chunkSize?: number;
}

export interface IngestResult {
  inseridos: number;
  atualizados: number;
  /** Rows sent again with nothing changed. */
  inalterados: number;
}

export class IngestionError extends Error {}

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

/** A ledger entry with its own source (an upload's rows may name one each); else the load's `origem`. */
export type LancamentoDaCarga = LancamentoInput & { origem?: string };

export interface OpcoesCarga {
  /** the source of rows that name none */
  origem?: string;
  /** see IngestOptions */
  rollupsFranqueador?: boolean;
  /**
   * Told the stores of the entries already in the ledger under the load's keys (the rows take them over, and may
   * move them elsewhere) before anything of them is replaced: the upload's scope check. Not called when every row
   * is new.
   */
  aoTomarLojas?: (lojas: string[]) => void | Promise<void>;
  /** rows staged before a write (default 200,000; the tests take it small to cross several writes) */
  loteDeEscrita?: number;
}

const ENTRADA = 'lancamento_entrada';
const UNICA = 'lancamento_entrada_unica';
const TIPOS = `empresa_id uuid, grupo_id uuid, conta_franqueado_id uuid, centro_de_custo_id uuid,
  conta_bancaria_id uuid, valor bigint, data_competencia date, data_vencimento date, data_pagamento date,
  parcela_aprovada boolean, previsao boolean, transferencia boolean, boleto_a_receber boolean, caixa_aberto boolean,
  status text, id_externo text, meio_de_pagamento text, fornecedor text, historico text, observacao text`;
const COPY = `copy ${ENTRADA} (seq, id, origem, ${COLUNAS.replace(/\s+/g, ' ')}) from stdin`;
const b = (x: boolean) => (x ? 't' : 'f');

/** Rows staged before they are written (a write runs while the next rows are read and staged). */
const LOTE_DE_ESCRITA = 200_000;
/**
 * Encoded bytes that may wait for the connection (the reader pauses beyond it): bounded memory, yet enough for the
 * next 200,000 rows (~45 MB) to be read while a write runs.
 */
const BYTES_EM_ESPERA = 64 << 20;

/**
 * A set-based load of ledger entries: the one path by which uploads, synchronisation and the seed write the ledger.
 * Rows are streamed (COPY FROM STDIN, text format; the batches handed over while a write runs go in one COPY after
 * it) into a temporary staging table of the caller's transaction; every 200,000 rows (and at the end) the staged
 * rows are written with a few statements while the caller goes on reading: the new entries inserted and lancamento_mensal and lancamento_diario
 * moved by their sums in one statement; only when some key already existed or came twice, that attempt is undone
 * (savepoint) and the careful one runs: the rows deduplicated (the last occurrence of a key wins, as if sent one
 * after another), the new ones inserted, the ones that changed replaced with the rollups moved by the difference.
 * The franchisor-grain rollups (the DRE's and the cash flow's, per store and grupo) take the deltas of every write
 * at the end, in one statement, under the De-Para locks of all the grupos involved taken at once in id order.
 * Idempotent on (cliente, origem, idExterno). Run it inside withTenant; the transaction holds the staging tables.
 */
export class CargaLancamentos {
  private linhas = 0;
  private preparadas = 0;
  /** the rows up to which a write is already queued (a write runs behind the batches sent before it) */
  private aEscrever = 0;
  private fila: Promise<void> = Promise.resolve();
  private emEspera: { bytes: number; feito: Promise<void> }[] = [];
  /** encoded batches not yet sent, with the number of their last row */
  private pendentes: { ate: number; dados: Buffer }[] = [];
  /** the queued COPY that has not started yet (the next batches join it) */
  private proximaCopia: { limite: number; feito: Promise<void> } | null = null;
  private bytesEmEspera = 0;
  private readonly resultado: IngestResult = { inseridos: 0, atualizados: 0, inalterados: 0 };
  private readonly ids = {
    empresa: new Set<string>(),
    grupo: new Set<string>(),
    plano_contas_franqueado: new Set<string>(),
    centro_de_custo: new Set<string>(),
    conta_bancaria: new Set<string>(),
  };
  private readonly origens = new Set<string>();
  private readonly origensTravadas = new Set<string>();
  private readonly lojasAntigas = new Set<string>();
  private soPreparar = false;

  private constructor(
    private readonly tx: DatabaseOrTransaction,
    private readonly clienteId: string,
    private readonly opcoes: OpcoesCarga,
  ) {}

  private get franqueador(): Franqueador {
    return (this.opcoes.rollupsFranqueador ?? true) ? 'acumular' : 'nao';
  }

  static async abrir(tx: DatabaseOrTransaction, clienteId: string, opcoes: OpcoesCarga = {}) {
    await tx.execute(
      sql.raw(
        `create temp table if not exists ${ENTRADA} (seq int, id uuid, origem text, ${TIPOS}) on commit drop`,
      ),
    );
    await tx.execute(sql.raw(`truncate ${ENTRADA}`));
    const carga = new CargaLancamentos(tx, clienteId, opcoes);
    if (carga.franqueador === 'acumular') for (const q of criarAcumuladosSql) await tx.execute(sql.raw(q));
    return carga;
  }

  /** How many rows were sent so far. */
  get total(): number {
    return this.linhas;
  }

  /**
   * Nothing more is written until `aplicar` (the caller found a problem and will roll back): the rows still sent are
   * only staged, for `lojasExistentes`.
   */
  pararEscritas(): void {
    this.soPreparar = true;
  }

  /** The next step on the transaction's connection, after the ones queued (a failure stops the rest). */
  private enfileirar(passo: () => Promise<void>): Promise<void> {
    const feito = this.fila.then(passo);
    // awaited later (the next batches, `aplicar`); never an unhandled rejection if the caller stops first
    feito.catch(() => {});
    this.fila = feito;
    return feito;
  }

  /**
   * Checks and queues a batch for the staging table; answers at once unless too many bytes already wait for the
   * connection (then once enough of them went). A write of the staged rows is queued every 200,000 rows.
   */
  async enviar(rows: readonly LancamentoDaCarga[]): Promise<void> {
    if (rows.length === 0) return;
    const partes: string[] = [];
    for (const r of rows) {
      validar(r);
      const origem = r.origem ?? this.opcoes.origem;
      if (!origem) throw new IngestionError(`Lançamento sem origem (idExterno ${r.idExterno})`);
      this.origens.add(origem);
      this.ids.empresa.add(r.empresaId);
      this.ids.grupo.add(r.grupoId);
      this.ids.plano_contas_franqueado.add(r.contaId);
      if (r.centroDeCustoId !== null) this.ids.centro_de_custo.add(r.centroDeCustoId);
      if (r.contaBancariaId !== null) this.ids.conta_bancaria.add(r.contaBancariaId);
      partes.push(
        `${++this.linhas}\t${uuidV7()}\t${campoCopy(origem)}\t${r.empresaId}\t${r.grupoId}\t${r.contaId}\t${
          r.centroDeCustoId ?? '\\N'
        }\t${r.contaBancariaId ?? '\\N'}\t${r.valor}\t${r.dataCompetencia}\t${r.dataVencimento}\t${
          r.dataPagamento ?? '\\N'
        }\t${b(r.parcelaAprovada)}\t${b(r.previsao)}\t${b(r.transferencia)}\t${b(r.boletoAReceber)}\t${b(
          r.caixaAberto,
        )}\t${r.status}\t${campoCopy(r.idExterno)}\t${campoCopy(r.meioDePagamento)}\t${campoCopy(
          r.fornecedor,
        )}\t${campoCopy(r.historico)}\t${campoCopy(r.observacao ?? r.documento)}\n`,
      );
    }
    const dados = Buffer.from(partes.join(''));
    this.pendentes.push({ ate: this.linhas, dados });
    const copia = this.proximaCopia ?? this.agendarCopia();
    this.emEspera.push({ bytes: dados.length, feito: copia.feito });
    this.bytesEmEspera += dados.length;
    if (!this.soPreparar && this.linhas - this.aEscrever >= (this.opcoes.loteDeEscrita ?? LOTE_DE_ESCRITA)) {
      const ate = this.linhas;
      this.aEscrever = ate;
      // the queued COPY takes the rows up to here; rows sent from now on go in one after the write
      copia.limite = ate;
      this.proximaCopia = null;
      void this.enfileirar(() => this.escrever(ate));
    }
    while (this.bytesEmEspera > BYTES_EM_ESPERA) {
      const primeiro = this.emEspera.shift()!;
      this.bytesEmEspera -= primeiro.bytes;
      await primeiro.feito;
    }
  }

  /**
   * Queues a COPY of the batches sent until it runs (up to its `limite`), in ONE statement: batches read while a
   * write runs go in together after it. A COPY per batch cost a round trip each, and every round trip waits for
   * this process's event loop, busy reading the file: the staging of 200,000 rows took seconds instead of one.
   */
  private agendarCopia(): { limite: number; feito: Promise<void> } {
    const copia = { limite: Infinity, feito: Promise.resolve() };
    copia.feito = this.enfileirar(async () => {
      if (this.proximaCopia === copia) this.proximaCopia = null;
      let n = 0;
      while (n < this.pendentes.length && this.pendentes[n]!.ate <= copia.limite) n++;
      const lotes = this.pendentes.splice(0, n).map((p) => p.dados);
      if (lotes.length > 0) await copiarDeBuffer(this.tx, COPY, lotes);
    });
    this.proximaCopia = copia;
    return copia;
  }

  /** Writes the staged rows up to row `ate` (all the staging table holds), then empties the staging table. */
  private async escrever(ate: number): Promise<void> {
    const n = ate - this.preparadas;
    if (n === 0) return;
    const { tx, clienteId } = this;
    // the rollups' sorts and hashes of 200,000 rows
    await tx.execute(sql`select set_config('work_mem', '256MB', true)`);
    await tx.execute(sql`savepoint carga_lancamentos`);
    // all new (the common case): a plain insert; a key that exists or comes twice fails it (unique violation),
    // and the savepoint takes it back for the careful path
    const novos = await escritos(tx, inserirNovosSql(ENTRADA, clienteId, this.franqueador, false)).catch(
      (error: unknown) => {
        if (violacaoDeChave(error)) return -1;
        throw error;
      },
    );
    if (novos === n) {
      await tx.execute(sql`release savepoint carga_lancamentos`);
      this.resultado.inseridos += novos;
    } else {
      await tx.execute(sql`rollback to savepoint carga_lancamentos`);
      await tx.execute(sql`release savepoint carga_lancamentos`);
      await this.escreverComCuidado();
    }
    await tx.execute(sql.raw(`truncate ${ENTRADA}`));
    this.preparadas = ate;
  }

  /** Keys that existed or came twice: deduplicated, new ones inserted, changed ones replaced (see the class). */
  private async escreverComCuidado(): Promise<void> {
    const { tx, clienteId } = this;
    // Two writers replacing entries of one source would each take the other's rows as "old".
    for (const origem of [...this.origens].sort()) {
      if (this.origensTravadas.has(origem)) continue;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lancamento:${clienteId}:${origem}`}))`);
      this.origensTravadas.add(origem);
    }
    await tx.execute(sql.raw(`drop table if exists ${UNICA}`));
    await tx.execute(
      sql.raw(`create temp table ${UNICA} on commit drop as
        select distinct on (origem, id_externo) * from ${ENTRADA} order by origem, id_externo, seq desc`),
    );
    await tx.execute(sql.raw(`analyze ${UNICA}`));
    const antigas = await this.lojasDe(UNICA);
    await this.opcoes.aoTomarLojas?.(antigas);
    for (const l of antigas) this.lojasAntigas.add(l);
    const inseridos = await escritos(tx, inserirNovosSql(UNICA, clienteId, this.franqueador));
    const atualizados = await escritos(tx, atualizarExistentesSql(UNICA, clienteId, this.franqueador));
    const unicas = await tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${UNICA}`));
    this.resultado.inseridos += inseridos;
    this.resultado.atualizados += atualizados;
    this.resultado.inalterados += Number(unicas.rows[0]!.n) - inseridos - atualizados;
    await tx.execute(sql.raw(`drop table ${UNICA}`));
  }

  private async lojasDe(tabela: string): Promise<string[]> {
    const { rows } = await this.tx.execute<{ empresa_id: string }>(sql`select distinct l.empresa_id
      from ${sql.raw(tabela)} e
      join lancamento l on l.cliente_id = ${this.clienteId} and l.origem = e.origem and l.id_externo = e.id_externo`);
    return rows.map((r) => r.empresa_id);
  }

  /**
   * The stores of the entries already in the ledger under the keys still staged (the rows would take them over);
   * those of rows already written were told to `aoTomarLojas`.
   */
  async lojasExistentes(): Promise<string[]> {
    await this.fila;
    return this.lojasDe(ENTRADA);
  }

  /** Writes every row sent (see the class). */
  async aplicar(): Promise<IngestResult> {
    const ate = this.linhas;
    this.aEscrever = ate;
    this.proximaCopia = null;
    await this.enfileirar(() => this.escrever(ate));
    this.emEspera = [];
    this.bytesEmEspera = 0;
    const { tx, clienteId } = this;
    if (this.linhas === 0) return { ...this.resultado };
    await validarReferencias(tx, this.ids);
    if (this.franqueador === 'acumular') {
      // The DRE rollups map entries through their grupos' approved De-Para: no mapping of those grupos may change
      // until this commits — the grupos of the stores the entries went to and of the stores re-sent entries left,
      // taken at once in id order, as every De-Para writer takes them.
      const lojas = [...this.ids.empresa, ...this.lojasAntigas];
      await lockGruposShared(tx, await gruposDasLojas(tx, clienteId, lojas));
      await tx.execute(somarAcumuladosSql(clienteId));
    }
    if (this.resultado.atualizados > 0)
      await apagarChavesVazias(tx, clienteId, [...this.ids.empresa, ...this.lojasAntigas]);
    return { ...this.resultado };
  }
}

/**
 * Writes ledger entries (see CargaLancamentos): idempotent on (cliente, origem, idExterno), an entry sent again
 * replaces the old one, and the rollups move by the difference, in the caller's transaction (run it inside
 * withTenant).
 */
export async function ingestLancamentos(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly LancamentoInput[],
  options: IngestOptions,
): Promise<IngestResult> {
  if (rows.length === 0) return { inseridos: 0, atualizados: 0, inalterados: 0 };
  const carga = await CargaLancamentos.abrir(tx, clienteId, options);
  for (const lote of chunks(rows, options.chunkSize ?? 10_000)) await carga.enviar(lote);
  return carga.aplicar();
}

async function gruposDasLojas(tx: DatabaseOrTransaction, clienteId: string, lojas: readonly string[]) {
  const { rows } = await tx.execute<{ grupo_id: string }>(sql`select distinct grupo_id from empresa
    where cliente_id = ${clienteId} and id = any(${arr([...new Set(lojas)], 'uuid')})`);
  return rows.map((r) => r.grupo_id);
}

/**
 * The ledger has no foreign keys (they would more than double the load time): every store, account,
 * cost centre and bank account a chunk names must exist in the tenant (row-level security hides the
 * others' rows, so another tenant's id fails too).
 */
async function validarReferencias(
  tx: DatabaseOrTransaction,
  ids: Record<string, ReadonlySet<string>>,
): Promise<void> {
  const grupos = Object.fromEntries(Object.entries(ids).map(([t, s]) => [t, [...s]]));
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

/** A unique violation (SQLSTATE 23505), as node-postgres raises it or Drizzle wraps it. */
function violacaoDeChave(error: unknown): boolean {
  const codigo = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return codigo(error) === '23505' || codigo((error as { cause?: unknown } | null)?.cause) === '23505';
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
