import { EXTRATO_MODO, type ExtratoFiltros, type ExtratoLinha, type ExtratoOutput } from '@matriz/contracts';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import {
  computeExtrato,
  conciliarLinhas,
  type ExtratoCalculado,
  type LancamentoLido,
} from './compute-extrato.ts';
import {
  readLancamentosDaConta,
  readLinhasExtrato,
  readSaldoInicial,
  resolveContaDoExtrato,
  type ContaDoExtrato,
} from './extrato-queries.ts';

/**
 * The statement of one account over the filter's range, computed (screen and export read the same): the account
 * checked against the requester and the scope, its opening balance, its lines and, in the detailed mode, the ledger entries matched
 * to the reconciled ones.
 */
export async function calcularExtrato(
  tx: DatabaseOrTransaction,
  quem: { clienteId: string; usuarioId: string },
  scope: Scope,
  f: ExtratoFiltros,
): Promise<{ conta: ContaDoExtrato; extrato: ExtratoCalculado }> {
  const { clienteId } = quem;
  const conta = await resolveContaDoExtrato(tx, quem, scope, f);
  const [saldoInicial, linhas] = await Promise.all([
    readSaldoInicial(tx, clienteId, conta.id, f.inicio),
    readLinhasExtrato(tx, clienteId, conta.id, f),
  ]);
  const conciliacoes =
    f.modo === EXTRATO_MODO.Detalhado && linhas.some((l) => l.conciliado)
      ? conciliarLinhas(linhas, await readLancamentosDaConta(tx, clienteId, scope, conta.id, f))
      : undefined;
  return {
    conta,
    extrato: computeExtrato(saldoInicial, linhas, { status: f.status, modo: f.modo, conciliacoes }),
  };
}

const lancamentoJson = (l: LancamentoLido) => ({
  _id: l.id,
  empresa: l.empresa,
  dataCompetencia: l.dataCompetencia,
  dataPagamento: l.dataPagamento,
  meioDePagamento: l.meioDePagamento,
  fornecedor: l.fornecedor,
  historico: l.historico,
  valor: centavosToReais(l.valor),
});

/** GET bank statement list (spec 001 §7): the rows in reais (exact from the centavos). */
export async function getExtrato(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  f: ExtratoFiltros,
): Promise<ExtratoOutput> {
  const { extrato } = await withTenant(db, auth.clienteId, (tx) => calcularExtrato(tx, auth, scope, f));
  return {
    extrato: extrato.linhas.map((l): ExtratoLinha => ({
      _id: l._id,
      data: l.data,
      historico: l.historico,
      numeroDocumento: l.numeroDocumento,
      entrada: centavosToReais(l.entrada),
      saida: centavosToReais(l.saida),
      saldo: centavosToReais(l.saldo),
      extratoConciliado: l.extratoConciliado,
      quantidade: l.quantidade,
      ...(l.lancamentos ? { lancamentos: l.lancamentos.map(lancamentoJson) } : {}),
    })),
    saldoInicial: centavosToReais(extrato.saldoInicial),
    saldoFinal: centavosToReais(extrato.saldoFinal),
    totalEntradas: centavosToReais(extrato.totalEntradas),
    totalSaidas: centavosToReais(extrato.totalSaidas),
    entradasOcultas: centavosToReais(extrato.entradasOcultas),
    saidasOcultas: centavosToReais(extrato.saidasOcultas),
  };
}
