import {
  hasAccess,
  isTipoArquivoEstoque,
  TIPO_ARQUIVO,
  uploadMessages,
  type TipoArquivo,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { buildClaims, type Plano } from '../access/claims.ts';
import { resolveScope, type Scope } from '../access/scope.ts';
import { getRuleSessao } from '../access/session-context.ts';
import { listMarcasComEstoque } from '../cmv/queries.ts';
import { isRestritoPorCentro } from '../dre/resolve-centros-dre.ts';

/** Who sent a file, with what their rule allows: at the upload, and again when the job runs. */
export interface Uploader {
  /** the uploader as a request's auth context (in the job: their rule's claims now; no session) */
  auth: AuthContext;
  scope: Scope;
  /** the rule limits cost centres: store-wide data (stock) is not theirs to write */
  restritoPorCentro: boolean;
}

/** The uploader of a request. */
export async function uploaderDaRequisicao(
  tx: DatabaseOrTransaction,
  auth: AuthContext,
  scope: Scope,
): Promise<Uploader> {
  return {
    auth,
    scope,
    restritoPorCentro: await isRestritoPorCentro(tx, auth.clienteId, auth.usuarioId, scope),
  };
}

/**
 * The uploader read again when the job runs (their rule, plan or activity may have changed since the upload);
 * null when the user is gone or inactive.
 */
export async function carregarUploader(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
): Promise<Uploader | null> {
  const { rows } = await tx.execute<{
    nome: string;
    email: string;
    is_approved: boolean;
    regra_acesso_id: string | null;
    plano: Plano;
  }>(sql`select u.nome, u.email, u.is_approved, u.regra_acesso_id, c.plano from usuario u
    join cliente c on c.id = u.cliente_id where u.cliente_id = ${clienteId} and u.id = ${usuarioId}`);
  const row = rows[0];
  if (!row?.is_approved) return null;
  const regra = await getRuleSessao(tx, clienteId, row.regra_acesso_id);
  const scope = await resolveScope(tx, { clienteId, regraAcessoId: row.regra_acesso_id });
  const auth: AuthContext = {
    usuarioId,
    clienteId,
    sessaoId: '',
    email: row.email,
    nome: row.nome,
    plano: row.plano,
    claims: buildClaims(regra.acessos, row.plano),
    visaoConsultor: regra.visaoConsultor,
    loginTokenHash: '',
  };
  return { auth, scope, restritoPorCentro: await isRestritoPorCentro(tx, clienteId, usuarioId, scope) };
}

/**
 * Whether the uploader may send a file of this type (refused with the reason, at the upload and again in the job):
 * Arquivo/Importar; the stock types only for a cliente with a marca under stock control, and not for a user limited
 * to cost centres (stock is store-wide); the users type only with the users permission (Usuários/Salvar), as the
 * users screen asks.
 */
export async function conferirTipo(
  tx: DatabaseOrTransaction,
  quem: Uploader,
  tipo: TipoArquivo,
): Promise<void> {
  if (!hasAccess(quem.auth.claims, 'Arquivo', 'Importar')) throw forbidden(uploadMessages.semPermissao);
  if (isTipoArquivoEstoque(tipo)) {
    if ((await listMarcasComEstoque(tx, quem.auth.clienteId)).length === 0)
      throw badRequest(uploadMessages.tipoSemEstoque, 'tipoArquivo');
    if (quem.restritoPorCentro) throw forbidden(uploadMessages.restritoPorCentro);
  }
  if (tipo === TIPO_ARQUIVO.CadastroDeUsuariosEmLote && !hasAccess(quem.auth.claims, 'usuarios', 'Salvar'))
    throw forbidden(uploadMessages.semPermissaoUsuarios);
}
