import { UPLOAD_MAX_LINHAS, type TipoArquivo } from '@matriz/contracts';
import { DrizzleQueryError } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import {
  concluirArquivo,
  gravarPorcentagem,
  iniciarArquivo,
  voltarParaAguardando,
} from './estado-arquivo.ts';
import { ArquivoInvalido, type FonteArquivo } from './leitura/tipos.ts';
import { Notas, notasMessages } from './notas.ts';
import { percorrerArquivo, TipoNaoIdentificado, type LinhaDeDados } from './percorrer-arquivo.ts';
import { criarProcessador } from './tipos/criar-processador.ts';
import type { Processador } from './tipos/processador.ts';
import { RESULTADO_DB, uploadJobPayload } from './upload-queue.ts';
import { carregarUploader, conferirTipo } from './uploader.ts';

export interface ProcessarDeps {
  db: Database;
  storage: FileStorage;
  now?: () => Date;
  /** rows per batch (validation and writing; default 5,000) */
  lote?: number;
}

/** One delivery of an upload job, as pg-boss hands it to the worker. */
export interface UploadJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

/** A refusal of the whole file: its note, and the result it ends with. */
class Recusa extends Error {
  constructor(
    message: string,
    readonly resultado: Conclusao['resultado'] = RESULTADO_DB.erro,
  ) {
    super(message);
  }
}
type Conclusao = Parameters<typeof concluirArquivo>[2];

/** The percentage, written at most every half second (passes share 0–99; 100 is Finalizado). */
class Progresso {
  private lidos = 0;
  private ultimo = 0;
  private gravado = -1;
  constructor(
    private readonly gravar: (p: number) => Promise<void>,
    private readonly tamanho: number,
    private faixa: [number, number],
  ) {}
  /** A new pass: its first percentage is written at once (a pass's start is never hidden by the half second). */
  passo(faixa: [number, number]) {
    this.faixa = faixa;
    this.lidos = 0;
    this.ultimo = 0;
  }
  aoLer = (bytes: number) => {
    this.lidos += bytes;
  };
  async talvez(): Promise<void> {
    const [de, ate] = this.faixa;
    const p = Math.min(ate, Math.floor(de + ((ate - de) * this.lidos) / Math.max(1, this.tamanho)));
    if (p === this.gravado || Date.now() - this.ultimo < 500) return;
    this.ultimo = Date.now();
    this.gravado = p;
    await this.gravar(p);
  }
}

interface Execucao {
  deps: ProcessarDeps & { now: () => Date; lote: number };
  chave: { clienteId: string; arquivoId: string };
  tipo: TipoArquivo;
  formato: 'csv' | 'xlsx';
  fonte: FonteArquivo;
  notas: Notas;
  progresso: Progresso;
}

/** Pass 1: every row validated; notes as they come (kept rows' notes sorted at the end). */
async function validar(e: Execucao, p: Processador<unknown>) {
  const retidos: { numero: number; linha: unknown }[] = [];
  const notasRetidas = new Map<number, string[]>();
  const anotar = async (numero: number, problemas: string[]) => {
    if (p.reter) notasRetidas.set(numero, problemas);
    else await e.notas.add(numero, notasMessages.linha(numero, problemas));
  };
  const linhas = await percorrerArquivo(e.fonte, {
    formato: e.formato,
    tipo: e.tipo,
    maxLinhas: p.reter?.maxLinhas ?? UPLOAD_MAX_LINHAS,
    lote: e.deps.lote,
    aoLer: e.progresso.aoLer,
    porLote: async (lote) => {
      const validas: unknown[] = [];
      for (const l of lote) {
        const r = l.erros.length > 0 ? l.erros : await p.validar(l.valores, l.numero);
        if (Array.isArray(r)) await anotar(l.numero, r);
        else if (p.reter) retidos.push({ numero: l.numero, linha: r });
        else validas.push(r);
      }
      if (validas.length > 0) await p.conferirLote?.(validas);
      await e.progresso.talvez();
    },
  });
  if (p.conferirRetidos) {
    for (const [n, problemas] of await p.conferirRetidos(retidos)) notasRetidas.set(n, problemas);
  }
  for (const n of [...notasRetidas.keys()].sort((a, b) => a - b))
    await e.notas.add(n, notasMessages.linha(n, notasRetidas.get(n)!));
  return { linhas, retidos: retidos.map((r) => r.linha) };
}

/** Pass 2: the file read again (or the kept rows) and written in one transaction, Finalizado with it. */
async function gravar(e: Execucao, p: Processador<unknown>, linhas: number, retidos: unknown[]) {
  await p.preparar?.(retidos);
  await withTenant(e.deps.db, e.chave.clienteId, async (tx) => {
    await p.travar?.(tx);
    const total = { inseridos: 0, atualizados: 0 };
    const escrever = async (lote: readonly unknown[]) => {
      const g = await p.gravar(tx, lote);
      total.inseridos += g.inseridos;
      total.atualizados += g.atualizados;
    };
    if (p.reter) await escrever(retidos);
    else {
      await percorrerArquivo(e.fonte, {
        formato: e.formato,
        tipo: e.tipo,
        maxLinhas: UPLOAD_MAX_LINHAS,
        lote: e.deps.lote,
        aoLer: e.progresso.aoLer,
        porLote: async (lote: readonly LinhaDeDados[]) => {
          const validas: unknown[] = [];
          for (const l of lote) {
            const r = l.erros.length > 0 ? l.erros : await p.validar(l.valores, l.numero);
            // the references changed since pass 1 (a store or account removed): the retry validates again
            if (Array.isArray(r)) throw new Error(`a linha ${l.numero} mudou entre as leituras`);
            validas.push(r);
          }
          await escrever(validas);
          await e.progresso.talvez();
        },
      });
    }
    const existentes = p.existentes?.();
    const conclusao: Conclusao = {
      resultado: RESULTADO_DB.sucesso,
      linhas,
      inseridos: existentes === undefined ? total.inseridos : Math.max(0, total.inseridos - existentes),
      atualizados: existentes === undefined ? total.atualizados : Math.min(existentes, total.inseridos),
      totalNotas: 0,
    };
    await concluirArquivo(tx, e.chave, conclusao, e.deps.now());
  });
}

/** Rolls the single pass's transaction back: the file has problems (the notes say which). */
class Desfazer extends Error {}

/**
 * The single pass (a type with `abrirCarga`, the ledger): in ONE transaction, every row validated (notes naming the
 * row as they come) and the valid ones streamed to the writer, which writes them all at the end; a bad row or a
 * whole-file problem (scope) rolls everything back and the file ends in error with its notes.
 */
async function passoUnico(e: Execucao, p: Processador<unknown>): Promise<void> {
  const { db } = e.deps;
  let linhas = 0;
  e.progresso.passo([0, 90]);
  try {
    await withTenant(db, e.chave.clienteId, async (tx) => {
      const carga = await p.abrirCarga!(tx);
      linhas = await percorrerArquivo(e.fonte, {
        formato: e.formato,
        tipo: e.tipo,
        maxLinhas: UPLOAD_MAX_LINHAS,
        lote: e.deps.lote,
        aoLer: e.progresso.aoLer,
        porLote: async (lote) => {
          const validas: unknown[] = [];
          for (const l of lote) {
            const r = l.erros.length > 0 ? l.erros : await p.validar(l.valores, l.numero);
            if (Array.isArray(r)) await e.notas.add(l.numero, notasMessages.linha(l.numero, r));
            else validas.push(r);
          }
          // valid rows keep going after a bad one, only staged: the whole-file check (scope of the entries taken
          // over) still sees them all
          if (e.notas.linhasComNota > 0) carga.pararEscritas();
          await carga.enviar(validas);
          await e.progresso.talvez();
        },
      });
      if (linhas === 0) throw new Recusa(notasMessages.semLinhas);
      if (e.notas.linhasComNota > 0 || p.resumos().length > 0) {
        await carga.conferir();
        throw new Desfazer();
      }
      e.progresso.passo([90, 99]);
      await e.progresso.talvez();
      const g = await carga.concluir();
      if (p.resumos().length > 0) throw new Desfazer();
      const conclusao: Conclusao = {
        resultado: RESULTADO_DB.sucesso,
        linhas,
        inseridos: g.inseridos,
        atualizados: g.atualizados,
        totalNotas: 0,
      };
      await concluirArquivo(tx, e.chave, conclusao, e.deps.now());
    });
  } catch (error) {
    if (!(error instanceof Desfazer)) throw error;
    await concluirComNotas(e, p, linhas);
  }
}

/** The file ends in error: its whole-file notes, then the count of refused rows. */
async function concluirComNotas(e: Execucao, p: Processador<unknown>, linhas: number): Promise<void> {
  for (const r of p.resumos()) e.notas.resumo(r);
  if (e.notas.linhasComNota > 0) e.notas.resumo(notasMessages.recusado(e.notas.linhasComNota));
  const totalNotas = await e.notas.concluir();
  const conclusao = { resultado: RESULTADO_DB.erro, linhas, inseridos: 0, atualizados: 0, totalNotas };
  await withTenant(e.deps.db, e.chave.clienteId, (tx) =>
    concluirArquivo(tx, e.chave, conclusao, e.deps.now()),
  );
}

async function executar(e: Execucao, usuarioId: string): Promise<void> {
  const { db } = e.deps;
  const uploader = await withTenant(db, e.chave.clienteId, (tx) =>
    carregarUploader(tx, e.chave.clienteId, usuarioId),
  );
  if (!uploader) throw new Recusa(notasMessages.usuarioInativo);
  await withTenant(db, e.chave.clienteId, (tx) => conferirTipo(tx, uploader, e.tipo));
  const p = await criarProcessador(e.tipo, { db, clienteId: e.chave.clienteId, uploader });
  if (p.abrirCarga) return passoUnico(e, p);
  const { linhas, retidos } = await validar(e, p);
  if (linhas === 0) throw new Recusa(notasMessages.semLinhas);
  if (p.resumos().length > 0 || e.notas.linhasComNota > 0) return concluirComNotas(e, p, linhas);
  e.progresso.passo(p.reter ? [90, 99] : [50, 99]);
  await gravar(e, p, linhas, retidos);
}

/**
 * The error's own message, short (a note shown to the uploader: no stack, no SQL; a failed query says the
 * database's message).
 */
function textoDoErro(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  if (error instanceof DrizzleQueryError) message = error.cause instanceof Error ? error.cause.message : '';
  return message.split('\n')[0]!.slice(0, 300);
}

/**
 * Runs one upload job (issue 13 §2): marks the file Processando, reads the uploader's rights again, then reads the
 * stored file — the ledger in one pass (passoUnico: validated and streamed into the ingestion's staging table inside
 * the transaction that writes it), the other types in two (validate every row, notes naming the row and the
 * problem; only when nothing is wrong, write every row in ONE transaction through the ingestion code) — and the
 * writing transaction also marks the file Finalizado. All or
 * nothing: a refused file writes nothing and lists its problems; a worker killed midway rolls the transaction back
 * and the retried job starts over (its notes cleared), giving the same result as one clean run. A refusal (the file,
 * its rows, the uploader's rights) is final; any other failure goes back to Aguardando for pg-boss to retry, and
 * ends in error on the last attempt.
 */
export async function processarArquivo(deps: ProcessarDeps, job: UploadJob): Promise<void> {
  const payload = uploadJobPayload.safeParse(job.data);
  if (!payload.success) return; // names no file: nothing to mark, nothing to retry
  const chave = { clienteId: payload.data.clienteId, arquivoId: payload.data.arquivoId };
  const now = deps.now ?? (() => new Date());
  const row = await iniciarArquivo(deps.db, chave, now());
  if (!row) return;
  const notas = new Notas(deps.db, chave.clienteId, chave.arquivoId);
  await notas.limpar();
  const key = row.arquivoChave;
  const formato = row.formato as 'csv' | 'xlsx';
  const progresso = new Progresso((p) => gravarPorcentagem(deps.db, chave, p), row.tamanho, [0, 50]);
  const e: Execucao = {
    deps: { ...deps, now, lote: deps.lote ?? 5_000 },
    chave,
    tipo: row.tipo as TipoArquivo,
    formato,
    fonte: { tamanho: row.tamanho, abrir: (range) => deps.storage.read(key!, range) },
    notas,
    progresso,
  };
  try {
    if (!key || (await deps.storage.size(key)) === null) throw new Recusa(notasMessages.arquivoAusente);
    await executar(e, row.usuarioId);
  } catch (error) {
    const recusa =
      error instanceof Recusa
        ? error
        : error instanceof ArquivoInvalido
          ? new Recusa(error.message)
          : error instanceof TipoNaoIdentificado
            ? new Recusa(error.message, RESULTADO_DB.tipoNaoIdentificado)
            : error instanceof AppError && error.status < 500
              ? new Recusa(error.title)
              : null;
    const ultima = job.retryCount >= job.retryLimit;
    if (!recusa && !ultima) {
      await voltarParaAguardando(deps.db, chave);
      throw error;
    }
    await notas.limpar();
    notas.resumo(recusa ? recusa.message : `${notasMessages.falha} (${textoDoErro(error)})`);
    const totalNotas = await notas.concluir();
    const conclusao = {
      resultado: recusa?.resultado ?? RESULTADO_DB.erro,
      linhas: null,
      inseridos: 0,
      atualizados: 0,
      totalNotas,
    };
    await withTenant(deps.db, chave.clienteId, (tx) => concluirArquivo(tx, chave, conclusao, now()));
  }
}
