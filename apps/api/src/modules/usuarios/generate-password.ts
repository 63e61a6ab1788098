import { isPasswordStrong, PASSWORD_MAX, PASSWORD_SPECIALS } from '@matriz/contracts';
import { randomInt } from 'node:crypto';

// Look-alike characters (l, I, O, 0, 1) are left out: the password is read from an e-mail and typed.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS + PASSWORD_SPECIALS;

const pick = (chars: string) => chars[randomInt(chars.length)] ?? '';

/**
 * A random password of the policy's maximum length (spec 000 §5): one character of each class, the rest from
 * all of them, shuffled with a CSPRNG.
 */
export function generatePassword(length = PASSWORD_MAX): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(PASSWORD_SPECIALS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  const password = chars.join('');
  if (!isPasswordStrong(password)) throw new Error('senha gerada fora da política');
  return password;
}
