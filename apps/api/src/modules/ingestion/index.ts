export {
  ingestEstoqueAjustes,
  ingestEstoqueEntradas,
  ingestEstoquePosicoes,
  ingestExtrato,
  upsertMetricasAtividade,
  upsertSaldosBancarios,
  upsertValoresManuais,
  upsertValoresPdv,
} from './ingest-fatos.ts';
export { ingestCatalogoPrecos, type CatalogoPrecoInput } from './ingest-catalogo.ts';
export {
  CargaLancamentos,
  ingestLancamentos,
  IngestionError,
  type IngestOptions,
  type LancamentoDaCarga,
  type OpcoesCarga,
  type IngestResult,
} from './ingest-lancamentos.ts';
export type * from './types.ts';
