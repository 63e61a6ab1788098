import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { CriterioDfc, FatoDfc } from '../../engine/dfc/index.ts';
import { mapeamentoJoinSql } from '../dre/rollup-sql.ts';
import { diaDoFatoSql, fatosDoFranqueadorSql, type CoberturaDfc } from './dfc-fatos-franqueador-sql.ts';
import {
  contaSql,
  correcaoDiasOriginaisSql,
  datasDoLedgerSql,
  diaDoLedgerSql,
  diaDoRollupSql,
  recorteSql,
  uuids,
  type RecorteDfc,
} from './dfc-fatos-sql.ts';
import { planoDeLeituraDfc, type PlanoLeituraDfc } from './dfc-plano-leitura.ts';

/**
 * Where the facts come from: `franqueador`, the cash flow's rollups at the franchisor grain (no cost centre, no bank
 * account); `diario`, the daily rollup at the franchisee grain (`lancamento_diario`: cost centres and bank
 * accounts, mapped as it is read); `ledger`, the ledger with its dates (the Competência regime by day).
 */
export type FonteFatosDfc = 'franqueador' | 'diario' | 'ledger';

export interface LerFatosDfcParams extends RecorteDfc {
  criterio: CriterioDfc;
  /** keep the bank account of each fact (the balances need it); else facts carry null there (far fewer rows) */
  porContaBancaria: boolean;
  /**
   * The query's columns sum whole months (Mensal, Trimestral, Semestral): the facts of the range's whole months may
   * be summed per month and dated on its first day (dfc-plano-leitura.ts). Default false: every fact on its day.
   */
  porMes?: boolean;
  /** force a source (the read-path tests compare them all); default: the smallest that answers (fonteDosFatos) */
  fonte?: FonteFatosDfc;
}

type Linha = {
  conta_franqueador_id: string | null;
  conta_bancaria_id: string | null;
  dia: string;
  valor: string;
  quantidade: string;
};

/** The smallest source that keeps what the query reads. */
export function fonteDosFatos(p: LerFatosDfcParams): FonteFatosDfc {
  if (p.criterio.regime === 1) return 'ledger';
  const porDimensao = p.porContaBancaria || p.centroDeCustoIds !== null || p.contaBancariaIds !== null;
  return porDimensao ? 'diario' : 'franqueador';
}

const ordem: Record<FonteFatosDfc, number> = { franqueador: 0, diario: 1, ledger: 2 };

/**
 * The cash flow's daily facts (franchisor account × bank account × day → centavos) of the stores of a query, under
 * the engine's rule (regra.ts): exactly what agregarPorDia over the same ledger gives (tested for every source,
 * flag, regime and status), summed per month for the months a query by months reads whole (`porMes`). Each entry
 * reaches a franchisor account through its store's approved De-Para (rollup-sql.ts mapeamentoJoinSql, the DRE's one
 * definition; the franchisor rollups are kept mapped); entries without one are facts with a null account (the
 * engine reports them apart). One statement; no store reads nothing. Run it on a tenant transaction (withTenant).
 */
export async function lerFatosDfc(tx: DatabaseOrTransaction, p: LerFatosDfcParams): Promise<FatoDfc[]> {
  if (p.empresaIds.length === 0) return [];
  const menor = fonteDosFatos(p);
  const fonte = p.fonte ?? menor;
  if (ordem[fonte] < ordem[menor]) throw new Error(`a fonte '${fonte}' não responde a esta consulta`);
  const c = p.criterio;
  const plano = planoDeLeituraDfc(p.inicio, p.fim, c, p.porMes ?? false);
  const consulta =
    fonte === 'franqueador'
      ? fatosDoFranqueadorSql(p, c, plano, await coberturaDasLojas(tx, p.clienteId, p.empresaIds))
      : agregado(p, plano, fonte === 'diario' ? entradasDoDiarioSql(p, p) : doLedgerSql(p));
  const { rows } = await tx.execute<Linha>(consulta);
  return rows.map((r) => ({
    contaFranqueadorId: r.conta_franqueador_id,
    contaBancariaId: r.conta_bancaria_id,
    dia: r.dia,
    valor: BigInt(r.valor),
    quantidade: Number(r.quantidade),
  }));
}

/**
 * The grupos all of whose stores are among `empresaIds`, and the other stores: one look at the stores of the
 * selected stores' grupos (a few stores read a few grupos, not the network's). Ids that are not the tenant's stores
 * stay loose, where they find nothing.
 */
export async function coberturaDasLojas(
  tx: DatabaseOrTransaction,
  clienteId: string,
  empresaIds: readonly string[],
): Promise<CoberturaDfc> {
  const { rows } = await tx.execute<{ grupo_id: string; lojas: string[] }>(sql`
    select grupo_id, array_agg(id) as lojas from empresa
    where cliente_id = ${clienteId} and grupo_id in (
      select grupo_id from empresa where cliente_id = ${clienteId} and id = any(${uuids(empresaIds)}))
    group by grupo_id`);
  const selecionadas = new Set(empresaIds);
  const cobertura: CoberturaDfc = { grupos: [], lojasSoltas: [] };
  const inteiras = new Set<string>();
  for (const r of rows)
    if (r.lojas.every((id) => selecionadas.has(id))) {
      cobertura.grupos.push(r.grupo_id);
      r.lojas.forEach((id) => inteiras.add(id));
    }
  cobertura.lojasSoltas = [...selecionadas].filter((id) => !inteiras.has(id));
  return cobertura;
}

const banco = (porContaBancaria: boolean): SQL =>
  porContaBancaria ? sql`t.conta_bancaria_id` : sql`null::uuid`;

/**
 * The entries (or rollup rows) of the cut with their day, mapped and summed per account, bank account and day —
 * the day of the fact in the plan (diaDoFatoSql): as the franchisor rollups date them, whatever the source.
 */
function agregado(p: LerFatosDfcParams, plano: PlanoLeituraDfc, entradas: SQL): SQL {
  return sql`
    select y.conta_franqueador_id, y.conta_bancaria_id, y.dia::text as dia, sum(y.valor)::text as valor,
      sum(y.n)::text as quantidade
    from (
      select d.conta_franqueador_id, x.conta_bancaria_id, ${diaDoFatoSql(plano, sql`x.dia`)} as dia, x.valor, x.n
      from (${entradas}) x
      ${mapeamentoJoinSql(p.clienteId, 'x')}
      where x.dia between ${p.inicio}::date and ${p.fim}::date
    ) y
    group by y.conta_franqueador_id, y.conta_bancaria_id, y.dia
    having sum(y.n) <> 0`;
}

/**
 * The rows of `lancamento_diario` (`empresa_id`, `conta_franqueado_id`, `conta_bancaria_id`, `valor`, `n`, `dia`)
 * that can fall in `janela` under the rule — their cash day from the eve of its first day (an open boleto moves one
 * day; null `de`: every day before `ate`) — with, for 'Valores nos dias originais', the entries paid off their due
 * date moved back to it. Filter the result on `dia` (the balances' flow before the range reads it too).
 */
export function entradasDoDiarioSql(
  p: LerFatosDfcParams,
  janela: { inicio: string | null; fim: string },
): SQL {
  const c = p.criterio;
  const dias =
    janela.inicio === null
      ? sql`t.dia <= ${janela.fim}::date`
      : sql`t.dia between ${janela.inicio}::date - 1 and ${janela.fim}::date`;
  const rollup = sql`select t.empresa_id, t.conta_franqueado_id, ${banco(p.porContaBancaria)} as conta_bancaria_id,
      t.valor, t.quantidade as n, ${diaDoRollupSql(c)} as dia
    from lancamento_diario t
    where ${recorteSql(p)} and ${dias} and ${contaSql(c, sql`t.dia`, { rollup: true })}`;
  if (!c.valoresNosDiasOriginais) return rollup;
  const correcao = correcaoDiasOriginaisSql(c, p, banco(p.porContaBancaria), {
    de: janela.inicio,
    ate: janela.fim,
  });
  return sql`${rollup} union all ${correcao}`;
}

function doLedgerSql(p: LerFatosDfcParams): SQL {
  const c = p.criterio;
  return sql`select t.empresa_id, t.conta_franqueado_id, ${banco(p.porContaBancaria)} as conta_bancaria_id,
      t.valor, 1 as n, ${diaDoLedgerSql(c)} as dia
    from lancamento t
    where ${recorteSql(p)} and ${datasDoLedgerSql(c, p)} and ${contaSql(c, sql`t.data_vencimento`)}`;
}
