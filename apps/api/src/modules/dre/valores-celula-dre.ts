import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { LinhaModeloDre } from '../../engine/dre/types.ts';
import type { FiltroCelulaDre } from './celula-filtro.ts';
import { lerCmvDre } from './read-cmv-dre.ts';

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

async function cmvDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: FiltroCelulaDre,
): Promise<ValorCelulaDre[]> {
  const valores = await lerCmvDre(tx, {
    clienteId,
    selecao: {
      filtro: 'A',
      empresaIds: f.empresaIds,
      centroDeCustoIds: null,
      inicio: f.inicio,
      fim: f.fim,
      status: 0,
    },
    grao: { porEmpresa: true, porCentroDeCusto: false },
  });
  return valores
    .map((v) => ({
      id: `cmv:${v.empresaId}:${v.mes}`,
      mes: v.mes,
      empresaId: v.empresaId ?? '',
      valor: v.valor,
      autor: null,
    }))
    .sort((a, b) => a.mes.localeCompare(b.mes) || a.empresaId.localeCompare(b.empresaId));
}
