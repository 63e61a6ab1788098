import {
  empresasFiltros,
  formatCnpj,
  TODAS_AS_MARCAS,
  type EmpresaSortField,
  type EmpresasFiltros,
} from '@matriz/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { cluster, marca } from '../../db/schema/index.ts';
import type { ReportColumn, ReportKind } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { empresasCondition, selectEmpresas } from './queries.ts';

/** Rows read per query while writing: bounded memory whatever the network's size. */
export const EMPRESAS_REPORT_PAGE = 2000;

const columns: readonly ReportColumn[] = [
  { header: 'Razão Social', width: 40 },
  { header: 'Grupo', width: 30 },
  { header: 'Código', width: 12 },
  { header: 'Nome Fantasia', width: 30 },
  { header: 'Apelido', width: 24 },
  { header: 'M2', format: 'decimal', width: 10 },
  { header: 'CNPJ', width: 20 },
];

const sortLabels: Record<EmpresaSortField, string> = {
  razaoSocial: 'Razão Social',
  nomeGrupo: 'Grupo',
  codigoLoja: 'Código',
  nomeFantasia: 'Nome Fantasia',
  nickname: 'Apelido',
  m2: 'M2',
  cnpj: 'CNPJ',
};

async function namesOf(
  tx: DatabaseOrTransaction,
  clienteId: string,
  table: typeof marca | typeof cluster,
  ids: readonly string[],
): Promise<string> {
  if (ids.length === 0) return '';
  const rows = await tx
    .select({ nome: table.nome })
    .from(table)
    .where(and(eq(table.clienteId, clienteId), inArray(table.id, [...ids])));
  return rows
    .map((r) => r.nome)
    .sort((a, b) => a.localeCompare(b, 'pt-BR'))
    .join(', ');
}

/** The filters as the header block lists them: only those applied, with names instead of ids. */
async function filtrosAplicados(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: EmpresasFiltros,
): Promise<Array<readonly [string, string]>> {
  const marcas = f.marcas.includes(TODAS_AS_MARCAS) ? 'Todas' : await namesOf(tx, clienteId, marca, f.marcas);
  const empresas = f.clusterEmpresaBool ? [] : f.empresasIds;
  const clusters = f.clusterEmpresaBool ? await namesOf(tx, clienteId, cluster, f.clustersEmpresasIds) : '';
  const list: Array<readonly [string, string | undefined]> = [
    ['Marcas', marcas],
    ['Empresas selecionadas', empresas.length > 0 ? String(empresas.length) : ''],
    ['Clusters', clusters],
    ['Razão Social', f.razaoSocial],
    ['Apelido', f.apelido],
    ['Nome Fantasia', f.nomeFantasia],
    ['Nome do Grupo', f.nomeGrupo],
    ['Código do Grupo', f.codigoGrupo],
    ['Código da Loja', f.codigoLoja],
    ['Tipo de Estabelecimento', f.tipoDeEstabelecimento.join(', ')],
    ['Local do Estabelecimento', f.localEstabelecimento.join(', ')],
    ['Estados', f.codigoEstado.join(', ')],
    ['Cidades (IBGE)', f.codigoCidade.join(', ')],
    ['Ordenação', `${sortLabels[f.sort]} (${f.order === 'desc' ? 'decrescente' : 'crescente'})`],
  ];
  return list.filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
}

/**
 * The companies export (POST EXPORTAR_EMPRESAS): the list's own query and order, without paging, read in
 * pages of a few thousand rows and streamed to the sheet; the scope is the requester's when the job runs.
 */
export const empresasReport: ReportKind<EmpresasFiltros, Scope> = {
  origem: 'empresas',
  descricao: 'Empresas',
  parametros: empresasFiltros,
  nomeArquivo: () => 'empresas',
  async run(ctx, params, writer) {
    const where = await empresasCondition(ctx.tx, ctx.clienteId, ctx.scope, params);
    const sheet = await writer.addSheet(
      'Empresas',
      columns,
      await filtrosAplicados(ctx.tx, ctx.clienteId, params),
    );
    let written = 0;
    for (;;) {
      const rows = await selectEmpresas(ctx.tx, where, params, {
        limit: EMPRESAS_REPORT_PAGE,
        offset: written,
      });
      for (const r of rows) {
        await sheet.addRow([
          r.razaoSocial,
          r.nomeGrupo,
          r.codigoLoja,
          r.nomeFantasia,
          r.nickname,
          r.m2,
          formatCnpj(r.cnpj),
        ]);
      }
      written += rows.length;
      if (rows.length < EMPRESAS_REPORT_PAGE) return written;
    }
  },
};
