import { withTenant, type Database } from '../../db/index.ts';
import { createOpaqueToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { renderConviteEmail, renderRecoveryEmail } from './mail-templates.ts';
import { createResetToken, findLogin, getUsuario, revokeResetTokens } from './queries.ts';
import { CONVITE_VALIDADE_MINUTOS, recoveryJobPayload } from './recovery-queue.ts';

export interface SendRecoveryDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  resetTokenTtlMinutes: number;
}

/**
 * The recovery job: when the e-mail belongs to an active user, a single-use, expiring link is created (ending the
 * user's older links) and e-mailed; otherwise nothing happens. The link and the mail commit together: a mail that cannot be sent leaves no
 * link, and pg-boss retries. An invalid payload is not retried. An invitation (`convite`, a user the users upload
 * created without a password) is a welcome with a longer-lived link, and only while the user still has no password.
 */
export async function sendRecoveryEmail(deps: SendRecoveryDeps, data: unknown): Promise<void> {
  const payload = recoveryJobPayload.safeParse(data);
  if (!payload.success) return;
  const found = await findLogin(deps.db, payload.data.email);
  if (!found) return;
  await withTenant(deps.db, found.clienteId, async (tx) => {
    const user = await getUsuario(tx, found.clienteId, found.usuarioId);
    if (!user?.isApproved) return;
    const convite = payload.data.convite === true;
    // the password was defined meanwhile (through "Esqueci minha senha"): nothing left to invite to
    if (convite && user.senhaHash !== null) return;
    const validadeMinutos = convite ? CONVITE_VALIDADE_MINUTOS : deps.resetTokenTtlMinutes;
    // the newest link is the only one that works
    await revokeResetTokens(tx, found.clienteId, user.id);
    const token = createOpaqueToken();
    await createResetToken(tx, {
      ...found,
      tokenHash: token.hash,
      expiresAt: new Date(Date.now() + validadeMinutos * 60_000),
    });
    const link = `${deps.publicUrl}/reset-password/${token.token}`;
    await deps.mailer.send({
      to: user.email,
      link,
      ...(convite
        ? renderConviteEmail(user.nome, link, validadeMinutos / (24 * 60))
        : renderRecoveryEmail(user.nome, link, validadeMinutos)),
    });
  });
}
