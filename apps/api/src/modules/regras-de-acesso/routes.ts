import {
  centrosOptionsQuery,
  clustersOptionsQuery,
  createRuleInput,
  empresasOptionsQuery,
  endpoints,
  gruposOptionsQuery,
  listRulesOutput,
  listRulesQuery,
  messageOutput,
  optionsOutput,
  optionTreeOutput,
  ruleIdParams,
  ruleIdQuery,
  ruleOutput,
  updateRuleInput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope, type RouteAccess } from '../access/auth-context.ts';
import { createRule } from './create-rule.ts';
import { deleteRule } from './delete-rule.ts';
import { editRule } from './edit-rule.ts';
import { getRule } from './get-rule.ts';
import { listRules } from './list-rules.ts';
import { listRulesForUserForm } from './list-rules-for-user-form.ts';
import { ruleFormOptions } from './rule-form-options.ts';

const tags = ['Regras de acesso'];
/** The 'Regra de Acesso' tab and its endpoints are premium (spec 000 §2.8, §6). */
const premium = (action: 'Obter' | 'Salvar' | 'Deletar'): { access: RouteAccess } => ({
  access: { rule: 'usuarios', action, premium: true },
});

export const regrasDeAcessoRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.regraDeAcesso;

  // Not premium: Starter clientes create users too, and pick their rule from this list.
  app.get(
    e.listarParaFormulario,
    {
      config: { access: { rule: 'usuarios', action: 'Obter' } },
      schema: {
        tags,
        summary: 'Regras de acesso para o formulário de usuário',
        response: { 200: optionsOutput },
      },
    },
    async (request) => listRulesForUserForm(app.db, requireAuth(request), await requireScope(request)),
  );

  app.get(
    e.listar,
    {
      config: premium('Obter'),
      schema: {
        tags,
        summary: 'Listar regras de acesso',
        querystring: listRulesQuery,
        response: { 200: listRulesOutput },
      },
    },
    (request) => listRules(app.db, requireAuth(request), request.query),
  );

  app.post(
    e.criar,
    {
      config: premium('Salvar'),
      schema: {
        tags,
        summary: 'Criar regra de acesso',
        body: createRuleInput,
        response: { 200: messageOutput },
      },
    },
    async (request) => createRule(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.put(
    e.editar,
    {
      config: premium('Salvar'),
      schema: {
        tags,
        summary: 'Editar regra de acesso',
        body: updateRuleInput,
        response: { 200: messageOutput },
      },
    },
    async (request) => editRule(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.delete(
    e.deletar,
    {
      config: premium('Deletar'),
      schema: {
        tags,
        summary: 'Deletar regra de acesso',
        querystring: ruleIdQuery,
        response: { 200: messageOutput },
      },
    },
    async (request) =>
      deleteRule(app.db, requireAuth(request), await requireScope(request), request.query.id),
  );

  const options = { tags: ['Regras de acesso — opções'] };
  app.get(
    e.opcoesMarcas,
    { config: premium('Obter'), schema: { ...options, summary: 'Marcas', response: { 200: optionsOutput } } },
    async (request) => ruleFormOptions.marcas(app.db, requireAuth(request), await requireScope(request)),
  );
  app.get(
    e.opcoesGrupos,
    {
      config: premium('Obter'),
      schema: {
        ...options,
        summary: 'Grupos (por marcas)',
        querystring: gruposOptionsQuery,
        response: { 200: optionsOutput },
      },
    },
    async (request) =>
      ruleFormOptions.grupos(app.db, requireAuth(request), await requireScope(request), request.query),
  );
  app.get(
    e.opcoesEmpresas,
    {
      config: premium('Obter'),
      schema: {
        ...options,
        summary: 'Empresas (por marcas e grupos)',
        querystring: empresasOptionsQuery,
        response: { 200: optionsOutput },
      },
    },
    async (request) =>
      ruleFormOptions.empresas(app.db, requireAuth(request), await requireScope(request), request.query),
  );
  app.get(
    e.opcoesClusters,
    {
      config: premium('Obter'),
      schema: {
        ...options,
        summary: 'Clusters',
        querystring: clustersOptionsQuery,
        response: { 200: optionsOutput },
      },
    },
    async (request) =>
      ruleFormOptions.clusters(app.db, requireAuth(request), await requireScope(request), request.query),
  );
  app.get(
    e.opcoesCentrosDeCusto,
    {
      config: premium('Obter'),
      schema: {
        ...options,
        summary: 'Centros de custo agrupados por empresa',
        querystring: centrosOptionsQuery,
        response: { 200: optionTreeOutput },
      },
    },
    async (request) =>
      ruleFormOptions.centrosDeCusto(
        app.db,
        requireAuth(request),
        await requireScope(request),
        request.query,
      ),
  );

  // Last: the parametric path must not shadow the static ones above (find-my-way prefers static anyway).
  app.get(
    e.obter,
    {
      config: premium('Obter'),
      schema: { tags, summary: 'Obter regra de acesso', params: ruleIdParams, response: { 200: ruleOutput } },
    },
    (request) => getRule(app.db, requireAuth(request), request.params.id),
  );
};
