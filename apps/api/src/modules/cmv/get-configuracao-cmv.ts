import type { ConfiguracaoCmvOutput } from '@matriz/contracts';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { assertControleDeEstoque } from './access.ts';
import { loadConfiguracaoCmv, loadContasCmv } from './queries.ts';

/** GET client setup (spec 001 §3, §7): the three account plans as objects with `_id`, null where none is set. */
export function getConfiguracaoCmv(db: Database, auth: AuthContext): Promise<ConfiguracaoCmvOutput> {
  return withTenant(db, auth.clienteId, (tx) => readConfiguracaoCmv(tx, auth.clienteId));
}

/** The setup as the screen reads it (also the answer of a save). */
export async function readConfiguracaoCmv(
  tx: DatabaseOrTransaction,
  clienteId: string,
): Promise<ConfiguracaoCmvOutput> {
  const marcas = await assertControleDeEstoque(tx, clienteId);
  const config = await loadConfiguracaoCmv(tx, clienteId);
  const ids = [config?.cmv, config?.receber, config?.pagar].filter((id): id is string => Boolean(id));
  const contas = new Map(
    (await loadContasCmv(tx, clienteId, { ids }, marcas.length > 1)).map((c) => [c.id, c]),
  );
  const plano = (id: string | null | undefined) => {
    const conta = id ? contas.get(id) : undefined;
    return conta ? { _id: conta.id, label: conta.label } : null;
  };
  return {
    planoDeContasCMV: plano(config?.cmv),
    planoDeContasAjusteReceber: plano(config?.receber),
    planoDeContasAjustePagar: plano(config?.pagar),
  };
}
