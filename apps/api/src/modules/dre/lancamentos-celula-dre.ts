import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { celulaLancamentoSql, dataDoRegimeSql, type FiltroCelulaDre } from './celula-filtro.ts';

// The ledger rows behind a cell of an account line (issue 10 §2 'every cell drills down to ledger rows that sum
// to it exactly'). An entry reaches a franchisor account through the approved De-Para of its store's grupo and
// marca for its franchisee account (rollup-sql.ts mapeamentoJoinSql, the one definition). Fast on years of a
// thousand stores: the few franchisee accounts are resolved first from de_para, so the ledger is read through
// its index (cliente_id, conta_franqueado_id, data_competencia) with `conta_franqueado_id = any($contas)`.

/** An approved mapping of a (grupo, marca) franchisee account to one of the cell's franchisor accounts. */
export type ContaMapeadaDre = {
  grupoId: string;
  marcaId: string;
  contaFranqueadoId: string;
  contaFranqueadorId: string;
  /** the franchisee account, 'código - nome' (the row's 'Origem do franqueado') */
  rotulo: string;
};

const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/** The approved mappings of the stores' grupos and marcas to the franchisor accounts. */
export async function loadContasMapeadasDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  contasFranqueador: readonly string[],
  lojaIds: readonly string[],
): Promise<ContaMapeadaDre[]> {
  if (contasFranqueador.length === 0 || lojaIds.length === 0) return [];
  const { rows } = await tx.execute<ContaMapeadaDre>(sql`
    select d.grupo_id as "grupoId", d.marca_id as "marcaId", d.conta_franqueado_id as "contaFranqueadoId",
      d.conta_franqueador_id as "contaFranqueadorId", c.codigo || ' - ' || c.nome as rotulo
    from de_para d
    join plano_contas_franqueado c on c.cliente_id = d.cliente_id and c.id = d.conta_franqueado_id
    where d.cliente_id = ${clienteId} and d.status = 'aprovado' and d.conta_franqueado_id is not null
      and d.conta_franqueador_id = any(${uuids(contasFranqueador)})
      and (d.grupo_id, d.marca_id) in (
        select e.grupo_id, e.marca_id from empresa e where e.cliente_id = ${clienteId} and e.id = any(${uuids(lojaIds)}))`);
  return rows;
}

/** A store's franchisee account and the franchisor account its approved mapping reaches. */
export type ParDre = { empresaId: string; contaFranqueadoId: string; contaFranqueadorId: string };

/**
 * The mappings per store (each store's grupo and marca): the ledger is then joined on (store, franchisee account)
 * alone, never to `empresa` row by row (a few thousand pairs for a network, one array parameter each).
 */
export function paresDaCelula(
  mapa: readonly ContaMapeadaDre[],
  lojas: Iterable<{ id: string; grupoId: string; marcaId: string }>,
): ParDre[] {
  const porGrupoMarca = new Map<string, ContaMapeadaDre[]>();
  for (const m of mapa) {
    const chave = `${m.grupoId}|${m.marcaId}`;
    porGrupoMarca.set(chave, [...(porGrupoMarca.get(chave) ?? []), m]);
  }
  return [...lojas].flatMap((l) =>
    (porGrupoMarca.get(`${l.grupoId}|${l.marcaId}`) ?? []).map((m) => ({
      empresaId: l.id,
      contaFranqueadoId: m.contaFranqueadoId,
      contaFranqueadorId: m.contaFranqueadorId,
    })),
  );
}

/** `lancamento l` of the cell, each row with the franchisor account `m.conta_franqueador_id` it reaches. */
function deCelulaSql(clienteId: string, f: FiltroCelulaDre, pares: readonly ParDre[]): SQL {
  // one array per column (not `uuids`: unnest pairs the arrays by position, so repeats must stay)
  const col = (k: keyof ParDre) => sql`${sql.param(pares.map((m) => m[k]))}::uuid[]`;
  return sql`lancamento l
    join unnest(${col('empresaId')}, ${col('contaFranqueadoId')}, ${col('contaFranqueadorId')})
      as m(empresa_id, conta_franqueado_id, conta_franqueador_id)
      on m.empresa_id = l.empresa_id and m.conta_franqueado_id = l.conta_franqueado_id
    where l.cliente_id = ${clienteId}
      and l.conta_franqueado_id = any(${uuids(pares.map((m) => m.contaFranqueadoId))})
      and ${celulaLancamentoSql(f)}`;
}

/** A ledger row of the cell. */
export interface LancamentoCelulaDre {
  id: string;
  data: string;
  empresaId: string;
  contaFranqueadoId: string;
  contaFranqueadorId: string;
  observacao: string | null;
  meioDePagamento: string | null;
  fornecedor: string | null;
  historico: string | null;
  valor: bigint;
}

type Row = Omit<LancamentoCelulaDre, 'valor'> & { valor: string };

/**
 * A page of the cell's rows, by the regime's date then id (a stable order); `depois` (the last row of the previous
 * batch) reads the next batch by keyset instead of an offset, for the export of every row.
 */
export async function listLancamentosCelulaDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: FiltroCelulaDre,
  pares: readonly ParDre[],
  pagina: { limite: number; offset?: number; depois?: { data: string; id: string } },
): Promise<LancamentoCelulaDre[]> {
  if (pares.length === 0 || f.empresaIds.length === 0) return [];
  const data = dataDoRegimeSql(f.regime);
  const depois = pagina.depois
    ? sql`and (${data}, l.id) > (${pagina.depois.data}::date, ${pagina.depois.id}::uuid)`
    : sql``;
  const { rows } = await tx.execute<Row>(sql`
    select l.id, ${data}::text as data, l.empresa_id as "empresaId", l.conta_franqueado_id as "contaFranqueadoId",
      m.conta_franqueador_id as "contaFranqueadorId", l.observacao, l.meio_de_pagamento as "meioDePagamento",
      l.fornecedor, l.historico, l.valor::text as valor
    from ${deCelulaSql(clienteId, f, pares)} ${depois}
    order by ${data}, l.id
    limit ${pagina.limite} offset ${pagina.offset ?? 0}`);
  return rows.map((r) => ({ ...r, valor: BigInt(r.valor) }));
}

/** The cell's rows summed per store and franchisor account: counts, exact sums, the groups and the stores. */
export interface ResumoCelulaDre {
  empresaId: string;
  contaFranqueadorId: string;
  valor: bigint;
  quantidade: number;
}

/**
 * The cell's summary from the monthly rollups the DRE itself reads (kept in the ingestion's transaction and
 * re-mapped with every De-Para change, so they equal the ledger rows listed by listLancamentosCelulaDre: the
 * invariant tests compare every page's rows with the cell): the franchisor-account rollup when the cell takes every
 * cost centre, else the monthly rollup with its cost centres mapped through the cell's pairs. Index-only reads of
 * the cell's stores and months, instead of grouping every ledger row of a network's month.
 */
export async function resumirLancamentosCelulaDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  f: FiltroCelulaDre,
  pares: readonly ParDre[],
): Promise<ResumoCelulaDre[]> {
  if (pares.length === 0 || f.empresaIds.length === 0) return [];
  const c = f.centros;
  if (c.tipo === 'sem' && c.listaDaSelecao !== null) return [];
  const status =
    f.status === 1 ? sql`and r.status = 'aberto'` : f.status === 2 ? sql`and r.status = 'liquidado'` : sql``;
  const celula = sql`r.cliente_id = ${clienteId} and r.regime = ${f.regime}
    and r.empresa_id = any(${uuids(f.empresaIds)}) and r.mes between ${f.inicio}::date and ${f.fim}::date ${status}`;
  const col = (k: keyof ParDre) => sql`${sql.param(pares.map((m) => m[k]))}::uuid[]`;
  const consulta =
    c.tipo === 'todos'
      ? sql`
        select r.empresa_id, r.conta_franqueador_id as conta, sum(r.valor)::text as valor, sum(r.quantidade)::int as n
        from lancamento_mensal_franqueador r
        where ${celula} and r.conta_franqueador_id = any(${uuids(pares.map((m) => m.contaFranqueadorId))})
        group by 1, 2 having sum(r.quantidade) <> 0`
      : sql`
        select r.empresa_id, m.conta_franqueador_id as conta, sum(r.valor)::text as valor, sum(r.quantidade)::int as n
        from lancamento_mensal r
        join unnest(${col('empresaId')}, ${col('contaFranqueadoId')}, ${col('contaFranqueadorId')})
          as m(empresa_id, conta_franqueado_id, conta_franqueador_id)
          on m.empresa_id = r.empresa_id and m.conta_franqueado_id = r.conta_franqueado_id
        where ${celula} and ${
          c.tipo === 'sem'
            ? sql`r.centro_de_custo_id is null`
            : sql`r.centro_de_custo_id = any(${uuids(c.ids)})`
        }
        group by 1, 2 having sum(r.quantidade) <> 0`;
  const { rows } = await tx.execute<{ empresa_id: string; conta: string; valor: string; n: number }>(
    consulta,
  );
  return rows.map((r) => ({
    empresaId: r.empresa_id,
    contaFranqueadorId: r.conta,
    valor: BigInt(r.valor),
    quantidade: r.n,
  }));
}
