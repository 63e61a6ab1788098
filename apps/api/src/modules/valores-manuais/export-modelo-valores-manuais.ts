import {
  formatCnpj,
  rotuloMes,
  rotulosTipoValorManual,
  valoresManuaisColunas as col,
  valoresManuaisRotulos as rot,
  type ValoresManuaisFiltroParams,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { withTenant, type Database } from '../../db/index.ts';
import type { ReportColumn } from '../../xlsx/report-kind.ts';
import { createReportWorkbook } from '../../xlsx/report-workbook.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { lerValoresManuais } from './gravar-valores-manuais.ts';
import { loadLinhaManual, rotuloDaLinha } from './load-linha-manual.ts';
import { alvoDaLoja, resolveLojasValorManual } from './resolve-lojas-valor-manual.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const TITULO_MODELO = 'Valores Manuais';
export const TITULO_ORCADO = 'Orçado';

/** The template's columns: what identifies the row (CNPJ, store code, name, grupo) and the value, pt-BR money. */
const colunas: readonly ReportColumn[] = [
  { header: col.cnpj, format: 'texto', width: 22 },
  { header: col.codigoLoja, format: 'texto', width: 16 },
  { header: col.empresa, format: 'texto', width: 44 },
  { header: col.grupo, format: 'texto', width: 30 },
  { header: col.valor, format: 'moeda', width: 20 },
];

/**
 * The header block's kind (actual or budget), line, month and cost-centre mode: what the upload checks a file
 * against (a block without the kind — a template of before the budget — is an actual one).
 */
export function blocoDoFiltro(
  linha: { codigo: string; nome: string },
  f: Pick<ValoresManuaisFiltroParams, 'tipo' | 'Competencia' | 'UsarCentroDeCustoPadrao'>,
): [string, string][] {
  return [
    [rot.tipo, rotulosTipoValorManual[f.tipo]],
    [rot.linha, rotuloDaLinha(linha)],
    [rot.competencia, rotuloMes(f.Competencia)],
    [rot.centroDeCusto, f.UsarCentroDeCustoPadrao ? rot.centroPadrao : rot.lojaInteira],
  ];
}

/**
 * POST download manual-value template (spec 001 §7): an xlsx of the filter's stores (one row each, as the list)
 * with their current values — a header block naming the model, the line, the month, the grupo and where the values
 * go, then CNPJ, store code, name, grupo and Valor (pt-BR money, a real number). Texts are plain text cells (never
 * formulas). Small (one row per store of a grupo): written in memory and downloaded directly.
 */
export async function exportModeloValoresManuais(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  f: ValoresManuaisFiltroParams,
): Promise<{ buffer: Buffer; nomeArquivo: string }> {
  const { linha, grupo, lojas, valores } = await withTenant(db, auth.clienteId, async (tx) => {
    const linha = await loadLinhaManual(tx, auth.clienteId, f);
    const lojas = await resolveLojasValorManual(
      tx,
      { clienteId: auth.clienteId, usuarioId: auth.usuarioId, usarCentroPadrao: f.UsarCentroDeCustoPadrao },
      scope,
      f,
    );
    const alvos = lojas.filter((l) => l.editavel).map(alvoDaLoja);
    const destino = { tipo: f.tipo, clienteId: auth.clienteId, linhaId: linha.id, mes: f.Competencia };
    const { rows } = await tx.execute<{ nome: string }>(
      sql`select nome from grupo where cliente_id = ${auth.clienteId} and id = ${f.Grupo}`,
    );
    const grupo = rows[0]?.nome ?? '';
    return { linha, grupo, lojas, valores: await lerValoresManuais(tx, destino, alvos) };
  });

  const stream = new PassThrough();
  const partes: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => partes.push(chunk));
  const terminou = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const titulo = f.tipo === 'orcado' ? TITULO_ORCADO : TITULO_MODELO;
  const workbook = createReportWorkbook(stream, { titulo });
  const sheet = await workbook.addSheet(
    titulo,
    colunas,
    [[rot.modelo, linha.modelo.nome], ...blocoDoFiltro(linha, f), [rot.grupo, grupo]],
    { frozenColumns: 3 },
  );
  for (const l of lojas)
    await sheet.addRow([formatCnpj(l.cnpj), l.codigoLoja, l.nome, l.grupo, valores.get(l.id)?.valor ?? null]);
  await workbook.commit();
  await terminou;
  return {
    buffer: Buffer.concat(partes),
    nomeArquivo: `modelo-${f.tipo === 'orcado' ? 'orcado' : 'valores-manuais'}-${f.Competencia.slice(0, 7)}.xlsx`,
  };
}
