import type { Locator, Page } from '@playwright/test';

import { tableRows } from './support/antd.ts';
import { DEMO_USERS, signIn } from './support/auth.ts';
import { menuLink } from './support/shell.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 12 in the browser, as the demo administrator (premium) against the demo network: a Mensal cash flow of six
 * months of one store with its balances, the accounts behind a saldo, a line's detail, the switch to Trimestral;
 * a bank statement of one account with the reconciled filter in the detailed mode; the bank accounts list.
 */

const API = {
  listar: '/api/v1/FluxoDeCaixa/listar',
  extrato: '/api/v1/FluxoDeCaixa/listar-extrato',
  contas: '/api/v1/FluxoDeCaixa/listar-contas-vinculadas',
};

const dia = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

/** The six whole months before the current one: first day of the first, last day of the last. */
function seisMeses(hoje = new Date()) {
  const inicio = new Date(hoje.getFullYear(), hoje.getMonth() - 6, 1);
  const fim = new Date(hoje.getFullYear(), hoje.getMonth(), 0);
  const mes = (d: Date) => `${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const meses = Array.from({ length: 6 }, (_, i) =>
    mes(new Date(inicio.getFullYear(), inicio.getMonth() + i, 1)),
  );
  return { inicio: dia(inicio), fim: dia(fim), meses };
}

/** Types a day range into an antd range picker of the form. */
async function escolherDias(page: Page, form: Locator, inicio: string, fim: string) {
  const primeiro = form.getByPlaceholder('Data inicial');
  const ultimo = form.getByPlaceholder('Data final');
  await primeiro.click();
  await primeiro.fill(inicio);
  await primeiro.press('Enter');
  await ultimo.fill(fim);
  await ultimo.press('Enter');
  await page.keyboard.press('Escape');
  await expect(primeiro).toHaveValue(inicio);
  await expect(ultimo).toHaveValue(fim);
}

/** Opens a select of the form by its label and clicks its first option (or the first titled `titulo`). */
async function escolher(page: Page, form: Locator, label: string, titulo?: string | RegExp): Promise<string> {
  // a required field's name starts with the asterisk of its label
  await form.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) }).click();
  const lista = page.locator('.ant-select-dropdown:visible');
  const opcao = titulo
    ? lista.getByTitle(titulo, { exact: true }).first()
    : lista.locator('.ant-select-item-option').first();
  await expect(opcao).toBeVisible();
  const texto = (await opcao.getAttribute('title')) ?? (await opcao.innerText());
  await opcao.click();
  if (await lista.count()) await page.keyboard.press('Escape');
  await expect(lista).toHaveCount(0);
  return texto;
}

/** Pesquisar on a form, with the answer of `url` (200). */
async function pesquisar(page: Page, form: Locator, url: string) {
  const resposta = page.waitForResponse(
    (r) => new URL(r.url()).pathname === url && r.request().method() !== 'OPTIONS',
  );
  await form.getByRole('button', { name: 'Pesquisar' }).click();
  const r = await resposta;
  expect(r.status(), await r.text()).toBe(200);
  return r.json();
}

test('fluxo de caixa mensal com saldos, extrato conciliado e contas bancárias', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email);
  await menuLink(page, 'DFC/Contas bancárias').click();
  await expect(page).toHaveURL(/\/fluxo-de-caixa$/);
  await expect(page.getByRole('tab', { name: 'Fluxo de caixa', selected: true })).toBeVisible();

  // ---- cash flow: one store (one grupo), Mensal, six months, with balances
  const filtros = page.getByRole('form', { name: 'Filtros do fluxo de caixa' });
  await escolher(page, filtros, 'Empresas');
  // a click landing on the list being redrawn is lost: the chosen store's tag must be there
  await expect(filtros.locator('.ant-select-selection-item').first()).toBeVisible();
  await escolher(page, filtros, 'Período', 'Mensal');
  const periodo = seisMeses();
  await escolherDias(page, filtros, periodo.inicio, periodo.fim);
  const saldos = filtros.getByRole('checkbox', { name: 'Trazer saldos' });
  await expect(saldos).toBeEnabled();
  await saldos.check();
  const resposta = (await pesquisar(page, filtros, API.listar)) as { trazerSaldos: boolean };
  expect(resposta.trazerSaldos).toBe(true);

  const grade = page.getByRole('treegrid', { name: 'Fluxo de caixa' });
  await expect(grade).toBeVisible();
  for (const coluna of [...periodo.meses, 'Total'])
    await expect(grade.getByRole('columnheader', { name: coluna, exact: true })).toBeVisible();
  await expect(grade.getByRole('rowheader').first()).toContainText('Saldo inicial');
  await expect(grade.getByRole('rowheader', { name: /Saldo final/ })).toBeVisible();

  // the grid is one Tab stop moved with the keyboard: End reaches the Total column, scrolled into view past the
  // frozen Nome column; Home and the right arrow come back to the first month
  await grade.focus();
  await page.keyboard.press('End');
  const focada = grade.locator('.dfc-ativa');
  await expect(focada).toHaveAttribute('aria-colindex', String(periodo.meses.length + 2));
  await expect(focada).toBeInViewport();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(focada).toHaveAttribute('aria-colindex', '2');

  // the accounts behind the first month's opening balance, opened with Enter on the focused cell
  await page.keyboard.press('Enter');
  const modalSaldo = page.getByRole('dialog', { name: new RegExp(`Saldo inicial · ${periodo.meses[0]}`) });
  await expect(modalSaldo).toBeVisible();
  await expect(tableRows(modalSaldo).first()).toBeVisible();
  await modalSaldo
    .getByRole('button', { name: /Close|Fechar/ })
    .first()
    .click();
  await expect(modalSaldo).toHaveCount(0);

  // a line's detail (an account line of the first month, under the totals): ledger rows with the spec's columns
  await grade.getByRole('button', { name: 'Expandir todas as linhas' }).click();
  await expect(grade.getByRole('button', { name: 'Recolher todas as linhas' })).toBeVisible();
  await grade
    .getByTitle(new RegExp(`^Detalhe: .+ — ${periodo.meses[0]}$`))
    .first()
    .click();
  const detalhe = page.getByRole('dialog', { name: 'Detalhes da linha' });
  await expect(detalhe).toBeVisible();
  for (const coluna of ['Data', 'Empresa', 'Fornecedor', 'Valor'])
    await expect(detalhe.getByRole('columnheader', { name: coluna, exact: true })).toBeVisible();
  await expect(tableRows(detalhe).first()).toBeVisible();
  await detalhe
    .getByRole('button', { name: /Close|Fechar/ })
    .first()
    .click();
  await expect(detalhe).toHaveCount(0);

  // Trimestral: the result hides on the change and the new search has quarters
  await escolher(page, filtros, 'Período', 'Trimestral');
  await expect(grade).toHaveCount(0);
  await pesquisar(page, filtros, API.listar);
  await expect(grade.getByRole('columnheader', { name: /trimestre/ }).first()).toBeVisible();

  // ---- bank statement: the required fields first, then a grupo's account, reconciled lines, detailed
  await page.getByRole('tab', { name: 'Extrato bancário' }).click();
  const extrato = page.getByRole('form', { name: 'Filtros do extrato bancário' });
  let pedidosDeExtrato = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === API.extrato) pedidosDeExtrato++;
  });
  await extrato.getByRole('button', { name: 'Pesquisar' }).click();
  for (const mensagem of [
    'Por favor, escolha um grupo',
    'Por favor, escolha uma conta',
    'Por favor, escolha um range de datas',
  ])
    await expect(extrato.getByText(mensagem)).toBeVisible();
  await expect(page.getByText('Por favor, preencha todos os campos obrigatórios')).toBeVisible();
  expect(pedidosDeExtrato).toBe(0);
  await escolher(page, extrato, 'Grupo');
  // a bank account, not a store's cash register (the demo statements come from the banks)
  await escolher(page, extrato, 'Conta bancária', /^(?!Caixa )/);
  await escolherDias(page, extrato, periodo.inicio, periodo.fim);
  await escolher(page, extrato, 'Status', 'Conciliados');
  await extrato.getByText('Detalhado', { exact: true }).click();
  const linhas = (await pesquisar(page, extrato, API.extrato)) as {
    extrato: { extratoConciliado: boolean }[];
  };
  expect(linhas.extrato.length).toBeGreaterThan(0);
  expect(linhas.extrato.every((l) => l.extratoConciliado)).toBe(true);
  const cardExtrato = page.locator('.ant-card').filter({ hasText: 'Extrato bancário' }).last();
  await expect(tableRows(cardExtrato).first()).toBeVisible();

  // ---- bank accounts: the list, and every company of an account with more than three
  await page.getByRole('tab', { name: 'Contas bancárias' }).click();
  const contas = page.getByRole('form', { name: 'Filtros de contas bancárias' });
  await pesquisar(page, contas, API.contas);
  const lista = page.locator('.ant-card').filter({ hasText: 'Contas bancárias vinculadas' });
  await expect(tableRows(lista).first()).toBeVisible();
  const verTodas = lista.getByRole('button', { name: /Ver todas \(\d+\)/ }).first();
  const n = Number((await verTodas.innerText()).replace(/\D/g, ''));
  await verTodas.click();
  const dialogo = page.getByRole('dialog', { name: /Empresas vinculadas a/ });
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('listitem')).toHaveCount(n);
});
