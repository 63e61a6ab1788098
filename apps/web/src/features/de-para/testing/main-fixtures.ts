import {
  endpoints,
  type Claim,
  type DeParaListaOutput,
  type DeParaListaRow,
  type ListarSolicitacoesOutput,
  type SolicitacaoRow,
} from '@matriz/contracts';

import { mockApi, type MockHandler } from '../../../testing/fetch-mock.ts';
import { claims, signIn } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render.tsx';

/** Ids of the main screen's fixtures (the session's marca is 'm-1', Sabor Burger: testing/fixtures.ts). */
export const mainIds = {
  grupoNorte: '01900000-0000-7000-8000-0000000a0001',
  grupoSul: '01900000-0000-7000-8000-0000000a0002',
  clusterCapitais: '01900000-0000-7000-8000-0000000c0001',
  solicitacao: (n: number) => `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`,
};

export function makeListaRow(
  id: string,
  nome: string,
  codigo: string | null,
  overrides: Partial<DeParaListaRow> = {},
): DeParaListaRow {
  return {
    _id: id,
    grupo: { id, nome, codigo },
    pendente: 12,
    revisao: 3,
    aprovado: 40,
    valorPendente: 123456.78,
    contasPendentesComMovimento: 7,
    ...overrides,
  };
}

export const listaRows: DeParaListaRow[] = [
  makeListaRow(mainIds.grupoNorte, 'Grupo Norte', 'G001'),
  makeListaRow(mainIds.grupoSul, 'Grupo Sul', null, {
    pendente: 0,
    revisao: 0,
    aprovado: 55,
    valorPendente: 0,
    contasPendentesComMovimento: 0,
  }),
];

export function listaAnswer(rows = listaRows, total = rows.length, page = 1): DeParaListaOutput {
  return { valores: rows, page, total };
}

export function makeSolicitacao(n: number, overrides: Partial<SolicitacaoRow> = {}): SolicitacaoRow {
  return {
    _id: mainIds.solicitacao(n),
    customer: { id: mainIds.grupoNorte, nome: 'Grupo Norte' },
    marca: { id: 'm-1', label: 'Sabor Burger' },
    de: { id: `de-${n}`, label: `3.1.${n} - Vendas PIX ${n}` },
    para: { id: `para-${n}`, label: `1.01.${n} - Receita PIX` },
    registroDoFranqueado: `Registro ${n}`,
    usuario: 'Paulo Franqueado',
    dataDaSolicitacao: new Date(2026, 2, 9, 12, 0).toISOString(),
    status: 0,
    statusDescricao: 'Em aberto',
    justificativa: null,
    notas: [],
    tipo: 0,
    ...overrides,
  };
}

export function solicitacoesAnswer(
  rows: SolicitacaoRow[],
  total = rows.length,
  page = 1,
): ListarSolicitacoesOutput {
  return { valores: rows, page, total };
}

/** The answers the /de-para screen asks for, overridable per test. */
export function deParaScreenHandlers(
  overrides: Record<string, MockHandler> = {},
): Record<string, MockHandler> {
  return {
    [`GET ${endpoints.dePara.listar}`]: { body: listaAnswer() },
    [`GET ${endpoints.dePara.vinculoAutomatico}`]: { body: { bloqueadoAte: null } },
    [`GET ${endpoints.dePara.listarSolicitacoes}`]: {
      body: solicitacoesAnswer([makeSolicitacao(1), makeSolicitacao(2)]),
    },
    [`GET ${endpoints.opcoes.grupos}`]: {
      body: [
        { id: mainIds.grupoNorte, label: 'Grupo Norte' },
        { id: mainIds.grupoSul, label: 'Grupo Sul' },
      ],
    },
    [`GET ${endpoints.opcoes.clusters}`]: { body: [{ id: mainIds.clusterCapitais, label: 'Capitais' }] },
    ...overrides,
  };
}

/** Signs in with `sessionClaims` and renders the whole app at `path` (the /de-para screen by default). */
export function openDePara(
  handlers: Record<string, MockHandler> = {},
  sessionClaims: Claim[] = claims.premiumAdmin,
  path = '/de-para',
  options: Parameters<typeof renderApp>[1] = {},
) {
  const api = mockApi(deParaScreenHandlers(handlers));
  signIn({ claims: sessionClaims });
  const view = renderApp(path, options);
  return { ...view, api, listCalls: () => api.callsTo('GET', endpoints.dePara.listar) };
}
