import {
  clusterFiltros,
  clusterMessages,
  matchesClusterFiltros,
  parseClusterFiltros,
  type EmpresaAtributos,
} from '@matriz/contracts';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { withTenant } from '../../db/index.ts';
import { loadClusterMembers, type ClusterRef } from './cluster-members.ts';
import type { ScopeNetwork } from './scope.fixtures.ts';
import { insertNetwork } from './network.fixtures.ts';

/**
 * The filters of a dynamic cluster, field by field and at every boundary: the schema, the pure rule
 * (matchesClusterFiltros) and its SQL twin (through loadClusterMembers) give the same members.
 */

const TIPOS = [null, 'Shopping', 'Loja de rua', 'Quiosque'];
const LOCAIS = [null, 'Capital', 'Interior'];
const REGIOES = [null, 'Sudeste', 'Sul', 'Nordeste'];
const UFS = [null, 'SP', 'RJ', 'PR'];
const CIDADES = [null, 3550308, 3304557, 4106902];
const AREAS = [null, 40, 80.5, 120, 200];

const marcas = [uuidv7(), uuidv7()];
const grupos = [uuidv7(), uuidv7(), uuidv7()];
const at = <T>(values: readonly T[], i: number) => values[i % values.length] as T;

const stores: EmpresaAtributos[] = Array.from({ length: 24 }, (_, i) => ({
  id: uuidv7(),
  marcaId: at(marcas, i),
  grupoId: at(grupos, i),
  tipoEstabelecimento: at(TIPOS, i),
  localEstabelecimento: at(LOCAIS, i + 1),
  regiao: at(REGIOES, i + 2),
  uf: at(UFS, i + 3),
  codigoIbgeCidade: at(CIDADES, i),
  m2: at(AREAS, i),
  ativo: i % 3 !== 0,
}));
const network: ScopeNetwork = {
  marcaIds: marcas,
  grupoIds: grupos,
  empresas: stores,
  centrosDeCusto: stores.map((e) => ({ id: uuidv7(), empresaId: e.id })),
  clusters: [],
};

const bounds = [0, 40, 60, 80.5, 120, 200, 1000];
const cases: Array<Record<string, unknown>> = [
  {},
  ...marcas.map((id) => ({ marca: [id] })),
  ...grupos.map((id) => ({ codigoGrupo: [id] })),
  { codigoLoja: [stores[0]?.id, stores[5]?.id] },
  ...TIPOS.filter(Boolean).map((v) => ({ tipoDeEstabelecimento: [v] })),
  { tipoDeEstabelecimento: ['Shopping', 'Quiosque'] },
  ...LOCAIS.filter(Boolean).map((v) => ({ localEstabelecimento: [v] })),
  ...REGIOES.filter(Boolean).map((v) => ({ regiaoBrasil: [v] })),
  ...UFS.filter(Boolean).map((v) => ({ codigoEstado: [v] })),
  { codigoEstado: ['sp', ' rj '] },
  ...CIDADES.filter(Boolean).map((v) => ({ codigoCidade: [v] })),
  { codigoCidade: ['3550308'] },
  ...bounds.map((v) => ({ m2Min: v })),
  ...bounds.map((v) => ({ m2Max: v })),
  { m2Min: 40, m2Max: 120 },
  { m2Min: 80.5, m2Max: 80.5 },
  { ativos: true },
  { ativos: false },
  { ativos: null, m2Min: null },
  { marca: [marcas[0]], regiaoBrasil: ['Sul', 'Sudeste'], ativos: true, m2Max: 120 },
  { codigoGrupo: [grupos[1]], tipoDeEstabelecimento: ['Loja de rua'], codigoEstado: ['RJ', 'PR'] },
];
const invalid: unknown[] = [
  { marca: 'x' },
  { marca: ['não é uuid'] },
  { codigoEstado: ['São Paulo'] },
  { codigoCidade: [123] },
  { m2Min: 200, m2Max: 40 },
  { m2Min: -1 },
  { ativos: 'sim' },
  [],
  'filtros',
];

/** The rule written out per field, independent of the shared code. */
function expected(raw: Record<string, unknown>, e: EmpresaAtributos): boolean {
  const list = (k: string) =>
    ((raw[k] as unknown[] | undefined) ?? []).map((v) =>
      typeof v === 'string' ? v.trim().toUpperCase() : v,
    );
  const inList = (k: string, v: unknown, normalise = (x: unknown) => x) => {
    const values = (raw[k] as unknown[] | undefined) ?? [];
    return values.length === 0 || (v !== null && values.map(normalise).includes(v));
  };
  const min = raw.m2Min as number | null | undefined;
  const max = raw.m2Max as number | null | undefined;
  return (
    inList('marca', e.marcaId) &&
    inList('codigoGrupo', e.grupoId) &&
    inList('codigoLoja', e.id) &&
    inList('tipoDeEstabelecimento', e.tipoEstabelecimento) &&
    inList('localEstabelecimento', e.localEstabelecimento) &&
    inList('regiaoBrasil', e.regiao) &&
    (list('codigoEstado').length === 0 || (e.uf !== null && list('codigoEstado').includes(e.uf))) &&
    inList('codigoCidade', e.codigoIbgeCidade, Number) &&
    (min == null || (e.m2 !== null && e.m2 >= min)) &&
    (max == null || (e.m2 !== null && e.m2 <= max)) &&
    (raw.ativos == null || e.ativo === raw.ativos)
  );
}

let tdb: TestDatabase;
let clienteId: string;
beforeAll(async () => {
  tdb = await createTestDatabase();
  clienteId = await insertNetwork(tdb.ownerDb, network);
});
afterAll(() => tdb.close());

describe('clusterFiltros schema', () => {
  it('fills the lists, upper-cases states, takes IBGE codes as numbers', () => {
    expect(clusterFiltros.parse({ codigoEstado: [' sp'], codigoCidade: ['3550308'] })).toEqual({
      marca: [],
      codigoGrupo: [],
      codigoLoja: [],
      tipoDeEstabelecimento: [],
      localEstabelecimento: [],
      regiaoBrasil: [],
      codigoEstado: ['SP'],
      codigoCidade: [3550308],
    });
  });

  it('answers its messages', () => {
    const message = (raw: unknown) => clusterFiltros.safeParse(raw).error?.issues[0]?.message;
    expect(message({ m2Min: 10, m2Max: 5 })).toBe(clusterMessages.m2Range);
    expect(message({ codigoEstado: ['SPA'] })).toBe(clusterMessages.ufInvalid);
    expect(message({ codigoCidade: [12] })).toBe(clusterMessages.cidadeInvalid);
    expect(message({ m2Min: -2 })).toBe(clusterMessages.m2Invalid);
    expect(message({ marca: ['x'] })).toBe(clusterMessages.idInvalid);
  });

  it('treats stored filters that do not parse as matching nothing', () => {
    for (const raw of invalid) expect(parseClusterFiltros(raw)).toBeNull();
    expect(parseClusterFiltros(null)).not.toBeNull();
  });
});

describe('dynamic cluster members', () => {
  it('are the same by the written-out rule, the pure rule and SQL, for stores and cost centres', async () => {
    const clusters: ClusterRef[] = [...cases, ...invalid].flatMap((filtros) => [
      { id: uuidv7(), tipo: 'dinamico' as const, alvo: 'empresa' as const, filtros },
      { id: uuidv7(), tipo: 'dinamico' as const, alvo: 'centro_de_custo' as const, filtros },
    ]);
    const members = await withTenant(tdb.db, clienteId, (tx) => loadClusterMembers(tx, clienteId, clusters));
    let nonTrivial = 0;
    for (const c of clusters) {
      const parsed = parseClusterFiltros(c.filtros);
      const valid = cases.includes(c.filtros as Record<string, unknown>);
      expect(parsed !== null).toBe(valid);
      const matching = stores.filter((e) => valid && expected(c.filtros as Record<string, unknown>, e));
      if (parsed) expect(stores.filter((e) => matchesClusterFiltros(parsed, e))).toEqual(matching);
      const ids =
        c.alvo === 'empresa'
          ? matching.map((e) => e.id)
          : network.centrosDeCusto
              .filter((cc) => matching.some((e) => e.id === cc.empresaId))
              .map((cc) => cc.id);
      expect([...(members.get(c.id) ?? [])].sort()).toEqual(ids.sort());
      if (matching.length > 0 && matching.length < stores.length) nonTrivial++;
    }
    // the cases really split the stores (a rule matching all or none everywhere would prove little)
    expect(nonTrivial).toBeGreaterThan(cases.length);
  });
});
