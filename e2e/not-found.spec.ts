import { accountButton, DEMO_USERS, signIn, signOut } from './support/auth.ts';
import { expect, test } from './support/test.ts';

const NOT_FOUND = 'A página que você visitou não existe';
const NO_PERMISSION = 'Ops, você não tem permissão para acessar essa página';

test('an unknown path goes to /404, whose link leads an anonymous visitor to the login', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  // no shell for an anonymous visitor
  await expect(accountButton(page)).toHaveCount(0);

  await page.goto('/um/caminho/qualquer?x=1');
  await expect(page).toHaveURL(/\/404$/);

  await page.getByRole('button', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('/semPermissao needs a login: an anonymous visitor goes to the login', async ({ page }) => {
  await page.goto('/semPermissao');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(NO_PERMISSION)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('signed in, /404 keeps the session and its link leads to /home', async ({ page }) => {
  await signIn(page, DEMO_USERS.starter.email);
  await page.goto('/nao-existe');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: `Olá, ${DEMO_USERS.starter.nome}` })).toBeVisible();

  // /semPermissao signed in shows the page, and its button also leads home
  await page.goto('/semPermissao');
  await expect(page.getByText(NO_PERMISSION)).toBeVisible();
  await page.getByRole('button', { name: 'Voltar para a página inicial' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await signOut(page);
});
