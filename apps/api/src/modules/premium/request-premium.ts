import type { Config } from '../../config.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { solicitacaoPremium } from '../../db/schema/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { getCliente } from '../auth/queries.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { renderPremiumRequestEmail } from './mail-templates.ts';

/** 'Quero ser premium': the request is recorded, then the sales address is told. */
export async function requestPremium(
  deps: { db: Database; config: Config; mailer: Mailer },
  auth: AuthContext,
): Promise<{ message: string }> {
  const cliente = await withTenant(deps.db, auth.clienteId, async (tx) => {
    await tx.insert(solicitacaoPremium).values({ clienteId: auth.clienteId, usuarioId: auth.usuarioId });
    return getCliente(tx, auth.clienteId);
  });
  if (!cliente) throw new Error('cliente da sessão não encontrado');
  await deps.mailer.send({
    to: deps.config.salesEmail,
    ...renderPremiumRequestEmail({
      usuario: auth.nome,
      email: auth.email,
      cliente: cliente.nome,
      codigo: cliente.codigo,
      plano: cliente.plano,
    }),
  });
  return { message: 'Obrigado! Em breve um consultor entrará em contato.' };
}
