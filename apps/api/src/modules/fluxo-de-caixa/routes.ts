import {
  endpoints,
  exportacaoNaFilaOutput,
  exportarContasVinculadasInput,
  exportarExtratoInput,
  extratoOutput,
  extratoQuery,
  listContasVinculadasOutput,
  listContasVinculadasQuery,
  opcoesContasBancariasQuery,
  opcoesEmpresasDoGrupoQuery,
  optionsListOutput,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope, type RouteAccess } from '../access/auth-context.ts';
import { exportContasVinculadas } from './export-contas-vinculadas.ts';
import { exportExtrato } from './export-extrato.ts';
import { getExtrato } from './get-extrato.ts';
import { listContasBancarias } from './list-contas-bancarias.ts';
import { listContasVinculadas } from './list-contas-vinculadas.ts';
import { listEmpresasDoGrupo } from './list-empresas-do-grupo.ts';

const tags = ['Fluxo de caixa'];

/** Rule FluxoDeCaixa (spec 001 §6): Obter to read; Exportar and the premium plan (report downloads) to export. */
const obter: { access: RouteAccess } = { access: { rule: 'FluxoDeCaixa', action: 'Obter' } };
const exportar: { access: RouteAccess } = {
  access: { rule: 'FluxoDeCaixa', action: 'Exportar', premium: true },
};

/** The Bank statement and Bank accounts tabs of /fluxo-de-caixa (spec 001 §2.3, §7). */
export const fluxoDeCaixaRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.fluxoDeCaixa;

  app.get(
    e.contasVinculadas,
    {
      config: obter,
      schema: {
        tags,
        summary: 'Listar contas bancárias vinculadas (paginado)',
        querystring: listContasVinculadasQuery,
        response: { 200: listContasVinculadasOutput },
      },
    },
    async (request) =>
      listContasVinculadas(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.post(
    e.exportarContasVinculadas,
    {
      config: exportar,
      schema: {
        tags,
        summary: 'Exportar contas bancárias vinculadas (relatório xlsx na fila, premium)',
        body: exportarContasVinculadasInput,
        response: { 200: exportacaoNaFilaOutput },
      },
    },
    async (request) =>
      exportContasVinculadas(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.get(
    e.empresasDoGrupo,
    {
      config: obter,
      schema: {
        tags,
        summary: 'Empresas de um grupo (filtro do extrato)',
        querystring: opcoesEmpresasDoGrupoQuery,
        response: { 200: optionsListOutput },
      },
    },
    async (request) =>
      listEmpresasDoGrupo(app.db, requireAuth(request), await requireScope(request), request.query.grupo),
  );

  app.get(
    e.contasBancarias,
    {
      config: obter,
      schema: {
        tags,
        summary: 'Contas bancárias de um grupo, opcionalmente de algumas empresas (filtro do extrato)',
        querystring: opcoesContasBancariasQuery,
        response: { 200: optionsListOutput },
      },
    },
    async (request) =>
      listContasBancarias(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.get(
    e.extrato,
    {
      config: obter,
      schema: {
        tags,
        summary: 'Extrato bancário de uma conta no período (resumido ou detalhado)',
        querystring: extratoQuery,
        response: { 200: extratoOutput },
      },
    },
    async (request) => getExtrato(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.post(
    e.exportarExtrato,
    {
      config: exportar,
      schema: {
        tags,
        summary: 'Exportar o extrato bancário (relatório xlsx na fila, premium)',
        body: exportarExtratoInput,
        response: { 200: exportacaoNaFilaOutput },
      },
    },
    async (request) => exportExtrato(app.db, requireAuth(request), await requireScope(request), request.body),
  );
};
