import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { GraoDre, SelecaoDre, ValorExtraDre } from '../../engine/dre/types.ts';
import { cmvSql } from './read-cmv-dre.ts';
import { colunaOuNulo, lojasEMesesSql, mesOuPeriodoTexto, selecaoComLojas, uuids } from './selecao-sql.ts';

export interface LerValoresExtrasDreParams {
  clienteId: string;
  selecoes: readonly SelecaoDre[];
  grao: GraoDre;
  /** The model's manual lines; none: no manual value is read. */
  linhasManuais: readonly string[];
  /** The point-of-sale value types the model's PDV lines show; none: no PDV value is read. */
  tiposDePdv: readonly string[];
  /** Whether the model has a CMV line. */
  cmv: boolean;
}

type Linha = {
  chave: string;
  mes: string;
  empresa_id: string | null;
  centro_de_custo_id: string | null;
  valor: string;
};

/**
 * The values of the DRE's non-ledger lines for each selection, at the grain asked: manual values (Valores
 * Manuais, per line, store, month and optional cost centre), point-of-sale values per type, and the CMV from stock
 * (read-cmv-dre.ts). Only what exists comes back: a month without a value has no element (no data, not zero).
 * These values have no open/settled status and no payment date: they count whatever the status and the regime.
 * A value of the store as a whole (no cost centre: every PDV and CMV value, and manual values typed for the store)
 * belongs to the selection whatever cost centres it names, under `centroDeCustoId` null in the cost-centre grain;
 * a manual value typed for a cost centre counts only when that cost centre is selected (or none is named).
 * A selection without the store's values (SelecaoDre.valoresDaLoja false: a user limited to cost centres) reads
 * only the manual values typed for its cost centres. When the columns sum whole periods (GraoDre.porMes false) each
 * value comes summed over the selection's period, dated its first month, as the facts are.
 */
export async function lerValoresExtrasDre(
  tx: DatabaseOrTransaction,
  p: LerValoresExtrasDreParams,
): Promise<ValorExtraDre[]> {
  const valores: ValorExtraDre[] = [];
  for (const s of p.selecoes) {
    if (!selecaoComLojas(s)) continue;
    // the three kinds in one statement (one round trip per selection), each part tagged with its origin
    const partes: SQL[] = [];
    if (p.linhasManuais.length > 0)
      partes.push(sql`select 'manual' as origem, x.* from (${manuaisSql(p, s)}) x`);
    const daLoja = s.valoresDaLoja !== false;
    if (p.tiposDePdv.length > 0 && daLoja)
      partes.push(sql`select 'pdv' as origem, x.* from (${pdvSql(p, s)}) x`);
    if (p.cmv && daLoja)
      partes.push(sql`select 'cmv' as origem, null::text as chave, x.mes, x.empresa_id,
        null::uuid as centro_de_custo_id, x.valor from (${cmvSql({ clienteId: p.clienteId, selecao: s, grao: p.grao })}) x`);
    if (partes.length === 0) continue;
    const { rows } = await tx.execute<Linha & { origem: ValorExtraDre['origem'] }>(
      sql.join(partes, sql` union all `),
    );
    for (const r of rows) valores.push(valor(s, r.origem, r));
  }
  return valores;
}

function valor(s: SelecaoDre, origem: ValorExtraDre['origem'], r: Linha): ValorExtraDre {
  return {
    filtro: s.filtro,
    origem,
    linhaId: origem === 'manual' ? r.chave : null,
    tipoDeValorDePdv: origem === 'pdv' ? r.chave : null,
    mes: r.mes,
    empresaId: r.empresa_id,
    centroDeCustoId: r.centro_de_custo_id,
    valor: BigInt(r.valor),
  };
}

function manuaisSql(p: LerValoresExtrasDreParams, s: SelecaoDre): SQL {
  const lista =
    s.centroDeCustoIds === null ? null : sql`v.centro_de_custo_id = any(${uuids(s.centroDeCustoIds)})`;
  const centros =
    lista === null
      ? s.valoresDaLoja === false
        ? sql`and v.centro_de_custo_id is not null`
        : sql``
      : s.valoresDaLoja === false
        ? sql`and ${lista}`
        : sql`and (v.centro_de_custo_id is null or ${lista})`;
  return sql`
    select v.linha_dre_id::text as chave, ${mesOuPeriodoTexto(p.grao, 'v', s)},
      ${colunaOuNulo(p.grao.porEmpresa, 'v.empresa_id', 'empresa_id')},
      ${colunaOuNulo(p.grao.porCentroDeCusto, 'v.centro_de_custo_id', 'centro_de_custo_id')},
      sum(v.valor)::text as valor
    from valor_manual_dre v
    where v.cliente_id = ${p.clienteId} and v.linha_dre_id = any(${uuids(p.linhasManuais)})
      and ${lojasEMesesSql('v', s, { status: false })} ${centros}
    group by 1, 2, 3, 4`;
}

function pdvSql(p: LerValoresExtrasDreParams, s: SelecaoDre): SQL {
  return sql`
    select v.tipo_de_valor_de_pdv as chave, ${mesOuPeriodoTexto(p.grao, 'v', s)},
      ${colunaOuNulo(p.grao.porEmpresa, 'v.empresa_id', 'empresa_id')}, null::uuid as centro_de_custo_id,
      sum(v.valor)::text as valor
    from valor_pdv v
    where v.cliente_id = ${p.clienteId}
      and v.tipo_de_valor_de_pdv = any(${sql.param([...new Set(p.tiposDePdv)])}::text[])
      and ${lojasEMesesSql('v', s, { status: false })}
    group by 1, 2, 3`;
}
