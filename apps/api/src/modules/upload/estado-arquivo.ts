import { STATUS_PROCESSAMENTO } from '@matriz/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { arquivo } from '../../db/schema/index.ts';
import { type RESULTADO_DB } from './upload-queue.ts';

type Chave = { clienteId: string; arquivoId: string };
const daChave = (k: Chave) => and(eq(arquivo.clienteId, k.clienteId), eq(arquivo.id, k.arquivoId));

/**
 * Marks the file Processando for one more attempt (a file already finished, or gone, answers null: nothing to
 * do). A file left Processando by a worker that died is taken again.
 */
export async function iniciarArquivo(db: Database, k: Chave, agora: Date) {
  const [row] = await withTenant(db, k.clienteId, (tx) =>
    tx
      .update(arquivo)
      .set({
        status: STATUS_PROCESSAMENTO.Processando,
        porcentagem: 0,
        startedAt: agora,
        tentativas: sql`${arquivo.tentativas} + 1`,
        resultado: null,
        totalNotas: 0,
      })
      .where(and(daChave(k), sql`${arquivo.status} < ${STATUS_PROCESSAMENTO.Finalizado}`))
      .returning(),
  );
  return row ?? null;
}

/** The percentage while running (its own short transaction: the data transaction is still open). */
export async function gravarPorcentagem(db: Database, k: Chave, porcentagem: number): Promise<void> {
  await withTenant(db, k.clienteId, (tx) =>
    tx
      .update(arquivo)
      .set({ porcentagem })
      .where(and(daChave(k), eq(arquivo.status, STATUS_PROCESSAMENTO.Processando))),
  );
}

export interface Conclusao {
  resultado: (typeof RESULTADO_DB)[keyof typeof RESULTADO_DB];
  linhas: number | null;
  inseridos: number | null;
  atualizados: number | null;
  totalNotas: number;
}

/**
 * Finalizado with its result and counts. Given the data transaction, it commits with the data written: a file is
 * never shown Finalizado without its rows, nor its rows without it.
 */
export async function concluirArquivo(tx: DatabaseOrTransaction, k: Chave, c: Conclusao, agora: Date) {
  await tx
    .update(arquivo)
    .set({ status: STATUS_PROCESSAMENTO.Finalizado, porcentagem: 100, finishedAt: agora, ...c })
    .where(daChave(k));
}

/** Back to Aguardando before a retry (pg-boss runs the job again after its backoff). */
export async function voltarParaAguardando(db: Database, k: Chave): Promise<void> {
  await withTenant(db, k.clienteId, (tx) =>
    tx
      .update(arquivo)
      .set({ status: STATUS_PROCESSAMENTO.Aguardando, porcentagem: 0 })
      .where(and(daChave(k), sql`${arquivo.status} < ${STATUS_PROCESSAMENTO.Finalizado}`)),
  );
}
