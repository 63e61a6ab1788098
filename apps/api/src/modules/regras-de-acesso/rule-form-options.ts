import type { OptionItem, OptionNode } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { Scope } from '../access/scope.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { listClusterOptions } from '../opcoes/list-cluster-options.ts';
import {
  listCentroDeCustoOptions,
  listEmpresaOptions,
  listGrupoOptions,
  listMarcaOptions,
} from '../opcoes/queries.ts';

/** The rule form names stores by nickname and offers only active stores, cost centres and clusters. */
const ruleFormShape = { apelido: true, excluirInativos: true } as const;

/**
 * Option lists of the access-rule form (spec 000 §7), each of the signed-in user's cliente and limited to their
 * scope: an administrator sees everything, a limited editor only what they may grant.
 */
export const ruleFormOptions = {
  marcas: (db: Database, auth: AuthContext, scope: Scope): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) => listMarcaOptions(tx, auth.clienteId, scope)),
  grupos: (db: Database, auth: AuthContext, scope: Scope, q: { marcas: string[] }): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) => listGrupoOptions(tx, auth.clienteId, scope, q.marcas)),
  empresas: (
    db: Database,
    auth: AuthContext,
    scope: Scope,
    q: { marcas: string[]; grupos: string[] },
  ): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) =>
      listEmpresaOptions(tx, auth.clienteId, scope, { ...q, ...ruleFormShape }),
    ),
  clusters: (
    db: Database,
    auth: AuthContext,
    scope: Scope,
    q: { alvo?: 'empresa' | 'centro_de_custo' | undefined },
  ): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) =>
      listClusterOptions(tx, auth.clienteId, scope, { alvo: q.alvo, excluirInativos: true }),
    ),
  centrosDeCusto: (
    db: Database,
    auth: AuthContext,
    scope: Scope,
    q: { marcas: string[]; empresas: string[] },
  ): Promise<OptionNode[]> =>
    withTenant(db, auth.clienteId, (tx) =>
      listCentroDeCustoOptions(tx, auth.clienteId, scope, { ...q, ...ruleFormShape }),
    ),
};
