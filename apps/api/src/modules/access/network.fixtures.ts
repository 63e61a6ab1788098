import { v7 as uuidv7 } from 'uuid';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  centroDeCusto,
  cliente,
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  empresa,
  grupo,
  marca,
  regraAcesso,
  regraAcessoCentroDeCusto,
  regraAcessoClusterCentroDeCusto,
  regraAcessoClusterEmpresa,
  regraAcessoEmpresa,
  regraAcessoGrupo,
  regraAcessoMarca,
} from '../../db/schema/index.ts';
import type { ScopeRule } from './scope.ts';
import type { ScopeNetwork } from './scope.fixtures.ts';

/** Writing generated networks and rules to the test database, for the scope tests. */

/** Writes the network as a new cliente (owner connection: fixtures are not the code under test). */
export async function insertNetwork(db: DatabaseOrTransaction, network: ScopeNetwork): Promise<string> {
  const clienteId = uuidv7();
  await db.insert(cliente).values({ id: clienteId, nome: 'Rede gerada', codigo: `G${clienteId.slice(-10)}` });
  const base = { clienteId };
  await db.insert(marca).values(network.marcaIds.map((id, i) => ({ ...base, id, nome: `Marca ${i}` })));
  await db.insert(grupo).values(network.grupoIds.map((id, i) => ({ ...base, id, nome: `Grupo ${i}` })));
  if (network.empresas.length > 0)
    await db.insert(empresa).values(
      network.empresas.map((e, i) => ({
        ...base,
        id: e.id,
        marcaId: e.marcaId,
        grupoId: e.grupoId,
        cnpj: `${String(i).padStart(12, '0')}00`,
        razaoSocial: `Loja ${i}`,
        tipoEstabelecimento: e.tipoEstabelecimento,
        localEstabelecimento: e.localEstabelecimento,
        regiao: e.regiao,
        uf: e.uf,
        codigoIbgeCidade: e.codigoIbgeCidade,
        m2: e.m2 === null ? null : String(e.m2),
        ativo: e.ativo,
      })),
    );
  if (network.centrosDeCusto.length > 0)
    await db.insert(centroDeCusto).values(
      network.centrosDeCusto.map((c, i) => ({
        ...base,
        id: c.id,
        empresaId: c.empresaId,
        codigo: `${i}`,
        nome: `CC ${i}`,
      })),
    );
  if (network.clusters.length > 0)
    await db.insert(cluster).values(
      network.clusters.map((c, i) => ({
        ...base,
        id: c.id,
        nome: `Cluster ${i}`,
        tipo: c.tipo,
        alvo: c.alvo,
        ativo: c.ativo,
        filtros: c.filtros as never,
      })),
    );
  const stores = network.clusters.flatMap((c) =>
    c.empresaIds.map((empresaId) => ({ ...base, clusterId: c.id, empresaId })),
  );
  if (stores.length > 0) await db.insert(clusterEmpresa).values(stores);
  const centros = network.clusters.flatMap((c) =>
    c.centroDeCustoIds.map((centroDeCustoId) => ({ ...base, clusterId: c.id, centroDeCustoId })),
  );
  if (centros.length > 0) await db.insert(clusterCentroDeCusto).values(centros);
  return clienteId;
}

/** Writes the rule with its links; answers its id. */
export async function insertScopeRule(
  db: DatabaseOrTransaction,
  clienteId: string,
  rule: ScopeRule,
): Promise<string> {
  const regraAcessoId = uuidv7();
  await db.insert(regraAcesso).values({
    clienteId,
    id: regraAcessoId,
    nome: `Regra ${regraAcessoId}`,
    acessos: rule.administrador ? [{ nome: 'sysAdmin', acoes: [] }] : [{ nome: 'DRE', acoes: ['Obter'] }],
    todasAsMarcas: rule.todasAsMarcas,
    clusterEmpresaBool: rule.clusterEmpresaBool,
    clusterCentroDeCustosBool: rule.clusterCentroDeCustosBool,
  });
  const base = { clienteId, regraAcessoId };
  const links: Array<[Parameters<DatabaseOrTransaction['insert']>[0], string, string[]]> = [
    [regraAcessoMarca, 'marcaId', rule.marcaIds],
    [regraAcessoGrupo, 'grupoId', rule.grupoIds],
    [regraAcessoEmpresa, 'empresaId', rule.empresaIds],
    [regraAcessoClusterEmpresa, 'clusterId', rule.clusterEmpresaIds],
    [regraAcessoCentroDeCusto, 'centroDeCustoId', rule.centroDeCustoIds],
    [regraAcessoClusterCentroDeCusto, 'clusterId', rule.clusterCentroDeCustoIds],
  ];
  for (const [table, column, ids] of links) {
    if (ids.length > 0) await db.insert(table).values(ids.map((id) => ({ ...base, [column]: id })) as never);
  }
  return regraAcessoId;
}
