import { detectLogoMime, LOGO_MAX_BYTES, logoMessages } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import { withTenant, type Database } from '../../db/index.ts';
import { cliente } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';

/**
 * POST logo: the image replaces the cliente's logo. Its type comes from its first bytes (PNG or JPEG),
 * never from the declared type or the file name, and it is served back with that type.
 */
export async function saveLogo(db: Database, auth: AuthContext, bytes: Buffer): Promise<{ message: string }> {
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new AppError(413, logoMessages.tooLarge, {
      errors: [{ campo: 'file', mensagem: logoMessages.tooLarge }],
    });
  }
  const mime = detectLogoMime(bytes);
  if (!mime) throw badRequest(logoMessages.invalidFormat, 'file');
  await withTenant(db, auth.clienteId, (tx) =>
    tx.update(cliente).set({ logo: bytes, logoMime: mime }).where(eq(cliente.id, auth.clienteId)),
  );
  return { message: logoMessages.saved };
}
