import { cmvExportacoes, type ExportarEstoqueInput, type TipoExportacaoCmv } from '@matriz/contracts';

import type { Dayjs } from '../../../../lib/dayjs.ts';
import { toApiMonth } from '../../../../lib/format.ts';

/** The export card's fields: the month, and stores or clusters by the toggle. */
export interface FiltroExportacaoCmv {
  inicio?: Dayjs | null;
  clusterEmpresaBool?: boolean;
  empresasIds?: string[];
  clustersIds?: string[];
}

/**
 * The body of a stock export (spec 001 §3 'Stock export filter'), or 'mes' when the month it requires is missing
 * (spec 001 §5: every export but the price catalogue). Only the list the toggle shows is sent.
 */
export function pedidoDeExportacao(
  tipo: TipoExportacaoCmv,
  f: FiltroExportacaoCmv,
): { corpo: ExportarEstoqueInput } | { falta: 'inicio' } {
  const exigeMes = cmvExportacoes.find((e) => e.tipo === tipo)?.mesObrigatorio ?? true;
  const inicio = f.inicio ? toApiMonth(f.inicio) : '';
  if (exigeMes && !inicio) return { falta: 'inicio' };
  const clusters = f.clusterEmpresaBool === true;
  return {
    corpo: {
      ...(inicio ? { inicio } : {}),
      empresasIds: clusters ? [] : (f.empresasIds ?? []),
      clustersIds: clusters ? (f.clustersIds ?? []) : [],
    },
  };
}
