import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createCliente, createRede, createUser } from '../../../test/fixtures.ts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  centroDeCusto,
  cluster,
  clusterCentroDeCusto,
  clusterEmpresa,
  empresa,
  grupo,
  marca,
  regraAcessoMarca,
} from '../../db/schema/index.ts';

type Atributos = Partial<typeof empresa.$inferInsert>;

async function setEmpresa(db: DatabaseOrTransaction, clienteId: string, id: string, values: Atributos) {
  await db
    .update(empresa)
    .set(values)
    .where(and(eq(empresa.clienteId, clienteId), eq(empresa.id, id)));
}

/**
 * A network for the option-list and companies tests (written through the owner connection):
 * marca M1 (the cliente's) with stores Norte (SP, Shopping, Capital), Leste (RJ, Loja de rua, Interior) and
 * Antiga (inactive, SP); 'Marca Sul' with store Sul (RS, Quiosque, Capital); an empty 'Marca Vazia'.
 * Clusters: 'Cluster Norte' {Norte}, 'Cluster Sul' {Sul}, 'Cluster Leste' {Leste, Sul} (mixed marcas),
 * 'Cluster Antiga' (empty), 'Dinâmico M1' (every M1 store), 'Cluster Inativo' {Norte} (inactive), and the
 * cost-centre clusters 'Cluster CC X' {X's cost centre} (Antiga's cost centre is inactive).
 * Users: admin (sysAdmin), m1 (rule limited to M1, with Empresa/Obter), vazio (limited to the empty marca),
 * and another tenant with a store 'Estrangeira'.
 */
export async function createOpcoesRede(db: DatabaseOrTransaction) {
  const a = await createCliente(db, { nome: 'Rede Opções' });
  const clienteId = a.id;
  const dominio = `${a.codigo.toLowerCase()}.dev`;
  const marcaSul = uuidv7();
  const marcaVazia = uuidv7();
  await db.insert(marca).values([
    { clienteId, id: marcaSul, nome: 'Marca Sul' },
    { clienteId, id: marcaVazia, nome: 'Marca Vazia' },
  ]);
  const norte = await createRede(db, clienteId, a.marcaId, 'Norte');
  const leste = await createRede(db, clienteId, a.marcaId, 'Leste');
  const antiga = await createRede(db, clienteId, a.marcaId, 'Antiga');
  const sul = await createRede(db, clienteId, marcaSul, 'Sul');
  await db
    .update(grupo)
    .set({ codigo: 'G-100' })
    .where(and(eq(grupo.clienteId, clienteId), eq(grupo.id, norte.grupoId)));
  await setEmpresa(db, clienteId, norte.empresaId, {
    nomeFantasia: 'Norte Shopping',
    codigoLoja: 'L01',
    tipoEstabelecimento: 'Shopping',
    localEstabelecimento: 'Capital',
    regiao: 'Sudeste',
    uf: 'SP',
    codigoIbgeCidade: 3550308,
    m2: '120.50',
  });
  await setEmpresa(db, clienteId, leste.empresaId, {
    nomeFantasia: 'Leste 100%_Rua',
    codigoLoja: 'L02',
    tipoEstabelecimento: 'Loja de rua',
    localEstabelecimento: 'Interior',
    regiao: 'Sudeste',
    uf: 'RJ',
    codigoIbgeCidade: 3304557,
    m2: '80.00',
  });
  await setEmpresa(db, clienteId, antiga.empresaId, { ativo: false, uf: 'SP', codigoLoja: 'L03' });
  await setEmpresa(db, clienteId, sul.empresaId, {
    nomeFantasia: 'Sul Quiosque',
    codigoLoja: 'L04',
    tipoEstabelecimento: 'Quiosque',
    localEstabelecimento: 'Capital',
    regiao: 'Sul',
    uf: 'RS',
    codigoIbgeCidade: 4314902,
    m2: '12.00',
  });
  await db
    .update(centroDeCusto)
    .set({ ativo: false })
    .where(and(eq(centroDeCusto.clienteId, clienteId), eq(centroDeCusto.id, antiga.centroId)));

  const dinamicoM1 = uuidv7();
  const inativo = uuidv7();
  await db.insert(cluster).values([
    { clienteId, id: dinamicoM1, nome: 'Dinâmico M1', tipo: 'dinamico', filtros: { marca: [a.marcaId] } },
    { clienteId, id: inativo, nome: 'Cluster Inativo', ativo: false },
  ]);
  await db.insert(clusterEmpresa).values([
    { clienteId, clusterId: norte.clusterEmpresaId, empresaId: norte.empresaId },
    { clienteId, clusterId: sul.clusterEmpresaId, empresaId: sul.empresaId },
    { clienteId, clusterId: leste.clusterEmpresaId, empresaId: leste.empresaId },
    { clienteId, clusterId: leste.clusterEmpresaId, empresaId: sul.empresaId },
    { clienteId, clusterId: inativo, empresaId: norte.empresaId },
  ]);
  await db.insert(clusterCentroDeCusto).values(
    [norte, leste, antiga, sul].map((r) => ({
      clienteId,
      clusterId: r.clusterCentroId,
      centroDeCustoId: r.centroId,
    })),
  );

  await createUser(db, clienteId, { email: `admin@${dominio}` });
  const m1 = await createUser(db, clienteId, {
    email: `m1@${dominio}`,
    acessos: [
      { nome: 'DRE', acoes: ['Obter'] },
      { nome: 'Empresa', acoes: ['Obter'] },
    ],
  });
  await db.insert(regraAcessoMarca).values({ clienteId, regraAcessoId: m1.regraId, marcaId: a.marcaId });
  const vazio = await createUser(db, clienteId, {
    email: `vazio@${dominio}`,
    acessos: [{ nome: 'Empresa', acoes: ['Obter'] }],
  });
  await db.insert(regraAcessoMarca).values({ clienteId, regraAcessoId: vazio.regraId, marcaId: marcaVazia });

  const b = await createCliente(db);
  const estrangeira = await createRede(db, b.id, b.marcaId, 'Estrangeira');
  return {
    a,
    b,
    marcaSul,
    marcaVazia,
    norte,
    leste,
    antiga,
    sul,
    estrangeira,
    clusters: { dinamicoM1, inativo },
    emails: { admin: `admin@${dominio}`, m1: m1.email, vazio: vazio.email },
  };
}
