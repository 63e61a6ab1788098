import type { DeParaContexto, DeParaVisao } from '@matriz/contracts';
import { screen, waitFor } from '@testing-library/react';

import { mockApi, type MockCall, type MockHandler } from '../../../testing/fetch-mock.ts';
import { signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';

import { detailHandlers, detailIds, detailPage, detailPaths, marcas } from './detail-fixtures.ts';

export const grupo = detailIds.grupo;
/** The query of a detail route as the main list links it (marcas and nome). */
export const QUERY = `?marcas=${marcas.sabor.id}&nome=Grupo+Sul`;
export const detailUrl = (visao: DeParaVisao, contexto: DeParaContexto, query = QUERY) =>
  `/de-para/${visao}/${contexto}/${grupo}${query}`;
export const lastQuery = (calls: MockCall[]) => Object.fromEntries(calls.at(-1)?.query ?? []);
/** The answer of a tab's list with these rows. */
export const listAnswer = (
  contexto: DeParaContexto,
  rows: Parameters<typeof detailPage>[0],
  total?: number,
) => ({ [`GET ${detailPaths[contexto]}`]: { body: detailPage(rows, total) } });

/** The whole application at a detail route, signed in, with the detail screen's answers. */
export function openDetail(path: string, handlers: Record<string, MockHandler> = {}) {
  const api = mockApi(detailHandlers(handlers));
  signIn();
  const view = renderApp(path);
  return { ...view, api, listCalls: (c: DeParaContexto) => api.callsTo('GET', detailPaths[c]) };
}

/**
 * The open modal titled `title` (antd names every dialog after the id 'test-id' under test, so the accessible
 * name is of no use here).
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title);
    if (!found) throw new Error(`nenhum diálogo '${title}'`);
  });
  return found as HTMLElement;
}

/** A row's selection checkbox, by its account. */
export const checkbox = (conta: string) => screen.getByRole('checkbox', { name: `Selecionar ${conta}` });
