import { authMessages, getUserLimit, UPLOAD_USUARIOS_MAX_LINHAS, usuariosMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Transaction } from '../../../db/index.ts';
import { enqueueJob } from '../../../lib/enqueue-job.ts';
import { canGrantSavedRule } from '../../access/grant.ts';
import { RECOVERY_QUEUE, type RecoveryJobPayload } from '../../auth/recovery-queue.ts';
import { findLogin } from '../../auth/queries.ts';
import { assertCanActivateUser } from '../../usuarios/assert-can-activate-user.ts';
import { rethrowEmailInUse } from '../../usuarios/errors.ts';
import { countActiveUsers, insertUser } from '../../usuarios/queries.ts';
import {
  booleano,
  texto,
  type ContextoTipo,
  type Gravados,
  type Processador,
  type Valores,
} from './processador.ts';

interface NovoUsuario {
  nome: string;
  email: string;
  regra: string;
  regraAcessoId: string | null;
  isApproved: boolean;
}

const chave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * Type 6 'Cadastro de usuários em lote': the users import template of the users screen, through the same rules as
 * creating one user there (modules/usuarios): the rule is one of the cliente's, named in the file, and one the
 * uploader may grant (within their own claims and data scope); the e-mail is nobody's login yet, in any network,
 * nor repeated in the file; a non-premium cliente keeps at most 3 active users (the rows beyond are refused). Users
 * are created without a password: each active one is sent a welcome e-mail (the recovery job, as an invitation)
 * with a link to define it. A file of at most UPLOAD_USUARIOS_MAX_LINHAS rows, kept from pass 1 and checked as a whole.
 */
export class ProcessadorUsuarios implements Processador<NovoUsuario> {
  readonly reter = { maxLinhas: UPLOAD_USUARIOS_MAX_LINHAS };
  private regras = new Map<string, { id: string; nome: string }[]>();

  private constructor(private readonly ctx: ContextoTipo) {}

  static async criar(ctx: ContextoTipo): Promise<ProcessadorUsuarios> {
    const p = new ProcessadorUsuarios(ctx);
    const { rows } = await withTenant(ctx.db, ctx.clienteId, (tx) =>
      tx.execute<{ id: string; nome: string }>(
        sql`select id, nome from regra_acesso where cliente_id = ${ctx.clienteId}`,
      ),
    );
    for (const r of rows) p.regras.set(chave(r.nome), [...(p.regras.get(chave(r.nome)) ?? []), r]);
    return p;
  }

  async validar(v: Valores): Promise<NovoUsuario | string[]> {
    const regra = texto(v, 'regra')!;
    const regras = this.regras.get(chave(regra)) ?? [];
    if (regras.length !== 1)
      return [
        regras.length === 0
          ? `Regra de acesso ${regra} não encontrada`
          : `o nome ${regra} é de mais de uma regra de acesso`,
      ];
    return {
      nome: texto(v, 'nome')!,
      email: texto(v, 'email')!,
      regra,
      regraAcessoId: regras[0]!.id,
      isApproved: booleano(v, 'ativo', true),
    };
  }

  resumos(): string[] {
    return [];
  }

  /** The checks across rows and against the database: repeated e-mails, e-mails in use, grantable rules, the plan. */
  async conferirRetidos(linhas: readonly { numero: number; linha: NovoUsuario }[]) {
    const notas = new Map<number, string[]>();
    const anotar = (n: number, texto: string) => notas.set(n, [...(notas.get(n) ?? []), texto]);
    const porEmail = new Map<string, number[]>();
    for (const { numero, linha } of linhas)
      porEmail.set(linha.email, [...(porEmail.get(linha.email) ?? []), numero]);
    const { auth, scope } = this.ctx.uploader;
    const concedivel = new Map<string, boolean>();
    await withTenant(this.ctx.db, this.ctx.clienteId, async (tx) => {
      for (const { numero, linha } of linhas) {
        const repetidas = porEmail.get(linha.email)!;
        if (repetidas.length > 1)
          anotar(numero, `E-mail ${linha.email} repetido no arquivo (linhas ${repetidas.join(', ')})`);
        if (await findLogin(tx, linha.email)) anotar(numero, `${authMessages.emailInUse} (${linha.email})`);
        const id = linha.regraAcessoId!;
        if (!concedivel.has(id)) concedivel.set(id, await canGrantSavedRule(tx, auth, scope, id));
        if (!concedivel.get(id)) anotar(numero, `${usuariosMessages.ruleBeyondEditor} (${linha.regra})`);
      }
      if (auth.plano !== 'Premium') {
        let ativos = await countActiveUsers(tx, this.ctx.clienteId);
        for (const { numero, linha } of linhas) {
          if (!linha.isApproved || notas.has(numero)) continue;
          if (!getUserLimit(false, ativos).podeCadastrar) anotar(numero, usuariosMessages.limitReached);
          else ativos++;
        }
      }
    });
    return notas;
  }

  /**
   * Creates the users (the plan's limit checked again under its lock, as the users screen does; an e-mail taken
   * meanwhile refuses the whole file) and queues the welcome e-mail of each active one (a link to define the password) in the same transaction.
   */
  async gravar(tx: Transaction, lote: readonly NovoUsuario[]): Promise<Gravados> {
    const { auth } = this.ctx.uploader;
    for (const u of lote) {
      if (u.isApproved) await assertCanActivateUser(tx, auth);
      try {
        await insertUser(tx, this.ctx.clienteId, {
          nome: u.nome,
          email: u.email,
          regraAcessoId: u.regraAcessoId!,
          isApproved: u.isApproved,
          senhaHash: null,
        });
      } catch (error) {
        rethrowEmailInUse(error);
      }
      if (u.isApproved) {
        const payload: RecoveryJobPayload = { v: 1, email: u.email, convite: true };
        await enqueueJob(tx, RECOVERY_QUEUE, payload);
      }
    }
    return { inseridos: lote.length, atualizados: 0 };
  }
}
