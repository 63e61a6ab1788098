import {
  EXTRATO_MODO,
  EXTRATO_STATUS,
  extratoFiltros,
  fluxoDeCaixaBancoMessages as m,
  extratoModoOpcoes,
  extratoStatusOpcoes,
  type ExtratoFiltros,
} from '@matriz/contracts';
import type { ReportColumn, ReportKind } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { assertExportaBanco } from './assert-exporta-banco.ts';
import type { ContaDoExtrato } from './extrato-queries.ts';
import { calcularExtrato } from './get-extrato.ts';
import { rotuloDaConta } from './contas-queries.ts';

const columns: readonly ReportColumn[] = [
  { header: 'Data', format: 'data', width: 12 },
  { header: 'Histórico', width: 44 },
  { header: 'Nº do documento', width: 18 },
  { header: 'Entrada', format: 'moeda', width: 16 },
  { header: 'Saída', format: 'moeda', width: 16 },
  { header: 'Saldo', format: 'moeda', width: 18 },
  { header: 'Conciliado', width: 12 },
];

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function filtrosAplicados(conta: ContaDoExtrato, f: ExtratoFiltros): Array<readonly [string, string]> {
  return [
    ['Grupo', conta.grupo],
    ['Conta', rotuloDaConta(conta)],
    ['Período', `${dataBr(f.inicio)} a ${dataBr(f.fim)}`],
    ['Status', extratoStatusOpcoes.find((o) => o.value === f.status)?.label ?? ''],
    ['Modo de exibição', extratoModoOpcoes.find((o) => o.value === f.modo)?.label ?? ''],
  ];
}

/**
 * Export of the bank statement (spec 001 §7 'POST statement export'): the rows the screen shows for the same
 * filter (up to EXTRATO_EXPORT_MAX_DIAS days), with the opening balance first; in the detailed mode the ledger
 * entries matched to each reconciled line follow it as an outline level. The closing row adds up: with a status
 * filter hiding lines, the totals of the shown lines and of the hidden ones come first, and 'Saldo final' carries
 * every line's credits and debits (saldo inicial + entradas − saídas = saldo final). Answers the number of
 * statement rows.
 */
export const extratoReport: ReportKind<ExtratoFiltros, Scope> = {
  origem: 'fluxo-de-caixa-extrato',
  descricao: 'Extrato bancário',
  parametros: extratoFiltros,
  nomeArquivo: (f) => `extrato-bancario-${f.inicio}-a-${f.fim}`,
  async run(ctx, params, writer) {
    await assertExportaBanco(ctx.tx, ctx);
    const { conta, extrato } = await calcularExtrato(ctx.tx, ctx, ctx.scope, params);
    const detalhado = params.modo === EXTRATO_MODO.Detalhado;
    const sheet = await writer.addSheet('Extrato', columns, filtrosAplicados(conta, params), {
      frozenColumns: 1,
      outlineLevels: detalhado ? 1 : 0,
    });
    await sheet.addRow([params.inicio, 'Saldo inicial', null, null, null, extrato.saldoInicial, null], {
      bold: true,
    });
    for (const l of extrato.linhas) {
      await sheet.addRow([
        l.data,
        l.historico,
        l.numeroDocumento,
        l.entrada === 0n ? null : l.entrada,
        l.saida === 0n ? null : l.saida,
        l.saldo,
        l.extratoConciliado ? 'Sim' : 'Não',
      ]);
      for (const x of l.lancamentos ?? []) {
        const descricao = [x.empresa, x.meioDePagamento, x.fornecedor, x.historico]
          .filter(Boolean)
          .join(' · ');
        await sheet.addRow(
          [
            x.dataPagamento,
            descricao,
            null,
            x.valor > 0n ? x.valor : null,
            x.valor < 0n ? -x.valor : null,
            null,
            null,
          ],
          { outlineLevel: 1, indent: 1 },
        );
      }
    }
    if (params.status !== EXTRATO_STATUS.Todos) {
      await sheet.addRow([
        params.fim,
        m.totalExibidas,
        null,
        extrato.totalEntradas,
        extrato.totalSaidas,
        null,
        null,
      ]);
      await sheet.addRow([
        params.fim,
        m.totalOcultas,
        null,
        extrato.entradasOcultas,
        extrato.saidasOcultas,
        null,
        null,
      ]);
    }
    await sheet.addRow(
      [
        params.fim,
        'Saldo final',
        null,
        extrato.totalEntradas + extrato.entradasOcultas,
        extrato.totalSaidas + extrato.saidasOcultas,
        extrato.saldoFinal,
        null,
      ],
      { bold: true },
    );
    return extrato.linhas.length;
  },
};
