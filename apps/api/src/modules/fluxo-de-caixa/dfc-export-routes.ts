import { endpoints, exportacaoDfcInput, exportarDfcOutput } from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope, type RouteAccess } from '../access/auth-context.ts';
import { dfcTags as tags } from './dfc-access.ts';
import { exportarDfc } from './exportar-dfc.ts';

/**
 * 'Exportar' of the cash-flow tab (spec 001 §2.3, §6, §7; issue 12 §2): FluxoDeCaixa/Exportar ('Sem permissões'
 * otherwise) on a premium cliente — report downloads are premium (spec 000 §6), as for the DRE's exports.
 */
const exportar: { access: RouteAccess } = {
  access: { rule: 'FluxoDeCaixa', action: 'Exportar', premium: true },
};

export const dfcExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.dfc.exportar,
    {
      config: exportar,
      schema: {
        tags,
        summary: 'Exportar o fluxo de caixa: um dos três tipos, na fila de relatórios (premium)',
        body: exportacaoDfcInput,
        response: { 200: exportarDfcOutput },
      },
    },
    async (request) => exportarDfc(app.db, requireAuth(request), await requireScope(request), request.body),
  );
};
