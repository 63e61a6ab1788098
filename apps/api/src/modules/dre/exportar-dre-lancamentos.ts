import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { celulaLancamentoSql, dataDoRegimeSql, type FiltroCelulaDre } from './celula-filtro.ts';
import type { ParDre } from './lancamentos-celula-dre.ts';

/**
 * Ledger rows fetched at a time from the line's cursor (memory stays bounded on any line). A batch is read and
 * written with a few megabytes allocated, inside one of V8's young-generation cycles (~16 MB): its rows die young.
 */
const LOTE = 1_000;

let cursores = 0;

/** A ledger row as an export shows it (the value as the database's text). */
export type LancamentoExportado = {
  data: string;
  empresaId: string;
  contaFranqueadoId: string;
  contaFranqueadorId: string;
  observacao: string | null;
  fornecedor: string | null;
  historico: string | null;
  valor: string;
};

/**
 * Every ledger row of a line's cell, in the line detail's order (the regime's date, then id), through a cursor of
 * the job's transaction: the rows are sorted once and fetched in batches, where pages by keyset would sort what is
 * left of the cell again for every batch. The same rows as listLancamentosCelulaDre (lancamentos-celula-dre.ts:
 * the store's franchisee account joined to the franchisor account its approved De-Para reaches, the cell's
 * conditions of celula-filtro.ts); the export tests compare them with the detail and with the DRE's cells.
 *
 * Each batch goes to `porLote`, which is awaited, and is then emptied before the next one is fetched: a batch
 * still reachable during the fetch (from a register of a suspended async function, say) was promoted to V8's old
 * generation with all its rows, where the batches piled up until a full collection — the worker's memory grew
 * with the export's rows.
 */
export async function lerLancamentosDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: FiltroCelulaDre,
  pares: readonly ParDre[],
  porLote: (lote: readonly LancamentoExportado[]) => Promise<void>,
): Promise<void> {
  if (pares.length === 0 || f.empresaIds.length === 0) return;
  const cursor = sql.identifier(`dre_exportacao_${++cursores}`);
  const col = (k: keyof ParDre) => sql`${sql.param(pares.map((m) => m[k]))}::uuid[]`;
  const data = dataDoRegimeSql(f.regime);
  await tx.execute(sql`declare ${cursor} no scroll cursor for
    select ${data}::text as data, l.empresa_id as "empresaId", l.conta_franqueado_id as "contaFranqueadoId",
      m.conta_franqueador_id as "contaFranqueadorId", l.observacao, l.fornecedor, l.historico,
      l.valor::text as valor
    from lancamento l
    join unnest(${col('empresaId')}, ${col('contaFranqueadoId')}, ${col('contaFranqueadorId')})
      as m(empresa_id, conta_franqueado_id, conta_franqueador_id)
      on m.empresa_id = l.empresa_id and m.conta_franqueado_id = l.conta_franqueado_id
    where l.cliente_id = ${clienteId}
      and l.conta_franqueado_id = any(${sql.param([...new Set(pares.map((m) => m.contaFranqueadoId))])}::uuid[])
      and ${celulaLancamentoSql(f)}
    order by ${data}, l.id`);
  try {
    for (;;) {
      const lote = (
        await tx.execute<LancamentoExportado>(sql`fetch forward ${sql.raw(String(LOTE))} from ${cursor}`)
      ).rows;
      const n = lote.length;
      if (n > 0) await porLote(lote);
      lote.length = 0;
      if (n < LOTE) return;
    }
  } finally {
    await tx.execute(sql`close ${cursor}`);
  }
}
