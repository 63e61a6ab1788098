import type { Page } from '@playwright/test';

import { DEMO_USERS, signIn } from './support/auth.ts';
import { answer, centavos } from './support/de-para.ts';
import {
  API,
  cabecalhos,
  emCentavos,
  escolherPeriodo,
  filtrosForm,
  linhaDaTabela,
  linhasDaTabela,
  mesAtras,
  pesquisar,
  resultadoCard,
  type LinhaDre,
  type RespostaDre,
} from './support/dre.ts';
import { menuLink } from './support/shell.ts';
import { expect, test, trackPageErrors } from './support/test.ts';

/**
 * Issue 10 §4 in the browser, as the demo administrator (premium) against the demo network, step after step on one
 * page: the DRE of the last 12 months, a line opened, a month cell's detail and a line's ledger rows (summing to the
 * line), the vertical and horizontal analyses with their columns, and 13 months refused with the spec's message.
 * The numbers on screen are compared with the API's answer, not with constants.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const maxMeses = 'A quantidade de meses selecionados ultrapassou o limite de 12 meses.';
const maxColunas = 'Relatórios com mais de 36 colunas são gerados exclusivamente via exportação para Excel.';

/** The headers the screen must show for an answer: the label column, then each matrix column in order. */
const cabecalhosDe = (r: RespostaDre) => [r.matriz.labelHeader, ...r.matriz.columns.map((c) => c.header)];

test.describe('DRE as the demo administrator: search, open, drill down, compare', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  let pageErrors: string[];
  let resposta: RespostaDre;
  /** the first line with rows under it, and the first of those */
  let linha: LinhaDre;
  let filha: LinhaDre;
  const card = () => resultadoCard(page);

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    pageErrors = trackPageErrors(context);
    page = await context.newPage();
    await signIn(page, DEMO_USERS.admin.email);
  });

  test.afterEach(() => {
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('1. /dre from the menu: the default model, the last 12 months searched, one column per month', async () => {
    const modelos = answer(page, API.modelos);
    await menuLink(page, 'DRE').click();
    await expect(page).toHaveURL(/\/dre$/);
    const lista = (await (await modelos).json()) as { nome: string; padrao: boolean }[];
    const padrao = lista.find((m) => m.padrao);
    expect(padrao, 'the demo cliente has a default DRE model').toBeDefined();
    const form = filtrosForm(page);
    await expect(form.getByTitle(padrao!.nome, { exact: true })).toBeVisible();

    await escolherPeriodo(page, 0, mesAtras(11), mesAtras(0));
    await expect(form.getByText('12 meses selecionados')).toBeVisible();
    resposta = await pesquisar(page);

    const meses = resposta.colunas.filter((c) => c.tipo === 'valor' && c.mes !== null);
    expect(meses).toHaveLength(12);
    await expect(cabecalhos(card())).toHaveText(cabecalhosDe(resposta));
    await expect(linhasDaTabela(card()).first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]consulta=/);
  });

  test('2. a copied link opens and runs the same DRE', async () => {
    const outra = await page.context().newPage();
    const listada = answer(outra, API.listar, 'POST');
    await outra.goto(page.url());
    expect((await listada).status()).toBe(200);
    await expect(cabecalhos(resultadoCard(outra))).toHaveText(cabecalhosDe(resposta));
    await outra.close();
  });

  test('3. a line opens into the rows under it', async () => {
    const comContas = resposta.matriz.rows.find((l) => l.children.length > 0);
    expect(comContas, 'the demo DRE has a line with rows under it').toBeDefined();
    linha = comContas!;
    filha = linha.children[0]!;
    const row = linhaDaTabela(card(), linha.label);
    await expect(card().getByTitle(filha.label, { exact: true })).toHaveCount(0);
    await row.getByRole('button', { name: 'Expandir linha' }).click();
    await expect(card().getByTitle(filha.label, { exact: true })).toBeVisible();
  });

  test("4. a month cell's detail: the cell broken down, its value the cell's", async () => {
    const row = linhaDaTabela(card(), filha.label);
    const celula = row.locator('.dre-celula-botao').first();
    await expect(celula).toBeVisible();
    const texto = (await celula.textContent()) ?? '';
    const detalhe = answer(page, API.detalhesMes, 'POST');
    await celula.click();
    const dialog = page.getByRole('dialog', { name: 'Detalhes do mês selecionado' });
    await expect(dialog).toBeVisible();
    expect((await detalhe).status()).toBe(200);
    const vazio = dialog.getByText('Não existem detalhes para esse item.');
    const valor = dialog.locator('.ant-descriptions-item').filter({ hasText: 'Valor' });
    await expect(vazio.or(valor)).toBeVisible();
    if (await valor.isVisible()) expect(centavos((await valor.textContent()) ?? '')).toBe(centavos(texto));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("5. a line's ledger rows: paged, and summing to the line over the period", async () => {
    const row = linhaDaTabela(card(), filha.label);
    const detalhe = answer(page, API.detalhesLinha, 'POST');
    await row.getByRole('button', { name: `Detalhes de Linha: ${filha.label}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Detalhes de Linha' });
    await expect(dialog).toBeVisible();
    const r = await detalhe;
    expect(r.status(), await r.text()).toBe(200);
    const corpo = (await r.json()) as { soma: number; total: number };
    const meses = resposta.colunas.filter((c) => c.tipo === 'valor' && c.mes !== null && c.filtro === 'A');
    const somaDosMeses = meses.reduce((s, c) => {
      const v = filha.cells[c.key];
      return s + (typeof v === 'number' ? emCentavos(v) : 0);
    }, 0);
    expect(emCentavos(corpo.soma)).toBe(somaDosMeses);
    const total = dialog.locator('.ant-table-summary');
    await expect(total).toContainText('Total');
    expect(centavos((await total.textContent())?.replace('Total', '') ?? '')).toBe(somaDosMeses);
    if (corpo.total > 0)
      await expect(dialog.locator('.ant-pagination-total-text')).toContainText('lançamentos');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('6. vertical and horizontal analyses: 36 columns at most, then the columns of A, B and the variation', async () => {
    const form = filtrosForm(page);
    await form.getByRole('switch', { name: 'Análise vertical' }).click();
    await form.getByRole('switch', { name: 'Análise horizontal' }).click();
    // any change hides the result; B starts as a copy of A (12 months × 5 columns: too many for the screen)
    await expect(card().getByText('Escolha as opções de pesquisa e clique em Pesquisar.')).toBeVisible();
    await expect(form.getByText('Filtro B')).toBeVisible();
    await expect(form.getByPlaceholder('Mês inicial').nth(1)).toHaveValue(mesAtras(11));
    await expect(form.getByText(maxColunas)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Pesquisar' })).toBeDisabled();

    await escolherPeriodo(page, 0, mesAtras(5), mesAtras(0));
    await escolherPeriodo(page, 1, mesAtras(17), mesAtras(12));
    await expect(form.getByText(maxColunas)).toBeHidden();
    const r = await pesquisar(page);
    const tipos = new Set(r.colunas.map((c) => c.tipo));
    expect([...tipos]).toEqual(expect.arrayContaining(['valor', 'analise-vertical', 'variacao']));
    expect(r.colunas.some((c) => c.filtro === 'B')).toBe(true);
    expect(r.matriz.columns).toHaveLength(6 * 5);
    await expect(cabecalhos(card())).toHaveText(cabecalhosDe(r));
  });

  test("7. 13 months: the counter turns red with the spec's message", async () => {
    const form = filtrosForm(page);
    await form.getByRole('switch', { name: 'Análise horizontal' }).click();
    await escolherPeriodo(page, 0, mesAtras(12), mesAtras(0));
    const contador = form.getByText('13 meses selecionados');
    await expect(contador).toBeVisible();
    await expect(contador).toHaveClass(/ant-typography-danger/);
    await expect(form.getByText(maxMeses)).toBeVisible();
  });
});
