import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import { fastifyTrustProxy, type Config } from './config.ts';
import { loggerOptions } from './lib/logging.ts';
import type { Database } from './db/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { clusterRoutes } from './modules/cluster/routes.ts';
import { cmvRoutes } from './modules/cmv/routes.ts';
import { deParaRoutes } from './modules/de-para/routes.ts';
import { dreRoutes } from './modules/dre/routes.ts';
import { empresasRoutes } from './modules/empresas/routes.ts';
import { dfcExportRoutes } from './modules/fluxo-de-caixa/dfc-export-routes.ts';
import { dfcRoutes } from './modules/fluxo-de-caixa/dfc-routes.ts';
import { fluxoDeCaixaRoutes } from './modules/fluxo-de-caixa/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { logoRoutes } from './modules/logo/routes.ts';
import { npsRoutes } from './modules/nps/routes.ts';
import { opcoesRoutes } from './modules/opcoes/routes.ts';
import { premiumRoutes } from './modules/premium/routes.ts';
import { regrasDeAcessoRoutes } from './modules/regras-de-acesso/routes.ts';
import { relatorioRoutes } from './modules/relatorio/routes.ts';
import { uploadRoutes } from './modules/upload/routes.ts';
import { usuariosRoutes } from './modules/usuarios/routes.ts';
import { valoresManuaisRoutes } from './modules/valores-manuais/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { errorsPlugin, sendConnectionError, sendFrameworkError } from './plugins/errors.ts';
import { mailPlugin } from './plugins/mail.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { storagePlugin } from './plugins/storage.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { reportKinds, workersPlugin } from './worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** a pino instance (the server's), false (tests), or absent: a logger from the configuration */
  logger?: FastifyBaseLogger | false;
}

/** Composition: external plugins, then app plugins, then routes (CONVENTIONS.md habit 7). */
export async function buildApp(deps: AppDeps) {
  const logging =
    deps.logger === undefined
      ? { logger: loggerOptions(deps.config.logLevel) }
      : deps.logger === false
        ? { logger: false }
        : { loggerInstance: deps.logger };
  const app = Fastify({
    ...logging,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : uuidv7();
    },
    // X-Forwarded-For is read only from the proxies configured (TRUST_PROXY; default none)
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: 1_048_576,
    // a URL that cannot be decoded answers problem+json in pt-BR like every other error
    frameworkErrors: sendFrameworkError,
    // and so does a request Node cannot parse (a control character in a header), answered on the raw socket
    clientErrorHandler: sendConnectionError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(swaggerPlugin);
  await app.register(storagePlugin);
  await app.register(mailPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(premiumRoutes);
  await app.register(logoRoutes);
  await app.register(usuariosRoutes);
  await app.register(regrasDeAcessoRoutes);
  await app.register(npsRoutes);
  await app.register(workersPlugin);
  await app.register(relatorioRoutes, { kinds: reportKinds });
  await app.register(opcoesRoutes);
  await app.register(empresasRoutes);
  await app.register(clusterRoutes);
  await app.register(deParaRoutes);
  await app.register(dreRoutes);
  await app.register(cmvRoutes);
  await app.register(valoresManuaisRoutes);
  await app.register(fluxoDeCaixaRoutes);
  await app.register(dfcRoutes);
  await app.register(dfcExportRoutes);
  await app.register(uploadRoutes);

  await app.register(spaPlugin, { root: deps.config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
