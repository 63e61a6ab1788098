import {
  accountButton,
  DEMO_USERS,
  isLoginResponse,
  readStoredSession,
  signIn,
  signOut,
  submitLogin,
} from './support/auth.ts';
import { DEMO_PASSWORD } from './support/env.ts';
import { menuLink } from './support/shell.ts';
import { expect, test, trackPageErrors } from './support/test.ts';

const { admin } = DEMO_USERS;

test('a second sign-in of the same user goes through "Acesso em andamento" and ends the first session', async ({
  browser,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const errors = [contextA, contextB].map(trackPageErrors);
  try {
    const a = await contextA.newPage();
    const b = await contextB.newPage();

    const first = await signIn(a, admin.email);
    await expect(accountButton(a)).toContainText(admin.nome);

    // B: the server answers 401 (session open elsewhere) and the SPA goes to /desconectar
    await b.goto('/');
    const conflict = b.waitForResponse((r) => isLoginResponse(r));
    await submitLogin(b, admin.email, DEMO_PASSWORD);
    expect((await conflict).status()).toBe(401);
    await expect(b).toHaveURL(/\/desconectar$/);
    await expect(b.getByRole('heading', { name: 'Acesso em andamento' })).toBeVisible();
    await expect(b.getByRole('button', { name: 'Continuar' })).toBeVisible();
    // no shell on this page (spec 000 §2.1)
    await expect(b.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
    await expect(accountButton(b)).toHaveCount(0);

    // 'voltar' goes back to the login without touching A's session
    await b.getByRole('link', { name: 'voltar' }).click();
    await expect(b).toHaveURL(/\/$/);
    await expect(b.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await menuLink(a, 'DRE').click();
    await expect(a).toHaveURL(/\/dre$/);
    await menuLink(a, 'Cluster').click();
    await expect(a).toHaveURL(/\/cluster$/);
    await expect(accountButton(a)).toBeVisible();

    // B again: Continuar ends A's session and signs B in
    await submitLogin(b, admin.email, DEMO_PASSWORD);
    await expect(b).toHaveURL(/\/desconectar$/);
    const relogin = b.waitForResponse((r) => isLoginResponse(r, 200));
    await b.getByRole('button', { name: 'Continuar' }).click();
    await relogin;
    await expect(b).toHaveURL(/\/home$/);
    await expect(b.getByText('Seja Bem vindo !')).toBeVisible();
    await expect(accountButton(b)).toContainText(admin.nome);
    const second = await readStoredSession(b);
    expect(second?.loginToken).toBeTruthy();
    expect(second?.loginToken).not.toBe(first.loginToken);

    // A: the next route change validates the login token, which was ended, and goes back to the login — unless A
    // already found its session ended on its own (then there is no menu left to click: it is at the login already)
    await menuLink(a, 'DRE')
      .click({ timeout: 10_000 })
      .catch(() => expect(a).toHaveURL(/\/$/));
    await expect(a).toHaveURL(/\/$/);
    await expect(a.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect((await readStoredSession(a))?.accessToken ?? null).toBeNull();
    // and A has no way back in without signing in
    await a.goto('/home');
    await expect(a).toHaveURL(/\/$/);

    // B is still signed in after A was thrown out
    await menuLink(b, 'Cluster').click();
    await expect(b).toHaveURL(/\/cluster$/);
    await signOut(b);
    expect(errors.flat(), 'uncaught errors in the page').toEqual([]);
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('/desconectar without conflict data goes to the login', async ({ page }) => {
  await page.goto('/desconectar');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});
