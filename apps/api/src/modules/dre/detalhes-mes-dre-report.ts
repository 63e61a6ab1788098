import { exportarDetalhesMesDreInput, type ExportarDetalhesMesDreParams } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { Cell } from '../../engine/cells.ts';
import type { ReportCellFormat, ReportColumn, ReportKind, ReportWriter } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { calcularLinhasDaCelula } from './calcular-celula-dre.ts';
import { cabecalhoDoDetalheMes } from './detalhes-mes-dre-report-cabecalho.ts';
import { columns as colunasDosLancamentos, escreverLancamentos } from './detalhes-linha-dre-report.ts';
import { detalharCelula } from './get-detalhes-mes-dre.ts';
import { assertExportaRelatorioDre, loadLeitorRelatorioDre } from './load-leitor-relatorio-dre.ts';
import { resolveCelulaDre, type CelulaDre } from './resolve-celula-dre.ts';
import { assertFiltroBDoConsultor } from './validate-consulta-dre.ts';

export const DETALHES_MES_ABAS = { resumo: 'Detalhes do mês', lancamentos: 'Lançamentos' } as const;

const totalFormats = (formato: ReportCellFormat) => [undefined, undefined, undefined, undefined, formato];

const colunas: readonly ReportColumn[] = [
  { header: 'Detalhe', width: 22 },
  { header: 'Código', width: 14 },
  { header: 'Nome', width: 44 },
  { header: 'Lançamentos', format: 'inteiro', width: 14 },
  { header: 'Valor', format: 'moeda', width: 18 },
];

/** The cell's format: money unless the cell is a ratio (a formula line such as a ticket médio is a plain number). */
async function formatoDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
): Promise<ReportCellFormat> {
  if (cel.linha.tipo !== 'formula') return 'moeda';
  const calculo = await calcularLinhasDaCelula(tx, clienteId, cel, { porEmpresa: false });
  const cell: Cell | undefined = calculo.consolidado.get(cel.linha.id);
  return typeof cell === 'number' ? 'decimal' : 'moeda';
}

/**
 * The export of 'Detalhes do mês selecionado' (issue 11 §1): the breakdown the modal shows — per franchisor
 * account and per store, each list with a total equal to the cell — computed by the same function as the modal
 * (detalharCelula), and for an account cell the ledger rows behind it on a second sheet (the line detail's row
 * writer), their total the cell again. The cell is checked and resolved again when the job runs, with the
 * requester's scope, plan and consultant view then: a cell they may no longer ask fails the report, nothing written.
 */
export const detalhesMesDreReport: ReportKind<ExportarDetalhesMesDreParams, Scope> = {
  origem: 'dre-detalhes-mes',
  descricao: 'Detalhes do mês da DRE',
  parametros: exportarDetalhesMesDreInput,
  nomeArquivo: () => 'dre-detalhes-mes',
  async run(ctx, params, writer) {
    const leitor = await loadLeitorRelatorioDre(ctx.tx, ctx);
    assertExportaRelatorioDre(leitor, { premium: true });
    assertFiltroBDoConsultor(leitor, params.filter, 'filter.');
    const cel = await resolveCelulaDre(ctx.tx, leitor, ctx.scope, params);
    const detalhe = await detalharCelula(ctx.tx, ctx.clienteId, cel);
    const formato = await formatoDaCelula(ctx.tx, ctx.clienteId, cel);
    const cabecalho = await cabecalhoDoDetalheMes(ctx.tx, ctx, cel, params, ctx.scope);
    const sheet = await writer.addSheet(DETALHES_MES_ABAS.resumo, colunas, cabecalho);
    const total = async (rotulo: string) =>
      sheet.addRow([rotulo, null, 'Total', null, detalhe.valor], {
        bold: true,
        formats: totalFormats(formato),
      });

    let escritas = 0;
    for (const c of detalhe.porConta) {
      await sheet.addRow(['Conta do franqueador', c.codigo, c.nome, c.quantidade, c.valor]);
      escritas++;
    }
    if (detalhe.porConta.length > 0) await total('Conta do franqueador');
    for (const e of detalhe.porEmpresa) {
      await sheet.addRow(['Empresa', null, e.nome, e.quantidade, e.valor]);
      escritas++;
    }
    if (detalhe.porEmpresa.length > 0) await total('Empresa');
    if (escritas === 0)
      await (detalhe.valor === null
        ? sheet.addRow(['Não existem detalhes para esse item.'])
        : total('Linha calculada'));

    if (cel.linha.tipo === 'conta' && detalhe.valor !== null)
      escritas += await escreverLedger(ctx.tx, ctx.clienteId, cel, detalhe.valor, writer, cabecalho);
    return escritas;
  },
};

/** The ledger rows behind an account cell (the line detail's writer), then their total: the cell. */
async function escreverLedger(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
  valor: number,
  writer: ReportWriter,
  cabecalho: ReadonlyArray<readonly [string, string]>,
): Promise<number> {
  const sheet = await writer.addSheet(DETALHES_MES_ABAS.lancamentos, colunasDosLancamentos, cabecalho);
  const n = await escreverLancamentos(tx, clienteId, cel, sheet);
  const vazios = colunasDosLancamentos.slice(2, -1).map(() => null);
  await sheet.addRow([null, 'Total', ...vazios, valor], { bold: true });
  return n;
}
