import {
  casLoginInput,
  casRetornoQuery,
  changePasswordInput,
  changeProfileInput,
  deleteTokenInput,
  endpoints,
  loginInput,
  loginOutput,
  messageOutput,
  recoveryEmailInput,
  resetPasswordInput,
  validateTokenOutput,
  validateTokenQuery,
} from '@matriz/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { requireAuth } from '../access/auth-context.ts';
import { changePassword } from './change-password.ts';
import { changeProfile } from './change-profile.ts';
import { checkResetToken } from './check-reset-token.ts';
import { deleteToken } from './delete-token.ts';
import { handleCasReturn } from './handle-cas-return.ts';
import { login } from './login.ts';
import { loginWithCasKey } from './login-with-cas-key.ts';
import { resetPassword } from './reset-password.ts';
import { requestRecoveryEmail } from './request-recovery-email.ts';

const tags = ['Autenticação'];
/** OpenAPI: the route needs no bearer token. */
const open = { tags, security: [] };
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    auth: false,
    rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' },
  };

  app.post(
    endpoints.auth.login,
    {
      config: limited,
      schema: {
        ...open,
        summary: 'Entrar com e-mail e senha',
        body: loginInput,
        response: { 200: loginOutput },
      },
    },
    (request) => login(app.db, app.config, request.body, clientOf(request)),
  );

  app.post(
    endpoints.auth.loginCas,
    {
      config: limited,
      schema: {
        ...open,
        summary: 'Entrar pelo login único (CAS)',
        body: casLoginInput,
        response: { 200: loginOutput },
      },
    },
    (request) => loginWithCasKey(app.db, app.config, request.body, clientOf(request)),
  );

  app.get(
    endpoints.auth.casRetorno,
    {
      config: limited,
      schema: {
        ...open,
        summary: 'Retorno do servidor CAS (redireciona ao painel)',
        querystring: casRetornoQuery,
      },
    },
    async (request, reply) => reply.redirect(await handleCasReturn(app.db, app.config, request.query)),
  );

  app.get(
    endpoints.auth.validarToken,
    {
      schema: {
        tags,
        summary: 'Validar o token de login da sessão',
        querystring: validateTokenQuery,
        response: { 200: validateTokenOutput },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (hashToken(request.query.token) !== auth.loginTokenHash) throw unauthorized('Sessão encerrada');
      return { valido: true };
    },
  );

  app.post(
    endpoints.auth.enviarEmailRecuperacao,
    {
      config: limited,
      schema: {
        ...open,
        summary: 'Enviar e-mail de recuperação de senha',
        body: recoveryEmailInput,
        response: { 200: messageOutput },
      },
    },
    (request) => requestRecoveryEmail({ db: app.db, config: app.config }, request.body.Email),
  );

  app.get(
    endpoints.auth.validarTokenRedefinicao,
    {
      config: limited,
      schema: {
        ...open,
        summary: 'Verificar o link de redefinição de senha',
        querystring: validateTokenQuery,
        response: { 200: validateTokenOutput },
      },
    },
    (request) => checkResetToken(app.db, request.query.token),
  );

  app.post(
    endpoints.auth.redefinirSenha,
    {
      config: limited,
      schema: {
        ...open,
        summary: 'Redefinir a senha pelo link do e-mail',
        body: resetPasswordInput,
        response: { 200: messageOutput },
      },
    },
    (request) => resetPassword(app.db, request.body),
  );

  app.post(
    endpoints.auth.deletarToken,
    {
      config: { auth: false },
      schema: {
        ...open,
        summary: 'Encerrar sessão (sair ou conflito de sessão)',
        body: deleteTokenInput,
        response: { 200: messageOutput },
      },
    },
    (request) => deleteToken(app.db, request.body),
  );

  app.post(
    endpoints.auth.alterarSenha,
    {
      schema: {
        tags,
        summary: 'Alterar a própria senha',
        body: changePasswordInput,
        response: { 200: messageOutput },
      },
    },
    (request) => changePassword(app.db, app.config, requireAuth(request), request.body),
  );

  app.post(
    endpoints.auth.alterarDados,
    {
      schema: {
        tags,
        summary: 'Alterar nome e e-mail do próprio usuário',
        body: changeProfileInput,
        response: { 200: messageOutput },
      },
    },
    (request) => changeProfile(app.db, app.config, requireAuth(request), request.body),
  );
};
