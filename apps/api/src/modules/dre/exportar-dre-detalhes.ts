import type { ExportarDreParams } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { LinhaModeloDre } from '../../engine/dre/types.ts';
import { cellOf, findRow, isCellError, type Cell } from '../../engine/matrix.ts';
import type { MatrixSheetFiltros } from '../../xlsx/matrix-sheet.ts';
import type { ReportCellFormat, ReportColumn, ReportWriter } from '../../xlsx/report-kind.ts';
import { openRollingSheet, type RollingSheet } from '../../xlsx/rolling-sheet.ts';
import { filtroDaCelula } from './celula-filtro.ts';
import { getComposicaoDre } from './composicao-dre.ts';
import type { BaseDre, DreCalculada } from './get-dre.ts';
import { lerLancamentosDaCelula } from './exportar-dre-lancamentos.ts';
import { loadContasMapeadasDre, paresDaCelula } from './lancamentos-celula-dre.ts';
import { nomeDaLoja, type CelulaDre } from './resolve-celula-dre.ts';
import { listValoresCelulaDre } from './valores-celula-dre.ts';

const ORIGEM_DOS_VALORES = { manual: 'Valor manual', pdv: 'Valor de PDV', cmv: 'CMV' } as const;

/** One detail row: what the line-detail modal lists, with the franchisor account and the kind of row. */
export interface DetalheExportado {
  tipo: string;
  data: string | null;
  empresa: string | null;
  conta: string | null;
  origem: string | null;
  observacao: string | null;
  fornecedor: string | null;
  historico: string | null;
  /** centavos (money), or a number in reais already (a composition's line values) */
  valor: bigint | number | null;
}

export interface ContextoDetalhesDre {
  tx: DatabaseOrTransaction;
  clienteId: string;
  q: ExportarDreParams;
  base: BaseDre;
  /** the matrix with the period's total column (TotalizarPeriodo) */
  dre: DreCalculada;
}

/** The cell of a line over the whole period of filter A, every store and cost centre of the selection. */
function celulaDaLinha(ctx: ContextoDetalhesDre, linha: LinhaModeloDre): CelulaDre {
  const selecao = ctx.base.selecao.selecoes.find((s) => s.filtro === 'A')!;
  const filtro = filtroDaCelula(selecao, ctx.q.tipoDeRegime, {});
  return {
    modelo: ctx.base.modelo,
    linha,
    contas: linha.contas,
    filtro,
    filtroSemEmpresa: filtro,
    selecao,
    resolvida: ctx.base.selecao,
    apelido: ctx.q.EmpresaPorApelido,
  };
}

/**
 * Every detail row of a line over the period, in the line-detail modal's order (the regime's date, then id): the
 * ledger rows of an account line (each with its franchisor account and the franchisee account it came from: the
 * 'Origem do franqueado'), the stored values of a manual, PDV or CMV line, and the lines a total or formula line
 * is made of. Values as the DRE counts them (the line's display sign applied), so they add up to the line's cell.
 * The rows go to `porLote` a batch at a time, each awaited before the next is read (an account line's ledger is
 * read through a cursor, exportar-dre-lancamentos.ts: memory stays flat whatever its size).
 */
export async function detalhesDaLinha(
  ctx: ContextoDetalhesDre,
  linha: LinhaModeloDre,
  porLote: (detalhes: readonly DetalheExportado[]) => Promise<void>,
): Promise<void> {
  const cel = celulaDaLinha(ctx, linha);
  const sinal = BigInt(linha.sinal);
  if (linha.tipo === 'conta') {
    const f = cel.filtro;
    const mapa = await loadContasMapeadasDre(
      ctx.tx,
      ctx.clienteId,
      linha.contas.map((c) => c.id),
      f.empresaIds,
    );
    const lojas = f.empresaIds.flatMap((id) => ctx.base.selecao.lojas.get(id) ?? []);
    const pares = paresDaCelula(mapa, lojas);
    const origem = new Map(mapa.map((m) => [m.contaFranqueadoId, m.rotulo]));
    const conta = new Map(linha.contas.map((c) => [c.id, `${c.codigo} - ${c.nome}`]));
    await lerLancamentosDaCelula(ctx.tx, ctx.clienteId, f, pares, (lote) =>
      porLote(
        lote.map((l) => ({
          tipo: 'Lançamento',
          data: l.data,
          empresa: nomeDaLoja(cel, l.empresaId),
          conta: conta.get(l.contaFranqueadorId) ?? null,
          origem: origem.get(l.contaFranqueadoId) ?? null,
          observacao: l.observacao,
          fornecedor: l.fornecedor,
          historico: l.historico,
          valor: sinal * BigInt(l.valor),
        })),
      ),
    );
    return;
  }
  if (linha.tipo === 'manual' || linha.tipo === 'pdv' || linha.tipo === 'cmv') {
    const tipo = ORIGEM_DOS_VALORES[linha.tipo];
    const valores = await listValoresCelulaDre(ctx.tx, ctx.clienteId, linha, cel.filtro);
    await porLote(
      valores.map((v) => ({
        tipo,
        data: v.mes,
        empresa: nomeDaLoja(cel, v.empresaId),
        conta: null,
        origem: null,
        observacao: v.autor ? `Informado por ${v.autor}` : null,
        fornecedor: null,
        // a CMV value is one of the four stock movements of its store-month: each says which
        historico: v.movimento ?? linha.nome,
        valor: sinal * v.valor,
      })),
    );
    return;
  }
  const composicao = await getComposicaoDre(ctx.tx, ctx.clienteId, cel);
  await porLote(
    composicao.linhas.map((parte) => ({
      tipo: 'Composição',
      data: null,
      empresa: null,
      conta: `${parte.codigo} - ${parte.nome}`,
      origem: null,
      observacao: composicao.descricao,
      fornecedor: null,
      historico: parte.nome,
      valor: parte.valor,
    })),
  );
}

/** The line's cell over the period (the matrix's total column) and the format it reads in. */
export function totalDaLinha(dre: DreCalculada, linhaId: string): { valor: Cell; formato: ReportCellFormat } {
  const total = dre.colunas.find(
    (c) => c.tipo === 'valor' && c.filtro === 'A' && c.mes === null && c.centroDeCusto === null,
  );
  const row = findRow(dre.matriz, `l:${linhaId}`);
  const coluna = dre.matriz.columns.find((c) => c.key === total?.key);
  return {
    valor: row && total ? cellOf(row, total.key) : null,
    formato: row?.format ?? coluna?.format ?? 'moeda',
  };
}

const valorDaCelula = (cell: Cell) => (isCellError(cell) ? cell.message : cell);

/** The lines type 6 details: those chosen and, with `addDetalhes`, every line under them; in the model's order. */
export function linhasEscolhidas(q: ExportarDreParams, base: BaseDre): LinhaModeloDre[] {
  const escolhidas = new Set(q.filtroOpcionalExportacao?.linhasIds ?? []);
  if (q.filtroOpcionalExportacao?.addDetalhes) {
    // the model's lines are in tree order (parents first): one pass adds every descendant
    for (const l of base.modelo.linhas) if (l.parentId && escolhidas.has(l.parentId)) escolhidas.add(l.id);
  }
  return base.modelo.linhas.filter((l) => escolhidas.has(l.id));
}

const COLUNAS_DO_DETALHE: readonly ReportColumn[] = [
  { header: 'Data', format: 'data', width: 12 },
  { header: 'Empresa', width: 32 },
  { header: 'Conta', width: 32 },
  { header: 'Origem do franqueado', width: 32 },
  { header: 'Observação', width: 30 },
  { header: 'Fornecedor', width: 28 },
  { header: 'Histórico', width: 40 },
  { header: 'Valor', format: 'moeda', width: 16 },
];

/**
 * 'Múltiplos detalhes' (type 6): one sheet per chosen line (continued past Excel's row limit) with the rows of its
 * detail, and last the line's total over the period — the DRE's own cell, which the rows add up to.
 */
export async function escreverMultiplosDetalhes(
  writer: ReportWriter,
  ctx: ContextoDetalhesDre,
  filtros: MatrixSheetFiltros,
): Promise<number> {
  let linhas = 0;
  for (const linha of linhasEscolhidas(ctx.q, ctx.base)) {
    const sheet = await openRollingSheet(
      writer,
      `${linha.codigo} ${linha.nome}`,
      COLUNAS_DO_DETALHE,
      [...filtros, ['Linha', `${linha.codigo} - ${linha.nome}`]],
      { autoFilter: true },
    );
    await detalhesDaLinha(ctx, linha, async (detalhes) => {
      for (const d of detalhes)
        await sheet.addRow([
          d.data,
          d.empresa,
          d.conta,
          d.tipo === 'Lançamento' ? d.origem : d.tipo,
          d.observacao,
          d.fornecedor,
          d.historico,
          d.valor,
        ]);
    });
    const total = totalDaLinha(ctx.dre, linha.id);
    await sheet.addRow(
      [null, null, null, null, null, null, `Total de ${linha.nome}`, valorDaCelula(total.valor)],
      {
        bold: true,
        formats: [undefined, undefined, undefined, undefined, undefined, undefined, undefined, total.formato],
        ...(isCellError(total.valor) ? { errorCells: [7] } : {}),
      },
    );
    linhas += sheet.linhas;
  }
  return linhas;
}

/** A detail row of type 7, under its line's total in the outline. */
const DETALHE = { outlineLevel: 1 } as const;

const COLUNAS_DA_TABELA: readonly ReportColumn[] = [
  { header: 'Código', width: 14 },
  { header: 'Linha', width: 32 },
  { header: 'Tipo', width: 16 },
  ...COLUNAS_DO_DETALHE,
];

/**
 * 'Tabela, todas as linhas com detalhes' (type 7): one table of every line with rows of its own (account lines and
 * manual, PDV and CMV lines; totals and formulas are made of them), each line's total row first — the DRE's cell
 * over the period, bold — and its detail rows under it, grouped in the outline (collapsible); filter buttons on
 * every column. Past Excel's row limit the table goes on in another sheet.
 */
export async function escreverTabelaComDetalhes(
  writer: ReportWriter,
  ctx: ContextoDetalhesDre,
  filtros: MatrixSheetFiltros,
): Promise<number> {
  const sheet: RollingSheet = await openRollingSheet(writer, 'Detalhes', COLUNAS_DA_TABELA, filtros, {
    autoFilter: true,
    outlineLevels: 1,
  });
  const formatos = COLUNAS_DA_TABELA.map(() => undefined);
  for (const linha of ctx.base.modelo.linhas) {
    if (linha.tipo === 'total' || linha.tipo === 'formula') continue;
    const total = totalDaLinha(ctx.dre, linha.id);
    const rotulo = [linha.codigo, linha.nome] as const;
    await sheet.addRow(
      [...rotulo, 'Total da linha', null, null, null, null, null, null, null, valorDaCelula(total.valor)],
      {
        bold: true,
        formats: [...formatos.slice(0, -1), total.formato],
        ...(isCellError(total.valor) ? { errorCells: [COLUNAS_DA_TABELA.length - 1] } : {}),
      },
    );
    await detalhesDaLinha(ctx, linha, async (detalhes) => {
      for (const d of detalhes)
        await sheet.addRow(
          [
            ...rotulo,
            d.tipo,
            d.data,
            d.empresa,
            d.conta,
            d.origem,
            d.observacao,
            d.fornecedor,
            d.historico,
            d.valor,
          ],
          DETALHE,
        );
    });
  }
  return sheet.linhas;
}
