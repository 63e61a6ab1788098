import {
  accountButton,
  DEMO_USERS,
  isLoginResponse,
  readStoredSession,
  signIn,
  signOut,
  submitLogin,
} from './support/auth.ts';
import { expect, test } from './support/test.ts';

const { admin } = DEMO_USERS;

test.describe('login screen', () => {
  test('validates the e-mail and password fields (spec 000 §5)', async ({ page }) => {
    await page.goto('/');
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Senha', { exact: true });
    let logins = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/Auth/login')) logins++;
    });

    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);

    await email.fill('admin@');
    await expect(page.getByText('O E-mail deve ser Valido')).toBeVisible();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(1);

    await email.fill(admin.email);
    await expect(page.getByText('O E-mail deve ser Valido')).toBeHidden();
    await password.fill('x');
    await expect(page.getByText('Campo obrigatório')).toHaveCount(0);

    await email.fill('');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Campo obrigatório')).toHaveCount(1);
    expect(logins).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password keeps the user on the login, with no message and no session', async ({ page }) => {
    await page.goto('/');
    const answer = page.waitForResponse((r) => isLoginResponse(r));
    await submitLogin(page, admin.email, 'Errada#2026');
    expect((await answer).status()).toBe(400);

    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expect(page).toHaveURL(/\/$/);
    // spec 000 §8: "Login other errors: no message"
    await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0);
    await expect(page.getByText('E-mail ou senha inválidos')).toHaveCount(0);
    const stored = await readStoredSession(page);
    expect(stored?.accessToken ?? null).toBeNull();
    expect(stored?.user ?? null).toBeNull();

    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the forgot-password link swaps the form and the close button swaps it back', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(admin.email);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('button', { name: 'Enviar link para alteração de senha' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toHaveValue(admin.email);
    await page.getByRole('button', { name: 'Fechar recuperação de senha' }).click();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('admin signs in, sees the welcome and the names in the top bar, and signs out', async ({ page }) => {
    const answer = await signIn(page, admin.email);
    expect(answer.user.nome).toBe(admin.nome);
    expect(answer.customer.nome).toBe(admin.cliente);

    await expect(page.getByText('Seja Bem vindo !')).toBeVisible();
    const account = accountButton(page);
    await expect(account).toContainText(admin.nome);
    await expect(account).toContainText(admin.cliente);
    await expect(page.getByRole('heading', { name: `Olá, ${admin.nome}` })).toBeVisible();
    const stored = await readStoredSession(page);
    expect(stored?.accessToken).toBe(answer.accessToken);
    expect(stored?.loginToken).toBe(answer.loginToken);

    // signed in, the login page sends the user to the secure area
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(accountButton(page)).toBeVisible();

    await signOut(page);
    // the session ended on the server too: the old access token no longer validates
    const check = await page.request.get(`/api/v1/Auth/validar-token?token=${answer.loginToken}`, {
      headers: { Authorization: `Bearer ${answer.accessToken}` },
    });
    expect(check.status()).toBe(401);

    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
});
