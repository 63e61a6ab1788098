import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createClusterInput,
  createRuleInput,
  dateLimits,
  empresasFiltros,
  empresasOptionsQuery,
  listClusterEmpresasQuery,
  listLimits,
  listMessages,
  listRelatoriosQuery,
  opcoesCidadesQuery,
  opcoesClustersPorCentroDeCustoQuery,
  relatoriosMessages,
} from './index.ts';

const uuid = (i: number) => `0190a1b2-c3d4-7e5f-8a9b-${String(i).padStart(12, '0')}`;
const uuids = (n: number) => Array.from({ length: n }, (_, i) => uuid(i));
const firstIssue = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success
    ? undefined
    : { path: r.error.issues[0]?.path.join('.'), message: r.error.issues[0]?.message };
};

describe('list limits (issue 8 §1: no list reaches the database unbounded)', () => {
  it('say "Máximo de N itens" in pt-BR', () => {
    expect(listMessages.max(10_000)).toBe('Máximo de 10.000 itens');
    expect(listMessages.max(27)).toBe('Máximo de 27 itens');
    expect(listMessages.max(1)).toBe('Máximo de 1 item');
  });

  it('refuse one item more than the limit in the dynamic cluster filters and the static members', () => {
    const base = { nome: 'C', descricao: 'D' };
    const cases: [object, string, number][] = [
      [
        { filtros: { codigoCidade: Array(listLimits.cidades + 1).fill(3550308) } },
        'filtros.codigoCidade',
        listLimits.cidades,
      ],
      [
        { filtros: { codigoEstado: Array(listLimits.estados + 1).fill('SP') } },
        'filtros.codigoEstado',
        listLimits.estados,
      ],
      [
        { filtros: { tipoDeEstabelecimento: Array(listLimits.opcoes + 1).fill('a') } },
        'filtros.tipoDeEstabelecimento',
        listLimits.opcoes,
      ],
      [
        { filtros: { regiaoBrasil: Array(listLimits.regioes + 1).fill('Sul') } },
        'filtros.regiaoBrasil',
        listLimits.regioes,
      ],
      [{ filtros: { marca: uuids(listLimits.marcas + 1) } }, 'filtros.marca', listLimits.marcas],
      [
        { filtros: { codigoLoja: uuids(listLimits.empresas + 1) } },
        'filtros.codigoLoja',
        listLimits.empresas,
      ],
      [{ empresas: uuids(listLimits.empresas + 1) }, 'empresas', listLimits.empresas],
      [{ empresasOutliers: uuids(listLimits.empresas + 1) }, 'empresasOutliers', listLimits.empresas],
      [{ centrosDeCusto: uuids(listLimits.centrosDeCusto + 1) }, 'centrosDeCusto', listLimits.centrosDeCusto],
    ];
    for (const [over, path, max] of cases) {
      expect(firstIssue(createClusterInput, { ...base, ...over }), path).toEqual({
        path,
        message: listMessages.max(max),
      });
    }
  });

  it('take a list at the limit, without repeats', () => {
    const parsed = createClusterInput.parse({
      nome: 'C',
      descricao: 'D',
      empresas: [...uuids(listLimits.empresas - 1), uuid(0)],
      filtros: { codigoEstado: ['sp', 'SP', 'rj'], codigoCidade: ['3550308', 3550308] },
    });
    expect(parsed.empresas).toHaveLength(listLimits.empresas - 1);
    expect(parsed.filtros.codigoEstado).toEqual(['SP', 'RJ']);
    expect(parsed.filtros.codigoCidade).toEqual([3550308]);
  });

  it('bound every other list input: query lists, rules, companies, reports', () => {
    const over = (limit: number, item: string) =>
      Array(limit + 1)
        .fill(item)
        .join(',');
    const cases: [z.ZodType, object, string, number][] = [
      [
        listClusterEmpresasQuery,
        { codigoCidade: over(listLimits.cidades, '3550308') },
        'codigoCidade',
        listLimits.cidades,
      ],
      [
        listClusterEmpresasQuery,
        { codigoLoja: uuids(listLimits.empresas + 1).join(',') },
        'codigoLoja',
        listLimits.empresas,
      ],
      [
        empresasFiltros,
        { codigoCidade: over(listLimits.cidades, '3550308') },
        'codigoCidade',
        listLimits.cidades,
      ],
      [empresasFiltros, { empresasIds: uuids(listLimits.empresas + 1) }, 'empresasIds', listLimits.empresas],
      [
        empresasFiltros,
        { tipoDeEstabelecimento: over(listLimits.opcoes, 'a') },
        'tipoDeEstabelecimento',
        listLimits.opcoes,
      ],
      [opcoesCidadesQuery, { estados: over(listLimits.estados, 'SP') }, 'estados', listLimits.estados],
      [
        opcoesClustersPorCentroDeCustoQuery,
        { ccsIds: uuids(listLimits.centrosDeCusto + 1).join('|') },
        'ccsIds',
        listLimits.centrosDeCusto,
      ],
      [empresasOptionsQuery, { grupos: uuids(listLimits.grupos + 1).join(',') }, 'grupos', listLimits.grupos],
      [
        createRuleInput,
        { nome: 'R', empresasIds: uuids(listLimits.empresas + 1) },
        'empresasIds',
        listLimits.empresas,
      ],
      [
        createRuleInput,
        { nome: 'R', centroDecustosIds: uuids(listLimits.centrosDeCusto + 1) },
        'centroDecustosIds',
        listLimits.centrosDeCusto,
      ],
      [
        createRuleInput,
        { nome: 'R', acessos: Array(listLimits.acessos + 1).fill({ nome: 'DRE', acoes: [] }) },
        'acessos',
        listLimits.acessos,
      ],
      [listRelatoriosQuery, { status: over(listLimits.status, '1') }, 'status', listLimits.status],
      [listRelatoriosQuery, { origem: over(listLimits.origens, 'x') }, 'origem', listLimits.origens],
    ];
    for (const [schema, input, path, max] of cases) {
      expect(firstIssue(schema, input), path).toEqual({ path, message: listMessages.max(max) });
    }
    expect(createRuleInput.parse({ nome: 'R', marcas: [0, 0], gruposIds: [uuid(1), uuid(1)] })).toMatchObject(
      {
        marcas: ['0'],
        gruposIds: [uuid(1)],
      },
    );
  });
});

describe('date filters', () => {
  it(`take years ${dateLimits.minYear} to ${dateLimits.maxYear} only`, () => {
    for (const date of ['9999-12-31', '0000-01-01', '1999-12-31', '2101-01-01']) {
      expect(firstIssue(listRelatoriosQuery, { dataSolicitacaoFinal: date }), date).toEqual({
        path: 'dataSolicitacaoFinal',
        message: relatoriosMessages.dateOutOfRange,
      });
    }
    expect(
      listRelatoriosQuery.parse({ dataSolicitacaoInicio: '2000-01-01', dataSolicitacaoFinal: '2100-12-31' }),
    ).toMatchObject({ dataSolicitacaoInicio: '2000-01-01', dataSolicitacaoFinal: '2100-12-31' });
    // a malformed date is not also said to be out of range
    const messages = listRelatoriosQuery
      .safeParse({ dataSolicitacaoInicio: '10/03/2026' })
      .error?.issues.map((i) => i.message);
    expect(new Set(messages)).toEqual(new Set([relatoriosMessages.invalidDate]));
  });
});
