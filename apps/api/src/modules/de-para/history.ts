import type { DeParaHistoricoTipo } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { deParaHistorico } from '../../db/schema/index.ts';
import type { DeParaActor } from './grupo-scope.ts';

type Status = 'pendente' | 'revisao' | 'aprovado';

/** One state change of a mapping, as the history modal shows it. */
export interface DeParaChange {
  deParaId: string;
  tipo: DeParaHistoricoTipo;
  statusAnterior: Status | null;
  statusNovo: Status;
  contaAnterior: string | null;
  contaNova: string | null;
  justificativa: string | null;
  /** what else the modal says (the request, the confidence of an automatic link) */
  info?: string | null;
}

/** Slices keep each insert far below PostgreSQL's 65,535 parameters (11 per row). */
const SLICE = 2_000;

/**
 * Writes the history of the changes, on the transaction of the changes themselves (issue 9 §2: every state change
 * writes history in the same transaction as the change).
 */
export async function recordHistory(
  tx: DatabaseOrTransaction,
  actor: DeParaActor,
  changes: readonly DeParaChange[],
): Promise<void> {
  for (let i = 0; i < changes.length; i += SLICE) {
    await tx.insert(deParaHistorico).values(
      changes.slice(i, i + SLICE).map((c) => ({
        clienteId: actor.clienteId,
        deParaId: c.deParaId,
        tipo: c.tipo,
        statusAnterior: c.statusAnterior,
        statusNovo: c.statusNovo,
        contaFranqueadorAnteriorId: c.contaAnterior,
        contaFranqueadorNovoId: c.contaNova,
        justificativa: c.justificativa,
        info: c.info ?? null,
        usuarioId: actor.usuarioId,
        usuarioNome: actor.usuarioNome,
      })),
    );
  }
}
