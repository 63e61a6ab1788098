import { authMessages } from '@matriz/contracts';
import type { Database } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findResetToken } from './queries.ts';

/** The answer to a reset link that is unknown, used or expired. */
export const invalidResetToken = () => new AppError(400, authMessages.invalidResetToken);

/** Reset page: the token is checked on load. */
export async function checkResetToken(db: Database, token: string): Promise<{ valido: true }> {
  const found = await findResetToken(db, hashToken(token));
  if (!found?.usable) throw invalidResetToken();
  return { valido: true };
}
