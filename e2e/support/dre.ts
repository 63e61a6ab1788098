import type { Locator, Page } from '@playwright/test';

import { answer } from './de-para.ts';
import { expect } from './test.ts';

/** Helpers of the DRE journey (e2e/dre.spec.ts): the cards, the month range, the answers awaited. */

export const API = {
  modelos: '/api/v1/DRE/listar-modelos',
  listar: '/api/v1/DRE/listar',
  detalhesMes: '/api/v1/DRE/obter-detalhes-mes',
  detalhesLinha: '/api/v1/DRE/obter-detalhes',
} as const;

/** What of the DRE answer (packages/contracts dre.ts `DreResultado`) the journey reads. */
export interface LinhaDre {
  id: string;
  label: string;
  kind: string;
  cells: Record<string, number | null | { erro: string; message: string }>;
  children: LinhaDre[];
}
export interface ColunaDre {
  key: string;
  tipo: string;
  filtro: 'A' | 'B' | null;
  mes: string | null;
}
export interface RespostaDre {
  matriz: { labelHeader: string; columns: { key: string; header: string }[]; rows: LinhaDre[] };
  colunas: ColunaDre[];
}

export const filtrosForm = (page: Page) => page.getByRole('form', { name: 'Filtros da DRE' });
export const resultadoCard = (page: Page) =>
  page.locator('.ant-card').filter({ has: page.getByText('Valores pesquisados.', { exact: true }) });

/** The month `n` months before the current one (0: this month), as the picker takes it ('MM/YYYY'). */
export function mesAtras(n: number, hoje = new Date()): string {
  const d = new Date(hoje.getFullYear(), hoje.getMonth() - n, 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

/** Types a month range into the picker of a filter ('Filtro A' or 'Filtro B', or the only one). */
export async function escolherPeriodo(
  page: Page,
  indice: number,
  inicio: string,
  fim: string,
): Promise<void> {
  const form = filtrosForm(page);
  const primeiro = form.getByPlaceholder('Mês inicial').nth(indice);
  const ultimo = form.getByPlaceholder('Mês final').nth(indice);
  await primeiro.click();
  await primeiro.fill(inicio);
  await primeiro.press('Enter');
  await ultimo.fill(fim);
  await ultimo.press('Enter');
  await page.keyboard.press('Escape');
  await expect(primeiro).toHaveValue(inicio);
  await expect(ultimo).toHaveValue(fim);
}

/** Pesquisar, and the answer of the DRE list (200). */
export async function pesquisar(page: Page): Promise<RespostaDre> {
  const resposta = answer(page, API.listar, 'POST');
  await filtrosForm(page).getByRole('button', { name: 'Pesquisar' }).click();
  const r = await resposta;
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as RespostaDre;
}

/** The header cells of the tree table (the scrollbar's filler cell aside). */
export const cabecalhos = (card: Locator) => card.locator('thead th:not(.ant-table-cell-scrollbar)');

/** The rows drawn by the (virtual) tree table. */
export const linhasDaTabela = (card: Locator) => card.locator('.dre-tabela .ant-table-row');

/** A row of the tree table by its label. */
export const linhaDaTabela = (card: Locator, label: string) =>
  linhasDaTabela(card).filter({ has: card.page().getByTitle(label, { exact: true }) });

/** Reais of the answer in centavos (exact sums). */
export const emCentavos = (v: number) => Math.round(v * 100);
