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
  ingestLancamentos,
  IngestionError,
  type IngestOptions,
  type IngestResult,
} from './ingest-lancamentos.ts';
export type * from './types.ts';
