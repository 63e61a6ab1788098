import {
  clusterListarOptionsQuery,
  empresaOptionsOutput,
  endpoints,
  opcoesCentrosDeCustoQuery,
  opcoesCidadesQuery,
  opcoesClustersDreQuery,
  opcoesClustersPorCentroDeCustoQuery,
  opcoesClustersPorEmpresaQuery,
  opcoesEmpresasQuery,
  opcoesEstabelecimentoQuery,
  opcoesEstadosQuery,
  opcoesGruposQuery,
  optionsListOutput,
  optionsTreeOutput,
} from '@matriz/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { listCidadeOptions } from './list-cidade-options.ts';
import { listClusterOptions } from './list-cluster-options.ts';
import { listEstabelecimentoOptions } from './list-estabelecimento-options.ts';
import { listEstadoOptions } from './list-estado-options.ts';
import { listRegiaoOptions } from './list-regiao-options.ts';
import {
  listCentroDeCustoOptions,
  listEmpresaOptions,
  listGrupoOptions,
  listMarcaOptions,
} from './queries.ts';

const tags = ['Opções'];

/** Runs a list query in the signed-in user's tenant with their scope. */
async function scoped<T>(
  db: Database,
  request: FastifyRequest,
  fn: (tx: DatabaseOrTransaction, clienteId: string, scope: Scope) => Promise<T>,
): Promise<T> {
  const { clienteId } = requireAuth(request);
  const scope = await requireScope(request);
  return withTenant(db, clienteId, (tx) => fn(tx, clienteId, scope));
}

/**
 * Option lists of the filter cards. Rule: login only — the DRE, cash-flow, companies, clusters, De-Para,
 * sync and dashboard filters all use them, and what a user sees is limited by their data scope instead
 * (an empty scope lists nothing). Regions, states and cities are public geography, not tenant data.
 */
export const opcoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.opcoes;
  const list = { 200: optionsListOutput };

  app.get(e.marcas, { schema: { tags, summary: 'Marcas', response: list } }, (request) =>
    scoped(app.db, request, listMarcaOptions),
  );
  app.get(
    e.grupos,
    { schema: { tags, summary: 'Grupos (por marcas)', querystring: opcoesGruposQuery, response: list } },
    (request) => scoped(app.db, request, (tx, c, s) => listGrupoOptions(tx, c, s, request.query.marcas)),
  );
  app.get(
    e.empresas,
    {
      schema: {
        tags,
        summary: 'Empresas (com o grupo de cada uma)',
        querystring: opcoesEmpresasQuery,
        response: { 200: empresaOptionsOutput },
      },
    },
    (request) => scoped(app.db, request, (tx, c, s) => listEmpresaOptions(tx, c, s, request.query)),
  );
  app.get(
    e.centrosDeCusto,
    {
      schema: {
        tags,
        summary: 'Centros de custo por empresa (cascader)',
        querystring: opcoesCentrosDeCustoQuery,
        response: { 200: optionsTreeOutput },
      },
    },
    (request) => scoped(app.db, request, (tx, c, s) => listCentroDeCustoOptions(tx, c, s, request.query)),
  );
  app.get(
    e.clusters,
    {
      schema: {
        tags,
        summary: 'Clusters ativos (empresas ou centros de custo)',
        querystring: clusterListarOptionsQuery,
        response: list,
      },
    },
    (request) =>
      scoped(app.db, request, (tx, c, s) =>
        listClusterOptions(tx, c, s, { alvo: request.query.alvo, excluirInativos: true }),
      ),
  );
  app.get(
    e.clustersDre,
    {
      schema: {
        tags,
        summary: 'Clusters de empresas (DRE)',
        querystring: opcoesClustersDreQuery,
        response: list,
      },
    },
    (request) => {
      const q = request.query;
      return scoped(app.db, request, (tx, c, s) =>
        listClusterOptions(tx, c, s, {
          alvo: 'empresa',
          excluirInativos: q.excluirInativos,
          contendo: q.empresasIds.length > 0 ? q.empresasIds : undefined,
        }),
      );
    },
  );
  app.get(
    e.clustersPorEmpresa,
    {
      schema: {
        tags,
        summary: 'Clusters que contêm as empresas',
        querystring: opcoesClustersPorEmpresaQuery,
        response: list,
      },
    },
    (request) =>
      scoped(app.db, request, (tx, c, s) =>
        listClusterOptions(tx, c, s, {
          alvo: 'empresa',
          excluirInativos: true,
          contendo: request.query.empresasIds,
        }),
      ),
  );
  app.get(
    e.clustersPorCentroDeCusto,
    {
      schema: {
        tags,
        summary: 'Clusters que contêm os centros de custo',
        querystring: opcoesClustersPorCentroDeCustoQuery,
        response: list,
      },
    },
    (request) =>
      scoped(app.db, request, (tx, c, s) =>
        listClusterOptions(tx, c, s, {
          alvo: 'centro_de_custo',
          excluirInativos: request.query.excluirInativos,
          contendo: request.query.ccsIds,
        }),
      ),
  );
  app.get(
    e.tiposDeEstabelecimento,
    {
      schema: {
        tags,
        summary: 'Tipos de estabelecimento',
        querystring: opcoesEstabelecimentoQuery,
        response: list,
      },
    },
    (request) =>
      scoped(app.db, request, (tx, c, s) =>
        listEstabelecimentoOptions(tx, c, s, 'tipoEstabelecimento', request.query.marcas),
      ),
  );
  app.get(
    e.locaisDeEstabelecimento,
    {
      schema: {
        tags,
        summary: 'Locais de estabelecimento',
        querystring: opcoesEstabelecimentoQuery,
        response: list,
      },
    },
    (request) =>
      scoped(app.db, request, (tx, c, s) =>
        listEstabelecimentoOptions(tx, c, s, 'localEstabelecimento', request.query.marcas),
      ),
  );
  app.get(e.regioes, { schema: { tags, summary: 'Regiões do Brasil', response: list } }, async (request) => {
    requireAuth(request);
    return listRegiaoOptions();
  });
  app.get(
    e.estados,
    { schema: { tags, summary: 'Estados (por regiões)', querystring: opcoesEstadosQuery, response: list } },
    async (request) => {
      requireAuth(request);
      return listEstadoOptions(request.query.regioes);
    },
  );
  app.get(
    e.cidades,
    {
      schema: { tags, summary: 'Cidades dos estados', querystring: opcoesCidadesQuery, response: list },
    },
    async (request) => {
      requireAuth(request);
      return listCidadeOptions(request.query.estados);
    },
  );
};
