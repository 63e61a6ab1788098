import {
  editarEmpresaInput,
  editarEmpresaOutput,
  endpoints,
  exportarEmpresasInput,
  exportarEmpresasOutput,
  listEmpresasOutput,
  listEmpresasQuery,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope } from '../access/auth-context.ts';
import { editEmpresa } from './edit-empresa.ts';
import { exportEmpresas } from './export-empresas.ts';
import { listEmpresas } from './list-empresas.ts';

const tags = ['Empresas'];

/**
 * Companies screen (spec 002 §2.6, §7): rule Empresa. The spec's resource list gives Empresa only Obter and
 * Exportar, so editing a nickname or m² (done on the screen itself) needs Empresa/Obter. The export also needs
 * the premium plan: report downloads are premium (spec 000 §6), and a Starter cliente's queued file could
 * never be downloaded — refused with 403 'Sem permissões', as every premium-only route.
 */
export const empresasRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.empresas;

  app.get(
    e.listar,
    {
      config: { access: { rule: 'Empresa', action: 'Obter' } },
      schema: {
        tags,
        summary: 'Listar empresas',
        querystring: listEmpresasQuery,
        response: { 200: listEmpresasOutput },
      },
    },
    async (request) => listEmpresas(app.db, requireAuth(request), await requireScope(request), request.query),
  );

  app.post(
    e.editar,
    {
      config: { access: { rule: 'Empresa', action: 'Obter' } },
      schema: {
        tags,
        summary: 'Editar apelido e m² de uma empresa',
        description: '202: o apelido já é usado por outra empresa da rede; nada muda e `apelido` é o atual.',
        body: editarEmpresaInput,
        response: { 200: editarEmpresaOutput, 202: editarEmpresaOutput },
      },
    },
    async (request, reply) => {
      const result = await editEmpresa(
        app.db,
        requireAuth(request),
        await requireScope(request),
        request.body,
      );
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    e.exportar,
    {
      config: { access: { rule: 'Empresa', action: 'Exportar', premium: true } },
      schema: {
        tags,
        summary: 'Exportar empresas (relatório xlsx na fila)',
        body: exportarEmpresasInput,
        response: { 200: exportarEmpresasOutput },
      },
    },
    async (request) =>
      exportEmpresas(app.db, requireAuth(request), await requireScope(request), request.body),
  );
};
