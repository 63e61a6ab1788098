import {
  endpoints,
  type DeParaContexto,
  type DeParaDetalheOutput,
  type DeParaLinha,
  type DeParaListaOutput,
  type DeParaVisao,
} from '@matriz/contracts';

import type { MockHandler } from '../../../testing/fetch-mock.ts';

/** A v4-shaped id made of one hex digit and a number. */
const uuid = (d: string, n: number) =>
  `${d.repeat(8)}-${d.repeat(4)}-4${d.repeat(3)}-8${d.repeat(3)}-${String(n).padStart(12, '0')}`;

export const detailIds = {
  grupo: uuid('9', 1),
  marcaSabor: uuid('3', 1),
  marcaGrill: uuid('3', 2),
  franqueado: (n: number) => uuid('a', n),
  franqueador: (n: number) => uuid('b', n),
  dePara: (n: number) => uuid('d', n),
};

export const marcas = {
  sabor: { id: detailIds.marcaSabor, label: 'Sabor Burger' },
  grill: { id: detailIds.marcaGrill, label: 'Sabor Grill' },
};

/** A franchisee account: '1.01.0n - Conta do franqueado n'. */
export const contaFranqueado = (n: number) => ({
  id: detailIds.franqueado(n),
  label: `1.01.0${n} - Vendas no cartão da loja ${n}`,
});
/** A franchisor account: '3.1.0n - Receita padrão n'. */
export const contaFranqueador = (n: number) => ({
  id: detailIds.franqueador(n),
  label: `3.1.0${n} - Receita bruta de vendas ${n}`,
});

/**
 * An item of POST create De-Para for grupo Sul, marca Sabor Burger: the franchisee account n, the franchisor
 * account n (null: none) and the justification.
 */
export const criacaoItem = (
  franqueado: number | null,
  franqueador: number | null,
  justificativa: string | null = null,
) => ({
  PlanoFranqueadoId: franqueado === null ? null : contaFranqueado(franqueado).id,
  PlanoFranqueadorId: franqueador === null ? null : contaFranqueador(franqueador).id,
  Justificativa: justificativa,
  Marca: marcas.sabor.id,
  CustomerId: detailIds.grupo,
});

/** A row of a detail tab: the account n of the view, in marca Sabor Burger. */
export function makeLinha(
  visao: DeParaVisao,
  tipo: DeParaContexto,
  n: number,
  overrides: Partial<DeParaLinha> = {},
): DeParaLinha {
  const conta = visao === 'franqueado' ? contaFranqueado(n) : contaFranqueador(n);
  const marca = overrides.marca ?? marcas.sabor;
  return {
    _id: `${conta.id}:${marca.id}`,
    registroPendente: conta,
    valorPrimeiraColuna: conta.label,
    valorSegundaColuna: [],
    marca,
    tipoDoValor: visao,
    tipo,
    deParaId: null,
    deParaIds: [],
    justificativa: null,
    temHistorico: false,
    movimento12Meses: 1234.56 * n,
    sugestao: null,
    ...overrides,
  };
}

export function detailPage(valores: DeParaLinha[], total = valores.length, page = 1): DeParaDetalheOutput {
  return {
    grupo: { id: detailIds.grupo, nome: 'Grupo Sul Alimentos', marcas: [marcas.sabor, marcas.grill] },
    valores,
    page,
    total,
  };
}

export const countsPage = (pendente: number, revisao: number, aprovado: number): DeParaListaOutput => ({
  valores: [
    {
      _id: detailIds.grupo,
      grupo: { id: detailIds.grupo, nome: 'Grupo Sul Alimentos', codigo: 'G01' },
      pendente,
      revisao,
      aprovado,
      valorPendente: 1000,
      contasPendentesComMovimento: 2,
    },
  ],
  page: 1,
  total: 1,
});

export const detailPaths: Record<DeParaContexto, string> = {
  pendente: endpoints.dePara.listarPendente,
  revisao: endpoints.dePara.listarRevisao,
  aprovado: endpoints.dePara.listarAprovado,
};

/** The answers a detail screen asks for, overridable per test. */
export function detailHandlers(overrides: Record<string, MockHandler> = {}): Record<string, MockHandler> {
  return {
    [`GET ${endpoints.dePara.listar}`]: { body: countsPage(12, 3, 40) },
    [`GET ${endpoints.dePara.listarPendente}`]: { body: detailPage([]) },
    [`GET ${endpoints.dePara.listarRevisao}`]: { body: detailPage([]) },
    [`GET ${endpoints.dePara.listarAprovado}`]: { body: detailPage([]) },
    ...overrides,
  };
}
