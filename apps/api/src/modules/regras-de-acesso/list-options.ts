import type { OptionItem, OptionNode } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  listCentroDeCustoOptions,
  listClusterOptions,
  listEmpresaOptions,
  listGrupoOptions,
  listMarcaOptions,
} from './options-queries.ts';

/** Option lists of the access-rule form (spec 000 §7), each of the signed-in user's cliente only. */
export const ruleFormOptions = {
  marcas: (db: Database, auth: AuthContext): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) => listMarcaOptions(tx, auth.clienteId)),
  grupos: (db: Database, auth: AuthContext, q: { marcas: string[] }): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) => listGrupoOptions(tx, auth.clienteId, q.marcas)),
  empresas: (
    db: Database,
    auth: AuthContext,
    q: { marcas: string[]; grupos: string[] },
  ): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) => listEmpresaOptions(tx, auth.clienteId, q)),
  clusters: (
    db: Database,
    auth: AuthContext,
    q: { alvo?: 'empresa' | 'centro_de_custo' | undefined },
  ): Promise<OptionItem[]> =>
    withTenant(db, auth.clienteId, (tx) => listClusterOptions(tx, auth.clienteId, q.alvo)),
  centrosDeCusto: (
    db: Database,
    auth: AuthContext,
    q: { marcas: string[]; empresas: string[] },
  ): Promise<OptionNode[]> =>
    withTenant(db, auth.clienteId, (tx) => listCentroDeCustoOptions(tx, auth.clienteId, q)),
};
