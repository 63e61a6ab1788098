import { and, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { relatorio, usuario } from '../../db/schema/index.ts';
import type { AnyReportKind } from '../../xlsx/report-kind.ts';
import { createReportFile, extensaoDoRelatorio } from '../../xlsx/report-archive.ts';
import { resolveScope } from '../access/scope.ts';
import type { FileStorage } from '../../plugins/storage.ts';
import { reportJobPayload, STATUS } from './report-queue.ts';

export interface RunReportDeps {
  db: Database;
  storage: FileStorage;
  kinds: readonly AnyReportKind[];
  expiryDays: number;
  now?: () => Date;
}

/** One delivery of a report job, as pg-boss hands it to the worker. */
export interface ReportJob {
  id: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

export const runMessages = {
  usuarioInativo: 'O usuário que solicitou o relatório foi removido ou desativado.',
  origemDesconhecida: 'Tipo de relatório desconhecido.',
  parametrosInvalidos: 'Os parâmetros do relatório são inválidos.',
  falha: 'Não foi possível gerar o relatório.',
  interrompido: 'O processamento do relatório foi interrompido. Solicite-o novamente.',
} as const;

/** A failure that another attempt cannot fix: the request ends in Erro at once and the job is not retried. */
class PermanentFailure extends Error {}

const fileKey = (clienteId: string, id: string, extensao: string) =>
  `relatorios/${clienteId}/${id}.${extensao}`;

/**
 * Runs one report request: marks it Processando, resolves the requester's scope now (their rule may have changed
 * since they asked), streams the workbook to a temporary file, renames it to its key only once complete, and then
 * marks the request Finalizado with timings, row count and expiry. A failure before the last attempt puts the
 * request back to Aguardando and rethrows (pg-boss retries with backoff); the last one marks it Erro.
 * An invalid payload, a request already finished, a user gone, an unknown kind, invalid parameters or a refusal
 * (an AppError below 500: the rule, plan or filters no longer allow it) are never retried. Idempotent: a job that runs again (worker killed midway) overwrites nothing visible until it completes.
 */
export async function runReportJob(deps: RunReportDeps, job: ReportJob): Promise<void> {
  const payload = reportJobPayload.safeParse(job.data);
  if (!payload.success) return; // nothing to mark: the payload does not even name a request
  const { relatorioId, clienteId } = payload.data;
  const now = deps.now ?? (() => new Date());

  const request = await withTenant(deps.db, clienteId, async (tx) => {
    const [row] = await tx
      .update(relatorio)
      .set({
        status: STATUS.processando,
        startedAt: now(),
        tentativas: sql`${relatorio.tentativas} + 1`,
        erro: null,
      })
      .where(
        and(
          eq(relatorio.clienteId, clienteId),
          eq(relatorio.id, relatorioId),
          sql`${relatorio.status} in (${STATUS.aguardando}, ${STATUS.processando})`,
        ),
      )
      .returning();
    return row;
  });
  if (!request) return; // gone, finished or failed already

  let pending: Awaited<ReturnType<FileStorage['begin']>> | undefined;
  try {
    const kind = deps.kinds.find((k) => k.origem === request.origem);
    if (!kind) throw new PermanentFailure(runMessages.origemDesconhecida);
    const params = kind.parametros.safeParse(request.parametros);
    if (!params.success) throw new PermanentFailure(runMessages.parametrosInvalidos);

    const extensao = extensaoDoRelatorio(kind);
    const key = fileKey(clienteId, relatorioId, extensao);
    pending = await deps.storage.begin(key);
    const file = pending;
    const linhas = await withTenant(deps.db, clienteId, async (tx) => {
      const [user] = await tx
        .select({ regraAcessoId: usuario.regraAcessoId, isApproved: usuario.isApproved })
        .from(usuario)
        .where(and(eq(usuario.clienteId, clienteId), eq(usuario.id, request.usuarioId)));
      if (!user?.isApproved) throw new PermanentFailure(runMessages.usuarioInativo);
      const scope = await resolveScope(tx, { clienteId, regraAcessoId: user.regraAcessoId });
      const workbook = createReportFile(file.stream, kind, { titulo: kind.descricao, geradoEm: now() });
      const written = new Promise<void>((done, fail) => {
        file.stream.once('finish', done);
        file.stream.once('error', fail);
      });
      const count = await kind.run(
        { tx, clienteId, usuarioId: request.usuarioId, scope },
        params.data,
        workbook,
      );
      await workbook.commit();
      await written;
      return count;
    });
    const size = await file.commit();
    pending = undefined;
    const finishedAt = now();
    await withTenant(deps.db, clienteId, (tx) =>
      tx
        .update(relatorio)
        .set({
          status: STATUS.finalizado,
          finishedAt,
          linhas,
          arquivoChave: key,
          arquivoNome: `${kind.nomeArquivo(params.data)}.${extensao}`,
          arquivoTamanho: size,
          expiresAt: new Date(finishedAt.getTime() + deps.expiryDays * 86_400_000),
          expiredAt: null,
          erro: null,
        })
        .where(and(eq(relatorio.clienteId, clienteId), eq(relatorio.id, relatorioId))),
    );
  } catch (error) {
    await pending?.abort().catch(() => {});
    const permanent = error instanceof PermanentFailure;
    // a refusal (the requester's rule, plan or filters no longer allow the report) gives the same answer on every
    // attempt: the request fails at once with its message instead of waiting through the retries
    const recusa = error instanceof AppError && error.status < 500;
    const last = permanent || recusa || job.retryCount >= job.retryLimit;
    const text = permanent ? error.message : `${runMessages.falha} ${errorText(error)}`.trim();
    await withTenant(deps.db, clienteId, (tx) =>
      tx
        .update(relatorio)
        .set({
          status: last ? STATUS.erro : STATUS.aguardando,
          finishedAt: last ? now() : null,
          erro: text,
        })
        .where(and(eq(relatorio.clienteId, clienteId), eq(relatorio.id, relatorioId))),
    );
    if (!permanent && !recusa) throw error;
  }
}

/**
 * The error's own message, short (shown in the list to the requester: no stack, no SQL). A failed query's
 * error (drizzle's DrizzleQueryError) carries the SQL in its message: its cause, the database's message, is
 * told instead.
 */
function errorText(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  if (error instanceof DrizzleQueryError) {
    message = error.cause instanceof Error ? error.cause.message : '';
  }
  return message.split('\n')[0]!.slice(0, 300);
}
