import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { somarDias } from '../../engine/dfc/datas.ts';
import type {
  ContaBancariaDfc,
  CriterioDfc,
  MovimentoAntesDoInicioDfc,
  SaldoBancarioDfc,
  SaldosDeEntradaDfc,
} from '../../engine/dfc/index.ts';
import { mapeamentoJoinSql } from '../dre/rollup-sql.ts';
import type { Scope } from '../access/scope.ts';
import {
  contaSql,
  datasDoLedgerSql,
  diaDoLedgerSql,
  recorteSql,
  rollupResponde,
  uuids,
} from './dfc-fatos-sql.ts';
import { entradasDoDiarioSql, type LerFatosDfcParams } from './dfc-read-fatos.ts';

type ContaRow = {
  id: string;
  nome: string;
  banco: string | null;
  agencia: string | null;
  numero: string | null;
  digito: string | null;
  tipo: string | null;
  empresa_nome: string;
  empresa_cnpj: string;
  fora_da_selecao: boolean;
  fora_do_escopo: boolean;
};

export interface LerSaldosDfcParams {
  clienteId: string;
  scope: Scope;
  /** the selected stores (in scope) */
  empresaIds: readonly string[];
  /** null: every cost centre (balances are off when the user's rule limits them) */
  centroDeCustoIds: readonly string[] | null;
  contaBancariaIds: readonly string[] | null;
  inicio: string;
  /** the query's rule: the flow before `inicio` that opens each account is counted as the range's facts are */
  criterio: CriterioDfc;
}

export interface SaldosLidosDfc {
  entrada: SaldosDeEntradaDfc;
  /**
   * Names of the accounts left out of the balances because they are shared with stores in the user's scope that
   * the query did not select (their balance is the whole account's; the flow shown would be only the selected
   * stores'). Accounts shared with a store outside the scope are left out silently: the user may not know them.
   */
  compartilhadasForaDaSelecao: string[];
}

/**
 * The bank accounts whose balances a query shows (TrazerSaldos) and what opens each at `inicio`. An account is shown
 * when it is linked to a selected store and ALL its linked stores are selected (so in scope: a limited user never
 * sees an account of a store they may not see, nor its balance, even shared with one of theirs; and the balance of
 * an account shared with an unselected store would mix the whole account's opening with the flow of part of its
 * stores), and, with the query's Contas, is one of them. `dadosDaConta` names its first linked store (by legal
 * name). Each shown account opens with its last end-of-day balance before `inicio` (saldo_bancario) and the cash
 * flow's own facts of the account between that day and `inicio` (`movimentos`, read under the query's rule from the
 * same stores: see engine/dfc/saldos.ts for why the cash flow's facts and not the bank statement's lines). At most
 * three statements: accounts, last balances, and one grouped read of the flow before the range.
 */
export async function lerSaldosDfc(
  tx: DatabaseOrTransaction,
  p: LerSaldosDfcParams,
): Promise<SaldosLidosDfc> {
  const vazio: SaldosLidosDfc = { entrada: { contas: [], saldos: [] }, compartilhadasForaDaSelecao: [] };
  if (p.empresaIds.length === 0) return vazio;
  const selecionadas = uuids(p.empresaIds);
  const { rows } = await tx.execute<ContaRow>(sql`
    select cb.id, cb.nome, cb.banco, cb.agencia, cb.numero, cb.digito, cb.tipo, emp.razao_social as empresa_nome,
      emp.cnpj as empresa_cnpj,
      exists (select 1 from conta_bancaria_empresa y
        where y.cliente_id = cb.cliente_id and y.conta_bancaria_id = cb.id
          and not (y.empresa_id = any(${selecionadas}))) as fora_da_selecao,
      ${
        p.scope.unrestricted
          ? sql`false`
          : sql`exists (select 1 from conta_bancaria_empresa y
              where y.cliente_id = cb.cliente_id and y.conta_bancaria_id = cb.id
                and not (y.empresa_id = any(${uuids(p.scope.empresaIds)})))`
      } as fora_do_escopo
    from conta_bancaria cb
    join lateral (
      select e.razao_social, e.cnpj from conta_bancaria_empresa x
      join empresa e on e.cliente_id = x.cliente_id and e.id = x.empresa_id
      where x.cliente_id = cb.cliente_id and x.conta_bancaria_id = cb.id and x.empresa_id = any(${selecionadas})
      order by lower(e.razao_social), e.id
      limit 1
    ) emp on true
    where cb.cliente_id = ${p.clienteId}
      ${p.contaBancariaIds ? sql`and cb.id = any(${uuids(p.contaBancariaIds)})` : sql``}
    order by lower(cb.nome), cb.id`);
  const compartilhadasForaDaSelecao = rows
    .filter((r) => r.fora_da_selecao && !r.fora_do_escopo)
    .map((r) => r.nome);
  const contas: ContaBancariaDfc[] = rows
    .filter((r) => !r.fora_da_selecao && !r.fora_do_escopo)
    .map((r) => ({
      id: r.id,
      nome: r.nome,
      dadosDaConta: {
        empresaNome: r.empresa_nome,
        empresaCNPJ: r.empresa_cnpj,
        banco: r.banco,
        agencia: r.agencia,
        contaComDigito: r.numero === null ? null : r.digito ? `${r.numero}-${r.digito}` : r.numero,
        tipo: r.tipo,
      },
    }));
  if (contas.length === 0) return { ...vazio, compartilhadasForaDaSelecao };
  const lidos = await tx.execute<{
    conta_bancaria_id: string;
    data: string;
    saldo: string;
    observacao: string | null;
  }>(sql`
    select distinct on (s.conta_bancaria_id) s.conta_bancaria_id, s.data::text as data, s.saldo::text as saldo,
      s.observacao
    from saldo_bancario s
    where s.cliente_id = ${p.clienteId} and s.conta_bancaria_id = any(${uuids(contas.map((c) => c.id))})
      and s.data < ${p.inicio}::date
    order by s.conta_bancaria_id, s.data desc`);
  const saldos = lidos.rows.map((s): SaldoBancarioDfc => ({
    contaBancariaId: s.conta_bancaria_id,
    data: s.data,
    saldo: BigInt(s.saldo),
    observacao: s.observacao,
  }));
  const desde = new Map(saldos.map((s) => [s.contaBancariaId, s.data]));
  const movimentos = await lerMovimentosAntesDoInicio(
    tx,
    p,
    contas.map((c) => ({ id: c.id, desde: desde.get(c.id) ?? null })),
  );
  return { entrada: { contas, saldos, movimentos }, compartilhadasForaDaSelecao };
}

/** A shown account and the day of its last balance before the range (null: none; its whole flow before counts). */
interface Ancora {
  id: string;
  desde: string | null;
}

/**
 * The flow of each account after its anchor day and before `inicio`, per franchisor account (null: unmapped), in
 * one grouped statement, under the rule of the range's facts (dfc-read-fatos.ts: the daily rollup in the Caixa
 * regime, the ledger with its dates in the Competência one; the same mapping). Nothing to read when every anchor is
 * the eve of `inicio`.
 */
async function lerMovimentosAntesDoInicio(
  tx: DatabaseOrTransaction,
  p: LerSaldosDfcParams,
  ancoras: readonly Ancora[],
): Promise<MovimentoAntesDoInicioDfc[]> {
  const vespera = somarDias(p.inicio, -1);
  const abertas = ancoras.filter((a) => a.desde === null || a.desde < vespera);
  if (abertas.length === 0) return [];
  // the earliest anchor bounds the read (null: some account has none, the whole history before `inicio`)
  const desde = abertas.some((a) => a.desde === null)
    ? null
    : abertas.map((a) => a.desde!).reduce((a, b) => (a < b ? a : b));
  const c = p.criterio;
  const recorte: LerFatosDfcParams = {
    ...p,
    contaBancariaIds: abertas.map((a) => a.id),
    fim: vespera,
    porContaBancaria: true,
  };
  const entradas: SQL = rollupResponde(c)
    ? entradasDoDiarioSql(recorte, { inicio: desde === null ? null : somarDias(desde, 1), fim: vespera })
    : sql`select t.empresa_id, t.conta_franqueado_id, t.conta_bancaria_id, t.valor, ${diaDoLedgerSql(c)} as dia
        from lancamento t
        where ${recorteSql(recorte)} and ${datasAntesDoInicioSql(c, desde, p.inicio)}
          and ${contaSql(c, sql`t.data_vencimento`)}`;
  const { rows } = await tx.execute<{
    conta_bancaria_id: string;
    conta_franqueador_id: string | null;
    valor: string;
  }>(sql`
    with ancora as (
      select a.id, a.desde
      from unnest(${sql.param(abertas.map((a) => a.id))}::uuid[], ${sql.param(abertas.map((a) => a.desde))}::date[])
        as a(id, desde)
    )
    select x.conta_bancaria_id, d.conta_franqueador_id, sum(x.valor)::text as valor
    from (${entradas}) x
    join ancora a on a.id = x.conta_bancaria_id
    ${mapeamentoJoinSql(p.clienteId, 'x')}
    where x.dia < ${p.inicio}::date and (a.desde is null or x.dia > a.desde)
    group by x.conta_bancaria_id, d.conta_franqueador_id`);
  return rows.map((r) => ({
    contaBancariaId: r.conta_bancaria_id,
    contaFranqueadorId: r.conta_franqueador_id,
    valor: BigInt(r.valor),
  }));
}

/**
 * A condition on the ledger's competência date that every entry falling after `desde` and before `inicio` meets
 * (datasDoLedgerSql of that window; with no `desde`, every day before `inicio`).
 */
function datasAntesDoInicioSql(c: CriterioDfc, desde: string | null, inicio: string): SQL {
  if (desde !== null) return datasDoLedgerSql(c, { inicio: somarDias(desde, 1), fim: somarDias(inicio, -1) });
  return sql`t.data_competencia < ${inicio}::date`;
}
