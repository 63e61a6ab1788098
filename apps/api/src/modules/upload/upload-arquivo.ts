import {
  STATUS_PROCESSAMENTO,
  tipoArquivoSchema,
  uploadMessages,
  type TipoArquivo,
  type UploadArquivoOutput,
} from '@matriz/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { withTenant, type Database, type Transaction } from '../../db/index.ts';
import { arquivo, arquivoNota } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueJob } from '../../lib/enqueue-job.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { notaJaProcessado } from './notas.ts';
import { paraLinha, selecionarArquivos } from './queries.ts';
import { receberArquivo, type ArquivoRecebido } from './receber-arquivo.ts';
import { chaveDoArquivo, RESULTADO_DB, UPLOAD_QUEUE, type UploadJobPayload } from './upload-queue.ts';
import { conferirTipo, uploaderDaRequisicao } from './uploader.ts';

export interface UploadDeps {
  db: Database;
  storage: FileStorage;
  maxMb: number;
}

function lerTipo(campos: Record<string, string>): TipoArquivo {
  const tipo = tipoArquivoSchema.safeParse(campos.tipoArquivo);
  if (tipo.success) return tipo.data;
  const mensagem = tipo.error.issues[0]?.message ?? uploadMessages.tipoInvalido;
  throw new AppError(400, mensagem, { errors: [{ campo: 'tipoArquivo', mensagem }] });
}

/**
 * The same content of the same type already sent and not refused (still waiting, processing, or written): the new
 * file is 'ignorado, já processado'. A file that ended in error may be sent again (its references may be fixed).
 * Serialised per content so two simultaneous uploads of one file cannot both be processed.
 */
async function anterior(tx: Transaction, clienteId: string, hash: string, tipo: TipoArquivo) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`arquivo:${clienteId}:${hash}:${tipo}`}, 0))`,
  );
  const [row] = await tx
    .select({ id: arquivo.id, nome: arquivo.nome, createdAt: arquivo.createdAt })
    .from(arquivo)
    .where(
      and(
        eq(arquivo.clienteId, clienteId),
        eq(arquivo.hash, hash),
        eq(arquivo.tipo, tipo),
        sql`(${arquivo.status} < ${STATUS_PROCESSAMENTO.Finalizado} or ${arquivo.resultado} = ${RESULTADO_DB.sucesso})`,
      ),
    )
    .orderBy(arquivo.createdAt)
    .limit(1);
  return row ?? null;
}

async function registrar(
  tx: Transaction,
  auth: AuthContext,
  id: string,
  tipo: TipoArquivo,
  r: ArquivoRecebido,
  chave: string,
) {
  const repetido = await anterior(tx, auth.clienteId, r.hash, tipo);
  const base = {
    clienteId: auth.clienteId,
    id,
    usuarioId: auth.usuarioId,
    nome: r.nome,
    tipo,
    formato: r.formato,
    hash: r.hash,
    tamanho: r.tamanho,
    arquivoChave: chave,
  };
  if (repetido) {
    const agora = new Date();
    await tx.insert(arquivo).values({
      ...base,
      status: STATUS_PROCESSAMENTO.Finalizado,
      resultado: RESULTADO_DB.jaProcessado,
      porcentagem: 100,
      duplicadoDe: repetido.id,
      totalNotas: 1,
      startedAt: agora,
      finishedAt: agora,
    });
    await tx.insert(arquivoNota).values({
      clienteId: auth.clienteId,
      arquivoId: id,
      ordem: 1,
      linha: null,
      texto: notaJaProcessado(repetido.nome, repetido.createdAt),
    });
    return;
  }
  await tx.insert(arquivo).values({ ...base, status: STATUS_PROCESSAMENTO.Aguardando });
  const payload: UploadJobPayload = { v: 1, arquivoId: id, clienteId: auth.clienteId };
  await enqueueJob(tx, UPLOAD_QUEUE, payload);
}

/**
 * POST upload (spec 002 §7; Arquivo/Importar): the file is stored first — streamed to storage, hashed, its content
 * checked against its extension — then its row and its processing job commit in one transaction (status
 * Aguardando), or, when the same content of the same type was already sent and not refused, the row is
 * Finalizado 'Ignorado, já processado' and no job runs. The type must be one the cliente and the user may send
 * (uploader.ts). A refusal keeps nothing.
 */
export async function uploadArquivo(
  deps: UploadDeps,
  request: FastifyRequest,
  auth: AuthContext,
  scope: Scope,
): Promise<UploadArquivoOutput> {
  const id = uuidv7();
  const chaves = {
    csv: chaveDoArquivo(auth.clienteId, id, 'csv'),
    xlsx: chaveDoArquivo(auth.clienteId, id, 'xlsx'),
  };
  const recebido = await receberArquivo(request, deps.storage, {
    chave: (formato) => chaves[formato],
    maxBytes: deps.maxMb * 1_048_576,
    maxMb: deps.maxMb,
  });
  const chave = chaves[recebido.formato];
  let guardado = false;
  try {
    const tipo = lerTipo(recebido.campos);
    const linha = await withTenant(deps.db, auth.clienteId, async (tx) => {
      await conferirTipo(tx, await uploaderDaRequisicao(tx, auth, scope), tipo);
      await registrar(tx, auth, id, tipo, recebido, chave);
      // the original is in place before the row commits: a job never finds its file missing
      await recebido.pendente.commit();
      guardado = true;
      const [row] = await selecionarArquivos(
        tx,
        and(eq(arquivo.clienteId, auth.clienteId), eq(arquivo.id, id)),
      );
      return row!;
    });
    return { message: uploadMessages.enviado(recebido.nome), arquivo: paraLinha(linha, auth) };
  } catch (error) {
    await (guardado ? deps.storage.delete(chave) : recebido.pendente.abort()).catch(() => {});
    throw error;
  }
}
