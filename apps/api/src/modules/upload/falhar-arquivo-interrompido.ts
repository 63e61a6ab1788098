import { STATUS_PROCESSAMENTO } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../db/index.ts';
import { arquivo } from '../../db/schema/index.ts';
import { concluirArquivo } from './estado-arquivo.ts';
import { Notas, notasMessages } from './notas.ts';
import type { ProcessarDeps } from './processar-arquivo.ts';
import { RESULTADO_DB, uploadJobPayload } from './upload-queue.ts';

/**
 * An upload job that failed for good without its handler marking the file (its worker died, or ran out of time, on
 * the last attempt; pg-boss hands it to the dead-letter queue): the file, if still waiting or running, ends in error
 * with a note saying so.
 */
export async function falharArquivoInterrompido(deps: Pick<ProcessarDeps, 'db' | 'now'>, data: unknown) {
  const payload = uploadJobPayload.safeParse(data);
  if (!payload.success) return;
  const chave = { clienteId: payload.data.clienteId, arquivoId: payload.data.arquivoId };
  const now = deps.now ?? (() => new Date());
  const pendente = await withTenant(deps.db, chave.clienteId, async (tx) => {
    const [row] = await tx
      .select({ status: arquivo.status })
      .from(arquivo)
      .where(and(eq(arquivo.clienteId, chave.clienteId), eq(arquivo.id, chave.arquivoId)));
    return row !== undefined && row.status !== STATUS_PROCESSAMENTO.Finalizado;
  });
  if (!pendente) return;
  const notas = new Notas(deps.db, chave.clienteId, chave.arquivoId);
  await notas.limpar();
  notas.resumo(notasMessages.interrompido);
  const totalNotas = await notas.concluir();
  const conclusao = { resultado: RESULTADO_DB.erro, linhas: null, inseridos: 0, atualizados: 0, totalNotas };
  await withTenant(deps.db, chave.clienteId, (tx) => concluirArquivo(tx, chave, conclusao, now()));
}
