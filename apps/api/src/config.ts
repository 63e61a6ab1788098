import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_MAX_MB_PADRAO } from '@matriz/contracts';

/** Repository root (apps/api/src/config.ts → ../../..). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  accessTokenTtlMinutes: number;
  resetTokenTtlMinutes: number;
  conflictTokenTtlMinutes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  logLevel: string;
  seedOnStart: boolean;
  seedSize: 'small' | 'demo' | 'bench';
  loginRateLimitPerMinute: number;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For), passed to Fastify's `trustProxy`: false (the
   * default: the socket's address, so a forged header changes nothing), true (any), a hop count, or addresses
   * and CIDRs of the proxies.
   */
  trustProxy: TrustProxy;
  /** Failed sign-ins (or wrong current passwords) per account in the window before 429. */
  accountLoginLimit: number;
  /** Recovery e-mails asked per account in the window before 429. */
  accountRecoveryLimit: number;
  accountLimitWindowMinutes: number;
  webDist: string;
  casTimeoutMs: number;
  /** Generated reports and other files (local storage directory). */
  filesDir: string;
  /** Days a generated report stays downloadable. */
  reportExpiryDays: number;
  /** The largest file the upload screen takes, in MiB (UPLOAD_MAX_MB; errors name it). */
  uploadMaxMb: number;
  /** Whether this process runs the job workers: 'on' (API + workers), 'off' (API only), 'only' (worker.ts). */
  workers: 'on' | 'off' | 'only';
  /** Connection of the schema owner for the job queue (pg-boss); server.ts fills it from the resolved database. */
  jobsDatabaseUrl: string | undefined;
  /** 'Vincular Automaticamente' links the pending accounts whose suggestion has at least this confidence (%). */
  deParaAutoLinkMinConfidence: number;
}

type Env = Record<string, string | undefined>;

export type TrustProxy = boolean | number | string[];

/** Names proxy-addr knows besides addresses: loopback, linklocal, uniquelocal. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d+$/.test(mask)) return Number(mask) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(mask) === 4; // address/netmask
}

/**
 * Fastify's `trustProxy` for the configured value. A hop count becomes a trust function: Fastify 5.12 no longer
 * takes a number (it would trust nothing), since a hop count cannot tell a proxy from a direct client; use it
 * only where the server is reachable through the proxies alone (addresses are safer).
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** TRUST_PROXY: unset or false, true, a hop count, or comma-separated proxy addresses and CIDRs. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY deve ser true, false, um número de saltos ou endereços/CIDRs separados por vírgula (recebido: ${raw})`,
    );
  }
  return entries;
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} deve ser um inteiro positivo (recebido: ${raw})`);
  return n;
}

/** An integer setting within [min, max]; anything else refuses to start. */
function intInRange(env: Env, name: string, min: number, max: number, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || !Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} deve ser um inteiro de ${min} a ${max} (recebido: ${raw})`);
  return n;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (!raw) return fallback;
  if (!allowed.includes(raw as T)) throw new Error(`${name} deve ser um de: ${allowed.join(', ')}`);
  return raw as T;
}

function abs(path: string): string {
  return isAbsolute(path) ? path : join(repoRoot, path);
}

/** The JWT secret: JWT_SECRET, or one generated once and kept in the data directory. */
function loadJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const dataDir = abs(env.DATA_DIR ?? 'data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 54329),
    jwtSecret: loadJwtSecret(env, dataDir),
    accessTokenTtlMinutes: int(env, 'ACCESS_TOKEN_TTL_MINUTES', 480),
    resetTokenTtlMinutes: int(env, 'RESET_TOKEN_TTL_MINUTES', 60),
    conflictTokenTtlMinutes: int(env, 'CONFLICT_TOKEN_TTL_MINUTES', 10),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Matriz <nao-responda@matriz.app>',
    salesEmail: env.SALES_EMAIL ?? 'comercial@matriz.app',
    logLevel: env.LOG_LEVEL ?? 'info',
    seedOnStart: (env.SEED_ON_START ?? 'true') !== 'false',
    seedSize: oneOf(env, 'SEED_SIZE', ['small', 'demo', 'bench'] as const, 'demo'),
    loginRateLimitPerMinute: int(env, 'LOGIN_RATE_LIMIT_PER_MINUTE', 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accountLoginLimit: int(env, 'ACCOUNT_LOGIN_LIMIT', 10),
    accountRecoveryLimit: int(env, 'ACCOUNT_RECOVERY_LIMIT', 5),
    accountLimitWindowMinutes: int(env, 'ACCOUNT_LIMIT_WINDOW_MINUTES', 15),
    webDist: abs(env.WEB_DIST ?? 'apps/web/dist'),
    casTimeoutMs: int(env, 'CAS_TIMEOUT_MS', 5000),
    filesDir: abs(env.FILES_DIR ?? join(dataDir, 'files')),
    reportExpiryDays: int(env, 'REPORT_EXPIRY_DAYS', 7),
    uploadMaxMb: intInRange(env, 'UPLOAD_MAX_MB', 1, 4096, UPLOAD_MAX_MB_PADRAO),
    workers: oneOf(env, 'WORKERS', ['on', 'off', 'only'] as const, 'on'),
    jobsDatabaseUrl: env.JOBS_DATABASE_URL || env.DATABASE_URL || undefined,
    deParaAutoLinkMinConfidence: intInRange(env, 'DEPARA_AUTO_LINK_MIN_CONFIDENCE', 50, 100, 90),
  };
}
