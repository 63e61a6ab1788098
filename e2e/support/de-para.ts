import type { Locator, Page, Response } from '@playwright/test';

import { expectTableSettled, rowTexts, tableRows } from './antd.ts';
import { expect } from './test.ts';

/** Helpers of the De-Para journey (e2e/de-para.spec.ts): API answers awaited, values read from the screen. */

export const API = {
  lista: '/api/v1/DePara/listar',
  pendente: '/api/v1/DePara/listar-por-franqueado-marca-pendente',
  revisao: '/api/v1/DePara/listar-por-franqueado-marca-revisao',
  aprovado: '/api/v1/DePara/listar-por-franqueado-marca-aprovado',
  planoDeContas: '/api/v1/DePara/listar-plano-de-contas',
  criar: '/api/v1/DePara/criar-depara-franqueado',
  aprovar: '/api/v1/DePara/aprovar-configuracoes',
  solicitacoes: '/api/v1/DePara/listar-solicitacoes',
  rejeitar: '/api/v1/DePara/rejeitar-solicitacoes',
} as const;

/** The pending tab shows the movement in a column of its own from 1400 px on (below, under the account). */

/** The next answer of an API path (query aside) and method that satisfies `match`. */
export function answer(
  page: Page,
  path: string,
  method = 'GET',
  match: (query: URLSearchParams) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === path && r.request().method() === method && match(url.searchParams);
  });
}

/** 'R$ 14.014.257,58' → 1401425758 (centavos: exact sums). */
export function centavos(text: string): number {
  const digits = text.replace(/[^\d,-]/g, '');
  expect(digits, `money on screen: '${text}'`).toMatch(/^-?\d+,\d{2}$/);
  return Number(digits.replace(',', ''));
}

/** Case and accents aside, as the server's search compares. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A count as the list shows it ('1.234') → 1234. */
export const inteiro = (text: string | undefined) => Number((text ?? '').replace(/\./g, ''));

/** A pending account as the steps carry it: its name, counterpart, marca and movement, as shown. */
export interface MappedAccount {
  conta: string;
  para: string;
  marca: string;
  movimento: string;
}
export const noAccount: MappedAccount = { conta: '', para: '', marca: '', movimento: '' };

export interface Counts {
  pendente: number;
  revisao: number;
  aprovado: number;
}

export const grupoCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Grupos$/ }) });
export const filtersForm = (page: Page) => page.getByRole('form', { name: 'Filtros de De-Para' });

export interface GrupoRow {
  nome: string;
  counts: Counts;
  /** 'Valor pendente (12 meses)', in centavos */
  valorPendente: number;
}

/** The grupos of the main list as shown: name, the three counts (the links' numbers) and the money at stake. */
export async function readGrupos(page: Page): Promise<GrupoRow[]> {
  const rows = tableRows(grupoCard(page));
  // the name is read from the count link's label ('Pendentes de <nome>: <n>'): the cell also holds the code
  const labels = await rows
    .getByRole('link', { name: /^Pendentes de / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
  const cells = await rowTexts(grupoCard(page));
  return cells.map(([, pendente, revisao, aprovado, valor], i) => ({
    nome: /^Pendentes de (.+): \d+$/.exec(labels[i] ?? '')?.[1] ?? '',
    counts: { pendente: inteiro(pendente), revisao: inteiro(revisao), aprovado: inteiro(aprovado) },
    valorPendente: centavos(valor ?? ''),
  }));
}

/** The detail tabs' labels 'Pendentes (n)', 'Revisão (n)', 'Aprovados (n)' (spec 002 §2.3). */
export async function expectTabCounts(page: Page, c: Counts) {
  await expect(page.getByRole('tab')).toHaveText([
    `Pendentes (${c.pendente})`,
    `Revisão (${c.revisao})`,
    `Aprovados (${c.aprovado})`,
  ]);
}

/** A detail table's row by its account (the checkbox is named after it). */
export const accountRow = (page: Page, conta: string) =>
  tableRows(page.getByRole('tabpanel')).filter({
    has: page.getByRole('checkbox', { name: `Selecionar ${conta}`, exact: true }),
  });

/** The name filter of a detail tab (code or name of the row's account), applied with Enter. */
export async function filterByAccount(page: Page, api: string, conta: string) {
  const codigo = conta.split(' - ')[0]!;
  await page.getByRole('button', { name: 'Filtrar Conta do franqueado', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Filtrar Conta do franqueado por código ou nome' });
  const listed = answer(page, api, 'GET', (q) => q.get('Nome') === codigo);
  await input.fill(codigo);
  await input.press('Enter');
  expect((await listed).status()).toBe(200);
  await expect(page.getByRole('tabpanel').getByText(`Nome: ${codigo}`)).toBeVisible();
}

/** A detail tab's row of an account: on the page shown, else found through the name filter. */
export async function findAccount(page: Page, api: string, conta: string): Promise<Locator> {
  const row = accountRow(page, conta);
  if ((await row.count()) === 0) await filterByAccount(page, api, conta);
  await expect(row).toHaveCount(1);
  return row;
}

/** Every row of a detail tab on one page: the largest page size offered ('100 / página'). */
export async function showLargestPage(page: Page, api: string) {
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('combobox', { name: 'tamanho da página' }).click();
  const listed = answer(page, api, 'GET', (q) => q.get('pageSize') === '100');
  await page.locator('.ant-select-dropdown:visible').getByTitle('100 / página', { exact: true }).click();
  expect((await listed).status()).toBe(200);
  await expectTableSettled(panel);
}

/** The single-choice Status select of the requests filter. */
export async function pickStatus(page: Page, form: Locator, status: string) {
  const combobox = form.getByRole('combobox', { name: 'Status', exact: true });
  await combobox.click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.getByTitle(status, { exact: true }).click();
  await expect(dropdown).toHaveCount(0);
  await expect(form.locator('.ant-select').first()).toHaveText(status);
}
