import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { LinhaModeloDre } from '../../engine/dre/types.ts';
import type { FiltroCelulaDre } from './celula-filtro.ts';

/**
 * The values behind a cell of a manual, PDV or CMV line (issue 10 §1: read from their tables; absent is no data):
 * the manual values typed or uploaded in Valores Manuais with who set them last, the point-of-sale values of the
 * line's type, or the CMV of each store-month from stock. One element per stored value, by month then store. The
 * same cost-centre rule as the DRE's read path (read-valores-extras-dre.ts): a value of the store as a whole
 * belongs to every cost-centre selection and to the column of entries without a cost centre.
 */
export interface ValorCelulaDre {
  id: string;
  /** 'YYYY-MM-01' */
  mes: string;
  empresaId: string;
  valor: bigint;
  /** manual values: who set the value last (null: unknown, e.g. an upload of the seed) */
  autor: string | null;
  /** CMV values: the stock movement the value is ('Posição inicial de estoque', …); absent for the others */
  movimento?: string;
}

const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/**
 * False when the cell is one cost centre's column (values of a store as a whole are not there), or when they are
 * not the user's to see (a rule limited to cost centres).
 */
const valoresDaLojaNaCelula = (f: FiltroCelulaDre) =>
  f.valoresDaLoja && !(f.centros.tipo === 'lista' && f.centros.daColuna);

function centrosManuaisSql(f: FiltroCelulaDre): SQL {
  const c = f.centros;
  const daLoja = valoresDaLojaNaCelula(f);
  if (c.tipo === 'todos') return daLoja ? sql`` : sql`and v.centro_de_custo_id is not null`;
  if (c.tipo === 'sem') return daLoja ? sql`and v.centro_de_custo_id is null` : sql`and false`;
  const lista = sql`v.centro_de_custo_id = any(${uuids(c.ids)})`;
  return daLoja ? sql`and (v.centro_de_custo_id is null or ${lista})` : sql`and ${lista}`;
}

export async function listValoresCelulaDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  linha: LinhaModeloDre,
  f: FiltroCelulaDre,
): Promise<ValorCelulaDre[]> {
  if (f.empresaIds.length === 0) return [];
  const periodo = sql`v.cliente_id = ${clienteId} and v.empresa_id = any(${uuids(f.empresaIds)})
    and v.mes between ${f.inicio}::date and ${f.fim}::date`;
  type Row = { id: string; mes: string; empresa_id: string; valor: string; autor: string | null };
  let rows: Row[] = [];
  if (linha.tipo === 'manual') {
    ({ rows } = await tx.execute<Row>(sql`
      select v.id, v.mes::text as mes, v.empresa_id, v.valor::text as valor, u.nome as autor
      from valor_manual_dre v
      left join usuario u on u.cliente_id = v.cliente_id and u.id = v.updated_by
      where ${periodo} and v.linha_dre_id = ${linha.id} ${centrosManuaisSql(f)}
      order by v.mes, v.empresa_id, v.id`));
  } else if (linha.tipo === 'pdv' && linha.tipoDeValorDePdv !== null && valoresDaLojaNaCelula(f)) {
    ({ rows } = await tx.execute<Row>(sql`
      select v.id, v.mes::text as mes, v.empresa_id, v.valor::text as valor, null as autor
      from valor_pdv v
      where ${periodo} and v.tipo_de_valor_de_pdv = ${linha.tipoDeValorDePdv}
      order by v.mes, v.empresa_id, v.id`));
  } else if (linha.tipo === 'cmv' && valoresDaLojaNaCelula(f)) {
    return cmvDaCelula(tx, clienteId, f);
  }
  return rows.map((r) => ({
    id: r.id,
    mes: r.mes,
    empresaId: r.empresa_id,
    valor: BigInt(r.valor),
    autor: r.autor,
  }));
}

/**
 * The stock movements behind the CMV of each closed store-month (DESIGN.md §5), as the DRE signs the line (a cost,
 * negative): the opening position and the entries and adjustments (signed: a gain raises the stock) count against
 * the result, the closing position for it. Their sum is the store-month's CMV as lerCmvDre reads it, from the same
 * monthly stock rollup; a month without a closing position has none (its CMV is not known).
 */
const MOVIMENTOS_CMV = [
  ['inicial', 'Posição inicial de estoque', -1n],
  ['entradas', 'Entradas de estoque', -1n],
  ['ajustes', 'Ajustes de estoque', -1n],
  ['final', 'Posição final de estoque', 1n],
] as const;

async function cmvDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: FiltroCelulaDre,
): Promise<ValorCelulaDre[]> {
  type Row = Record<(typeof MOVIMENTOS_CMV)[number][0], string> & { mes: string; empresa_id: string };
  const { rows } = await tx.execute<Row>(sql`
    select m.mes::text as mes, m.empresa_id, m.inicial::text as inicial, m.entradas::text as entradas,
      m.ajustes::text as ajustes, m.final::text as final
    from estoque_mensal m
    where m.cliente_id = ${clienteId} and m.empresa_id = any(${uuids(f.empresaIds)})
      and m.mes between ${f.inicio}::date and ${f.fim}::date and m.fechado
    order by m.mes, m.empresa_id`);
  return rows.flatMap((r) =>
    MOVIMENTOS_CMV.map(([coluna, movimento, sinal]) => ({
      id: `cmv:${r.empresa_id}:${r.mes}:${coluna}`,
      mes: r.mes,
      empresaId: r.empresa_id,
      valor: sinal * BigInt(r[coluna]),
      autor: null,
      movimento,
    })),
  );
}
