import {
  createUserInput,
  endpoints,
  listUsersOutput,
  listUsersQuery,
  messageOutput,
  resetUserPasswordQuery,
  updateUserInput,
  userIdQuery,
  userLimitOutput,
  userRow,
} from '@matriz/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireScope, type RouteAccess } from '../access/auth-context.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { editUser } from './edit-user.ts';
import { exportUserTemplate, USER_TEMPLATE_FILE, XLSX_TYPE } from './export-user-template.ts';
import { getActiveUserLimit } from './get-active-user-limit.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { resetUserPassword } from './reset-user-password.ts';

const tags = ['Usuários'];
const access = (action: 'Obter' | 'Salvar' | 'Deletar'): { access: RouteAccess } => ({
  access: { rule: 'usuarios', action },
});

/** Users screen, tab 'Usuários' (spec 000 §2.8, §7): rule usuarios; not premium-only. */
export const usuariosRoutes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.usuarios;

  app.get(
    e.listar,
    {
      config: access('Obter'),
      schema: {
        tags,
        summary: 'Listar usuários',
        querystring: listUsersQuery,
        response: { 200: listUsersOutput },
      },
    },
    (request) => listUsers(app.db, requireAuth(request), request.query),
  );

  app.get(
    e.obter,
    {
      config: access('Obter'),
      schema: { tags, summary: 'Obter usuário', querystring: userIdQuery, response: { 200: userRow } },
    },
    (request) => getUser(app.db, requireAuth(request), request.query.id),
  );

  app.get(
    e.limite,
    {
      config: access('Obter'),
      schema: { tags, summary: 'Limite de usuários ativos do plano', response: { 200: userLimitOutput } },
    },
    (request) => getActiveUserLimit(app.db, requireAuth(request)),
  );

  app.post(
    e.criar,
    {
      config: access('Salvar'),
      schema: { tags, summary: 'Criar usuário', body: createUserInput, response: { 200: messageOutput } },
    },
    async (request) => createUser(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.put(
    e.editar,
    {
      config: access('Salvar'),
      schema: { tags, summary: 'Editar usuário', body: updateUserInput, response: { 200: messageOutput } },
    },
    async (request) => editUser(app.db, requireAuth(request), await requireScope(request), request.body),
  );

  app.delete(
    e.deletar,
    {
      config: access('Deletar'),
      schema: {
        tags,
        summary: 'Deletar usuário',
        querystring: userIdQuery,
        response: { 200: messageOutput },
      },
    },
    async (request) =>
      deleteUser(app.db, requireAuth(request), await requireScope(request), request.query.id),
  );

  app.put(
    e.redefinirSenha,
    {
      config: access('Salvar'),
      schema: {
        tags,
        summary: 'Redefinir a senha de um usuário (enviada por e-mail)',
        querystring: resetUserPasswordQuery,
        response: { 200: messageOutput },
      },
    },
    async (request) =>
      resetUserPassword(
        { db: app.db, config: app.config, mailer: app.mailer },
        requireAuth(request),
        await requireScope(request),
        request.query.userId,
      ),
  );

  app.get(
    e.exportarModelo,
    { config: access('Obter'), schema: { tags, summary: 'Modelo de importação de usuários (xlsx)' } },
    async (request, reply) => {
      const buffer = await exportUserTemplate(app.db, requireAuth(request));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${USER_TEMPLATE_FILE}"`)
        .send(buffer);
    },
  );
};
