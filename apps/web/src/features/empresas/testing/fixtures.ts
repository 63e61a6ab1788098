import { endpoints, type EmpresaRow, type ListEmpresasOutput } from '@matriz/contracts';

import type { MockHandler } from '../../../testing/fetch-mock.ts';

export const ids = {
  marcaSabor: '33333333-3333-4333-8333-333333333333',
  clusterRua: '77777777-7777-4777-8777-777777777777',
  empresa: (n: number) => `eeeeeeee-eeee-4eee-8eee-${String(n).padStart(12, '0')}`,
};

export function makeEmpresa(n: number, overrides: Partial<EmpresaRow> = {}): EmpresaRow {
  return {
    _id: ids.empresa(n),
    razaoSocial: `Sabor Comércio ${n} Ltda`,
    nomeGrupo: 'Grupo Sul',
    codigoLoja: `L${String(n).padStart(3, '0')}`,
    nomeFantasia: `Sabor Burger ${n}`,
    nickname: `Loja ${n}`,
    m2: 1234.5,
    cnpj: '11222333000181',
    ...overrides,
  };
}

export function empresasPage(count: number, total = count, page = 1): ListEmpresasOutput {
  return { empresas: Array.from({ length: count }, (_, i) => makeEmpresa(i + 1)), page, total };
}

/** The answers the companies screen asks for, overridable per test. */
export function empresasScreenHandlers(
  overrides: Record<string, MockHandler> = {},
): Record<string, MockHandler> {
  return {
    [`GET ${endpoints.empresas.listar}`]: { body: empresasPage(2) },
    [`GET ${endpoints.opcoes.empresas}`]: {
      body: [
        { id: ids.empresa(1), label: 'Sabor Comércio 1 Ltda' },
        { id: ids.empresa(2), label: 'Sabor Comércio 2 Ltda' },
      ],
    },
    [`GET ${endpoints.opcoes.clusters}`]: { body: [{ id: ids.clusterRua, label: 'Lojas de rua' }] },
    [`GET ${endpoints.opcoes.tiposDeEstabelecimento}`]: {
      body: [
        { id: 'Loja', label: 'Loja' },
        { id: 'Quiosque', label: 'Quiosque' },
      ],
    },
    [`GET ${endpoints.opcoes.locaisDeEstabelecimento}`]: {
      body: [
        { id: 'Shopping', label: 'Shopping' },
        { id: 'Rua', label: 'Rua' },
      ],
    },
    [`GET ${endpoints.opcoes.estados}`]: {
      body: [
        { id: 'SP', label: 'São Paulo' },
        { id: 'RJ', label: 'Rio de Janeiro' },
      ],
    },
    [`GET ${endpoints.opcoes.cidades}`]: (call) => {
      const estados = (call.query.get('estados') ?? '').split('|');
      const cidades = [
        { id: '3550308', label: 'São Paulo', uf: 'SP' },
        { id: '3509502', label: 'Campinas', uf: 'SP' },
        { id: '3304557', label: 'Rio de Janeiro', uf: 'RJ' },
      ];
      return { body: cidades.filter((c) => estados.includes(c.uf)).map(({ id, label }) => ({ id, label })) };
    },
    ...overrides,
  };
}
