import { clusterModeloColumns } from '@matriz/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createCliente, createRede, createUser } from '../../../test/fixtures.ts';
import { withTenant } from '../../db/index.ts';
import {
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  clusterOutlier,
  empresa,
  regraAcessoEmpresa,
} from '../../db/schema/index.ts';
import { resolveScope } from '../access/scope.ts';
import type { ReportColumn, ReportKind, ReportWriter } from '../../xlsx/report-kind.ts';
import { clusterModeloReport } from './cluster-modelo-report.ts';
import { clusterReport, type ClusterReportParams } from './cluster-report.ts';

let t: TestApp;
let clienteId: string;
let admin: { id: string; regraId: string };
let limitado: { id: string; regraId: string };

/** A writer that keeps the sheets in memory. */
function memoryWriter() {
  const sheets: { name: string; columns: readonly ReportColumn[]; filtros: unknown; rows: unknown[][] }[] =
    [];
  const writer: ReportWriter = {
    async addSheet(name, columns, filtros) {
      const sheet = { name, columns, filtros, rows: [] as unknown[][] };
      sheets.push(sheet);
      return { addRow: async (values) => void sheet.rows.push([...values]) };
    },
  };
  return { sheets, writer };
}

async function runKind(
  kind: ReportKind<ClusterReportParams>,
  who: { id: string; regraId: string },
  params = {},
) {
  const { sheets, writer } = memoryWriter();
  const count = await withTenant(t.tdb.db, clienteId, async (tx) => {
    const scope = await resolveScope(tx, { clienteId, regraAcessoId: who.regraId });
    return kind.run({ tx, clienteId, usuarioId: who.id, scope }, kind.parametros.parse(params), writer);
  });
  return { count, sheets };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  const a = await createCliente(db);
  clienteId = a.id;
  const norte = await createRede(db, a.id, a.marcaId, 'Norte');
  const sul = await createRede(db, a.id, a.marcaId, 'Sul');
  await db.update(empresa).set({ uf: 'SP', codigoLoja: 'N1' }).where(eq(empresa.id, norte.empresaId));
  await db.update(empresa).set({ uf: 'RJ', codigoLoja: 'S1' }).where(eq(empresa.id, sul.empresaId));
  // Cluster Norte (static): both stores, Sul an outlier; Cluster CC Sul: Sul's cost centre
  await db
    .update(cluster)
    .set({ outliers: true, descricao: 'Norte e Sul' })
    .where(eq(cluster.id, norte.clusterEmpresaId));
  await db.insert(clusterEmpresa).values([
    { clienteId, clusterId: norte.clusterEmpresaId, empresaId: norte.empresaId },
    { clienteId, clusterId: norte.clusterEmpresaId, empresaId: sul.empresaId },
  ]);
  await db
    .insert(clusterOutlier)
    .values({ clienteId, clusterId: norte.clusterEmpresaId, empresaId: sul.empresaId });
  await db
    .insert(clusterCentroDeCusto)
    .values({ clienteId, clusterId: sul.clusterCentroId, centroDeCustoId: sul.centroId });
  // a dynamic cluster of the SP stores
  await db.insert(cluster).values({
    clienteId,
    nome: 'Paulistas',
    descricao: 'SP',
    tipo: 'dinamico',
    filtros: { codigoEstado: ['SP'] },
    ativo: false,
  });
  admin = await createUser(db, a.id, { email: 'admin@rel.dev' });
  limitado = await createUser(db, a.id, {
    email: 'limitado@rel.dev',
    acessos: [{ nome: 'Cluster', acoes: [] }],
  });
  await db
    .insert(regraAcessoEmpresa)
    .values({ clienteId, regraAcessoId: limitado.regraId, empresaId: norte.empresaId });
});
afterAll(() => t.close());

describe('cluster report', () => {
  it('writes one row per cluster × store, every cluster shown, outliers marked', async () => {
    const { count, sheets } = await runKind(clusterReport, admin);
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.columns.map((c) => c.header)).toEqual([
      'Cluster',
      'Tipo',
      'Ativo',
      'Razão social',
      'CNPJ',
      'Código da loja',
      'Grupo',
      'Outlier',
    ]);
    const rows = sheets[0]?.rows ?? [];
    expect(count).toBe(rows.length);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[5], r[6], r[7]])).toEqual([
      ['Cluster CC Norte', 'Estático', 'Sim', '', '', '', ''],
      ['Cluster CC Sul', 'Estático', 'Sim', 'Sul Ltda', 'S1', 'Grupo Sul', 'Não'],
      ['Cluster Norte', 'Estático', 'Sim', 'Norte Ltda', 'N1', 'Grupo Norte', 'Não'],
      ['Cluster Norte', 'Estático', 'Sim', 'Sul Ltda', 'S1', 'Grupo Sul', 'Sim'],
      ['Cluster Sul', 'Estático', 'Sim', '', '', '', ''],
      ['Paulistas', 'Dinâmico', 'Não', 'Norte Ltda', 'N1', 'Grupo Norte', 'Não'],
    ]);
    expect(rows[2]?.[4]).toMatch(/^[0-9]{14}$/);
  });

  it('filters by name and records the filter in the header block', async () => {
    const { count, sheets } = await runKind(clusterReport, admin, { nome: 'paul' });
    expect(count).toBe(1);
    expect(sheets[0]?.filtros).toEqual([['Nome', 'paul']]);
  });

  it("leaves out the clusters reaching beyond the requester's scope", async () => {
    const { sheets } = await runKind(clusterReport, limitado);
    const clusters = new Set(sheets[0]?.rows.map((r) => r[0]));
    expect(clusters.has('Cluster Norte')).toBe(false);
    expect(clusters.has('Cluster CC Sul')).toBe(false);
    expect(clusters.has('Paulistas')).toBe(true);
  });
});

describe('cluster model', () => {
  it('writes the upload layout with the store clusters of the network', async () => {
    const { count, sheets } = await runKind(clusterModeloReport, admin);
    expect(sheets[0]?.columns.map((c) => c.header)).toEqual([...clusterModeloColumns]);
    expect(count).toBe(3);
    expect(sheets[0]?.rows.map((r) => [r[0], r[1], r[3]])).toEqual([
      ['Cluster Norte', 'Norte e Sul', 'N1'],
      ['Cluster Norte', 'Norte e Sul', 'S1'],
      ['Paulistas', 'SP', 'N1'],
    ]);
  });
});
