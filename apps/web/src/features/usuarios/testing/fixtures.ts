import { endpoints, type ListUsersOutput, type UserRow } from '@matriz/contracts';

import type { MockHandler } from '../../../testing/fetch-mock.ts';

/** Ids shaped as the API's (uuid v4): the forms validate them with the contracts' schemas. */
export const ids = {
  regraAdmin: '11111111-1111-4111-8111-111111111111',
  regraLoja: '22222222-2222-4222-8222-222222222222',
  marcaSabor: '33333333-3333-4333-8333-333333333333',
  marcaDoce: '44444444-4444-4444-8444-444444444444',
  grupoSul: '55555555-5555-4555-8555-555555555555',
  empresaCentro: '66666666-6666-4666-8666-666666666666',
  clusterEmpresa: '77777777-7777-4777-8777-777777777777',
  centroVendas: '88888888-8888-4888-8888-888888888888',
  clusterCentro: '99999999-9999-4999-8999-999999999999',
  user: (n: number) => `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
};

export function makeUser(n: number, overrides: Partial<UserRow> = {}): UserRow {
  return {
    _id: ids.user(n),
    nome: `Usuário ${n}`,
    email: `usuario${n}@redesabor.com.br`,
    isApproved: true,
    regraDeAcessosFranqueadorId: ids.regraLoja,
    nomeDaRegraDeAcesso: 'Gerente de loja',
    ...overrides,
  };
}

export function usersPage(count: number, total = count, page = 1): ListUsersOutput {
  return { users: Array.from({ length: count }, (_, i) => makeUser(i + 1)), page, total };
}

/** The answers the users screen asks for on load, overridable per test. */
export function usersScreenHandlers(
  overrides: Record<string, MockHandler> = {},
): Record<string, MockHandler> {
  return {
    [`GET ${endpoints.usuarios.listar}`]: { body: usersPage(3) },
    [`GET ${endpoints.usuarios.limite}`]: { body: { podeCadastrar: true, ativos: 3, limite: null } },
    [`GET ${endpoints.regraDeAcesso.listarParaFormulario}`]: {
      body: [
        { id: ids.regraAdmin, label: 'Administrador' },
        { id: ids.regraLoja, label: 'Gerente de loja' },
      ],
    },
    [`GET ${endpoints.regraDeAcesso.listar}`]: {
      body: {
        regras: [
          { _id: ids.regraAdmin, nome: 'Administrador', tipo: 'Administrador' },
          { _id: ids.regraLoja, nome: 'Gerente de loja', tipo: 'Usuário comum' },
        ],
        page: 1,
        total: 2,
      },
    },
    [`GET ${endpoints.regraDeAcesso.opcoesMarcas}`]: {
      body: [
        { id: ids.marcaSabor, label: 'Sabor Burger' },
        { id: ids.marcaDoce, label: 'Doce Sabor' },
      ],
    },
    [`GET ${endpoints.regraDeAcesso.opcoesGrupos}`]: { body: [{ id: ids.grupoSul, label: 'Grupo Sul' }] },
    [`GET ${endpoints.regraDeAcesso.opcoesEmpresas}`]: {
      body: [{ id: ids.empresaCentro, label: 'Loja Centro' }],
    },
    [`GET ${endpoints.regraDeAcesso.opcoesClusters}`]: (call) => ({
      body:
        call.query.get('alvo') === 'centro_de_custo'
          ? [{ id: ids.clusterCentro, label: 'Centros administrativos' }]
          : [{ id: ids.clusterEmpresa, label: 'Lojas de rua' }],
    }),
    [`GET ${endpoints.regraDeAcesso.opcoesCentrosDeCusto}`]: {
      body: [
        {
          id: ids.empresaCentro,
          label: 'Loja Centro',
          children: [{ id: ids.centroVendas, label: '01 - Vendas' }],
        },
      ],
    },
    ...overrides,
  };
}
