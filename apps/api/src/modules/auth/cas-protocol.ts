import { endpoints } from '@matriz/contracts';
import type { Config } from '../../config.ts';

/** The CAS 2.0 protocol as Matriz speaks it (spec 000 §4 a): the single-sign-on use cases build on it. */

/** How long the state sent to CAS and the key handed back to the SPA stay usable. */
export const STATE_TTL_MS = 10 * 60_000;
export const KEY_TTL_MS = 2 * 60_000;

/** Our CAS service URL; CAS must see the same one at login and at ticket validation. */
export function serviceUrl(config: Config, email: string, state: string): string {
  const params = new URLSearchParams({ email, token: state });
  return `${config.publicUrl}${endpoints.auth.casRetorno}?${params.toString()}`;
}

/** The CAS 2.0 serviceValidate answer's user, or null on failure. */
export async function validateTicket(casUrl: string, service: string, ticket: string, timeoutMs: number) {
  const url = `${casUrl.replace(/\/$/, '')}/serviceValidate?${new URLSearchParams({ service, ticket })}`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) return null;
  const xml = await response.text();
  if (!xml.includes('authenticationSuccess')) return null;
  const match = /<cas:user>\s*([^<]+?)\s*<\/cas:user>/.exec(xml);
  return match?.[1] ?? null;
}
