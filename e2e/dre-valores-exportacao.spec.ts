import type { Page } from '@playwright/test';

import { tableRows } from './support/antd.ts';
import { DEMO_USERS, signIn } from './support/auth.ts';
import { answer, centavos } from './support/de-para.ts';
import {
  emCentavos,
  escolherPeriodo,
  filtrosForm,
  mesAtras,
  pesquisar,
  resultadoCard,
  type LinhaDre,
} from './support/dre.ts';
import { expect, test, trackPageErrors } from './support/test.ts';
import { readWorkbookRows } from './support/xlsx.ts';

/**
 * Issue 11 §5 in the browser, as the demo administrator: a manual value typed in the Valores Manuais tab shows at
 * once in the DRE's manual line, and the DRE exported as the standard kind (1) is queued, followed to /relatorio,
 * downloaded and read back with the same value. Values are compared with what the screen and the API show.
 */

test.use({ viewport: { width: 1440, height: 900 } });

const LINHA_MANUAL = 'Rateio administrativo (manual)';
/** a value no demo store has: 4.321,87 */
const DIGITADO = '4.321,87';
/** the budget typed for the same line, store and month */
const ORCADO = '1.000,00';

function procurar(linhas: LinhaDre[], rotulo: string): LinhaDre | undefined {
  for (const l of linhas) {
    if (l.label === rotulo) return l;
    const f = procurar(l.children, rotulo);
    if (f) return f;
  }
  return undefined;
}

test.describe('Valores Manuais and the DRE export as the demo administrator', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  let pageErrors: string[];
  /** the manual line's value in last month's DRE of the network, before and after the edit (centavos) */
  let antes: number;
  /** the store's value before the edit (centavos; 0 when none) */
  let anterior: number;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ acceptDownloads: true });
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

  /** Last month's DRE of the whole network, searched; the manual line's value in centavos (0 when empty). */
  async function valorDaLinhaManual(): Promise<number> {
    const r = await pesquisar(page);
    const linha = procurar(r.matriz.rows, LINHA_MANUAL);
    expect(linha, `the model has the manual line '${LINHA_MANUAL}'`).toBeDefined();
    const mes = r.colunas.find((c) => c.tipo === 'valor' && c.mes !== null)!;
    const v = linha!.cells[mes.key];
    return typeof v === 'number' ? emCentavos(v) : 0;
  }

  /** Last month and the first grupo in the Valores Manuais filter card, searched (the model and line as chosen). */
  async function buscarValores(): Promise<void> {
    const form = page.getByRole('form', { name: 'Filtros dos valores manuais' });
    const competencia = form.getByPlaceholder('MM/AAAA');
    await competencia.click();
    await competencia.fill(mesAtras(1));
    await competencia.press('Enter');
    await form.getByRole('combobox', { name: 'Grupo' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    const lista = answer(page, '/api/v1/DreValorManual/listar');
    await form.getByRole('button', { name: 'Pesquisar' }).click();
    expect((await lista).status()).toBe(200);
  }

  test("1. last month's DRE of the network: the manual line as it is", async () => {
    await page.goto('/dre');
    await escolherPeriodo(page, 0, mesAtras(1), mesAtras(1));
    antes = await valorDaLinhaManual();
  });

  test("2. a manual value typed in the tab: saving, 'Valor atualizado', the save message", async () => {
    await page.getByRole('tab', { name: 'Valores Manuais' }).click();
    const form = page.getByRole('form', { name: 'Filtros dos valores manuais' });
    // the default model and its first manual line are chosen; the month and a grupo are asked for
    await expect(form.getByTitle(`ADM.RATEIO - ${LINHA_MANUAL}`, { exact: true })).toBeVisible();
    await buscarValores();

    const resultado = page.locator('.ant-card').filter({ has: page.getByText('Valores pesquisados.') });
    const primeira = tableRows(resultado).first();
    const editar = primeira.getByRole('button', { name: /^Editar Valor de / });
    await expect(editar).toBeVisible();
    const texto = ((await editar.textContent()) ?? '').trim();
    anterior = texto.includes('R$') ? centavos(texto) : 0;
    await editar.click();
    const input = primeira.getByRole('textbox');
    await input.fill(DIGITADO);
    const editado = answer(page, '/api/v1/DreValorManual/editar', 'POST');
    await input.press('Enter');
    expect((await editado).status()).toBe(200);
    await expect(primeira.getByText('Valor atualizado')).toBeVisible();
    await expect(page.getByText('Registro salvo com sucesso.')).toBeVisible();
    await expect(primeira.getByText('Valor atualizado')).toBeHidden();
    await expect(primeira.getByText(`R$ ${DIGITADO}`)).toBeVisible();
  });

  test('3. the DRE shows it at once: the manual line moved by the difference', async () => {
    await page.getByRole('tab', { name: 'DRE' }).click();
    const depois = await valorDaLinhaManual();
    expect(depois - antes).toBe(centavos(DIGITADO) - anterior);
    antes = depois;
  });

  test('4. export kind 1 queued, followed to /relatorio, downloaded: the same value in the workbook', async () => {
    await filtrosForm(page).getByRole('button', { name: 'Exportar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar DRE' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: /^1\. DRE padrão/ }).check();
    const pedido = answer(page, '/api/v1/DRE/exportar', 'POST');
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    expect((await pedido).status()).toBe(200);
    const notice = page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Sua solicitação de relatório foi enviada' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Ver relatórios' }).click();
    await expect(page).toHaveURL(/\/relatorio$/);

    const solicitacoes = page.locator('.ant-card').filter({ hasText: 'Solicitações' });
    const linha = tableRows(solicitacoes).first();
    await expect(linha.getByRole('cell').nth(2)).toHaveText('Finalizado', { timeout: 60_000 });
    const baixado = page.waitForEvent('download');
    await linha.getByRole('button', { name: /^Baixar / }).click();
    const download = await baixado;
    await expect(page.getByText('Download concluído.')).toBeVisible();
    const path = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(path);
    const rows = await readWorkbookRows(path);
    const daLinha = rows.find((r) => typeof r[0] === 'string' && r[0].includes(LINHA_MANUAL));
    expect(daLinha, `the workbook has the line '${LINHA_MANUAL}'`).toBeDefined();
    const numeros = daLinha!.filter((v): v is number => typeof v === 'number').map(emCentavos);
    expect(numeros).toContain(antes);
  });
  test('5. a budget typed with the Orçado switch, for the same line, store and month', async () => {
    await page.goto('/dre');
    await page.getByRole('tab', { name: 'Valores Manuais' }).click();
    const form = page.getByRole('form', { name: 'Filtros dos valores manuais' });
    await form.getByText('Orçado', { exact: true }).click();
    const linha = form.getByRole('combobox', { name: 'Linha da DRE' });
    await linha.click();
    await linha.fill('ADM.RATEIO');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(`ADM.RATEIO - ${LINHA_MANUAL}`, { exact: true })
      .click();
    await buscarValores();
    const resultado = page.locator('.ant-card').filter({ has: page.getByText('Valores pesquisados.') });
    const primeira = tableRows(resultado).first();
    await primeira.getByRole('button', { name: /^Editar Valor de / }).click();
    const input = primeira.getByRole('textbox');
    await input.fill(ORCADO);
    const editado = answer(page, '/api/v1/DreValorManual/editar', 'POST');
    await input.press('Enter');
    expect((await editado).status()).toBe(200);
    await expect(primeira.getByText(`R$ ${ORCADO}`)).toBeVisible();
  });

  test("6. 'Comparar com orçado': the Orçado, Var. and Var. % columns, the budget beside the actual", async () => {
    await page.getByRole('tab', { name: 'DRE' }).click();
    const form = filtrosForm(page);
    await form.getByRole('switch', { name: 'Comparar com orçado' }).click();
    const r = await pesquisar(page);
    const headers = r.matriz.columns.map((c) => c.header);
    expect(headers).toEqual(expect.arrayContaining(['Orçado', 'Var.', 'Var. %']));
    const linha = procurar(r.matriz.rows, LINHA_MANUAL)!;
    const orcado = r.matriz.columns.find((c) => c.header === 'Orçado')!;
    // the demo budgets only account lines: the network's budget of this manual line is the value typed
    expect(emCentavos(linha.cells[orcado.key] as number)).toBe(centavos(ORCADO));
    await expect(resultadoCard(page).getByRole('columnheader', { name: 'Orçado' }).first()).toBeVisible();
  });
});
