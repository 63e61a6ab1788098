import { npsMessages, type SalvarNpsData } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { npsResposta } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { getCliente } from '../auth/queries.ts';
import { getBusinessDate } from './calendar.ts';
import { getCampanha, isCampanhaOpen } from './queries.ts';

/**
 * POST save NPS: one answer per user and campaign, only while the campaign is offered. The hidden user and
 * customer data (spec 000 §9) and the campaign's name come from the server, never from the request.
 */
export async function saveNps(
  deps: { db: Database; now: Date },
  auth: AuthContext,
  input: SalvarNpsData,
): Promise<{ message: string }> {
  const today = getBusinessDate(deps.now);
  return withTenant(deps.db, auth.clienteId, async (tx) => {
    const campanha = await getCampanha(tx, input.campanhaId);
    if (!campanha || !isCampanhaOpen(campanha, today))
      throw badRequest(npsMessages.notAvailable, 'campanhaId');
    const owner = await getCliente(tx, auth.clienteId);
    if (!owner) throw new Error('cliente da sessão não encontrado');
    const inserted = await tx
      .insert(npsResposta)
      .values({
        clienteId: auth.clienteId,
        usuarioId: auth.usuarioId,
        campanhaId: campanha.id,
        campanhaNome: campanha.nome,
        respostaId: input.respostaId,
        origemClick: input.origemClick ?? '',
        dados: {
          usuario: { nome: auth.nome, email: auth.email },
          cliente: { nome: owner.nome, codigo: owner.codigo, plano: owner.plano },
        },
      })
      // the unique (cliente, usuário, campanha) index: a second answer, even a concurrent one, is refused
      .onConflictDoNothing()
      .returning({ id: npsResposta.id });
    if (inserted.length === 0) throw conflict(npsMessages.alreadyAnswered);
    return { message: npsMessages.thanks };
  });
}
