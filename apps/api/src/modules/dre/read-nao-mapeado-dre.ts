import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { FiltroDre, RegimeDre, SelecaoDre } from '../../engine/dre/types.ts';
import { mapeamentoJoinSql } from './rollup-sql.ts';
import {
  centrosSql,
  lojasEMesesSql,
  memoriaParaAgregar,
  selecaoComLojas,
  soLojasDosCentros,
} from './selecao-sql.ts';

/** The money of a selection the DRE cannot place, for one grupo (the answer links to its pending De-Para). */
export interface NaoMapeadoDoGrupo {
  filtro: FiltroDre;
  grupoId: string;
  /**
   * Σ |net value| of each unmapped franchisee account's store × month cell: the measure of the De-Para screens
   * (get-nao-mapeado), so the figure the DRE shows is the one the link opens.
   */
  movimento: bigint;
  /** The net value of those entries: what the DRE's lines leave out. */
  valor: bigint;
  /** Unmapped accounts (per marca, as the De-Para lists them) that moved in the selection. */
  contas: number;
}

export interface LerNaoMapeadoParams {
  clienteId: string;
  regime: RegimeDre;
  selecoes: readonly SelecaoDre[];
}

/**
 * Per selection and grupo, the entries of the selection on franchisee accounts without an approved mapping to a
 * franchisor account, grupos with movement only, the most first. From the DRE rollup (its unmapped rows keep the
 * franchisee account), or from the monthly rollup when the selection names cost centres.
 */
export async function lerNaoMapeadoPorGrupo(
  tx: DatabaseOrTransaction,
  p: LerNaoMapeadoParams,
): Promise<NaoMapeadoDoGrupo[]> {
  const out: NaoMapeadoDoGrupo[] = [];
  await memoriaParaAgregar(tx);
  for (const selecao of p.selecoes) {
    const s = await soLojasDosCentros(tx, p.clienteId, selecao);
    if (!selecaoComLojas(s)) continue;
    const celulas = s.centroDeCustoIds === null ? doRollupSql(p, s) : doMensalSql(p, s);
    // per account first (grupo, marca, franchisee account, as the De-Para lists them), then per grupo: hashed
    // aggregates only (a count of distinct accounts would sort every cell)
    const { rows } = await tx.execute<{
      grupo_id: string;
      movimento: string;
      valor: string;
      contas: number;
    }>(sql`
      with celula as (${celulas}),
      conta as (
        select e.grupo_id, e.marca_id, c.conta_franqueado_id, sum(abs(c.valor)) as movimento, sum(c.valor) as valor
        from celula c
        join empresa e on e.cliente_id = ${p.clienteId} and e.id = c.empresa_id
        group by 1, 2, 3
      )
      select grupo_id, sum(movimento)::text as movimento, sum(valor)::text as valor,
        count(*) filter (where movimento > 0)::int as contas
      from conta
      group by grupo_id
      having sum(movimento) > 0
      order by sum(movimento) desc, grupo_id`);
    for (const r of rows) {
      out.push({
        filtro: s.filtro,
        grupoId: r.grupo_id,
        movimento: BigInt(r.movimento),
        valor: BigInt(r.valor),
        contas: r.contas,
      });
    }
  }
  return out;
}

/**
 * Cells `(empresa_id, conta_franqueado_id, mes, valor)` of the unmapped accounts, from the DRE rollup: an index-only
 * scan of its partial index on the unmapped rows (a tenth of the rows on the bench network).
 */
const doRollupSql = (p: LerNaoMapeadoParams, s: SelecaoDre): SQL => sql`
  select f.empresa_id, f.conta_franqueado_id, f.mes, sum(f.valor) as valor
  from lancamento_mensal_franqueador f
  where f.cliente_id = ${p.clienteId} and f.regime = ${p.regime} and ${lojasEMesesSql('f', s, { status: true })}
    and f.conta_franqueador_id is null
  group by 1, 2, 3`;

/**
 * A cell of unmapped money read elsewhere (read-fatos-dre.ts reads them from the monthly rollup in the same scan
 * as the facts when the selection lists cost centres): a store's unmapped franchisee account in one month, summed
 * over the selection's cost centres and status.
 */
export interface CelulaNaoMapeada {
  empresaId: string;
  contaFranqueadoId: string;
  mes: string;
  valor: bigint;
}

/**
 * The per-grupo figures of lerNaoMapeadoPorGrupo from cells already read: Σ |cell| and Σ cell per account (grupo,
 * marca, franchisee account), then per grupo, grupos with movement only, the most first (ties by grupo id, as the
 * SQL orders them). `lojas`: the grupo and marca of every store of the cells.
 */
export function naoMapeadoDasCelulas(
  filtro: FiltroDre,
  celulas: Iterable<CelulaNaoMapeada>,
  lojas: ReadonlyMap<string, { grupoId: string; marcaId: string }>,
): NaoMapeadoDoGrupo[] {
  const contas = new Map<string, { grupoId: string; movimento: bigint; valor: bigint }>();
  for (const c of celulas) {
    const loja = lojas.get(c.empresaId);
    if (!loja) throw new Error(`loja ${c.empresaId} fora da seleção`);
    const chave = `${loja.grupoId}|${loja.marcaId}|${c.contaFranqueadoId}`;
    const conta = contas.get(chave) ?? { grupoId: loja.grupoId, movimento: 0n, valor: 0n };
    conta.movimento += c.valor < 0n ? -c.valor : c.valor;
    conta.valor += c.valor;
    contas.set(chave, conta);
  }
  const grupos = new Map<string, NaoMapeadoDoGrupo>();
  for (const conta of contas.values()) {
    const g = grupos.get(conta.grupoId) ?? {
      filtro,
      grupoId: conta.grupoId,
      movimento: 0n,
      valor: 0n,
      contas: 0,
    };
    g.movimento += conta.movimento;
    g.valor += conta.valor;
    if (conta.movimento > 0n) g.contas += 1;
    grupos.set(conta.grupoId, g);
  }
  return [...grupos.values()]
    .filter((g) => g.movimento > 0n)
    .sort((a, b) =>
      a.movimento === b.movimento
        ? a.grupoId < b.grupoId
          ? -1
          : a.grupoId > b.grupoId
            ? 1
            : 0
        : a.movimento > b.movimento
          ? -1
          : 1,
    );
}

/** The same cells from the monthly rollup, within the selection's cost centres. */
const doMensalSql = (p: LerNaoMapeadoParams, s: SelecaoDre): SQL => sql`
  select lm.empresa_id, lm.conta_franqueado_id, lm.mes, sum(lm.valor) as valor
  from lancamento_mensal lm
  ${mapeamentoJoinSql(p.clienteId, 'lm')}
  where lm.cliente_id = ${p.clienteId} and lm.regime = ${p.regime} and ${lojasEMesesSql('lm', s, { status: true })}
    ${centrosSql('lm', s)} and d.conta_franqueador_id is null
  group by 1, 2, 3`;
