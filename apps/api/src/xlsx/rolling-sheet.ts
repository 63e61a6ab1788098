import type {
  ReportColumn,
  ReportRowOptions,
  ReportSheet,
  ReportSheetOptions,
  ReportWriter,
} from './report-kind.ts';

/**
 * Excel holds at most 1,048,576 rows per worksheet: a report longer than that goes on in another sheet of the
 * same columns ('Detalhes', 'Detalhes (2)', …), each with its header block and header row. Kept a round number
 * under the limit, leaving room for the header block.
 */
export const MAX_LINHAS_POR_PLANILHA = 1_000_000;

export interface RollingSheet extends ReportSheet {
  /** Rows written over every sheet. */
  readonly linhas: number;
}

/** A sheet that continues in a new one (`<name> (2)`, …) every `maxLinhas` rows. */
export async function openRollingSheet(
  writer: ReportWriter,
  name: string,
  columns: readonly ReportColumn[],
  filtros: ReadonlyArray<readonly [rotulo: string, valor: string]>,
  options: ReportSheetOptions & { maxLinhas?: number } = {},
): Promise<RollingSheet> {
  const { maxLinhas = MAX_LINHAS_POR_PLANILHA, ...sheetOptions } = options;
  let parte = 1;
  let naPlanilha = 0;
  let total = 0;
  let sheet = await writer.addSheet(name, columns, filtros, sheetOptions);
  return {
    get linhas() {
      return total;
    },
    addRow(values: readonly unknown[], rowOptions?: ReportRowOptions): Promise<void> {
      if (naPlanilha >= maxLinhas) {
        return (async () => {
          parte++;
          naPlanilha = 0;
          sheet = await writer.addSheet(`${name.slice(0, 24)} (${parte})`, columns, filtros, sheetOptions);
          naPlanilha++;
          total++;
          await sheet.addRow(values, rowOptions);
        })();
      }
      // the sheet's own promise, without an async step of ours: a report writes millions of rows
      naPlanilha++;
      total++;
      return sheet.addRow(values, rowOptions);
    },
  };
}
