import type { Page } from '@playwright/test';

import { DEMO_USERS, signIn, type LoginAnswer } from './support/auth.ts';
import { answer } from './support/de-para.ts';
import { emCentavos, escolherPeriodo, mesAtras, pesquisar, type RespostaDre } from './support/dre.ts';
import { menuLink, trackNavigations } from './support/shell.ts';
import { expect, test, trackPageErrors } from './support/test.ts';
import {
  acharContaDaRede,
  API,
  arquivoInput,
  getJson,
  ledgerCsv,
  linhaDoArquivo,
  linhasDre,
  statusPanel,
  usersXlsx,
  type ContaDaRede,
} from './support/upload.ts';
import { readWorkbookRows } from './support/xlsx.ts';

/**
 * Issue 13 §3 in the browser, as the demo administrator against the demo network: a ledger CSV built from the
 * network (a store's CNPJ, a franchisee account with an approved De-Para) and a users xlsx uploaded together with a
 * ledger CSV that has a bad row; the Status tab follows them to Finalizado without a reload; the refused file's notes
 * exported, followed to /relatorio and read; the uploaded value in the DRE. Values come from the API, not constants.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/** A value no demo entry has, so the DRE moves by exactly it: 4.321,87 */
const VALOR = '4.321,87';
const carimbo = Date.now().toString(36);
const ARQUIVOS = {
  lancamentos: `lancamentos-e2e-${carimbo}.csv`,
  comErro: `lancamentos-com-erro-${carimbo}.csv`,
  usuarios: `usuarios-e2e-${carimbo}.xlsx`,
};
const CONTA_INEXISTENTE = 'E2E-NAO-EXISTE';
const EMAIL = `upload.e2e.${carimbo}@matriz.demo`;

/** The account's row in last month's DRE of the whole network, in centavos (0 when empty). */
function valorDaConta(r: RespostaDre, rotulo: string): number {
  const linha = [...linhasDre(r.matriz.rows)].find((l) => l.label === rotulo);
  expect(linha, `the DRE has the row '${rotulo}'`).toBeDefined();
  const mes = r.colunas.find((c) => c.tipo === 'valor' && c.mes !== null)!;
  const v = linha!.cells[mes.key];
  return typeof v === 'number' ? emCentavos(v) : 0;
}

test.describe('Upload as the demo administrator: send, follow, export the notes, see it in the DRE', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  let pageErrors: string[];
  let login: LoginAnswer;
  let conta: ContaDaRede;
  /** the account's value in last month's DRE before the upload (centavos) */
  let antes: number;
  let navegacoes: () => string[];

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ acceptDownloads: true });
    pageErrors = trackPageErrors(context);
    page = await context.newPage();
    login = await signIn(page, DEMO_USERS.admin.email);
  });

  test.afterEach(() => {
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  async function dreDoMesPassado(): Promise<RespostaDre> {
    await menuLink(page, 'DRE').click();
    await expect(page).toHaveURL(/\/dre$/);
    await escolherPeriodo(page, 0, mesAtras(1), mesAtras(1));
    return pesquisar(page);
  }

  test("1. last month's DRE, and an account of the network that feeds one of its rows", async () => {
    const dre = await dreDoMesPassado();
    const rotulos = new Set([...linhasDre(dre.matriz.rows)].map((l) => l.label));
    conta = await acharContaDaRede(page.request, login.accessToken, login.customer.marcas, rotulos);
    antes = valorDaConta(dre, conta.rotuloDre);
  });

  test('2. tab Upload: the ledger files and the users file sent, each with its progress and message', async () => {
    await menuLink(page, 'Upload').click();
    await expect(page).toHaveURL(/\/upload$/);
    const area = page.getByText('Clique ou arraste arquivos para esta área');
    await expect(page.getByText('Escolha o tipo do arquivo para enviar')).toBeVisible();

    await page.getByRole('combobox', { name: 'Tipo do arquivo' }).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle('Processamento de dados', { exact: true })
      .click();
    await expect(
      page.getByText('Arquivos .csv ou .xlsx do tipo escolhido; vários de uma vez.'),
    ).toBeVisible();
    const dia = `15/${mesAtras(1)}`;
    const enviados = page.waitForResponse((r) => r.url().endsWith(API.upload) && r.status() === 200);
    await arquivoInput(page).setInputFiles([
      {
        name: ARQUIVOS.lancamentos,
        mimeType: 'text/csv',
        buffer: ledgerCsv([
          {
            cnpj: conta.cnpj,
            conta: conta.codigo,
            data: dia,
            valor: VALOR,
            id: `e2e-${carimbo}-1`,
            historico: 'Teste e2e',
          },
        ]),
      },
      {
        name: ARQUIVOS.comErro,
        mimeType: 'text/csv',
        buffer: ledgerCsv([
          {
            cnpj: conta.cnpj,
            conta: conta.codigo,
            data: dia,
            valor: '10,00',
            id: `e2e-${carimbo}-2`,
            historico: 'ok',
          },
          {
            cnpj: conta.cnpj,
            conta: CONTA_INEXISTENTE,
            data: dia,
            valor: '20,00',
            id: `e2e-${carimbo}-3`,
            historico: 'x',
          },
        ]),
      },
      { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é planilha') },
    ]);
    await expect(page.getByText('notas.txt: Apenas arquivos .csv e .xlsx são aceitos.')).toBeVisible();
    await enviados;
    for (const nome of [ARQUIVOS.lancamentos, ARQUIVOS.comErro]) {
      await expect(page.getByText(`${nome} enviado com sucesso`)).toBeVisible();
      const envio = page.getByRole('listitem', { name: `Envio de ${nome}` });
      await expect(envio.getByText('Enviado: acompanhe o processamento na aba Status')).toBeVisible();
      await expect(envio.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    }

    const { regras } = await getJson<{ regras: { nome: string; tipo: string }[] }>(
      page.request,
      login.accessToken,
      API.regras,
      { page: 1, pageSize: 25 },
    );
    const regra = regras.find((r) => r.tipo !== 'Administrador') ?? regras[0]!;
    await page.getByRole('combobox', { name: 'Tipo do arquivo' }).click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle('Cadastro de usuários em lote', { exact: true })
      .click();
    await arquivoInput(page).setInputFiles({
      name: ARQUIVOS.usuarios,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await usersXlsx([{ nome: 'Usuário do Upload E2E', email: EMAIL, regra: regra.nome }]),
    });
    await expect(page.getByText(`${ARQUIVOS.usuarios} enviado com sucesso`)).toBeVisible();
    await expect(area).toBeVisible();
  });

  test('3. tab Status: the three files reach Finalizado by themselves, without a reload', async () => {
    navegacoes = trackNavigations(page);
    const consultas: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === API.status) consultas.push(r.url());
    });
    await page.getByRole('button', { name: 'Ver status' }).click();
    const panel = statusPanel(page);
    for (const nome of Object.values(ARQUIVOS)) await expect(linhaDoArquivo(panel, nome)).toHaveCount(1);

    const pendentes = await panel
      .locator('.ant-table-tbody .ant-tag')
      .filter({ hasText: /^(Aguardando|Processando)/ })
      .count();
    await expect(linhaDoArquivo(panel, ARQUIVOS.lancamentos).locator('.ant-tag')).toHaveText('Finalizado', {
      timeout: 60_000,
    });
    await expect(linhaDoArquivo(panel, ARQUIVOS.lancamentos)).toContainText(
      '1 linha: 1 inserida, 0 atualizadas',
    );
    await expect(linhaDoArquivo(panel, ARQUIVOS.usuarios).locator('.ant-tag')).toHaveText('Finalizado', {
      timeout: 60_000,
    });
    await expect(linhaDoArquivo(panel, ARQUIVOS.comErro).locator('.ant-tag')).toHaveText(
      'Finalizado com erro',
      {
        timeout: 60_000,
      },
    );
    await expect(linhaDoArquivo(panel, ARQUIVOS.comErro)).toContainText('nada foi gravado');
    // followed by polling GET status (when anything was still pending on arrival), never by reloading the page
    if (pendentes > 0) expect(consultas.length).toBeGreaterThan(0);
    expect(navegacoes()).toEqual([]);

    const { users } = await getJson<{ users: { email: string }[] }>(
      page.request,
      login.accessToken,
      API.usuarios,
      {
        page: 1,
        pageSize: 25,
        email: EMAIL,
      },
    );
    expect(users.map((u) => u.email)).toEqual([EMAIL]);
  });

  test("4. the refused file's notes: read on screen, exported, followed to /relatorio and read from the xlsx", async () => {
    const panel = statusPanel(page);
    const linha = linhaDoArquivo(panel, ARQUIVOS.comErro);
    await linha.getByRole('button', { name: `Ver as notas de ${ARQUIVOS.comErro}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Notas de ${ARQUIVOS.comErro}`)).toBeVisible();
    const nota = dialog.locator('li').filter({ hasText: CONTA_INEXISTENTE });
    await expect(nota).toHaveCount(1);
    await expect(nota).toContainText(/^Linha \d+/);
    const textoDaNota = ((await nota.textContent()) ?? '').trim();
    // the footer's button (the corner's × has the same name)
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();

    const pedido = answer(page, API.exportarNotas, 'POST');
    await linha.getByRole('button', { name: `Exportar notas de ${ARQUIVOS.comErro}` }).click();
    expect((await pedido).status()).toBe(200);
    const notice = page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Sua solicitação de relatório foi enviada' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Ver relatórios' }).click();
    await expect(page).toHaveURL(/\/relatorio$/);

    const solicitacoes = page.locator('.ant-card').filter({ hasText: 'Solicitações' });
    const relatorio = solicitacoes.locator('.ant-table-tbody > tr.ant-table-row').first();
    await expect(relatorio.getByRole('cell').nth(1)).toHaveText('Notas de arquivo enviado');
    await expect(relatorio.getByRole('cell').nth(2)).toHaveText('Finalizado', { timeout: 60_000 });
    const baixado = page.waitForEvent('download');
    await relatorio.getByRole('button', { name: /^Baixar / }).click();
    const download = await baixado;
    const path = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(path);
    const celulas = (await readWorkbookRows(path)).flat().map((v) => String(v ?? ''));
    expect(celulas).toContain(ARQUIVOS.comErro);
    expect(celulas.some((c) => textoDaNota.endsWith(c) && c.includes(CONTA_INEXISTENTE))).toBe(true);
  });

  test('5. the DRE shows the uploaded value (and nothing of the refused file)', async () => {
    const depois = valorDaConta(await dreDoMesPassado(), conta.rotuloDre);
    const enviado = Number(VALOR.replace(/\./g, '').replace(',', ''));
    expect(depois - antes).toBe(enviado);
  });
});
