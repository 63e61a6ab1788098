import type { Locator, Page } from '@playwright/test';

import {
  expectTableSettled,
  parsePtBrNumber,
  pickOption,
  readTotal,
  rowTexts,
  tableRows,
} from './support/antd.ts';
import { DEMO_USERS, readStoredSession, signIn } from './support/auth.ts';
import { menuLink } from './support/shell.ts';
import { expect, test } from './support/test.ts';
import { readReportSheet } from './support/xlsx.ts';

/**
 * Issue 4 §5 in the browser, as the demo administrator (premium) against the demo network: the inline edit of
 * a store's nickname and m² on /empresas, a static and a dynamic cluster on /cluster with their companies, and
 * the companies export queued, followed to /relatorio, downloaded and read back against the screen.
 */

/** The columns of the /empresas table, in order (spec 002 §2.6). */
const COL = { razao: 0, grupo: 1, codigo: 2, fantasia: 3, apelido: 4, m2: 5, cnpj: 6 } as const;
const EMPRESAS_API = '/api/v1/Empresa/listar';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const digits = (text: string) => text.replace(/\D/g, '');

const filtersForm = (page: Page) => page.getByRole('form', { name: 'Filtros de empresas' });
const resultsCard = (page: Page) => page.locator('.ant-card').filter({ hasText: 'Empresas encontradas' });

async function openEmpresas(page: Page) {
  await menuLink(page, 'Empresas').click();
  await expect(page).toHaveURL(/\/empresas$/);
  await expect(page.getByRole('heading', { name: 'Empresas', exact: true })).toBeVisible();
  await expect(tableRows(resultsCard(page)).first()).toBeVisible();
  await expectTableSettled(resultsCard(page));
}

/** Pesquisar, then waits for the list the filters ask for to be on screen. */
async function search(page: Page) {
  const answer = page.waitForResponse(
    (r) => r.url().includes(EMPRESAS_API) && r.request().method() === 'GET',
  );
  await filtersForm(page).getByRole('button', { name: 'Pesquisar' }).click();
  expect((await answer).status()).toBe(200);
  await expectTableSettled(resultsCard(page));
}

/** The success notice of an inline edit (spec 002 §8), closed afterwards so the next one is seen anew. */
async function expectEditedNotice(page: Page) {
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Empresa Editada' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Apelido / M2 atualizados');
  await notice.locator('.ant-notification-notice-close').click();
  await expect(notice).toHaveCount(0);
}

/** Opens a cell's inline editor, types the text and presses Enter. */
async function editCell(row: Locator, label: string, from: string, text: string) {
  await row.getByRole('button', { name: `Editar ${label}` }).click();
  const input = row.getByRole('textbox', { name: label });
  await expect(input).toHaveValue(from);
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveCount(0);
}

/** What of the DOM the page functions below read (the e2e project has no DOM types). */
interface Measured {
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  getBoundingClientRect(): { right: number; bottom: number; height: number };
  querySelector(selector: string): Measured | null;
}
interface MeasuredWindow {
  document: { documentElement: Measured; querySelector(selector: string): Measured | null };
  scrollTo(x: number, y: number): void;
}

/**
 * Issue 8 §5 at a window width: the Razão social list on the row of Marcas (its switch on its label row), the
 * names read whole instead of cut, m² compact and right-aligned (its values end on one line), and the sidebar's
 * background down to the foot of the page, its menu still in view there.
 */
async function expectEmpresasLayout(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const form = filtersForm(page);
  const selectOf = (label: string) =>
    form.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: label, exact: true }) });
  const marcas = await selectOf('Marcas').boundingBox();
  const razao = await selectOf('Razão social').boundingBox();
  expect(Math.abs(razao!.y - marcas!.y), `Razão social beside Marcas at ${width} px`).toBeLessThanOrEqual(1);

  const results = resultsCard(page);
  const header = results.locator('.ant-table-thead th');
  const m2Width = (await header.nth(COL.m2).boundingBox())!.width;
  expect(m2Width, 'm² is compact').toBeLessThanOrEqual(100);
  expect((await header.nth(COL.razao).boundingBox())!.width).toBeGreaterThan(m2Width * 1.5);
  await expect(header.nth(COL.m2)).toHaveCSS('text-align', 'right');
  const cells = (col: number) => tableRows(results).locator(`:scope > td:nth-child(${col + 1})`);
  for (const col of [COL.razao, COL.grupo, COL.fantasia]) {
    const cut = await cells(col).evaluateAll(
      (tds) => (tds as unknown as Measured[]).filter((td) => td.scrollWidth > td.clientWidth).length,
    );
    expect(cut, `no name cut in column ${col} at ${width} px`).toBe(0);
  }
  const m2Ends = await cells(COL.m2).evaluateAll((tds) =>
    (tds as unknown as Measured[]).map((td) =>
      Math.round(td.querySelector('.ant-typography')?.getBoundingClientRect().right ?? 0),
    ),
  );
  expect(new Set(m2Ends).size, `the m² values end on one line at ${width} px`).toBe(1);

  const foot = await page.evaluate(() => {
    const win = globalThis as unknown as MeasuredWindow;
    win.scrollTo(0, win.document.documentElement.scrollHeight);
    return {
      pageHeight: win.document.documentElement.scrollHeight,
      sider: win.document.querySelector('aside.ant-layout-sider')?.getBoundingClientRect(),
    };
  });
  expect(foot.pageHeight, 'a page longer than the window').toBeGreaterThan(1350);
  // the sidebar runs from the top bar (56 px) to the foot of the page
  expect(Math.round(foot.sider!.height), `the sidebar's length at ${width} px`).toBe(foot.pageHeight - 56);
  expect(Math.round(foot.sider!.bottom)).toBe(900);
  await expect(menuLink(page, 'DRE')).toBeInViewport();
  await page.evaluate(() => (globalThis as unknown as MeasuredWindow).scrollTo(0, 0));
}

/** The grid row of a cluster, found through the grid's name filter. */
function clusterRow(page: Page, nome: string): Locator {
  return tableRows(page.locator('.ant-card')).filter({
    has: page.getByRole('cell', { name: nome, exact: true }),
  });
}

/** The stores listed in a cluster's companies modal, by CNPJ (shown in each expanded row). */
async function clusterModalCnpjs(page: Page, nome: string): Promise<string[]> {
  const row = clusterRow(page, nome);
  await row.getByRole('button', { name: `Ver empresas de ${nome}` }).click();
  const dialog = page.getByRole('dialog', { name: `Empresas do cluster ${nome}` });
  await expect(dialog).toBeVisible();
  await expect(tableRows(dialog).first()).toBeVisible();
  await expectTableSettled(dialog);
  const count = await tableRows(dialog).count();
  await dialog.getByRole('switch', { name: 'Expandir todas' }).click();
  const cnpjCells = dialog
    .locator('.ant-descriptions-item-container')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: /^CNPJ$/ }) })
    .locator('.ant-descriptions-item-content');
  await expect(cnpjCells).toHaveCount(count);
  const cnpjs = (await cnpjCells.allTextContents()).map(digits);
  await dialog.getByRole('button', { name: /Close|Fechar/ }).click();
  await expect(dialog).toBeHidden();
  return cnpjs.sort();
}

/** Fills name and description of the open cluster modal. */
async function fillClusterHeader(dialog: Locator, nome: string, descricao: string) {
  await dialog.getByLabel('Nome', { exact: true }).fill(nome);
  await dialog.getByLabel('Descrição', { exact: true }).fill(descricao);
}

async function saveCluster(page: Page, dialog: Locator, nome: string) {
  const created = page.getByText('Cluster criado com sucesso');
  await expect(created).toHaveCount(0); // a previous save's message is gone: the next one is this one's
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(created).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Filtrar clusters por nome' }).fill(nome);
  await expect(clusterRow(page, nome)).toHaveCount(1);
  await expect(tableRows(page.locator('.ant-card'))).toHaveCount(1);
}

test.describe('companies, clusters and reports as the demo administrator', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.email);
  });

  test('/empresas: search, inline nickname and m² edit kept after a reload; a used nickname is refused', async ({
    page,
  }) => {
    await openEmpresas(page);
    const results = resultsCard(page);
    await expect(tableRows(results)).toHaveCount(25);
    expect(await readTotal(results, 'empresas')).toBeGreaterThan(25);
    await expectEmpresasLayout(page, 1440);
    await expectEmpresasLayout(page, 1000);
    await page.setViewportSize({ width: 1366, height: 800 });
    const [first, second] = await rowTexts(results);
    const alvo = {
      razao: first![COL.razao]!,
      codigo: first![COL.codigo]!,
      apelido: first![COL.apelido]!,
      m2: first![COL.m2]!,
    };
    const apelidoDeOutra = second![COL.apelido]!;
    expect(apelidoDeOutra, 'the second store has a nickname').not.toBe('—');
    expect(alvo.codigo, 'the first store has a code').not.toBe('—');

    // search by the store's code: that store only
    await filtersForm(page).getByLabel('Código da loja').fill(alvo.codigo);
    await search(page);
    await expect(results.locator('.ant-pagination-total-text')).toHaveText('1–1 de 1 empresas');
    const row = tableRows(results);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(COL.codigo)).toHaveText(alvo.codigo);

    // the nickname, then the m², edited inline: the success notice and the new values
    const novoApelido = `Loja E2E ${unique()}`;
    await editCell(row, `Apelido de ${alvo.razao}`, alvo.apelido === '—' ? '' : alvo.apelido, novoApelido);
    await expectEditedNotice(page);
    await expect(row.getByRole('cell').nth(COL.apelido)).toHaveText(novoApelido);
    const m2Antes = alvo.m2 === '—' ? '' : alvo.m2.replace(/\./g, '');
    const novoM2 = m2Antes === '1234,5' ? '1234,75' : '1234,5';
    await editCell(row, `M² de ${alvo.razao}`, m2Antes, novoM2);
    await expectEditedNotice(page);
    const m2Visto = novoM2 === '1234,5' ? '1.234,5' : '1.234,75';
    await expect(row.getByRole('cell').nth(COL.m2)).toHaveText(m2Visto);

    // after a reload: the same search (restored from local storage) and the saved values
    await page.reload();
    await expect(filtersForm(page).getByLabel('Código da loja')).toHaveValue(alvo.codigo);
    await expect(results.locator('.ant-pagination-total-text')).toHaveText('1–1 de 1 empresas');
    await expect(row.getByRole('cell').nth(COL.apelido)).toHaveText(novoApelido);
    await expect(row.getByRole('cell').nth(COL.m2)).toHaveText(m2Visto);

    // a nickname another store already has: the server's message, and the nickname back to the saved one
    await editCell(row, `Apelido de ${alvo.razao}`, novoApelido, apelidoDeOutra);
    await expect(page.getByText('Este apelido já está em uso por outra empresa da rede')).toBeVisible();
    await expect(row.getByRole('cell').nth(COL.apelido)).toHaveText(novoApelido);
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Empresa Editada' })).toHaveCount(
      0,
    );
    // … and nothing changed on the server either (the case of a nickname does not make it another one)
    await editCell(row, `Apelido de ${alvo.razao}`, novoApelido, apelidoDeOutra.toUpperCase());
    await expect(row.getByRole('cell').nth(COL.apelido)).toHaveText(novoApelido);
    await page.reload();
    await expect(row.getByRole('cell').nth(COL.apelido)).toHaveText(novoApelido);
    await expect(row.getByRole('cell').nth(COL.m2)).toHaveText(m2Visto);

    // the store as the demo had it, for the other spec files of the run (m² plays in KPIs and clusters)
    const apelidoAntes = alvo.apelido === '—' ? '' : alvo.apelido;
    await editCell(row, `Apelido de ${alvo.razao}`, novoApelido, apelidoAntes);
    await expectEditedNotice(page);
    await expect(row.getByRole('cell').nth(COL.apelido)).toHaveText(alvo.apelido);
    await editCell(row, `M² de ${alvo.razao}`, novoM2, m2Antes);
    await expectEditedNotice(page);
    await expect(row.getByRole('cell').nth(COL.m2)).toHaveText(alvo.m2);
  });

  test('/cluster: a static cluster has exactly the stores chosen; a dynamic one the stores its filter matches', async ({
    page,
  }) => {
    await menuLink(page, 'Cluster').click();
    await expect(page).toHaveURL(/\/cluster$/);
    await expect(page.getByRole('heading', { name: 'Clusters', exact: true })).toBeVisible();

    // static: one store of the first page of the picker and one of the second
    const estatico = `Estático E2E ${unique()}`;
    await page.getByRole('button', { name: 'Novo cluster' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo cluster' });
    await fillClusterHeader(dialog, estatico, 'Duas lojas escolhidas no teste');
    await expect(dialog.getByRole('radio', { name: 'Estático' })).toBeChecked();
    await expect(tableRows(dialog)).toHaveCount(6);
    await expectTableSettled(dialog);
    const primeira = tableRows(dialog).nth(1);
    const cnpjPrimeira = digits((await rowTexts(dialog))[1]![3]!);
    await primeira.getByRole('checkbox').check();
    await dialog.locator('.ant-pagination-item-2').click();
    await expect(tableRows(dialog).filter({ hasText: cnpjPrimeira })).toHaveCount(0);
    await expectTableSettled(dialog);
    const cnpjSegunda = digits((await rowTexts(dialog))[0]![3]!);
    await tableRows(dialog).first().getByRole('checkbox').check();
    await expect(dialog.getByText('2 empresa(s) selecionada(s)')).toBeVisible();
    await saveCluster(page, dialog, estatico);
    await expect(clusterRow(page, estatico).getByRole('cell').nth(2)).toHaveText('Estático');
    expect(await clusterModalCnpjs(page, estatico)).toEqual([cnpjPrimeira, cnpjSegunda].sort());

    // dynamic: every store of a state
    const dinamico = `Dinâmico E2E ${unique()}`;
    await page.getByRole('button', { name: 'Novo cluster' }).click();
    dialog = page.getByRole('dialog', { name: 'Novo cluster' });
    await fillClusterHeader(dialog, dinamico, 'Lojas de Santa Catarina');
    await dialog.getByRole('radio', { name: 'Dinâmico' }).check();
    const previewed = page.waitForResponse(
      (r) => r.url().includes('/api/v1/cluster/listar-empresas') && r.url().includes('codigoEstado=SC'),
    );
    await pickOption(page, dialog, 'Estado', 'Santa Catarina');
    expect((await previewed).status()).toBe(200);
    await expectTableSettled(dialog);
    const preview = dialog.getByText(/^\d+ empresa\(s\) atendem aos filtros$/);
    const previstas = Number(/^(\d+)/.exec((await preview.textContent()) ?? '')?.[1]);
    expect(previstas, 'the demo network has stores in Santa Catarina').toBeGreaterThan(0);
    await saveCluster(page, dialog, dinamico);
    await expect(clusterRow(page, dinamico).getByRole('cell').nth(2)).toHaveText('Dinâmico');
    const membros = await clusterModalCnpjs(page, dinamico);
    expect(membros).toHaveLength(previstas);
    expect(previstas, 'one page of the companies modal').toBeLessThanOrEqual(25);

    // the same stores as /empresas filtered by that state …
    await openEmpresas(page);
    await pickOption(page, filtersForm(page), 'Estado', 'Santa Catarina');
    await search(page);
    const results = resultsCard(page);
    expect(await readTotal(results, 'empresas')).toBe(previstas);
    const naTela = (await rowTexts(results)).map((cells) => digits(cells[COL.cnpj]!)).sort();
    expect(naTela).toEqual(membros);

    // … and as the API lists for it, with the page's own session
    const session = await readStoredSession(page);
    const answer = await page.request.get(`${EMPRESAS_API}?codigoEstado=SC&page=1&pageSize=100`, {
      headers: { Authorization: `Bearer ${session?.accessToken ?? ''}` },
    });
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { total: number; empresas: { cnpj: string }[] };
    expect(body.total).toBe(previstas);
    expect(body.empresas.map((e) => digits(e.cnpj)).sort()).toEqual(membros);

    // both deleted, with the confirmation (the demo network as it was for the other spec files)
    await menuLink(page, 'Cluster').click();
    await expect(page).toHaveURL(/\/cluster$/);
    const deleted = page.getByText('Cluster deletado com sucesso !');
    for (const nome of [estatico, dinamico]) {
      await expect(deleted).toHaveCount(0); // the previous delete's message is gone: the next one is this one's
      await page.getByRole('textbox', { name: 'Filtrar clusters por nome' }).fill(nome);
      await clusterRow(page, nome)
        .getByRole('button', { name: `Deletar ${nome}` })
        .click();
      await expect(page.getByText('Tem certeza que deseja deletar esse registro ?')).toBeVisible();
      await page.getByRole('button', { name: 'Sim', exact: true }).click();
      await expect(deleted).toBeVisible();
      await expect(clusterRow(page, nome)).toHaveCount(0);
    }
  });

  test('export companies, follow the notice to /relatorio, download the file and read it against the screen', async ({
    page,
  }, testInfo) => {
    await openEmpresas(page);
    await pickOption(page, filtersForm(page), 'Tipo de estabelecimento', 'Quiosque');
    await search(page);
    const results = resultsCard(page);
    const total = await readTotal(results, 'empresas');
    expect(total, 'more kiosks than one page').toBeGreaterThan(25);
    const primeiraPagina = (await rowTexts(results)).map((cells) => ({
      razaoSocial: cells[COL.razao],
      cnpj: cells[COL.cnpj],
      apelido: cells[COL.apelido] === '—' ? null : cells[COL.apelido],
      m2: parsePtBrNumber(cells[COL.m2]!),
    }));
    expect(primeiraPagina).toHaveLength(25);

    // Exportar → Sim → the notice, and its link to the report list
    await filtersForm(page).getByRole('button', { name: 'Exportar' }).click();
    await expect(page.getByText('Deseja exportar as empresas filtradas?')).toBeVisible();
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    const notice = page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Sua solicitação de relatório foi enviada' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Ver relatórios' }).click();
    await expect(page).toHaveURL(/\/relatorio$/);
    await expect(notice).toHaveCount(0);

    // the newest request is this one; the list follows it until it is Finalizado, by itself
    const solicitacoes = page.locator('.ant-card').filter({ hasText: 'Solicitações' });
    const linha = tableRows(solicitacoes).first();
    await expect(linha.getByRole('cell').nth(1)).toHaveText('Empresas');
    await expect(linha.getByRole('cell').nth(2)).toHaveText('Finalizado', { timeout: 60_000 });
    await expect(linha.getByRole('cell').nth(3)).toHaveText(String(total));

    const baixado = page.waitForEvent('download');
    await linha.getByRole('button', { name: /^Baixar / }).click();
    const download = await baixado;
    expect(download.suggestedFilename()).toBe('empresas.xlsx');
    await expect(page.getByText('Download concluído.')).toBeVisible();
    const path = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(path);

    // the file: the filter applied in its header block, every store of the screen's total, the first page
    // in the screen's order with the same razão social, CNPJ, nickname and m²
    const sheet = await readReportSheet(path, 'Razão Social');
    expect(sheet.title).toBe('Empresas');
    expect(sheet.block.get('Tipo de Estabelecimento')).toBe('Quiosque');
    expect(sheet.headers).toEqual([
      'Razão Social',
      'Grupo',
      'Código',
      'Nome Fantasia',
      'Apelido',
      'M2',
      'CNPJ',
    ]);
    expect(sheet.rows).toHaveLength(total);
    const doArquivo = sheet.rows.slice(0, 25).map((r) => ({
      razaoSocial: r[0],
      cnpj: r[6],
      apelido: r[4],
      m2: r[5],
    }));
    expect(doArquivo).toEqual(primeiraPagina);
  });
});
