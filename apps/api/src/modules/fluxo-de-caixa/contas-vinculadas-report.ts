import { contasVinculadasFiltros, type ContasVinculadasFiltros } from '@matriz/contracts';
import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { grupo } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/sql-helpers.ts';
import type { ReportColumn, ReportKind } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { assertBancoLegivel } from './assert-banco-legivel.ts';
import { assertExportaBanco } from './assert-exporta-banco.ts';
import { contasVinculadasCondition, selectContasVinculadas } from './contas-queries.ts';

/** Rows read per query while writing: bounded memory whatever the network's size. */
export const CONTAS_REPORT_PAGE = 2000;

const columns: readonly ReportColumn[] = [
  { header: 'Grupo', width: 30 },
  { header: 'Empresas vinculadas', width: 50 },
  { header: 'Banco', width: 20 },
  { header: 'Conta', width: 30 },
  { header: 'Agência', width: 10 },
  { header: 'Número', width: 14 },
  { header: 'Dígito', width: 8 },
];

async function filtrosAplicados(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: ContasVinculadasFiltros,
): Promise<Array<readonly [string, string]>> {
  const grupos =
    f.grupos.length > 0
      ? (
          await tx
            .select({ nome: grupo.nome })
            .from(grupo)
            .where(and(eq(grupo.clienteId, clienteId), anyUuid(grupo.id, f.grupos)))
        )
          .map((g) => g.nome)
          .sort((a, b) => a.localeCompare(b, 'pt-BR'))
          .join(', ')
      : '';
  const list: Array<readonly [string, string | undefined]> = [
    ['Grupos', grupos],
    ['Nome da conta', f.nomeConta],
  ];
  return list.filter((entry): entry is readonly [string, string] => Boolean(entry[1]));
}

/**
 * Export of the linked bank accounts (spec 001 §2.3 'Bank accounts tab', §7): the list's query and order, every
 * linked store of the scope in one cell, read in pages and streamed; the scope is the requester's when it runs.
 */
export const contasVinculadasReport: ReportKind<ContasVinculadasFiltros, Scope> = {
  origem: 'fluxo-de-caixa-contas-bancarias',
  descricao: 'Contas bancárias',
  parametros: contasVinculadasFiltros,
  nomeArquivo: () => 'contas-bancarias',
  async run(ctx, params, writer) {
    await assertExportaBanco(ctx.tx, ctx);
    await assertBancoLegivel(ctx.tx, ctx, ctx.scope);
    const where = contasVinculadasCondition(ctx.clienteId, ctx.scope, params);
    const sheet = await writer.addSheet(
      'Contas bancárias',
      columns,
      await filtrosAplicados(ctx.tx, ctx.clienteId, params),
      { autoFilter: true },
    );
    let written = 0;
    for (;;) {
      const rows = await selectContasVinculadas(ctx.tx, ctx.scope, where, {
        limit: CONTAS_REPORT_PAGE,
        offset: written,
      });
      for (const r of rows) {
        await sheet.addRow([
          r.nomeGrupo,
          r.empresasVinculada.join(', '),
          r.banco,
          r.nomeConta,
          r.agencia,
          r.numero,
          r.digito,
        ]);
      }
      written += rows.length;
      if (rows.length < CONTAS_REPORT_PAGE) return written;
    }
  },
};
