import {
  deParaAprovadoQuery,
  deParaDetalheOutput,
  deParaHistoricoOutput,
  deParaHistoricoQuery,
  deParaListaOutput,
  deParaListaQuery,
  deParaOpcoesOutput,
  deParaOpcoesQuery,
  deParaPendenteQuery,
  deParaRelatorioOutput,
  deParaRelatorioQuery,
  deParaRevisaoQuery,
  endpoints,
  naoMapeadoOutput,
  naoMapeadoQuery,
  type DeParaContexto,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import { deParaAccess, deParaTags as tags } from './access.ts';
import { getHistorico } from './get-historico.ts';
import { assertNaoMapeadoAccess, getNaoMapeado } from './get-nao-mapeado.ts';
import { listDeParaDetalhe } from './list-de-para-detalhe.ts';
import { listDePara } from './list-de-para.ts';
import { listPlanoDeContas } from './list-plano-de-contas.ts';
import { requestDeParaReport } from './request-de-para-report.ts';

/** The De-Para reads (spec 002 §7; issue 9 §1, §2, §4): lists, options, history, report and unmapped money. */
export const deParaListRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.dePara;

  app.get(
    e.listar,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Listar grupos com as contagens de De-Para e o valor pendente',
        querystring: deParaListaQuery,
        response: { 200: deParaListaOutput },
      },
    },
    async (request) => listDePara(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  const detalhe = [
    [e.listarPendente, 'pendente', deParaPendenteQuery, 'Listar De-Paras pendentes de um grupo'],
    [e.listarRevisao, 'revisao', deParaRevisaoQuery, 'Listar De-Paras em revisão de um grupo'],
    [e.listarAprovado, 'aprovado', deParaAprovadoQuery, 'Listar De-Paras aprovados de um grupo'],
  ] as const satisfies readonly (readonly [string, DeParaContexto, typeof deParaPendenteQuery, string])[];
  for (const [path, contexto, querystring, summary] of detalhe) {
    app.get(
      path,
      {
        config: deParaAccess(),
        schema: { tags, summary, querystring, response: { 200: deParaDetalheOutput } },
      },
      async (request) =>
        listDeParaDetalhe(app.db, requireAuth(request), await requireScope(request), contexto, request.query),
    );
  }

  app.get(
    e.listarPlanoDeContas,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Opções de contrapartida do seletor de pendentes (plano do franqueador ou do franqueado)',
        querystring: deParaOpcoesQuery,
        response: { 200: deParaOpcoesOutput },
      },
    },
    async (request) =>
      listPlanoDeContas(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.get(
    e.historico,
    {
      config: deParaAccess(),
      schema: {
        tags,
        summary: 'Histórico dos De-Paras de uma linha',
        querystring: deParaHistoricoQuery,
        response: { 200: deParaHistoricoOutput },
      },
    },
    async (request) =>
      getHistorico(app.db, requireAuth(request), await requireScope(request), request.query.ids),
  );

  app.get(
    e.gerarRelatorio,
    {
      config: deParaAccess('Exportar', true),
      schema: {
        tags,
        summary: 'Solicitar o relatório de De-Para (fila de relatórios)',
        querystring: deParaRelatorioQuery,
        response: { 200: deParaRelatorioOutput },
      },
    },
    async (request) =>
      requestDeParaReport(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.get(
    e.naoMapeado,
    {
      // no access rule (login only): DRE, FluxoDeCaixa or DePara is checked here, before the query's validation
      onRequest: async (request) => assertNaoMapeadoAccess(requireAuth(request)),
      schema: {
        tags,
        summary: 'Valor do período sem De-Para aprovado (para a DRE e o fluxo de caixa)',
        querystring: naoMapeadoQuery,
        response: { 200: naoMapeadoOutput },
      },
    },
    async (request) =>
      getNaoMapeado(app.db, requireAuth(request), await requireScope(request), request.query),
  );
};
