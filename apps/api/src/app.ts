import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from './config.ts';
import { loggerOptions } from './lib/logging.ts';
import type { Database } from './db/index.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { clustersRoutes } from './modules/clusters/routes.ts';
import { empresasRoutes } from './modules/empresas/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { logoRoutes } from './modules/logo/routes.ts';
import { npsRoutes } from './modules/nps/routes.ts';
import { opcoesRoutes } from './modules/opcoes/routes.ts';
import { premiumRoutes } from './modules/premium/routes.ts';
import { regrasDeAcessoRoutes } from './modules/regras-de-acesso/routes.ts';
import { relatoriosRoutes } from './modules/relatorios/routes.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { usuariosRoutes } from './modules/usuarios/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';
import { swaggerPlugin } from './plugins/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
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
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('mailer', deps.mailer);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(premiumRoutes);
  await app.register(logoRoutes);
  await app.register(usuariosRoutes);
  await app.register(regrasDeAcessoRoutes);
  await app.register(npsRoutes);
  await app.register(jobsPlugin);
  await app.register(relatoriosRoutes);
  await app.register(opcoesRoutes);
  await app.register(empresasRoutes);
  await app.register(clustersRoutes);

  await app.register(spaPlugin, { root: deps.config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
