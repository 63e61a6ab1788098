import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { FatoDre, FiltroDre, GraoDre, RegimeDre, SelecaoDre } from '../../engine/dre/types.ts';
import {
  naoMapeadoDasCelulas,
  type CelulaNaoMapeada,
  type NaoMapeadoDoGrupo,
} from './read-nao-mapeado-dre.ts';
import { mapeamentoJoinSql } from './rollup-sql.ts';
import {
  centrosSql,
  colunaOuNulo,
  lojasEMesesSql,
  memoriaParaAgregar,
  mesesSql,
  selecaoComLojas,
  soLojasDosCentros,
  uuids,
} from './selecao-sql.ts';

export interface LerFatosDreParams {
  clienteId: string;
  regime: RegimeDre;
  selecoes: readonly SelecaoDre[];
  grao: GraoDre;
  /**
   * Filled, when given, with the unmapped money per grupo (lerNaoMapeadoPorGrupo's figures) of each selection read
   * from the monthly rollup because it lists cost centres, or from the DRE rollup at the store grain: measured in
   * the same scan as the facts (the index entries of hundreds of stores are the cost of that read; a second scan
   * would double it, and a second statement is one more round trip). `lojas`: the
   * grupo and marca of the selections' stores.
   */
  naoMapeado?: {
    lojas: ReadonlyMap<string, { grupoId: string; marcaId: string }>;
    porFiltro: Map<FiltroDre, NaoMapeadoDoGrupo[]>;
  };
}

type Linha = {
  conta_franqueador_id: string | null;
  mes: string;
  empresa_id: string | null;
  centro_de_custo_id: string | null;
  valor: string;
  quantidade: string;
};

/**
 * The DRE's ledger facts of each selection (filter A, and B of the horizontal analysis), at the grain asked, read
 * from the smallest aggregate that answers (issue 10 §3): without cost centres (neither as a filter nor as
 * columns), the franchisor-account rollups — per grupo for the grupos the selection holds whole when no store
 * grain is asked, else per store; with cost centres, the franchisee-account monthly rollup, which keeps
 * them, mapped through the approved De-Para as the query runs (a rollup with cost centres would be as large as
 * the monthly rollup: measured 2.66 M against 2.80 M rows on the bench network). All give the same numbers
 * (tested): the franchisor rollups are derived from the monthly one and re-mapped with every change of an approved
 * mapping. One statement per selection (and a look at the stores' grupos for the consolidated grain); a selection
 * without stores reads nothing. Run it on a tenant transaction (withTenant): row-level security checks the cliente
 * again. JIT is off on every connection of the application (db/client.ts).
 */
export async function lerFatosDre(tx: DatabaseOrTransaction, p: LerFatosDreParams): Promise<FatoDre[]> {
  const fatos: FatoDre[] = [];
  await memoriaParaAgregar(tx);
  for (const selecao of p.selecoes) {
    const s = await soLojasDosCentros(tx, p.clienteId, selecao);
    const porCentro = p.grao.porCentroDeCusto || s.centroDeCustoIds !== null;
    // measured here: with a cost-centre list (the monthly rollup), or at the store grain (the DRE rollup)
    const comNaoMapeado =
      p.naoMapeado !== undefined && (s.centroDeCustoIds !== null || (!porCentro && p.grao.porEmpresa));
    if (!selecaoComLojas(s)) {
      if (comNaoMapeado) p.naoMapeado?.porFiltro.set(s.filtro, []);
      continue;
    }
    if (comNaoMapeado && p.naoMapeado) {
      const lidos = porCentro ? await doMensalComNaoMapeado(tx, p, s) : await doRollupComNaoMapeado(tx, p, s);
      fatos.push(...lidos.fatos);
      p.naoMapeado.porFiltro.set(s.filtro, naoMapeadoDasCelulas(s.filtro, lidos.celulas, p.naoMapeado.lojas));
      continue;
    }
    const consulta = porCentro
      ? doMensalSql(p, s)
      : p.grao.porEmpresa
        ? doRollupSql(p, s)
        : doRollupConsolidadoSql(p, s, await gruposInteiros(tx, p.clienteId, s.empresaIds));
    const { rows } = await tx.execute<Linha>(consulta);
    for (const r of rows) {
      fatos.push({
        filtro: s.filtro,
        contaFranqueadorId: r.conta_franqueador_id,
        mes: r.mes,
        empresaId: r.empresa_id,
        centroDeCustoId: r.centro_de_custo_id,
        valor: BigInt(r.valor),
        quantidade: Number(r.quantidade),
      });
    }
  }
  return fatos;
}

/** Sums grouped on the raw columns (a date, not its text: cheaper per row), turned into text once per fact. */
const comoTexto = (agregado: SQL): SQL => sql`
  select conta_franqueador_id, mes::text as mes, empresa_id, centro_de_custo_id, valor::text as valor,
    quantidade::text as quantidade
  from (${agregado}) a`;

/**
 * The franchisor-account rollup: already mapped, no join. Its unique key carries the values (INCLUDE), so this is
 * an index-only scan of the stores' month ranges.
 */
function doRollupSql(p: LerFatosDreParams, s: SelecaoDre): SQL {
  return comoTexto(sql`
    select f.conta_franqueador_id, ${mesOuPeriodo(p.grao, 'f', s)}, ${colunaOuNulo(p.grao.porEmpresa, 'f.empresa_id', 'empresa_id')},
      null::uuid as centro_de_custo_id, sum(f.valor) as valor, sum(f.quantidade) as quantidade
    from lancamento_mensal_franqueador f
    where f.cliente_id = ${p.clienteId} and f.regime = ${p.regime} and ${lojasEMesesSql('f', s, { status: true })}
    group by 1, 2, 3`);
}

/**
 * The month of a fact: the row's, or, when the columns sum whole periods (GraoDre.porMes false), the selection's
 * first month for all its rows, so the period is summed here and not fact by fact in the engine.
 */
const mesOuPeriodo = (grao: GraoDre, alias: string, s: SelecaoDre): SQL =>
  grao.porMes === false ? sql`${s.inicio}::date as mes` : sql.raw(`${alias}.mes`);

/** The grupos all of whose stores are selected, and the selected stores of the other grupos. */
interface Cobertura {
  grupos: string[];
  lojasSoltas: string[];
}

async function gruposInteiros(
  tx: DatabaseOrTransaction,
  clienteId: string,
  empresaIds: readonly string[],
): Promise<Cobertura> {
  // only the grupos of the selected stores (a few stores read a few grupos, not the network's)
  const { rows } = await tx.execute<{ grupo_id: string; lojas: string[] }>(sql`
    select grupo_id, array_agg(id) as lojas from empresa
    where cliente_id = ${clienteId} and grupo_id in (
      select grupo_id from empresa where cliente_id = ${clienteId} and id = any(${uuids(empresaIds)}))
    group by grupo_id`);
  const selecionadas = new Set(empresaIds);
  const cobertura: Cobertura = { grupos: [], lojasSoltas: [] };
  const doTenant = new Set<string>();
  for (const r of rows) {
    r.lojas.forEach((id) => doTenant.add(id));
    if (r.lojas.every((id) => selecionadas.has(id))) cobertura.grupos.push(r.grupo_id);
    else cobertura.lojasSoltas.push(...r.lojas.filter((id) => selecionadas.has(id)));
  }
  // ids that are not the tenant's stay in the store branch, where they find nothing
  cobertura.lojasSoltas.push(...[...selecionadas].filter((id) => !doTenant.has(id)));
  return cobertura;
}

/**
 * The consolidated grain: the grupo rows of the grupos the selection holds whole (each the exact sum of its
 * stores' rows), plus the store rows of the other selected stores. Whole grupos, not (grupo, marca) pairs: a list
 * of grupos is one index condition the planner estimates well (a join to a list of pairs it underestimates a
 * hundredfold, and then sorts on disk).
 */
function doRollupConsolidadoSql(p: LerFatosDreParams, s: SelecaoDre, c: Cobertura): SQL {
  const periodo = sql`r.regime = ${p.regime} and ${mesesSql('r', s, { status: true })}`;
  const ramos: SQL[] = [];
  if (c.grupos.length > 0)
    ramos.push(sql`
      select r.conta_franqueador_id, r.mes, r.valor, r.quantidade
      from lancamento_mensal_franqueador_grupo r
      where r.cliente_id = ${p.clienteId} and r.grupo_id = any(${uuids(c.grupos)}) and ${periodo}`);
  if (c.lojasSoltas.length > 0)
    ramos.push(sql`
      select r.conta_franqueador_id, r.mes, r.valor, r.quantidade
      from lancamento_mensal_franqueador r
      where r.cliente_id = ${p.clienteId} and r.empresa_id = any(${uuids(c.lojasSoltas)}) and ${periodo}`);
  return comoTexto(sql`
    select conta_franqueador_id, mes, null::uuid as empresa_id, null::uuid as centro_de_custo_id, sum(valor) as valor,
      sum(quantidade) as quantidade
    from (${sql.join(ramos, sql` union all `)}) x
    group by 1, 2`);
}

/** The monthly rollup with its cost centres, mapped through the approved De-Para here. */
function doMensalSql(p: LerFatosDreParams, s: SelecaoDre): SQL {
  return comoTexto(sql`
    select d.conta_franqueador_id, ${mesOuPeriodo(p.grao, 'lm', s)}, ${colunaOuNulo(p.grao.porEmpresa, 'lm.empresa_id', 'empresa_id')},
      ${colunaOuNulo(p.grao.porCentroDeCusto, 'lm.centro_de_custo_id', 'centro_de_custo_id')},
      sum(lm.valor) as valor, sum(lm.quantidade) as quantidade
    from lancamento_mensal lm
    ${mapeamentoJoinSql(p.clienteId, 'lm')}
    where lm.cliente_id = ${p.clienteId} and lm.regime = ${p.regime} and ${lojasEMesesSql('lm', s, { status: true })}
      ${centrosSql('lm', s)}
    group by 1, 2, 3, 4`);
}

/**
 * doMensalSql and the unmapped cells of read-nao-mapeado-dre.ts in one scan: the groups of the facts, with the
 * unmapped rows kept apart per store, franchisee account and month (null for mapped rows, so their groups are the
 * facts' own). The unmapped facts are those rows summed back to the facts' grain here.
 */
async function doMensalComNaoMapeado(
  tx: DatabaseOrTransaction,
  p: LerFatosDreParams,
  s: SelecaoDre,
): Promise<{ fatos: FatoDre[]; celulas: CelulaNaoMapeada[] }> {
  const naoMapeada = (coluna: string) =>
    sql.raw(`case when d.conta_franqueador_id is null then ${coluna} end`);
  const { rows } = await tx.execute<LinhaComNaoMapeado>(sql`
    select conta_franqueador_id, mes::text as mes, empresa_id, centro_de_custo_id, valor::text as valor,
      quantidade::text as quantidade, nm_empresa, nm_conta, nm_mes::text as nm_mes
    from (
      select d.conta_franqueador_id, ${mesOuPeriodo(p.grao, 'lm', s)}, ${colunaOuNulo(p.grao.porEmpresa, 'lm.empresa_id', 'empresa_id')},
        ${colunaOuNulo(p.grao.porCentroDeCusto, 'lm.centro_de_custo_id', 'centro_de_custo_id')},
        ${naoMapeada('lm.empresa_id')} as nm_empresa, ${naoMapeada('lm.conta_franqueado_id')} as nm_conta,
        ${naoMapeada('lm.mes')} as nm_mes, sum(lm.valor) as valor, sum(lm.quantidade) as quantidade
      from lancamento_mensal lm
      ${mapeamentoJoinSql(p.clienteId, 'lm')}
      where lm.cliente_id = ${p.clienteId} and lm.regime = ${p.regime} and ${lojasEMesesSql('lm', s, { status: true })}
        ${centrosSql('lm', s)}
      group by 1, 2, 3, 4, 5, 6, 7
    ) a`);
  return juntarNaoMapeados(s, rows);
}

/**
 * doRollupSql and the unmapped cells in one scan of the DRE rollup (at the store grain: its unmapped rows keep
 * the franchisee account), as doMensalComNaoMapeado does on the monthly rollup.
 */
async function doRollupComNaoMapeado(
  tx: DatabaseOrTransaction,
  p: LerFatosDreParams,
  s: SelecaoDre,
): Promise<{ fatos: FatoDre[]; celulas: CelulaNaoMapeada[] }> {
  // the rollup's franchisee account is set on its unmapped rows only (a check constraint), and this grain keeps
  // the store: the month is the one key to keep apart for them (fewer keys, a faster hash aggregate)
  const { rows } = await tx.execute<LinhaComNaoMapeado>(sql`
    select conta_franqueador_id, mes::text as mes, empresa_id, valor::text as valor, quantidade::text as quantidade,
      nm_conta, nm_mes::text as nm_mes
    from (
      select f.conta_franqueador_id, ${mesOuPeriodo(p.grao, 'f', s)}, f.empresa_id, f.conta_franqueado_id as nm_conta,
        case when f.conta_franqueador_id is null then f.mes end as nm_mes, sum(f.valor) as valor,
        sum(f.quantidade) as quantidade
      from lancamento_mensal_franqueador f
      where f.cliente_id = ${p.clienteId} and f.regime = ${p.regime} and ${lojasEMesesSql('f', s, { status: true })}
      group by 1, 2, 3, 4, 5
    ) a`);
  return juntarNaoMapeados(s, rows);
}

type LinhaComNaoMapeado = Omit<Linha, 'centro_de_custo_id'> & {
  /** absent: no cost-centre grain (null) */
  centro_de_custo_id?: string | null;
  /** absent: the row's own store (the store-grain read of the DRE rollup) */
  nm_empresa?: string | null;
  nm_conta: string | null;
  nm_mes: string | null;
};

/**
 * Rows of a read that keeps the unmapped rows apart (per store, franchisee account and month; null for mapped
 * rows, so each mapped row is already one fact) to the facts — the unmapped rows summed back to the facts' grain —
 * and the unmapped cells.
 */
function juntarNaoMapeados(
  s: SelecaoDre,
  rows: readonly LinhaComNaoMapeado[],
): { fatos: FatoDre[]; celulas: CelulaNaoMapeada[] } {
  const fatos: FatoDre[] = [];
  const naoMapeados = new Map<string, FatoDre>();
  const celulas = new Map<string, CelulaNaoMapeada>();
  for (const r of rows) {
    const valor = BigInt(r.valor);
    const fato: FatoDre = {
      filtro: s.filtro,
      contaFranqueadorId: r.conta_franqueador_id,
      mes: r.mes,
      empresaId: r.empresa_id,
      centroDeCustoId: r.centro_de_custo_id ?? null,
      valor,
      quantidade: Number(r.quantidade),
    };
    if (r.conta_franqueador_id !== null) {
      fatos.push(fato);
      continue;
    }
    const chave = `${r.mes}|${r.empresa_id}|${fato.centroDeCustoId}`;
    const junto = naoMapeados.get(chave);
    if (junto) {
      junto.valor += valor;
      junto.quantidade += fato.quantidade;
    } else naoMapeados.set(chave, fato);
    const empresa = r.nm_empresa === undefined ? r.empresa_id : r.nm_empresa;
    if (empresa === null || r.nm_conta === null || r.nm_mes === null) continue;
    const k = `${empresa}|${r.nm_conta}|${r.nm_mes}`;
    const celula = celulas.get(k);
    if (celula) celula.valor += valor;
    else celulas.set(k, { empresaId: empresa, contaFranqueadoId: r.nm_conta, mes: r.nm_mes, valor });
  }
  fatos.push(...naoMapeados.values());
  return { fatos, celulas: [...celulas.values()] };
}
