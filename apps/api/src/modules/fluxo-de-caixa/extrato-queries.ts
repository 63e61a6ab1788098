import { fluxoDeCaixaBancoMessages as m, type ExtratoFiltros } from '@matriz/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { contaBancaria, contaBancariaEmpresa, empresa, extratoBancario } from '../../db/schema/index.ts';
import { anyUuid } from '../../db/sql-helpers.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { assertInScope, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { assertBancoLegivel } from './assert-banco-legivel.ts';
import type { LancamentoLido, LinhaExtratoLida } from './compute-extrato.ts';
import { contaVisivel } from './contas-queries.ts';

export interface ContaDoExtrato {
  id: string;
  nome: string;
  banco: string | null;
  agencia: string | null;
  numero: string | null;
  digito: string | null;
  grupo: string;
}

const conflitoDeCampo = (mensagem: string, campo: string) =>
  new AppError(400, mensagem, { errors: [{ campo, mensagem }] });

/**
 * The account of a statement request, checked: a user limited to cost centres refused (403, assertBancoLegivel),
 * grupo and stores in the user's scope (403), the account of this tenant (404), of the grupo chosen and linked to
 * one of the chosen stores (400), and visible to the user — linked to stores of the scope only (403, contaVisivel).
 */
export async function resolveContaDoExtrato(
  tx: DatabaseOrTransaction,
  quem: { clienteId: string; usuarioId: string },
  scope: Scope,
  f: Pick<ExtratoFiltros, 'grupo' | 'empresas' | 'conta'>,
): Promise<ContaDoExtrato> {
  const { clienteId } = quem;
  await assertBancoLegivel(tx, quem, scope);
  assertInScope(scope, { grupoIds: [f.grupo], empresaIds: f.empresas });
  const [conta] = await tx
    .select({
      id: contaBancaria.id,
      nome: contaBancaria.nome,
      banco: contaBancaria.banco,
      agencia: contaBancaria.agencia,
      numero: contaBancaria.numero,
      digito: contaBancaria.digito,
      grupoId: contaBancaria.grupoId,
      grupo: sql<string>`(select g.nome from grupo g where g.cliente_id = ${contaBancaria.clienteId} and g.id = ${contaBancaria.grupoId})`,
      visivel: contaVisivel(scope) ?? sql<boolean>`true`,
    })
    .from(contaBancaria)
    .where(and(eq(contaBancaria.clienteId, clienteId), eq(contaBancaria.id, f.conta)));
  if (!conta) throw notFound(m.contaNaoEncontrada);
  if (!conta.visivel) throw forbidden(SCOPE_FORBIDDEN);
  if (conta.grupoId !== f.grupo) throw conflitoDeCampo(m.contaDeOutroGrupo, 'conta');
  if (f.empresas.length > 0) {
    const lojas = await tx
      .select({
        id: empresa.id,
        grupoId: empresa.grupoId,
        vinculada: sql<boolean>`exists (select 1
        from ${contaBancariaEmpresa} cbe where cbe.cliente_id = ${empresa.clienteId}
          and cbe.empresa_id = ${empresa.id} and cbe.conta_bancaria_id = ${conta.id})`,
      })
      .from(empresa)
      .where(and(eq(empresa.clienteId, clienteId), anyUuid(empresa.id, f.empresas)));
    if (lojas.length !== f.empresas.length || lojas.some((l) => l.grupoId !== f.grupo))
      throw conflitoDeCampo(m.empresaDeOutroGrupo, 'empresas');
    if (!lojas.some((l) => l.vinculada)) throw badRequest(m.contaForaDasEmpresas, 'conta');
  }
  return {
    id: conta.id,
    nome: conta.nome,
    banco: conta.banco,
    agencia: conta.agencia,
    numero: conta.numero,
    digito: conta.digito,
    grupo: conta.grupo,
  };
}

/**
 * The account's balance at the start of `inicio`: the last known end-of-day balance before it (saldo_bancario)
 * plus the statement lines after that day and before `inicio`; with no balance known before, the first one known
 * after, less the lines from `inicio` to its day. No balance known at all: 0. Exact, in SQL bigint.
 */
export async function readSaldoInicial(
  tx: DatabaseOrTransaction,
  clienteId: string,
  contaId: string,
  inicio: string,
): Promise<bigint> {
  const rows = await tx.execute<{ saldo: string | null }>(sql`
    with antes as (
      select data, saldo from saldo_bancario
      where cliente_id = ${clienteId} and conta_bancaria_id = ${contaId} and data < ${inicio}::date
      order by data desc limit 1
    ), depois as (
      select data, saldo from saldo_bancario
      where cliente_id = ${clienteId} and conta_bancaria_id = ${contaId} and data >= ${inicio}::date
      order by data limit 1
    )
    select coalesce(
      (select a.saldo + coalesce((select sum(e.valor) from extrato_bancario e
         where e.cliente_id = ${clienteId} and e.conta_bancaria_id = ${contaId}
           and e.data > a.data and e.data < ${inicio}::date), 0) from antes a),
      (select d.saldo - coalesce((select sum(e.valor) from extrato_bancario e
         where e.cliente_id = ${clienteId} and e.conta_bancaria_id = ${contaId}
           and e.data >= ${inicio}::date and e.data <= d.data), 0) from depois d),
      0)::text as saldo`);
  return BigInt(rows.rows[0]?.saldo ?? '0');
}

/** The statement lines of the account in the range, in bank order (date, then the line's external id). */
export async function readLinhasExtrato(
  tx: DatabaseOrTransaction,
  clienteId: string,
  contaId: string,
  periodo: { inicio: string; fim: string },
): Promise<LinhaExtratoLida[]> {
  const e = extratoBancario;
  return tx
    .select({
      id: e.id,
      data: e.data,
      valor: e.valor,
      conciliado: e.conciliado,
      historico: sql<string>`coalesce(${e.descricao}, '')`,
      numeroDocumento: e.numeroDocumento,
      idExterno: e.idExterno,
    })
    .from(e)
    .where(
      and(
        eq(e.clienteId, clienteId),
        eq(e.contaBancariaId, contaId),
        sql`${e.data} between ${periodo.inicio}::date and ${periodo.fim}::date`,
      ),
    )
    .orderBy(asc(e.data), asc(e.idExterno), asc(e.id));
}

/**
 * The settled ledger entries paid through the account in the range (what reconciled lines are matched to), of the
 * stores of the user's scope only (a guard: a limited user reads only accounts of its stores, contaVisivel, and a
 * user limited to cost centres none, assertBancoLegivel). The WHERE keeps the predicate of the partial index
 * lancamento_conta_bancaria_pagamento_idx (status = 'liquidado' as a literal, conta_bancaria_id = $x,
 * data_pagamento between): change it and the read is a scan of the tenant's ledger again.
 */
export async function readLancamentosDaConta(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  contaId: string,
  periodo: { inicio: string; fim: string },
): Promise<LancamentoLido[]> {
  const noEscopo = scope.unrestricted ? sql`` : sql`and ${anyUuid(sql`l.empresa_id`, scope.empresaIds)}`;
  const rows = await tx.execute<{
    id: string;
    origem: string;
    id_externo: string;
    empresa_id: string;
    empresa: string;
    data_competencia: string;
    data_pagamento: string;
    meio_de_pagamento: string | null;
    fornecedor: string | null;
    historico: string | null;
    valor: string;
    transferencia: boolean;
  }>(sql`
    select l.id, l.origem, l.id_externo, l.empresa_id, coalesce(e.apelido, e.nome_fantasia, e.razao_social) as empresa,
      l.data_competencia::text, l.data_pagamento::text, l.meio_de_pagamento, l.fornecedor, l.historico,
      l.valor::text as valor, l.transferencia
    from lancamento l
    join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
    where l.cliente_id = ${clienteId} and l.conta_bancaria_id = ${contaId} and l.status = 'liquidado'
      and l.data_pagamento between ${periodo.inicio}::date and ${periodo.fim}::date ${noEscopo}
    order by l.data_pagamento, l.id_externo, l.origem, l.id`);
  return rows.rows.map((r) => ({
    id: r.id,
    origem: r.origem,
    idExterno: r.id_externo,
    empresaId: r.empresa_id,
    empresa: r.empresa,
    dataCompetencia: r.data_competencia,
    dataPagamento: r.data_pagamento,
    meioDePagamento: r.meio_de_pagamento,
    fornecedor: r.fornecedor,
    historico: r.historico,
    valor: BigInt(r.valor),
    transferencia: r.transferencia,
  }));
}
