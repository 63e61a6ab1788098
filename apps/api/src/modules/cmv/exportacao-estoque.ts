import {
  cmvMessages,
  dreMessages,
  rotuloMes,
  type ExportarEstoqueParams,
  type TipoExportacaoCmv,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { ReportKind, ReportWriter } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { isRestritoPorCentro } from '../dre/resolve-centros-dre.ts';
import { historicoDoPlano } from '../dre/validate-consulta-dre.ts';
import { assertControleDeEstoque } from './access.ts';
import { isPremiumCliente, uuids, type MarcaComEstoque } from './queries.ts';
import { resolveLojasCmv, type LojaCmv } from './resolve-lojas-cmv.ts';

/** A header block row: label and value. */
export type FiltroDoRelatorio = readonly [rotulo: string, valor: string];

/** What every stock export works on: the stores resolved within the scope and the header block of the filters. */
export interface PreparoExportacao {
  clienteId: string;
  params: ExportarEstoqueParams;
  /** the stores, by legal name */
  lojas: LojaCmv[];
  marcas: MarcaComEstoque[];
  filtros: FiltroDoRelatorio[];
}

/**
 * One of the four stock exports (spec 001 §2.2): how many data rows it has (the direct download or the queue is
 * chosen on it), how it writes them, and its report kind (the same writing, run by the report queue).
 */
export interface ExportacaoEstoque {
  tipo: TipoExportacaoCmv;
  kind: ReportKind<ExportarEstoqueParams, Scope>;
  contar(tx: DatabaseOrTransaction, p: PreparoExportacao): Promise<number>;
  escrever(tx: DatabaseOrTransaction, p: PreparoExportacao, writer: ReportWriter): Promise<number>;
}

/** Stores read per statement while writing: memory stays bounded on any network. */
export const LOJAS_POR_LOTE = 300;

/** The stores in batches of LOJAS_POR_LOTE. */
export function* lotesDeLojas(lojas: readonly LojaCmv[]): Generator<LojaCmv[]> {
  for (let i = 0; i < lojas.length; i += LOJAS_POR_LOTE) yield lojas.slice(i, i + LOJAS_POR_LOTE);
}

/** Rows by their store (the order of each store's rows kept). */
export function porEmpresa<T extends { empresa_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const grupos = new Map<string, T[]>();
  for (const r of rows) {
    const lista = grupos.get(r.empresa_id);
    if (lista) lista.push(r);
    else grupos.set(r.empresa_id, [r]);
  }
  return grupos;
}

/** `alias.empresa_id = any(stores) and alias.data in the month` (the month of `inicio`). */
export function noMesDasLojas(alias: string, lojas: readonly LojaCmv[], inicio: string) {
  const a = sql.raw(alias);
  return sql`${a}.empresa_id = any(${uuids(lojas.map((l) => l.id))})
    and ${a}.data >= ${inicio}::date and ${a}.data < (${inicio}::date + interval '1 month')::date`;
}

/**
 * The stores of the export within the requester's scope (refused, 403 / 404 / 400, as resolveLojasCmv says), for
 * a cliente with stock control (403 otherwise), and the header block: month, marcas, stores or clusters, user.
 */
export async function prepararExportacao(
  tx: DatabaseOrTransaction,
  quem: { clienteId: string; usuarioId: string },
  scope: Scope,
  params: ExportarEstoqueParams,
): Promise<PreparoExportacao> {
  const { clienteId } = quem;
  const marcas = await assertControleDeEstoque(tx, clienteId);
  // stock and CMV describe the whole store: not for a user limited to some of its cost centres (as in the DRE)
  if (await isRestritoPorCentro(tx, clienteId, quem.usuarioId, scope))
    throw forbidden(cmvMessages.restritoPorCentro);
  const lojas = await resolveLojasCmv(tx, clienteId, scope, params, marcas);
  const filtros: FiltroDoRelatorio[] = [];
  if (params.inicio) filtros.push(['Mês', rotuloMes(params.inicio)]);
  const marcasDasLojas = marcas.filter((m) => lojas.some((l) => l.marcaId === m.id)).map((m) => m.nome);
  filtros.push(['Marcas', marcasDasLojas.join(', ') || 'Nenhuma']);
  if (params.clustersIds.length > 0) {
    filtros.push(['Clusters', await nomesDosClusters(tx, clienteId, params.clustersIds)]);
    filtros.push(['Empresas', `${lojas.length} dos clusters, com controle de estoque`]);
  } else if (params.empresasIds.length > 0) {
    filtros.push(['Empresas', `${lojas.length} selecionada${lojas.length === 1 ? '' : 's'}`]);
  } else {
    filtros.push(['Empresas', `Todas com controle de estoque (${lojas.length})`]);
  }
  filtros.push(['Usuário', await nomeDoUsuario(tx, clienteId, quem.usuarioId)]);
  return { clienteId, params, lojas, marcas, filtros };
}

/**
 * The month of an export within the plan's history window (spec 000 §6, DESIGN.md §4: Starter 12 months, Premium
 * 36), 400 on `inicio` otherwise; no month (the catalogue's today) always is.
 */
export function assertMesNoHistorico(
  params: Pick<ExportarEstoqueParams, 'inicio'>,
  premium: boolean,
  hoje?: Date,
): void {
  if (!params.inicio) return;
  const { mesMinimo, meses } = historicoDoPlano(premium, hoje);
  if (params.inicio < mesMinimo) throw badRequest(dreMessages.historicoExcedido(meses, mesMinimo), 'inicio');
}

/**
 * A stock export's report kind: the queue checks the month against the cliente's plan and resolves the stores
 * again when the job runs, with the requester's scope then (the plan or the rule may have changed since they
 * asked: a month or a store no longer theirs fails the report, nothing written), and writes the same sheets as the
 * direct download.
 */
export function kindDaExportacao(
  def: Omit<ReportKind<ExportarEstoqueParams, Scope>, 'run'>,
  escrever: ExportacaoEstoque['escrever'],
): ReportKind<ExportarEstoqueParams, Scope> {
  return {
    ...def,
    async run(ctx, params, writer) {
      assertMesNoHistorico(params, await isPremiumCliente(ctx.tx, ctx.clienteId));
      const preparo = await prepararExportacao(ctx.tx, ctx, ctx.scope, params);
      return escrever(ctx.tx, preparo, writer);
    },
  };
}

/** The file name: the export's name and, when it has one, the month ('cmv-2026-03'). */
export const nomeComMes = (nome: string) => (p: ExportarEstoqueParams) =>
  p.inicio ? `${nome}-${p.inicio.slice(0, 7)}` : nome;

async function nomesDosClusters(
  tx: DatabaseOrTransaction,
  clienteId: string,
  ids: readonly string[],
): Promise<string> {
  const { rows } = await tx.execute<{ nome: string }>(sql`
    select nome from cluster where cliente_id = ${clienteId} and id = any(${uuids(ids)}) order by lower(nome)`);
  return rows.map((r) => r.nome).join(', ');
}

async function nomeDoUsuario(tx: DatabaseOrTransaction, clienteId: string, usuarioId: string) {
  const { rows } = await tx.execute<{ nome: string }>(
    sql`select nome from usuario where cliente_id = ${clienteId} and id = ${usuarioId}`,
  );
  return rows[0]?.nome ?? '';
}

/** The columns that name a store, first in every stock sheet of one row per store-thing. */
export const COLUNAS_DA_LOJA = [
  { header: 'Empresa', width: 36 },
  { header: 'CNPJ', width: 20 },
  { header: 'Código da loja', width: 14 },
] as const;

/** The rows of a stock table (`estoque_entrada`, `estoque_posicao`, `estoque_ajuste`) in the export's month. */
export async function contarNoMes(
  tx: DatabaseOrTransaction,
  p: PreparoExportacao,
  tabela: 'estoque_entrada' | 'estoque_posicao' | 'estoque_ajuste',
): Promise<number> {
  if (p.lojas.length === 0) return 0;
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from ${sql.identifier(tabela)} x
    where x.cliente_id = ${p.clienteId} and ${noMesDasLojas('x', p.lojas, p.params.inicio!)}`);
  return rows[0]?.n ?? 0;
}
