import {
  deParaContextoLabels,
  deParaContextos,
  deParaRelatorioQuery,
  type DeParaRelatorioParams,
  type DeParaVisao,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ReportColumn, ReportKind } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { selectLinhas, type LinhaLida } from './detalhe-queries.ts';
import { loadGrupo, marcaFilter, type GrupoDePara } from './grupo-scope.ts';
import { loadGruposDoFiltro, paresDoGrupo } from './grupos-do-filtro.ts';
import { paresOf, type Tab } from './linhas-sql.ts';
import { lojasDoEscopo } from './money-at-stake.ts';

/** What a report request selects: the grupos (each with its marcas) and the tabs. */
export interface SelecaoRelatorio {
  grupos: GrupoDePara[];
  tabs: readonly Tab[];
}

/**
 * The report's selection, checked as every list checks it (403 outside the scope, 404 not the tenant's): from a
 * detail screen (CustomerId) that grupo, its asked marcas and the tab shown (all three without Contexto); from
 * the main screen the grupos of the filter, every tab. Run at request time (a bad request is refused before it
 * is queued) and again by the job, with the requester's scope then.
 */
export async function loadSelecaoRelatorio(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  p: DeParaRelatorioParams,
): Promise<SelecaoRelatorio> {
  if (p.CustomerId) {
    const grupo = await loadGrupo(tx, clienteId, scope, p.CustomerId);
    const marcas = p.Marcas.length > 0 ? p.Marcas : p.marcas;
    const pares = await paresDoGrupo(tx, clienteId, scope, grupo, marcas);
    return {
      grupos: [{ ...grupo, marcaIds: pares.map((x) => x.marcaId) }],
      tabs: p.Contexto ? [p.Contexto] : deParaContextos,
    };
  }
  return { grupos: await loadGruposDoFiltro(tx, clienteId, scope, p), tabs: deParaContextos };
}

const situacao: Record<Tab, string> = { pendente: 'Pendente', revisao: 'Revisão', aprovado: 'Aprovado' };

const columns: Record<DeParaVisao, readonly ReportColumn[]> = {
  franqueado: [
    { header: 'Grupo', width: 30 },
    { header: 'Marca', width: 20 },
    { header: 'Conta do franqueado', width: 40 },
    { header: 'Conta do franqueador', width: 40 },
    { header: 'Situação', width: 12 },
    { header: 'Justificativa', width: 40 },
    { header: 'Movimento 12 meses', format: 'moeda', width: 18 },
    { header: 'Alterado em', format: 'data', width: 14 },
    { header: 'Alterado por', width: 24 },
  ],
  franqueador: [
    { header: 'Grupo', width: 30 },
    { header: 'Marca', width: 20 },
    { header: 'Conta do franqueador', width: 40 },
    { header: 'Contas do franqueado', width: 60 },
    { header: 'Situação', width: 12 },
    { header: 'Justificativa', width: 40 },
    { header: 'Movimento 12 meses', format: 'moeda', width: 18 },
  ],
};

function rowOf(visao: DeParaVisao, grupo: GrupoDePara, r: LinhaLida): unknown[] {
  const contrapartes = r.contrapartes.map((c) => c.label).join('; ');
  const common = [
    grupo.nome,
    r.marcaNome,
    r.label,
    contrapartes,
    situacao[r.tab],
    r.justificativa,
    r.movimento,
  ];
  return visao === 'franqueado' ? [...common, r.alteradoEm, r.alteradoPor] : common;
}

/**
 * The De-Para report (spec 002 §2.2, §7): one row per tab row of the chosen view — the rows the detail lists
 * show, in their order — grupo by grupo (one statement per grupo keeps memory bounded whatever the network).
 */
export const deParaReport: ReportKind<DeParaRelatorioParams, Scope> = {
  origem: 'de-para',
  descricao: 'De-Para',
  parametros: deParaRelatorioQuery,
  nomeArquivo: () => 'de-para',
  async run(ctx, params, writer) {
    const selecao = await loadSelecaoRelatorio(ctx.tx, ctx.clienteId, ctx.scope, params);
    const sheet = await writer.addSheet(
      'De-Para',
      columns[params.Visao],
      await filtrosDoRelatorio(ctx.tx, ctx.clienteId, params),
    );
    let written = 0;
    for (const grupo of selecao.grupos) {
      const { rows } = await selectLinhas(ctx.tx, {
        clienteId: ctx.clienteId,
        pares: paresOf([grupo]),
        visao: params.Visao,
        tabs: selecao.tabs,
        lojas: lojasDoEscopo(ctx.scope),
      });
      for (const r of rows) await sheet.addRow(rowOf(params.Visao, grupo, r));
      written += rows.length;
    }
    return written;
  },
};

/** The header block: the filters with names instead of ids. */
async function filtrosDoRelatorio(
  tx: DatabaseOrTransaction,
  clienteId: string,
  p: DeParaRelatorioParams,
): Promise<Array<readonly [string, string]>> {
  const grupos = p.CustomerId ? [p.CustomerId] : p.CustomerIds;
  const marcas = marcaFilter(p.CustomerId && p.Marcas.length > 0 ? p.Marcas : p.marcas);
  const clusters = p.CustomerId ? [] : p.ClusterIds;
  const list: Array<readonly [string, string]> = [
    ['Visão', p.Visao === 'franqueado' ? 'Franqueado' : 'Franqueador'],
    [
      'Grupos',
      grupos.length > 0 ? await namesOf(tx, clienteId, 'grupo', grupos) : clusters.length > 0 ? '' : 'Todos',
    ],
    ['Clusters', await namesOf(tx, clienteId, 'cluster', clusters)],
    ['Marcas', marcas ? await namesOf(tx, clienteId, 'marca', marcas) : 'Todas'],
    ['Situação', p.CustomerId && p.Contexto ? deParaContextoLabels[p.Contexto] : 'Todas'],
  ];
  return list.filter(([, valor]) => valor !== '');
}

async function namesOf(
  tx: DatabaseOrTransaction,
  clienteId: string,
  table: 'grupo' | 'marca' | 'cluster',
  ids: readonly string[],
): Promise<string> {
  if (ids.length === 0) return '';
  const { rows } = await tx.execute<{ nome: string }>(sql`
    select nome from ${sql.identifier(table)}
    where cliente_id = ${clienteId} and id = any(${sql.param([...ids])}::uuid[])
    order by lower(nome), id`);
  return rows.map((r) => r.nome).join(', ');
}
