import { accountButton, API, DEMO_USERS, readStoredSession, signIn, signOut } from './support/auth.ts';
import { expect, test, trackPageErrors } from './support/test.ts';

const { admin, starter } = DEMO_USERS;

test('a Starter user sees only its own network, in the interface and through the API', async ({
  browser,
  page,
}) => {
  const own = await signIn(page, starter.email);

  // interface: its cliente, never the other network's name
  await expect(accountButton(page)).toContainText(starter.nome);
  await expect(accountButton(page)).toContainText(starter.cliente);
  await expect(page.getByText(`Bem-vindo ao painel de ${starter.cliente}`)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(admin.cliente);

  // the persisted session is the one the login answered
  const stored = await readStoredSession(page);
  expect(stored?.accessToken).toBe(own.accessToken);
  expect(stored?.loginToken).toBe(own.loginToken);
  expect(stored?.customer?.nome).toBe(starter.cliente);
  const auth = { Authorization: `Bearer ${own.accessToken}` };

  // API: the starter's token validates its own login token, nothing else
  const valid = await page.request.get(`${API.validarToken}?token=${encodeURIComponent(own.loginToken)}`, {
    headers: auth,
  });
  expect(valid.status()).toBe(200);
  expect(await valid.json()).toEqual({ valido: true });
  const bogus = await page.request.get(`${API.validarToken}?token=nao-e-o-meu`, { headers: auth });
  expect(bogus.status()).toBe(401);
  const anonymous = await page.request.get(`${API.validarToken}?token=${encodeURIComponent(own.loginToken)}`);
  expect(anonymous.status()).toBe(401);

  // the login answer: Starter contract, the starter's brands only
  expect(own.customer.nome).toBe(starter.cliente);
  expect(own.customer.contrato).toBe('Starter');
  expect(own.claims.map((c) => c.nome)).not.toContain('sysPremium');
  expect(own.customer.marcas.length).toBeGreaterThan(0);

  // the admin of the other network, in a browser of its own
  const adminContext = await browser.newContext();
  const adminErrors = trackPageErrors(adminContext);
  try {
    const adminPage = await adminContext.newPage();
    const other = await signIn(adminPage, admin.email);
    expect(other.customer.nome).toBe(admin.cliente);
    expect(other.customer.contrato).toBe('Premium');
    expect(other.customer._id).not.toBe(own.customer._id);
    expect(other.customer.marcas.length).toBeGreaterThan(0);

    const ids = (list: { id: string }[]) => new Set(list.map((m) => m.id));
    const labels = (list: { label: string }[]) => new Set(list.map((m) => m.label));
    const starterIds = ids([...own.customer.marcas, ...own.customer.marcasDaFranquia]);
    const starterLabels = labels([...own.customer.marcas, ...own.customer.marcasDaFranquia]);
    for (const marca of [...other.customer.marcas, ...other.customer.marcasDaFranquia]) {
      expect(starterIds.has(marca.id), `marca ${marca.label} of ${admin.cliente}`).toBe(false);
      expect(starterLabels.has(marca.label), `marca ${marca.label} of ${admin.cliente}`).toBe(false);
    }

    // neither token works for the other's session
    const crossed = await page.request.get(
      `${API.validarToken}?token=${encodeURIComponent(other.loginToken)}`,
      {
        headers: auth,
      },
    );
    expect(crossed.status()).toBe(401);
    await signOut(adminPage);
    expect(adminErrors, 'uncaught errors in the page').toEqual([]);
  } finally {
    await adminContext.close();
  }

  // the starter's own session was not touched by the other login
  await page.reload();
  await expect(accountButton(page)).toContainText(starter.cliente);
  await signOut(page);
});
