import type { z } from 'zod';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { Scope } from '../access/scope.ts';

export type ReportCellFormat = 'texto' | 'inteiro' | 'decimal' | 'moeda' | 'percentual' | 'data' | 'mes';
export interface ReportColumn {
  header: string;
  format?: ReportCellFormat;
  width?: number;
}
/** One worksheet being written (streamed). Strings are always text cells, never formulas. */
export interface ReportSheet {
  addRow(values: readonly unknown[]): Promise<void>;
}
export interface ReportWriter {
  /** Opens a worksheet: header block with the filters applied and the generation time, then a frozen header row. */
  addSheet(
    name: string,
    columns: readonly ReportColumn[],
    filtros: ReadonlyArray<readonly [rotulo: string, valor: string]>,
  ): Promise<ReportSheet>;
}
export interface ReportRunContext {
  /** A transaction already scoped to the requester's cliente (withTenant): queries still filter cliente_id. */
  tx: DatabaseOrTransaction;
  clienteId: string;
  usuarioId: string;
  /** The requester's data scope, resolved when the job runs. */
  scope: Scope;
}
export interface ReportKind<P> {
  /** Stable code stored with the request ('empresas', 'cluster', …); also the origin value of the origin filter. */
  origem: string;
  /** Shown as tipoRelatorio / origin label (pt-BR), e.g. 'Empresas'. */
  descricao: string;
  parametros: z.ZodType<P>;
  /** File name without extension, e.g. 'empresas'. */
  nomeArquivo(params: P): string;
  /** Writes the report and answers the number of data rows written. */
  run(ctx: ReportRunContext, params: P, writer: ReportWriter): Promise<number>;
}

/** A kind of any parameter type, as the registry and the worker hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyReportKind = ReportKind<any>;
