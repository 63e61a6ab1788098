import type { Claim } from '@matriz/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { App } from '../src/app.ts';
import type { DatabaseOrTransaction } from '../src/db/index.ts';
import {
  centroDeCusto,
  cliente,
  cluster,
  empresa,
  grupo,
  marca,
  regraAcesso,
  usuario,
} from '../src/db/schema/index.ts';
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

/** Signs in through the API and answers the bearer header and the session's login token. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/Auth/login',
    payload: { Email: email, Password: password },
  });
  if (res.statusCode !== 200) throw new Error(`login de ${email} falhou: ${res.statusCode} ${res.body}`);
  const body = res.json() as { accessToken: string; loginToken: string };
  return { headers: { authorization: `Bearer ${body.accessToken}` }, loginToken: body.loginToken };
}

/**
 * A small network under the cliente's marca: a grupo with one store and its cost centre, a store cluster and a
 * cost-centre cluster.
 */
export async function createRede(
  db: DatabaseOrTransaction,
  clienteId: string,
  marcaId: string,
  nome = 'Loja',
) {
  const ids = {
    grupoId: uuidv7(),
    empresaId: uuidv7(),
    centroId: uuidv7(),
    clusterEmpresaId: uuidv7(),
    clusterCentroId: uuidv7(),
  };
  await db.insert(grupo).values({ clienteId, id: ids.grupoId, nome: `Grupo ${nome}` });
  // only the CNPJ's format is checked: 12 digits of the store's id and 00
  const digits = ids.empresaId.replace(/\D/g, '').slice(-12).padStart(12, '0');
  await db.insert(empresa).values({
    clienteId,
    id: ids.empresaId,
    grupoId: ids.grupoId,
    marcaId,
    cnpj: `${digits}00`,
    razaoSocial: `${nome} Ltda`,
    apelido: nome,
  });
  await db.insert(centroDeCusto).values({
    clienteId,
    id: ids.centroId,
    empresaId: ids.empresaId,
    codigo: '001',
    nome: 'Loja',
    padrao: true,
  });
  await db.insert(cluster).values([
    { clienteId, id: ids.clusterEmpresaId, nome: `Cluster ${nome}`, alvo: 'empresa' },
    { clienteId, id: ids.clusterCentroId, nome: `Cluster CC ${nome}`, alvo: 'centro_de_custo' },
  ]);
  return ids;
}
