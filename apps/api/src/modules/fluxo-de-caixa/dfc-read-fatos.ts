import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { CriterioDfc, FatoDfc } from '../../engine/dfc/index.ts';
import { mapeamentoJoinSql } from '../dre/rollup-sql.ts';
import {
  contaSql,
  datasDoLedgerSql,
  diaDoLedgerSql,
  diaDoRollupSql,
  recorteSql,
  rollupResponde,
  type RecorteDfc,
} from './dfc-fatos-sql.ts';

export interface LerFatosDfcParams extends RecorteDfc {
  criterio: CriterioDfc;
  /** keep the bank account of each fact (the balances need it); else facts carry null there (far fewer rows) */
  porContaBancaria: boolean;
  /** force a source (the read-path tests compare both); default: the rollup whenever it answers */
  fonte?: 'rollup' | 'ledger';
}

type Linha = {
  conta_franqueador_id: string | null;
  conta_bancaria_id: string | null;
  dia: string;
  valor: string;
  quantidade: string;
};

/**
 * The cash flow's daily facts (franchisor account × bank account × day → centavos) of the stores of a query, under
 * the engine's rule (regra.ts): exactly what agregarPorDia over the same ledger gives (tested). Read from the daily
 * cash rollup `lancamento_diario` where it answers (rollupResponde: the Caixa regime without
 * ValoresNosDiasOriginais), else from the ledger with its dates (Competência by day, the original due dates). Each
 * entry reaches a franchisor account through its store's approved De-Para (rollup-sql.ts mapeamentoJoinSql, the
 * DRE's one definition); entries without one are facts with a null account (the engine reports them apart). One
 * statement; no store reads nothing. Run it on a tenant transaction (withTenant).
 */
export async function lerFatosDfc(tx: DatabaseOrTransaction, p: LerFatosDfcParams): Promise<FatoDfc[]> {
  if (p.empresaIds.length === 0) return [];
  const rollup = p.fonte === undefined ? rollupResponde(p.criterio) : p.fonte === 'rollup';
  if (rollup && !rollupResponde(p.criterio))
    throw new Error('o rollup diário não responde ao regime de competência nem aos dias originais');
  const { rows } = await tx.execute<Linha>(rollup ? doRollupSql(p) : doLedgerSql(p));
  return rows.map((r) => ({
    contaFranqueadorId: r.conta_franqueador_id,
    contaBancariaId: r.conta_bancaria_id,
    dia: r.dia,
    valor: BigInt(r.valor),
    quantidade: Number(r.quantidade),
  }));
}

const banco = (p: LerFatosDfcParams): SQL =>
  p.porContaBancaria ? sql`t.conta_bancaria_id` : sql`null::uuid`;

/** The entries (or rollup rows) of the cut with their day, mapped and summed per account, bank account and day. */
function agregado(p: LerFatosDfcParams, entradas: SQL): SQL {
  return sql`
    select d.conta_franqueador_id, x.conta_bancaria_id, x.dia::text as dia, sum(x.valor)::text as valor,
      sum(x.n)::text as quantidade
    from (${entradas}) x
    ${mapeamentoJoinSql(p.clienteId, 'x')}
    where x.dia between ${p.inicio}::date and ${p.fim}::date
    group by d.conta_franqueador_id, x.conta_bancaria_id, x.dia`;
}

function doRollupSql(p: LerFatosDfcParams): SQL {
  const c = p.criterio;
  return agregado(
    p,
    sql`select t.empresa_id, t.conta_franqueado_id, ${banco(p)} as conta_bancaria_id, t.valor, t.quantidade as n,
        ${diaDoRollupSql(c)} as dia
      from lancamento_diario t
      where ${recorteSql(p)} and t.quantidade <> 0
        and t.dia between ${p.inicio}::date - 1 and ${p.fim}::date
        and ${contaSql(c, sql`t.dia`)}`,
  );
}

function doLedgerSql(p: LerFatosDfcParams): SQL {
  const c = p.criterio;
  return agregado(
    p,
    sql`select t.empresa_id, t.conta_franqueado_id, ${banco(p)} as conta_bancaria_id, t.valor, 1 as n,
        ${diaDoLedgerSql(c)} as dia
      from lancamento t
      where ${recorteSql(p)} and ${datasDoLedgerSql(c, p)} and ${contaSql(c, sql`t.data_vencimento`)}`,
  );
}
