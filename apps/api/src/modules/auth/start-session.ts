import type { LoginOutput } from '@matriz/contracts';
import type { Config } from '../../config.ts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { signAccessToken } from '../../lib/jwt.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { buildClaims } from '../access/claims.ts';
import { resolveScope } from '../access/scope.ts';
import { getRuleSessao } from '../access/session-context.ts';
import { isRestritoPorCentro } from '../dre/resolve-centros-dre.ts';
import {
  createSession,
  createTempToken,
  endSessions,
  findActiveSession,
  getCliente,
  getCustomerFigures,
  getUsuario,
  recordUsage,
} from './queries.ts';

export type SessionResult =
  { kind: 'ok'; output: LoginOutput } | { kind: 'conflito'; token: string; loginToken: string };

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/**
 * Opens the user's session inside the tenant transaction. Unless `forced`, an open session elsewhere answers
 * 401 with a temporary token that lets /desconectar end it and sign in (spec 000 §2.7, §4).
 */
export async function startSession(
  tx: DatabaseOrTransaction,
  config: Config,
  ids: { clienteId: string; usuarioId: string },
  opts: { forced: boolean; client: ClientInfo },
): Promise<SessionResult> {
  const user = await getUsuario(tx, ids.clienteId, ids.usuarioId);
  const cliente = await getCliente(tx, ids.clienteId);
  if (!user || !cliente) throw new AppError(400, 'E-mail ou senha inválidos');
  if (!user.isApproved) throw new AppError(403, 'Usuário inativo. Procure o administrador da sua rede.');

  const active = await findActiveSession(tx, user.id);
  if (active && !opts.forced) {
    const temp = createOpaqueToken();
    await createTempToken(tx, {
      clienteId: cliente.id,
      usuarioId: user.id,
      tipo: 'conflito',
      tokenHash: temp.hash,
      expiresAt: new Date(Date.now() + config.conflictTokenTtlMinutes * 60_000),
    });
    return { kind: 'conflito', token: temp.token, loginToken: active.id };
  }
  await endSessions(tx, cliente.id, user.id);

  const loginToken = createOpaqueToken();
  const expiresAt = new Date(Date.now() + config.accessTokenTtlMinutes * 60_000);
  const sessaoId = await createSession(tx, {
    clienteId: cliente.id,
    usuarioId: user.id,
    tokenHash: hashToken(loginToken.token),
    expiresAt,
    ip: opts.client.ip,
    userAgent: opts.client.userAgent.slice(0, 500),
  });
  await recordUsage(tx, cliente.id, user.id, 'login');
  const accessToken = await signAccessToken(
    config.jwtSecret,
    { email: user.email, usuarioId: user.id, clienteId: cliente.id, sessaoId },
    expiresAt,
  );
  const scope = await resolveScope(tx, { clienteId: cliente.id, regraAcessoId: user.regraAcessoId });
  const figures = await getCustomerFigures(tx, cliente.id, scope);
  const regra = await getRuleSessao(tx, cliente.id, user.regraAcessoId);
  const claims = buildClaims(regra.acessos, cliente.plano);
  const output: LoginOutput = {
    isCASSolicitation: false,
    returnUrl: null,
    email: user.email,
    token: null,
    accessToken,
    loginToken: loginToken.token,
    user: {
      _id: user.id,
      nome: user.nome,
      email: user.email,
      isAdmin: user.isAdmin,
      isOnline: true,
      f360Admin: user.f360Admin,
      visaoConsultor: regra.visaoConsultor,
      restritoPorCentroDeCusto: await isRestritoPorCentro(tx, cliente.id, user.id, scope),
    },
    customer: {
      _id: cliente.id,
      nome: cliente.nome,
      codigo: cliente.codigo,
      marcas: figures.marcas,
      marcasDaFranquia: figures.marcas,
      qtdeEmpresas: figures.qtdeEmpresas,
      qtdeGrupos: figures.qtdeGrupos,
      contrato: cliente.plano,
    },
    claims,
  };
  return { kind: 'ok', output };
}

/**
 * The login answer, or the 401 of the session conflict. Thrown only after the transaction committed, so
 * the temporary token it carries exists.
 */
export function answerSession(result: SessionResult | LoginOutput): LoginOutput {
  if (!('kind' in result)) return result;
  if (result.kind === 'ok') return result.output;
  throw new AppError(401, 'Acesso em andamento', {
    detail: 'Já existe uma sessão ativa para este usuário.',
    extra: { token: result.token, loginToken: result.loginToken, isForcedLogin: true, isOnline: true },
  });
}
