import {
  DRE_EXPORTACAO_TIPOS,
  exportarDreInput,
  tipoExportacaoDreInfo,
  type ExportarDreParams,
  type TipoExportacaoDre,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { writeMatrixSheet, type MatrixSheetFiltros } from '../../xlsx/matrix-sheet.ts';
import type { ReportKind, ReportRunContext, ReportWriter } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { cabecalhoDaExportacaoDre } from './exportar-dre-cabecalho.ts';
import { escreverMultiplosDetalhes, escreverTabelaComDetalhes } from './exportar-dre-detalhes.ts';
import { escreverTabelaDre } from './exportar-dre-tabela.ts';
import { calcularDre, resolverDre, type BaseDre } from './get-dre.ts';
import { assertExportaRelatorioDre, loadLeitorRelatorioDre } from './load-leitor-relatorio-dre.ts';
import {
  assertConsultaResolvida,
  assertFiltroBDoConsultor,
  historicoDoPlano,
} from './validate-consulta-dre.ts';

/**
 * 'Exportar DRE' (spec 001 §2.1, §7; issue 11 §1): seven report kinds, one per export type, each rendering the
 * DRE engine's matrix (calcularDre, the search's own computation, without the 36-column limit) or the ledger rows
 * behind its lines. The query is checked and resolved again when the job runs, with the requester's scope, plan
 * and consultant view then (their rule or plan may have changed since they asked): a query they may no longer make
 * fails the report with the request's own message, before anything is written.
 */

interface Exportacao {
  ctx: ReportRunContext<Scope>;
  q: ExportarDreParams;
  base: BaseDre;
  historico: { mesMinimo: string; meses: number };
  filtros: MatrixSheetFiltros;
}

/** The matrix of the query with some of its flags changed (the layout a type needs). */
function calcular(e: Exportacao, flags: Partial<ExportarDreParams> = {}, base: BaseDre = e.base) {
  return calcularDre(e.ctx.tx, e.ctx.clienteId, { ...e.q, ...flags }, base, {
    historico: e.historico,
    exportacao: true,
  });
}

/** Type 1: the screen's layout (the tree as Excel outline levels, the analyses as on the screen). */
async function drePadrao(e: Exportacao, writer: ReportWriter): Promise<number> {
  return writeMatrixSheet(writer, 'DRE', (await calcular(e)).matriz, e.filtros);
}

/** The selection narrowed to one grupo's stores (and their cost centres). */
function baseDoGrupo(base: BaseDre, lojas: ReadonlySet<string>): BaseDre {
  const { selecao } = base;
  return {
    modelo: base.modelo,
    selecao: {
      ...selecao,
      selecoes: selecao.selecoes.map((s) => ({
        ...s,
        empresaIds: s.empresaIds.filter((id) => lojas.has(id)),
        centroDeCustoIds:
          s.centroDeCustoIds?.filter((id) => lojas.has(selecao.centros.get(id)?.empresaId ?? '')) ?? null,
      })),
    },
  };
}

/**
 * Type 2: one workbook per grupo of the selection (the DRE of the grupo's stores: the tree, then the flat
 * table), in a zip. Grupos by name.
 */
async function porGrupo(e: Exportacao, writer: ReportWriter): Promise<number> {
  const { tx, clienteId } = e.ctx;
  const lojasA = e.base.selecao.selecoes.find((s) => s.filtro === 'A')?.empresaIds ?? [];
  const lojasDoGrupo = new Map<string, Set<string>>();
  for (const id of lojasA) {
    const grupoId = e.base.selecao.lojas.get(id)?.grupoId;
    if (grupoId) lojasDoGrupo.set(grupoId, (lojasDoGrupo.get(grupoId) ?? new Set()).add(id));
  }
  const { rows: grupos } = await tx.execute<{ id: string; nome: string }>(sql`
    select id, nome from grupo where cliente_id = ${clienteId}
      and id = any(${sql.param([...lojasDoGrupo.keys()])}::uuid[])
    order by lower(nome), id`);
  let linhas = 0;
  for (const grupo of grupos) {
    const lojas = lojasDoGrupo.get(grupo.id)!;
    const filtros = [
      ...e.filtros,
      ['Grupo', grupo.nome] as const,
      ['Lojas do grupo', String(lojas.size)] as const,
    ];
    const dre = await calcular(e, {}, baseDoGrupo(e.base, lojas));
    await writer.addWorkbook?.(grupo.nome);
    linhas += await writeMatrixSheet(writer, 'DRE', dre.matriz, filtros);
    linhas += await escreverTabelaDre(writer, 'Tabela', dre, filtros, { todas: false });
  }
  if (grupos.length === 0) {
    // no store in the selection: one workbook saying so, rather than an empty zip
    await writer.addWorkbook?.('Nenhum grupo');
    await escreverTabelaDre(writer, 'Tabela', await calcular(e), e.filtros, { todas: false });
  }
  return linhas;
}

/** Types 3 and 4: the flat table, with the lines' values (3) or every row and column (4). */
async function tabela(e: Exportacao, writer: ReportWriter, todas: boolean): Promise<number> {
  return escreverTabelaDre(writer, 'Tabela', await calcular(e), e.filtros, { todas });
}

/**
 * Type 5: the cost-centre view (one column per cost centre over the period), whatever the query's view. The
 * selection was resolved with the query's own flags (inactive stores left out when asked).
 */
async function porCentroDeCusto(e: Exportacao, writer: ReportWriter): Promise<number> {
  const dre = await calcular(e, {
    visaoPorCentroDeCusto: true,
    visaoPorLoja: false,
    tirarMedia: false,
    TotalizarPeriodo: false,
    ExcluirEmpresasInativas: false,
  });
  return writeMatrixSheet(writer, 'DRE por centro de custo', dre.matriz, e.filtros);
}

/** Types 6 and 7: the ledger rows behind the lines, each line's total from the matrix's period column. */
async function detalhes(e: Exportacao, writer: ReportWriter, todas: boolean): Promise<number> {
  const dre = await calcular(e, {
    visaoPorLoja: false,
    visaoPorCentroDeCusto: false,
    tirarMedia: false,
    TotalizarPeriodo: true,
  });
  const ctx = { tx: e.ctx.tx, clienteId: e.ctx.clienteId, q: e.q, base: e.base, dre };
  return todas
    ? escreverTabelaComDetalhes(writer, ctx, e.filtros)
    : escreverMultiplosDetalhes(writer, ctx, e.filtros);
}

const RENDERIZAR: Record<TipoExportacaoDre, (e: Exportacao, writer: ReportWriter) => Promise<number>> = {
  1: drePadrao,
  2: porGrupo,
  3: (e, w) => tabela(e, w, false),
  4: (e, w) => tabela(e, w, true),
  5: porCentroDeCusto,
  6: (e, w) => detalhes(e, w, false),
  7: (e, w) => detalhes(e, w, true),
};

const ARQUIVO: Record<TipoExportacaoDre, string> = {
  1: 'dre-padrao',
  2: 'dre-por-grupo',
  3: 'dre-tabela',
  4: 'dre-tabela-todas-as-linhas',
  5: 'dre-por-centro-de-custo',
  6: 'dre-multiplos-detalhes',
  7: 'dre-tabela-com-detalhes',
};

function kindDoTipo(tipo: TipoExportacaoDre): ReportKind<ExportarDreParams, Scope> {
  return {
    origem: `dre-exportar-${tipo}`,
    descricao: `DRE – ${tipoExportacaoDreInfo(tipo).nome}`,
    parametros: exportarDreInput,
    ...(tipo === 2 ? { arquivo: 'zip' as const } : {}),
    nomeArquivo: () => ARQUIVO[tipo],
    async run(ctx, params, writer) {
      const leitor = await loadLeitorRelatorioDre(ctx.tx, ctx);
      assertExportaRelatorioDre(leitor, { premium: true });
      const historico = historicoDoPlano(leitor.premium);
      // the request's own type is the kind's (the queue stores both); the kind decides
      const q = { ...params, tipo };
      assertFiltroBDoConsultor(leitor, q);
      assertConsultaResolvida(q, { historico, exportacao: true });
      const base = await resolverDre(ctx.tx, leitor, ctx.scope, q);
      const filtros = await cabecalhoDaExportacaoDre(ctx.tx, ctx.clienteId, ctx.usuarioId, q, base);
      return RENDERIZAR[tipo]({ ctx, q, base, historico, filtros }, writer);
    },
  };
}

/** The seven kinds, by type (worker.ts registers them; the origin filter of /relatorio lists each). */
export const exportarDreReports: readonly ReportKind<ExportarDreParams, Scope>[] =
  DRE_EXPORTACAO_TIPOS.map(kindDoTipo);

export const exportarDreReport = (tipo: TipoExportacaoDre): ReportKind<ExportarDreParams, Scope> =>
  exportarDreReports[tipo - 1]!;
