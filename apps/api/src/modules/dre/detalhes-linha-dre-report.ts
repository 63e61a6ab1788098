import {
  dreMessages,
  exportarDetalhesLinhaDreInput,
  rotuloMes,
  type DetalhesLinhaDreParams,
} from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { ReportColumn, ReportKind, ReportSheet } from '../../xlsx/report-kind.ts';
import type { Scope } from '../access/scope.ts';
import { getComposicaoDre } from './composicao-dre.ts';
import { detalheDoLancamento, loadLedgerDaCelula } from './detalhes-linha-conta-dre.ts';
import { detalheDoValor } from './detalhes-linha-valores-dre.ts';
import { listLancamentosCelulaDre } from './lancamentos-celula-dre.ts';
import { assertExportaRelatorioDre, loadLeitorRelatorioDre } from './load-leitor-relatorio-dre.ts';
import { resolveCelulaDre, type CelulaDre } from './resolve-celula-dre.ts';
import { assertFiltroBDoConsultor } from './validate-consulta-dre.ts';
import { listValoresCelulaDre } from './valores-celula-dre.ts';

/** Rows read per ledger statement while writing (keyset batches keep memory bounded on any cell). */
const LOTE = 5_000;

/** The ledger rows' columns (the modal's; also the month detail export's ledger sheet). */
export const columns: readonly ReportColumn[] = [
  { header: 'Data', format: 'data', width: 12 },
  { header: 'Empresa', width: 32 },
  { header: 'Origem do franqueado', width: 32 },
  { header: 'Observação', width: 30 },
  { header: 'Fornecedor', width: 28 },
  { header: 'Historico', width: 40 },
  { header: 'Valor', format: 'moeda', width: 16 },
];

type Detalhe = ReturnType<typeof detalheDoLancamento>;
const linhaDoDetalhe = (d: Detalhe) => [
  d.data,
  d.empresa,
  d.origem,
  d.observacao,
  d.fornecedor,
  d.historico,
  d.valor,
];

/**
 * The line detail's export (spec 001 §7 'POST export DRE line details'; issue 10 §2 'Exportar (queued)'): every row
 * the modal pages through, the same rows (the same queries) with the company filter applied, as an xlsx in the
 * report list. Total and formula lines list the lines they are made of. The request's checks are made again when
 * the job runs, with the requester's scope, plan and consultant view then — the line detail is premium, the filter
 * B of a consultant takes clusters only —: a cell they may no longer ask fails the report, nothing written.
 */
export const detalhesLinhaDreReport: ReportKind<DetalhesLinhaDreParams, Scope> = {
  origem: 'dre-detalhes-linha',
  descricao: 'Detalhes de Linha da DRE',
  parametros: exportarDetalhesLinhaDreInput,
  nomeArquivo: () => 'dre-detalhes-linha',
  async run(ctx, params, writer) {
    const leitor = await loadLeitorRelatorioDre(ctx.tx, ctx);
    if (!leitor.premium) throw forbidden(dreMessages.somentePremium);
    assertExportaRelatorioDre(leitor, { premium: true });
    assertFiltroBDoConsultor(leitor, params.filter, 'filter.');
    const cel = await resolveCelulaDre(ctx.tx, leitor, ctx.scope, params);
    const sheet = await writer.addSheet('Detalhes', columns, filtrosDoRelatorio(cel, params));
    if (cel.linha.tipo === 'conta') return escreverLancamentos(ctx.tx, ctx.clienteId, cel, sheet);
    if (cel.linha.tipo === 'total' || cel.linha.tipo === 'formula') {
      const composicao = await getComposicaoDre(ctx.tx, ctx.clienteId, cel);
      for (const l of composicao.linhas)
        await sheet.addRow([null, null, l.codigo, composicao.formula, null, l.nome, l.valor]);
      return composicao.linhas.length;
    }
    const valores = await listValoresCelulaDre(ctx.tx, ctx.clienteId, cel.linha, cel.filtro);
    for (const v of valores) await sheet.addRow(linhaDoDetalhe(detalheDoValor(cel, v)));
    return valores.length;
  },
};

/** Writes the ledger rows of an account cell, in keyset batches; answers how many. */
export async function escreverLancamentos(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
  sheet: ReportSheet,
): Promise<number> {
  const ledger = await loadLedgerDaCelula(tx, clienteId, cel);
  let escritos = 0;
  let depois: { data: string; id: string } | undefined;
  for (;;) {
    const lote = await listLancamentosCelulaDre(tx, clienteId, cel.filtro, ledger.pares, {
      limite: LOTE,
      ...(depois ? { depois } : {}),
    });
    for (const l of lote) await sheet.addRow(linhaDoDetalhe(detalheDoLancamento(cel, ledger, l)));
    escritos += lote.length;
    const ultimo = lote.at(-1);
    if (!ultimo || lote.length < LOTE) return escritos;
    depois = { data: ultimo.data, id: ultimo.id };
  }
}

/** The header block: the model's line, the cell's period and its store when one. */
function filtrosDoRelatorio(cel: CelulaDre, p: DetalhesLinhaDreParams): Array<readonly [string, string]> {
  const conta = p.PlanoDeContasId ? cel.contas[0] : undefined;
  const periodo =
    cel.filtro.inicio === cel.filtro.fim
      ? rotuloMes(cel.filtro.inicio)
      : `${rotuloMes(cel.filtro.inicio)} a ${rotuloMes(cel.filtro.fim)}`;
  const lista: Array<readonly [string, string]> = [
    ['Modelo', cel.modelo.nome],
    ['Linha', `${cel.linha.codigo} - ${cel.linha.nome}`],
    ['Conta', conta ? `${conta.codigo} - ${conta.nome}` : ''],
    ['Regime', p.filter.tipoDeRegime === 1 ? 'Competência' : 'Caixa'],
    ['Período', periodo],
    ['Filtro', p.coluna?.filtro ?? 'A'],
  ];
  return lista.filter(([, valor]) => valor !== '');
}
