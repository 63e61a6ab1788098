import {
  cmvMessages,
  errorMessages,
  type SalvarConfiguracaoCmvOutput,
  type SalvarConfiguracaoCmvParams,
} from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { configuracaoCmv } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { assertInScope, type Scope } from '../access/scope.ts';
import { assertAdministrador, assertControleDeEstoque } from './access.ts';
import { readConfiguracaoCmv } from './get-configuracao-cmv.ts';
import type { NaturezaCmv } from './list-planos-de-contas-cmv.ts';
import { loadContasCmv, type ContaCmv } from './queries.ts';

type Campo = keyof SalvarConfiguracaoCmvParams;

/** Each plan of the setup: its field, the kind it must be when the chart says one, and the message otherwise. */
const PLANOS: readonly { campo: Campo; natureza: NaturezaCmv; mensagem: string }[] = [
  { campo: 'planoDeContasCMVId', natureza: 'pagar', mensagem: cmvMessages.contaCmvNatureza },
  { campo: 'planoDeContasAjusteReceberId', natureza: 'receber', mensagem: cmvMessages.ajusteReceberNatureza },
  { campo: 'planoDeContasAjustePagarId', natureza: 'pagar', mensagem: cmvMessages.ajustePagarNatureza },
];

/**
 * POST client setup save (spec 001 §5, §7): an administrator's (the setup is the whole cliente's). Each account
 * must be the tenant's (404 otherwise), of a marca the user may see (403), analytic and active in the chart of a
 * marca with stock control, and of the kind the chart says when it says one (400 on the field; every problem at
 * once). One row per cliente, written in one statement: a refused save changes nothing.
 */
export function saveConfiguracaoCmv(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  p: SalvarConfiguracaoCmvParams,
): Promise<SalvarConfiguracaoCmvOutput> {
  assertAdministrador(auth);
  const clienteId = auth.clienteId;
  return withTenant(db, clienteId, async (tx) => {
    const marcas = await assertControleDeEstoque(tx, clienteId);
    const ids = PLANOS.map(({ campo }) => p[campo]).filter((id): id is string => id !== null);
    const contas = new Map(
      (await loadContasCmv(tx, clienteId, { ids }, false)).map((c) => [c.id, c] as const),
    );
    if (ids.some((id) => !contas.has(id))) throw notFound(cmvMessages.contaNaoEncontrada);
    assertInScope(scope, { marcaIds: [...contas.values()].map((c) => c.marcaId) });
    const comEstoque = new Set(marcas.map((m) => m.id));
    const problemas = PLANOS.flatMap(({ campo, natureza, mensagem }) => {
      const id = p[campo];
      const erro = id === null ? null : problemaDaConta(contas.get(id)!, comEstoque, natureza, mensagem);
      return erro ? [{ campo, mensagem: erro }] : [];
    });
    if (problemas.length > 0)
      throw new AppError(400, problemas[0]!.mensagem, {
        detail: errorMessages.validation,
        errors: problemas,
      });
    const valores = {
      contaCmvId: p.planoDeContasCMVId,
      contaAjusteReceberId: p.planoDeContasAjusteReceberId,
      contaAjustePagarId: p.planoDeContasAjustePagarId,
    };
    await tx
      .insert(configuracaoCmv)
      .values({ clienteId, ...valores })
      .onConflictDoUpdate({ target: configuracaoCmv.clienteId, set: { ...valores, updatedAt: new Date() } });
    return { ...(await readConfiguracaoCmv(tx, clienteId)), message: cmvMessages.salvo };
  });
}

function problemaDaConta(
  conta: ContaCmv,
  comEstoque: ReadonlySet<string>,
  natureza: NaturezaCmv,
  mensagem: string,
): string | null {
  if (!comEstoque.has(conta.marcaId) || !conta.analiticaAtiva) return cmvMessages.contaForaDoEstoque;
  if (conta.natureza !== null && conta.natureza !== natureza) return mensagem;
  return null;
}
