import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';

import { DEMO_PASSWORD } from './env.ts';
import { extractResetLink, outboxSnapshot, waitForMail } from './outbox.ts';

export const DEMO_USERS = {
  admin: { email: 'admin@matriz.demo', nome: 'Administrador Demo', cliente: 'Rede Sabor Brasil' },
  analista: { email: 'analista@matriz.demo', nome: 'Ana Analista', cliente: 'Rede Sabor Brasil' },
  starter: { email: 'starter@matriz.demo', nome: 'Sérgio Starter', cliente: 'Café do Bairro Franquias' },
} as const;

export const API = {
  login: '/api/v1/Auth/login',
  validarToken: '/api/v1/Auth/validar-token',
  enviarEmailRecuperacao: '/api/v1/Auth/enviar-email-recuperacao',
  redefinirSenha: '/api/v1/Auth/redefinir-senha',
} as const;

export interface Option {
  id: string;
  label: string;
}

/** The part of the login answer (spec 000 §3, §7) the tests look at. */
export interface LoginAnswer {
  accessToken: string;
  loginToken: string;
  user: { _id: string; nome: string; email: string };
  customer: {
    _id: string;
    nome: string;
    codigo: string;
    contrato: string;
    marcas: Option[];
    marcasDaFranquia: Option[];
  };
  claims: { nome: string; acoes: string[] }[];
}

/** The persisted session of the SPA (localStorage 'matriz-session', zustand persist). */
export interface StoredSession {
  user: { nome: string; email: string } | null;
  customer: { _id: string; nome: string } | null;
  accessToken: string | null;
  loginToken: string | null;
}

export const isLoginResponse = (response: Response, status?: number) =>
  response.url().endsWith(API.login) &&
  response.request().method() === 'POST' &&
  (status === undefined || response.status() === status);

/** Fills and submits the login form of the page currently on '/'. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs in from the login page; when the server answers that the user has a session open elsewhere
 * (/desconectar, 'Acesso em andamento') it continues, which ends the other session. Returns the login answer.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<LoginAnswer> {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  const answer = page.waitForResponse((r) => isLoginResponse(r, 200));
  answer.catch(() => undefined); // a failed sign-in below reports its own error
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/(home|desconectar)$/);
  if (page.url().endsWith('/desconectar')) {
    await expect(page.getByText('Acesso em andamento')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(page).toHaveURL(/\/home$/);
  return (await (await answer).json()) as LoginAnswer;
}

/** The account dropdown of the top bar (user and customer names). */
export const accountButton = (page: Page) => page.getByRole('button', { name: /^Conta de / });

export async function openAccountMenu(page: Page): Promise<void> {
  await accountButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
}

/** 'Sair' from the account dropdown: back to the login, with the stored session cleared. */
export async function signOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect((await readStoredSession(page))?.accessToken ?? null).toBeNull();
}

export async function readStoredSession(page: Page): Promise<StoredSession | null> {
  type BrowserGlobal = { localStorage: { getItem(key: string): string | null } };
  const raw = await page.evaluate(
    (key) => (globalThis as unknown as BrowserGlobal).localStorage.getItem(key),
    'matriz-session',
  );
  if (!raw) return null;
  return (JSON.parse(raw) as { state: StoredSession }).state;
}

/**
 * Safety net for specs that change a demo password: asks for a recovery e-mail through the API and sets the
 * demo password again with its link, so the other spec files of the run can still sign in.
 */
export async function restoreDemoPassword(request: APIRequestContext, email: string): Promise<void> {
  const before = await outboxSnapshot();
  const sent = await request.post(API.enviarEmailRecuperacao, { data: { Email: email } });
  expect(sent.status()).toBe(200);
  const mail = await waitForMail(before, (m) => m.to.includes(email));
  const token = extractResetLink(mail).pathname.split('/').pop() ?? '';
  const reset = await request.post(API.redefinirSenha, {
    data: { password: DEMO_PASSWORD, passwordConfirmation: DEMO_PASSWORD, token },
  });
  expect(reset.status()).toBe(200);
}
