import type { Locator, Page } from '@playwright/test';

import { expectTableSettled, pickOption, readTotal, rowTexts, tableRows } from './support/antd.ts';
import { DEMO_USERS, signIn } from './support/auth.ts';
import { menuLink } from './support/shell.ts';
import { expect, test, trackPageErrors } from './support/test.ts';
import {
  API,
  answer,
  centavos,
  fold,
  noAccount,
  type Counts,
  grupoCard,
  filtersForm,
  readGrupos,
  expectTabCounts,
  accountRow,
  findAccount,
  showLargestPage,
  pickStatus,
} from './support/de-para.ts';

/**
 * Issue 9 §5 in the browser, as the demo administrator against the demo network, one step after another on
 * one page: in the first grupo (ordered by the money at stake) with two pending accounts, two accounts mapped
 * (a suggestion accepted, a counterpart searched and chosen), sent to review, approved and found among the
 * approved, the counts of the tabs and of the main list moved by two, the money at stake by their movement;
 * then a franchisee's request rejected with a justification. Every value is read from the screen.
 */

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('De-Para as the demo administrator: map, review, approve; reject a request', () => {
  // one journey, step by step, on one page: a step that fails skips the ones after it, and each step has a
  // timeout of its own (on a loaded machine the whole journey may take longer than one test's)
  test.describe.configure({ mode: 'serial' });

  let page: Page;
  let pageErrors: string[];
  // what the steps read on screen and hand on
  let nome = '';
  let antes: Counts = { pendente: 0, revisao: 0, aprovado: 0 };
  let valorAntes = 0;
  let query = '';
  /** the two accounts mapped: A with its suggestion, B with the counterpart chosen in the selector */
  const mapped = { A: { ...noAccount }, B: { ...noAccount } };
  const panel = () => page.getByRole('tabpanel');

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

  test("1. /de-para ordered by the money at stake: a grupo's Pendentes link opens its pending tab", async () => {
    const listed = answer(page, API.lista);
    await menuLink(page, 'De - Para').click();
    await expect(page).toHaveURL(/\/de-para$/);
    expect((await listed).status()).toBe(200);
    const grupos = grupoCard(page);
    await expect(tableRows(grupos).first()).toBeVisible();
    await expectTableSettled(grupos);
    await expect(grupos.locator('thead th')).toHaveText([
      'Grupo',
      'Pendentes',
      'Revisão',
      'Aprovados',
      'Valor pendente (12 meses)',
    ]);
    const money = grupos.locator('thead th').filter({ hasText: 'Valor pendente' });
    for (const [order, sort] of [
      ['valorPendente', 'ascending'],
      ['-valorPendente', 'descending'],
    ] as const) {
      const sorted = answer(page, API.lista, 'GET', (q) => q.get('Order') === order);
      await money.click();
      expect((await sorted).status()).toBe(200);
      await expect(money).toHaveAttribute('aria-sort', sort);
      await expectTableSettled(grupos);
    }
    const valores = await readGrupos(page);
    expect(valores.length).toBeGreaterThan(1);
    const sortedDesc = [...valores].sort((a, b) => b.valorPendente - a.valorPendente);
    expect(
      valores.map((v) => v.valorPendente),
      'ordered by the money at stake',
    ).toEqual(sortedDesc.map((v) => v.valorPendente));
    const grupo = valores.find((v) => v.counts.pendente >= 2);
    expect(grupo, 'a grupo with two pending accounts on the first page').toBeDefined();
    ({ nome, counts: antes, valorPendente: valorAntes } = grupo!);

    const pendentes = answer(page, API.pendente);
    await grupos.getByRole('link', { name: `Pendentes de ${nome}: ${antes.pendente}`, exact: true }).click();
    await expect(page).toHaveURL(/\/de-para\/franqueado\/pendente\/[^/?]+\?/);
    expect((await pendentes).status()).toBe(200);
    const detailUrl = new URL(page.url());
    expect(detailUrl.searchParams.get('nome')).toBe(nome);
    query = detailUrl.search;
    await expect(page.getByRole('heading', { name: nome, exact: true })).toBeVisible();
    await expectTabCounts(page, antes);
    await expect(tableRows(panel()).first()).toBeVisible();
    await expectTableSettled(panel());
  });

  test('2. a suggestion accepted and a counterpart searched and chosen, sent to review', async () => {
    // two accounts with a suggestion: the first accepted as it is, the second given another counterpart
    const sugeridas = tableRows(panel()).filter({
      has: page.locator('.ant-tag', { hasText: /^Sugestão \d+%$/ }),
    });
    expect(await sugeridas.count(), 'two pending accounts with a suggestion').toBeGreaterThanOrEqual(2);
    const contaOf = async (row: Locator) =>
      ((await row.getByRole('checkbox').getAttribute('aria-label')) ?? '').replace(/^Selecionar /, '');
    const contaA = await contaOf(sugeridas.nth(0));
    const contaB = await contaOf(sugeridas.nth(1));
    const rowA = accountRow(page, contaA);
    const rowB = accountRow(page, contaB);
    const chosenOf = (row: Locator) => row.locator('.ant-select-content');
    const paraA = (await chosenOf(rowA).innerText()).trim();
    const sugestaoB = (await chosenOf(rowB).innerText()).trim();
    const [marcaA, movA] = await Promise.all([
      rowA.getByRole('cell').nth(2).innerText(),
      rowA.getByRole('cell').nth(3).innerText(),
    ]);
    const [marcaB, movB] = await Promise.all([
      rowB.getByRole('cell').nth(2).innerText(),
      rowB.getByRole('cell').nth(3).innerText(),
    ]);
    mapped.A = { conta: contaA, para: paraA, marca: marcaA, movimento: movA };

    await rowA.getByRole('checkbox').check();
    await expect(page.getByText('1 conta selecionada', { exact: true })).toBeVisible();

    // the selector of B: its first page of franchisor accounts, then a search by part of one's name
    const selector = rowB.getByRole('combobox', { name: `Conta do franqueador de ${contaB}`, exact: true });
    const dropdown = page.locator('.ant-select-dropdown:visible');
    const firstPage = answer(page, API.planoDeContas);
    await selector.click();
    expect((await firstPage).status()).toBe(200);
    const options = dropdown.locator('.ant-select-item-option');
    await expect(options.first()).toBeVisible();
    const titlesOf = () => options.evaluateAll((els) => els.map((el) => el.getAttribute('title') ?? ''));
    // another account than the row's suggestion (and than A's), from the list as it settles
    const offered = { para: '' };
    await expect
      .poll(
        async () => {
          const titles = await titlesOf();
          offered.para = titles.find((t) => t !== sugestaoB && t !== paraA && t.includes(' - ')) ?? '';
          return offered.para || `none besides '${sugestaoB}' in ${JSON.stringify(titles)}`;
        },
        { message: 'another franchisor account offered' },
      )
      .toMatch(/ - /);
    const paraB = offered.para;
    mapped.B = { conta: contaB, para: paraB, marca: marcaB, movimento: movB };
    const parte = paraB.slice(paraB.indexOf(' - ') + 3);
    const searched = answer(page, API.planoDeContas, 'GET', (q) => q.get('Nome') === parte);
    await selector.fill(parte);
    expect((await searched).status()).toBe(200);
    // the list holds the answer to the search: the account, and only options that name the text typed
    await expect
      .poll(async () => {
        const titles = await titlesOf();
        return {
          chosen: titles.includes(paraB),
          others: titles.filter((t) => !fold(t).includes(fold(parte))),
        };
      })
      .toEqual({ chosen: true, others: [] });
    // a click landing on the list as it is drawn again is lost (seen under load): click until it is chosen
    await expect(async () => {
      if ((await chosenOf(rowB).innerText()).trim() !== paraB)
        await dropdown.getByTitle(paraB, { exact: true }).click({ timeout: 5_000 });
      await expect(chosenOf(rowB)).toHaveText(paraB, { timeout: 2_000 });
    }, `'${paraB}' chosen for ${contaB}`).toPass();
    await expect(dropdown).toHaveCount(0);
    // chosen by the person: no longer the suggestion, and the row is selected (it is ready to send)
    await expect(rowB.locator('.ant-tag', { hasText: /^Sugestão / })).toHaveCount(0);
    await expect(rowB.getByRole('checkbox')).toBeChecked();
    await expect(rowA.getByRole('checkbox')).toBeChecked();
    await expect(page.getByText('2 contas selecionadas', { exact: true })).toBeVisible();

    const created = answer(page, API.criar, 'POST');
    await page.getByRole('button', { name: 'Enviar para revisão (2)' }).click();
    expect((await created).status()).toBe(200);
    const resultado = page.getByRole('dialog', { name: 'Franqueado - De-Para' });
    await expect(resultado).toBeVisible();
    await expect(resultado).toContainText('2 de 2 itens inseridos em Revisão.');
    await expect(tableRows(resultado)).toHaveCount(2);
    expect((await rowTexts(resultado)).sort()).toEqual(
      [
        [contaA, paraA, marcaA, '—', 'Inserido com sucesso'],
        [contaB, paraB, marcaB, '—', 'Inserido com sucesso'],
      ].sort(),
    );
    await resultado.locator('.ant-modal-footer').getByRole('button', { name: 'Fechar' }).click();
    await expect(resultado).toBeHidden();
    await expect(rowA).toHaveCount(0);
    await expect(rowB).toHaveCount(0);
    await expectTabCounts(page, { ...antes, pendente: antes.pendente - 2, revisao: antes.revisao + 2 });
  });

  test('3. Revisão, through the tab menu: both approved after the confirmation', async () => {
    // the query kept; both found (by name when not on the page) and selected
    const revisao = answer(page, API.revisao);
    await page.getByRole('tab', { name: /^Revisão/ }).click();
    await expect(page).toHaveURL(/\/de-para\/franqueado\/revisao\/[^/?]+\?/);
    expect(new URL(page.url()).search).toBe(query);
    expect((await revisao).status()).toBe(200);
    // the review list on screen (not the pending one it replaces): its first page of 10
    await expect(tableRows(panel())).toHaveCount(Math.min(antes.revisao + 2, 10));
    await expectTableSettled(panel());
    for (const { conta, para } of [mapped.A, mapped.B]) {
      const row = await findAccount(page, API.revisao, conta);
      await expect(row.getByRole('cell').nth(3)).toHaveText(para);
      await row.getByRole('checkbox').check();
    }
    await expect(page.getByText('2 contas selecionadas', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar (2)' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('Aprovar De-Para');
    await expect(confirm.locator('.ant-modal-confirm-content')).toHaveText(
      'Tem certeza que deseja aprovar todos os de-paras selecionados?',
    );
    await expect(confirm.getByRole('button', { name: 'Não', exact: true })).toBeVisible();
    const approved = answer(page, API.aprovar, 'POST');
    await confirm.getByRole('button', { name: 'Sim', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await expect(page.getByText('De-para aprovado com sucesso', { exact: true })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(accountRow(page, mapped.B.conta)).toHaveCount(0);
  });

  test('4. Aprovados: both there with their counterparts; the counts moved by two, in the main list too', async () => {
    // all on one page: both there with their counterparts; the counts moved by two
    const depois: Counts = { ...antes, pendente: antes.pendente - 2, aprovado: antes.aprovado + 2 };
    await page.getByRole('tab', { name: /^Aprovados/ }).click();
    await expect(page).toHaveURL(/\/de-para\/franqueado\/aprovado\/[^/?]+\?/);
    expect(new URL(page.url()).search).toBe(query);
    await expectTabCounts(page, depois);
    await expect(panel().locator('.ant-table-summary')).toContainText(`Total Revisão${depois.aprovado}`);
    await showLargestPage(page, API.aprovado);
    await expect(tableRows(panel())).toHaveCount(Math.min(depois.aprovado, 100));
    for (const { conta, para, marca } of [mapped.A, mapped.B]) {
      const row = await findAccount(page, API.aprovado, conta);
      await expect(row.getByRole('cell').nth(2)).toHaveText(marca);
      await expect(row.getByRole('cell').nth(3)).toHaveText(para);
    }

    // … and in the main list (found through the Grupos filter): the same counts, and the money at stake less
    // the two accounts' movement of the last 12 months
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/de-para$/);
    const grupos = grupoCard(page);
    await expect(tableRows(grupos).first()).toBeVisible();
    await expectTableSettled(grupos);
    await pickOption(page, filtersForm(page), 'Grupos', nome);
    const filtered = answer(page, API.lista);
    await filtersForm(page).getByRole('button', { name: 'Pesquisar' }).click();
    expect((await filtered).status()).toBe(200);
    await expectTableSettled(grupos);
    await expect(tableRows(grupos)).toHaveCount(1);
    const [agora] = await readGrupos(page);
    expect(agora?.nome).toBe(nome);
    expect(agora?.counts).toEqual(depois);
    expect(agora?.valorPendente).toBe(
      valorAntes - centavos(mapped.A.movimento) - centavos(mapped.B.movimento),
    );
  });

  test('5. Solicitações: a request rejected, first without a justification; listed as Rejeitada', async () => {
    // status Em aberto: one request rejected, first without a justification
    await page.getByRole('tab', { name: 'Solicitações', exact: true }).click();
    await expect(page).toHaveURL(/\/de-para\?aba=solicitacoes$/);
    const solicitacoes = page.getByRole('tabpanel', { name: 'Solicitações' });
    const statusFilter = solicitacoes.getByRole('form', { name: 'Filtros de solicitações' });
    await expect(statusFilter.locator('.ant-select').first()).toHaveText('Em aberto');
    await expect(tableRows(solicitacoes).first()).toBeVisible();
    await expectTableSettled(solicitacoes);
    const alvo = tableRows(solicitacoes).first();
    await expect(alvo.getByRole('cell').last()).toHaveText('Em aberto');
    const alvoNome = ((await alvo.getByRole('checkbox').getAttribute('aria-label')) ?? '').replace(
      /^Selecionar solicitação de /,
      '',
    );
    const emAberto = await readTotal(solicitacoes, 'solicitações');
    await alvo.getByRole('checkbox').check();
    await expect(solicitacoes.getByText('1 solicitação selecionada', { exact: true })).toBeVisible();
    await solicitacoes.getByRole('button', { name: 'Rejeitar' }).click();
    const rejeitar = page.getByRole('dialog', { name: 'Rejeitar solicitações' });
    await expect(rejeitar).toBeVisible();
    await rejeitar.getByRole('button', { name: 'Rejeitar', exact: true }).click();
    await expect(rejeitar.getByText('É necessário criar uma justificativa', { exact: true })).toBeVisible();
    const justificativa = `Conta do franqueador não corresponde (E2E ${Date.now().toString(36)})`;
    await rejeitar.getByRole('textbox', { name: 'Justificativa' }).fill(justificativa);
    const rejected = answer(page, API.rejeitar, 'POST');
    await rejeitar.getByRole('button', { name: 'Rejeitar', exact: true }).click();
    expect((await rejected).status()).toBe(200);
    await expect(page.getByText('Solicitações rejeitadas!', { exact: true })).toBeVisible();
    await expect(rejeitar).toBeHidden();
    const alvoRow = (scope: Locator) =>
      tableRows(scope).filter({
        has: page.getByRole('checkbox', { name: `Selecionar solicitação de ${alvoNome}`, exact: true }),
      });
    await expect(alvoRow(solicitacoes)).toHaveCount(0);
    if (emAberto > 1) await expect.poll(() => readTotal(solicitacoes, 'solicitações')).toBe(emAberto - 1);
    else await expect(solicitacoes.getByText('Nenhuma solicitação encontrada')).toBeVisible();

    // with the status Rejeitado: listed as Rejeitada, the justification in its details and notes
    await pickStatus(page, statusFilter, 'Rejeitado');
    const rejeitadas = answer(page, API.solicitacoes, 'GET', (q) => q.get('Status') === '2');
    await statusFilter.getByRole('button', { name: 'Pesquisar' }).click();
    expect((await rejeitadas).status()).toBe(200);
    await expectTableSettled(solicitacoes);
    const rejeitada = alvoRow(solicitacoes);
    await expect(rejeitada).toHaveCount(1);
    await expect(rejeitada.getByRole('cell').last()).toHaveText('Rejeitada');
    await rejeitada.getByRole('button', { name: /^Ver mais sobre a solicitação de / }).click();
    const detalhes = page.getByRole('dialog', { name: 'Detalhes da solicitação' });
    await expect(detalhes).toBeVisible();
    await expect(detalhes.getByRole('row', { name: /^Status/ })).toContainText('Rejeitada');
    await expect(detalhes.getByRole('row', { name: /^Justificativa/ })).toContainText(justificativa);
    const notas = detalhes.getByRole('list', { name: 'Notas' }).getByRole('listitem');
    await expect(notas.filter({ hasText: justificativa })).toHaveCount(1);
    await expect(notas.filter({ hasText: justificativa })).toContainText(DEMO_USERS.admin.nome);
  });
});
