import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { accountButton, DEMO_USERS, openAccountMenu, signIn, signOut } from './support/auth.ts';
import { artifactsDir } from './support/env.ts';
import { outboxSnapshot, waitForMail } from './support/outbox.ts';
import { expectChecklist } from './support/password.ts';
import { expectMenu, menuLink, sidebar, trackNavigations } from './support/shell.ts';
import { expect, test } from './support/test.ts';

/** The sidebar of spec 000 §2.3, in order. */
const MENU = [
  { label: 'DRE', path: '/dre' },
  { label: 'DFC/Contas bancárias', path: '/fluxo-de-caixa' },
  { label: 'Indice de Gestão', path: '/indice-de-gestao' },
  { label: 'Cluster', path: '/cluster' },
  { label: 'De - Para', path: '/de-para' },
  { label: 'Upload', path: '/upload' },
  { label: 'Relatórios', path: '/relatorio' },
  { label: 'Sincronização', path: '/sincronizacao' },
  { label: 'Empresas', path: '/empresas' },
  { label: 'Usuários', path: '/usuarios' },
  { label: 'Webservice', path: '/webservice' },
] as const;

const NO_ACCESS = 'Não possui acesso';
const ALL_LABELS = MENU.map((m) => m.label);

test.describe('shell as admin (premium, sysAdmin)', () => {
  test('sidebar in order, every item enabled and navigable; collapse and expand', async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.email);
    await expectMenu(page, ALL_LABELS);
    await expect(sidebar(page).locator('[aria-disabled="true"]')).toHaveCount(0);
    await expect(
      sidebar(page).getByRole('listitem').filter({ hasText: 'Usuários' }).getByTitle('Destaque'),
    ).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Seja Premium/ })).toHaveCount(0);

    for (const item of MENU) {
      const link = menuLink(page, item.label);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      await expect(link).toHaveAttribute('aria-current', 'page');
    }
    await menuLink(page, 'Webservice').click();
    await expect(page).toHaveURL(/\/webservice$/);
    await expect(page.getByText('Em construção', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Webservice: esta área do Matriz está sendo construída/)).toBeVisible();

    // expanded: labels shown, 37 px links, full logo
    const homeLogo = page.getByRole('link', { name: 'Página inicial' });
    expect((await menuLink(page, 'DRE').boundingBox())?.height).toBe(37);
    expect((await homeLogo.boundingBox())?.width ?? 0).toBeGreaterThan(60);

    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
    await expect(sidebar(page).getByText('DRE', { exact: true })).toHaveCount(0);
    // collapsed: icons only (the links keep their names), 47 px links, the small symbol
    await expect(menuLink(page, 'Webservice')).toBeVisible();
    await expect.poll(async () => (await menuLink(page, 'DRE').boundingBox())?.height).toBe(47);
    await expect.poll(async () => (await homeLogo.boundingBox())?.width ?? 0).toBeLessThanOrEqual(40);
    await menuLink(page, 'DRE').hover();
    await expect(page.getByRole('tooltip')).toHaveText('DRE');
    await menuLink(page, 'DRE').click();
    await expect(page).toHaveURL(/\/dre$/);

    // the collapsed flag survives a reload (local storage)
    await page.reload();
    await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
    await expect(sidebar(page).getByText('DRE', { exact: true })).toBeVisible();
    await expect.poll(async () => (await menuLink(page, 'DRE').boundingBox())?.height).toBe(37);
    await expectMenu(page, ALL_LABELS);

    await signOut(page);
  });

  test('account dropdown, password and profile modals, full-page screenshot', async ({ page }, testInfo) => {
    const { admin } = DEMO_USERS;
    await signIn(page, admin.email);
    await expect(accountButton(page)).toContainText(admin.nome);
    await expect(accountButton(page)).toContainText(admin.cliente);

    // the menu by keyboard: Enter opens it with the focus on its entries, the arrows move, Esc gives the focus back
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    const entries = page.getByRole('menuitem');
    await expect(entries).toHaveText(['Alterar Senha', 'Alterar Perfil', 'Sair']);
    await expect(page.getByRole('menuitem', { name: 'Alterar Senha' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Alterar Perfil' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(entries.first()).toBeHidden();
    await expect(accountButton(page)).toBeFocused();

    await openAccountMenu(page);
    // Alterar Senha
    await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
    const senha = page.getByRole('dialog', { name: 'Alterar Senha' });
    await expect(senha).toBeVisible();
    await senha.getByRole('button', { name: 'Salvar' }).click();
    await expect(senha.getByText('Por favor, preencha todos os campos')).toBeVisible();
    // issue 8 §1: the current password is asked, and the first field left empty has the focus (§5)
    await expect(senha.getByText('Senha atual é um campo obrigatório!')).toBeVisible();
    await expect(senha.getByLabel('Senha atual')).toBeFocused();
    await expectChecklist(senha, [false, false, false, false, false]);
    await senha.getByLabel('Nova senha', { exact: true }).fill('Abc');
    await expectChecklist(senha, [false, true, true, false, false]);
    await senha.getByLabel('Nova senha', { exact: true }).fill('Abcdef1!');
    await expectChecklist(senha, [true, true, true, true, true]);
    await senha.getByLabel('Confirme a nova senha').fill('Abcdef1?');
    await senha.getByLabel('Senha atual').fill('Errada@2026');
    await senha.getByRole('button', { name: 'Salvar' }).click();
    await expect(senha.getByText('As senhas digitadas não coincidem')).toBeVisible();
    await expect(senha.getByLabel('Confirme a nova senha')).toBeFocused();
    // a wrong current password: the server refuses it on that field, which gets the focus; nothing changes
    await senha.getByLabel('Confirme a nova senha').fill('Abcdef1!');
    await senha.getByRole('button', { name: 'Salvar' }).click();
    await expect(senha.getByText('Senha atual incorreta')).toBeVisible();
    await expect(senha.getByLabel('Senha atual')).toBeFocused();
    await expect(page.getByText('Houve um erro ao alterar sua senha')).toBeVisible();
    await senha.getByRole('button', { name: 'Cancelar' }).click();
    await expect(senha).toBeHidden();

    // reopened, the form starts empty
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Alterar Senha' }).click();
    await expect(senha.getByLabel('Nova senha', { exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(senha).toBeHidden();

    // Alterar Perfil
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Alterar Perfil' }).click();
    const perfil = page.getByRole('dialog', { name: 'Alterar Perfil' });
    await expect(perfil).toBeVisible();
    await expect(perfil.getByLabel('Nome')).toHaveValue(admin.nome);
    await expect(perfil.getByLabel('E-mail')).toHaveValue(admin.email);
    await expect(perfil.getByText(/atualizados depois que você entrar novamente/)).toBeVisible();
    await perfil.getByLabel('Nome').fill('');
    await perfil.getByRole('button', { name: 'Salvar' }).click();
    await expect(perfil.getByText('Nome é um campo obrigatório!')).toBeVisible();
    await expect(perfil.getByText('Por favor, preencha todos os campos')).toBeVisible();
    await perfil.getByLabel('E-mail').fill('admin@');
    await expect(perfil.getByText('O E-mail deve ser Valido')).toBeVisible();
    // a new e-mail asks for the current password, as the note says
    await expect(perfil.getByText(/Para trocar o e-mail, informe a sua senha atual/)).toBeVisible();
    await perfil.getByLabel('Nome').fill(admin.nome);
    await perfil.getByLabel('E-mail').fill('admin.novo@matriz.demo');
    await perfil.getByRole('button', { name: 'Salvar' }).click();
    await expect(perfil.getByText('Senha atual é um campo obrigatório!')).toBeVisible();
    await expect(perfil.getByLabel('Senha atual')).toBeFocused();
    await perfil.getByRole('button', { name: 'Cancelar' }).click();
    await expect(perfil).toBeHidden();
    // nothing was saved
    await expect(accountButton(page)).toContainText(admin.nome);

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: `Olá, ${admin.nome}` })).toBeVisible();
    await mkdir(artifactsDir, { recursive: true });
    const shot = join(artifactsDir, 'shell.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('shell', { path: shot, contentType: 'image/png' });

    await signOut(page);
  });
});

test.describe('shell as analista (rule with DRE and FluxoDeCaixa only)', () => {
  test('items without access are greyed with "Não possui acesso" and their routes are refused', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.analista.email);
    await expect(accountButton(page)).toContainText(DEMO_USERS.analista.nome);
    await expectMenu(page, ALL_LABELS);

    for (const label of ['DRE', 'DFC/Contas bancárias']) {
      await expect(menuLink(page, label)).not.toHaveAttribute('aria-disabled', 'true');
    }
    for (const item of MENU.filter((m) => m.label !== 'DRE' && m.label !== 'DFC/Contas bancárias')) {
      await expect(menuLink(page, item.label), item.label).toHaveAttribute('aria-disabled', 'true');
      await expect(menuLink(page, item.label)).not.toHaveAttribute('href');
    }
    // Relatórios: premium cliente, so shown, but greyed
    await expect(menuLink(page, 'Relatórios')).toBeVisible();

    const cluster = menuLink(page, 'Cluster');
    await cluster.hover();
    await expect(page.getByRole('tooltip')).toHaveText(NO_ACCESS);
    // a real click on the greyed entry goes nowhere: the next link's navigation is the only one since
    const navigations = trackNavigations(page);
    await cluster.click({ force: true });
    await expect(page).toHaveURL(/\/home$/);
    await menuLink(page, 'DFC/Contas bancárias').click();
    await expect(page).toHaveURL(/\/fluxo-de-caixa$/);
    expect(navigations()).toEqual(['/fluxo-de-caixa']);

    await page.goto('/cluster');
    await expect(page).toHaveURL(/\/semPermissao$/);
    await expect(page.getByText('Ops, você não tem permissão para acessar essa página')).toBeVisible();
    await page.goto('/relatorio');
    await expect(page).toHaveURL(/\/semPermissao$/);
    await page.goto('/dre');
    await expect(page).toHaveURL(/\/dre$/);
    await expect(menuLink(page, 'DRE')).toHaveAttribute('aria-current', 'page');

    await signOut(page);
  });
});

test.describe('shell as starter (Starter plan)', () => {
  test('Relatórios hidden; "Seja Premium" box opens the premium modal and asks the sales team', async ({
    page,
  }) => {
    await signIn(page, DEMO_USERS.starter.email);
    await expectMenu(
      page,
      ALL_LABELS.filter((l) => l !== 'Relatórios'),
    );
    await expect(menuLink(page, 'Relatórios')).toHaveCount(0);
    await page.goto('/relatorio');
    await expect(page).toHaveURL(/\/semPermissao$/);

    const box = page.getByRole('button', { name: /Seja Premium/ });
    await expect(box).toBeVisible();
    // only with the sidebar expanded
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(box).toHaveCount(0);
    await page.getByRole('button', { name: 'Expandir menu' }).click();
    await expect(box).toBeVisible();

    await box.click();
    const modal = page.getByRole('dialog', { name: 'Seja Premium' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Ver funcionalidades' }).click();
    const table = modal.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Funcionalidade', 'Starter', 'Premium']);
    await expect(table.getByRole('row', { name: /Histórico de dados/ })).toContainText('1 ano');
    await expect(table.getByRole('row', { name: /Histórico de dados/ })).toContainText('3 anos');
    await expect(
      table.getByRole('row', { name: /Gestão de acessos/ }).getByLabel('Não incluído'),
    ).toHaveCount(1);
    await expect(
      table.getByRole('row', { name: /Gestão de acessos/ }).getByLabel('Incluído', { exact: true }),
    ).toHaveCount(1);

    const before = await outboxSnapshot();
    await modal.getByRole('button', { name: /Quero ser premium/ }).click();
    await expect(page.getByText('Obrigado! Em breve um consultor entrará em contato.')).toBeVisible();
    const mail = await waitForMail(before, (m) => m.to.includes('comercial@matriz.app'));
    expect(mail.subject).toContain(DEMO_USERS.starter.cliente);
    expect(mail.body).toContain(DEMO_USERS.starter.cliente);
    expect(mail.body).toContain(DEMO_USERS.starter.email);
    expect(mail.body).toContain('Starter');

    // once requested, the thanks screen is permanent (local flag)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Fechar' })
      .filter({ hasText: 'Fechar' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: /Seja Premium/ }).click();
    await expect(
      page.getByRole('dialog').getByText('Obrigado! Em breve um consultor entrará em contato.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Quero ser premium/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await signOut(page);
  });
});
