import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ContaBancariaDfc, SaldoBancarioDfc, SaldosDeEntradaDfc } from '../../engine/dfc/index.ts';
import type { Scope } from '../access/scope.ts';
import { uuids } from './dfc-fatos-sql.ts';

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
};

/**
 * The bank accounts whose balances a query shows (TrazerSaldos) and their last end-of-day balance before the range
 * (saldo_bancario; the engine opens each account with it). An account is shown when it is linked to a selected store
 * and to no store outside the user's scope (a limited user never sees an account of a store they may not see, nor
 * its balance, even shared with one of theirs), and, with the query's Contas, is one of them. `dadosDaConta` names
 * its first linked selected store (by legal name). Two statements.
 */
export async function lerSaldosDfc(
  tx: DatabaseOrTransaction,
  p: {
    clienteId: string;
    scope: Scope;
    empresaIds: readonly string[];
    contaBancariaIds: readonly string[] | null;
    inicio: string;
  },
): Promise<SaldosDeEntradaDfc> {
  if (p.empresaIds.length === 0) return { contas: [], saldos: [] };
  const restrito = !p.scope.unrestricted;
  const { rows } = await tx.execute<ContaRow>(sql`
    select cb.id, cb.nome, cb.banco, cb.agencia, cb.numero, cb.digito, cb.tipo, emp.razao_social as empresa_nome,
      emp.cnpj as empresa_cnpj
    from conta_bancaria cb
    join lateral (
      select e.razao_social, e.cnpj from conta_bancaria_empresa x
      join empresa e on e.cliente_id = x.cliente_id and e.id = x.empresa_id
      where x.cliente_id = cb.cliente_id and x.conta_bancaria_id = cb.id and x.empresa_id = any(${uuids(p.empresaIds)})
      order by lower(e.razao_social), e.id
      limit 1
    ) emp on true
    where cb.cliente_id = ${p.clienteId}
      ${p.contaBancariaIds ? sql`and cb.id = any(${uuids(p.contaBancariaIds)})` : sql``}
      ${
        restrito
          ? sql`and not exists (select 1 from conta_bancaria_empresa y
              where y.cliente_id = cb.cliente_id and y.conta_bancaria_id = cb.id
                and not (y.empresa_id = any(${uuids(p.scope.empresaIds)})))`
          : sql``
      }
    order by lower(cb.nome), cb.id`);
  const contas: ContaBancariaDfc[] = rows.map((r) => ({
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
  if (contas.length === 0) return { contas, saldos: [] };
  const saldos = await tx.execute<{
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
  return {
    contas,
    saldos: saldos.rows.map((s): SaldoBancarioDfc => ({
      contaBancariaId: s.conta_bancaria_id,
      data: s.data,
      saldo: BigInt(s.saldo),
      observacao: s.observacao,
    })),
  };
}
