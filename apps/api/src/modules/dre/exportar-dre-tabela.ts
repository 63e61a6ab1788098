import { rotuloMes } from '@matriz/contracts';
import { modoDoLayout } from '../../engine/dre/layout.ts';
import type { ColunaDre } from '../../engine/dre/types.ts';
import { cellOf, flattenMatrix, isCellError, type MatrixRow } from '../../engine/matrix.ts';
import type { MatrixSheetFiltros } from '../../xlsx/matrix-sheet.ts';
import type { ReportCellFormat, ReportColumn, ReportWriter } from '../../xlsx/report-kind.ts';
import { openRollingSheet } from '../../xlsx/rolling-sheet.ts';
import type { DreCalculada } from './get-dre.ts';

/**
 * The DRE matrix as a flat table (issue 11 §1, export types 2, 3 and 4): one sheet row per row of the matrix ×
 * column, with filter buttons — what a pivot table or a BI tool reads. Columns: the line's code and name, its
 * level in the tree, (with `todas`) the franchisor account of an account row, the period (a real month date, or
 * 'Total', or the whole period of a store / cost-centre column), the store or cost centre of the column when the
 * layout has them, and the value (money in reais, exact; a ratio line as its number).
 *
 * `todas: false` (type 3): the model's lines, only the cells with a value. `todas: true` (type 4): every row —
 * the lines and the franchisor accounts under the account lines — and every column, an empty value where there
 * is no data (never a zero).
 */
export async function escreverTabelaDre(
  writer: ReportWriter,
  nome: string,
  dre: DreCalculada,
  filtros: MatrixSheetFiltros,
  opcoes: { todas: boolean },
): Promise<number> {
  const modo = modoDoLayout(dre.layout);
  const { A } = dre.layout.filtros;
  const periodoInteiro = `${rotuloMes(A.inicio)} a ${rotuloMes(A.fim)}`;
  const orcado = dre.colunas.some((c) => c.tipo === 'orcado');
  const colunas: ReportColumn[] = [
    { header: 'Código', format: 'texto', width: 14 },
    { header: 'Linha', format: 'texto', width: 36 },
    { header: 'Nível', format: 'inteiro', width: 8 },
    ...(opcoes.todas ? [{ header: 'Conta', format: 'texto', width: 36 } as const] : []),
    { header: 'Período', format: 'mes', width: 12 },
    // 'comparar com orçado': which of the period's columns the row is (Realizado, Orçado, Var., Var. %)
    ...(orcado ? [{ header: 'Coluna', format: 'texto', width: 12 } as const] : []),
    ...(modo === 'lojas' ? [{ header: 'Loja', format: 'texto', width: 32 } as const] : []),
    ...(modo === 'centros-de-custo'
      ? [{ header: 'Centro de custo', format: 'texto', width: 32 } as const]
      : []),
    { header: 'Valor', format: 'moeda', width: 18 },
  ];
  const sheet = await openRollingSheet(writer, nome, colunas, filtros, { autoFilter: true });
  const matrizColunas = dre.matriz.columns;
  const significados = new Map<string, ColunaDre>(dre.colunas.map((c) => [c.key, c]));
  const periodo = (c: ColunaDre | undefined) => c?.mes ?? (modo === 'meses' ? 'Total' : periodoInteiro);
  for (const { row, level, parent } of flattenMatrix(dre.matriz)) {
    const conta = row.kind === 'detalhe';
    if (conta && !opcoes.todas) continue;
    const linha: MatrixRow = conta && parent ? parent : row;
    const nivel = conta ? level - 1 : level;
    for (const coluna of matrizColunas) {
      const cell = cellOf(row, coluna.key);
      if (cell === null && !opcoes.todas) continue;
      const formato: ReportCellFormat = row.format ?? coluna.format;
      const valores: unknown[] = [
        linha.code ?? '',
        linha.label,
        nivel,
        ...(opcoes.todas ? [conta ? row.label : null] : []),
        periodo(significados.get(coluna.key)),
        ...(orcado ? [significados.get(coluna.key)?.tipo === 'valor' ? 'Realizado' : coluna.header] : []),
        ...(modo === 'meses' ? [] : [coluna.header]),
        isCellError(cell) ? cell.message : cell,
      ];
      const ultima = valores.length - 1;
      await sheet.addRow(valores, {
        formats: valores.map((_, i) => (i === ultima ? formato : undefined)),
        ...(isCellError(cell) ? { errorCells: [ultima] } : {}),
        ...(row.kind === 'total' ? { bold: true } : {}),
      });
    }
  }
  return sheet.linhas;
}
