import { regraMessages, TODAS_AS_MARCAS, type Claim, type RuleOutput } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { getRuleLinks, getRuleRow } from './queries.ts';

/** GET rule by id: the rule with its accesses and data scope; a rule of another cliente is not found. */
export async function getRule(db: Database, auth: AuthContext, regraId: string): Promise<RuleOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const row = await getRuleRow(tx, auth.clienteId, regraId);
    if (!row) throw notFound(regraMessages.notFound);
    const links = await getRuleLinks(tx, auth.clienteId, regraId);
    return {
      _id: row.id,
      nome: row.nome,
      marcas: row.todasAsMarcas ? [TODAS_AS_MARCAS] : links.marcaIds,
      gruposIds: links.grupoIds,
      empresasIds: links.empresaIds,
      clusterEmpresaBool: row.clusterEmpresaBool,
      clustersEmpresasIds: links.clusterEmpresaIds,
      clusterCentroDeCustosBool: row.clusterCentroDeCustosBool,
      centroDecustosIds: links.centroDeCustoIds,
      clustersCentroDecustosIds: links.clusterCentroDeCustoIds,
      acessos: row.acessos as Claim[],
      visaoConsultor: row.visaoConsultor,
    };
  });
}
