import type { Claim } from '@matriz/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { DatabaseOrTransaction } from '../src/db/index.ts';
import { cliente, marca, regraAcesso, usuario } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password-hash.ts';

export const TEST_PASSWORD = 'Matriz@2026';
let passwordHash: Promise<string> | undefined;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

/** A cliente with one marca, written through the owner connection (fixtures are not the code under test). */
export async function createCliente(
  db: DatabaseOrTransaction,
  opts: { nome?: string; plano?: 'Starter' | 'Premium'; casUrl?: string | null } = {},
) {
  const id = uuidv7();
  const codigo = `T${id.slice(-8)}`;
  await db.insert(cliente).values({
    id,
    nome: opts.nome ?? `Rede ${codigo}`,
    codigo,
    plano: opts.plano ?? 'Premium',
    casUrl: opts.casUrl ?? null,
  });
  const marcaId = uuidv7();
  await db.insert(marca).values({ clienteId: id, id: marcaId, nome: `Marca ${codigo}` });
  return { id, codigo, marcaId };
}

export async function createUser(
  db: DatabaseOrTransaction,
  clienteId: string,
  opts: { email: string; nome?: string; acessos?: Claim[]; isApproved?: boolean; password?: string },
) {
  const regraId = uuidv7();
  await db.insert(regraAcesso).values({
    clienteId,
    id: regraId,
    nome: `Regra ${opts.email}`,
    acessos: opts.acessos ?? [{ nome: 'sysAdmin', acoes: [] }],
  });
  const id = uuidv7();
  await db.insert(usuario).values({
    clienteId,
    id,
    nome: opts.nome ?? opts.email.split('@')[0] ?? 'Usuário',
    email: opts.email.toLowerCase(),
    senhaHash: opts.password ? await hashPassword(opts.password) : await testHash(),
    regraAcessoId: regraId,
    isApproved: opts.isApproved ?? true,
  });
  return { id, regraId, email: opts.email.toLowerCase() };
}
