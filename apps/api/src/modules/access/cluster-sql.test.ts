import { clusterFiltros } from '@matriz/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { empresaMatchesFiltros } from './cluster-sql.ts';

const dialect = new PgDialect();
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('empresaMatchesFiltros', () => {
  it('binds each list as one array parameter, whatever its length (PostgreSQL takes at most 65,535)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i);
    // built from the parsed type directly: the contract's limits are not what keeps the statement small
    const f = {
      ...clusterFiltros.parse({}),
      marca: many(70_000).map(uuid),
      codigoLoja: many(70_000).map(uuid),
      tipoDeEstabelecimento: many(70_000).map((i) => `tipo ${i}`),
      codigoEstado: ['SP', 'RJ'],
      codigoCidade: many(70_000).map((i) => 1_000_000 + i),
    };
    const query = dialect.sqlToQuery(empresaMatchesFiltros(f));
    expect(query.params.length).toBe(5);
    expect(query.sql).not.toMatch(/\$6\b/);
  });

  it('an empty list does not filter', () => {
    const query = dialect.sqlToQuery(empresaMatchesFiltros(clusterFiltros.parse({})));
    expect(query).toEqual({ sql: 'true', params: [] });
  });
});
