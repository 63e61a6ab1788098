import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect } from '@playwright/test';

import { outboxDir } from './env.ts';

/** One message the server wrote to the outbox (no SMTP in the browser tests), decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  /** every text part (text/plain and text/html), transfer encoding undone, UTF-8 */
  body: string;
}

/** The .eml files in the outbox now: pass it to `waitForMail` to see only what arrives afterwards. */
export async function outboxSnapshot(): Promise<Set<string>> {
  return new Set(await listEml());
}

async function listEml(): Promise<string[]> {
  try {
    return (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Waits for a new message (not in `before`) that satisfies `match`, reading the outbox again until it comes;
 * fails after `timeoutMs` with the list of what did arrive.
 */
export async function waitForMail(
  before: Set<string>,
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect(async () => {
    const arrived = await Promise.all((await listEml()).filter((name) => !before.has(name)).map(readMail));
    found = arrived.find(match);
    const seen = arrived.map((mail) => `${mail.file} (to ${mail.to}: ${mail.subject})`).join(', ');
    expect(found, `no matching e-mail in ${outboxDir}; new ones: ${seen || 'none'}`).toBeDefined();
  }).toPass({ timeout: timeoutMs });
  if (!found) throw new Error('unreachable: toPass returned without a matching e-mail');
  return found;
}

export async function readMail(name: string): Promise<OutboxMail> {
  const raw = (await readFile(join(outboxDir, name), 'utf8')).replace(/\r\n/g, '\n');
  const { headers, body } = splitEntity(raw);
  return {
    file: name,
    to: decodeWords(headers.get('to') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    body: decodeEntity(headers, body),
  };
}

/** The reset link of a recovery e-mail (http://host/reset-password/<token>). */
export function extractResetLink(mail: OutboxMail): URL {
  const found = /https?:\/\/[^\s"'<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail.body);
  if (!found) throw new Error(`no reset link in ${mail.file}:\n${mail.body}`);
  return new URL(found[0]);
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const cut = raw.indexOf('\n\n');
  const head = cut === -1 ? raw : raw.slice(0, cut);
  const body = cut === -1 ? '' : raw.slice(cut + 2);
  const headers = new Map<string, string>();
  // unfold continuation lines, then one header per line
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeEntity(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const inner = splitEntity(part.replace(/^\n/, ''));
        return decodeEntity(inner.headers, inner.body);
      })
      .join('\n');
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Quoted-printable: soft line breaks ('=' at the end of a line) go, '=XX' are bytes of UTF-8 text. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
