import type { Claim } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createCliente, createRede, createUser } from '../../../test/fixtures.ts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import {
  centroDeCusto,
  empresa,
  regraAcessoCentroDeCusto,
  regraAcessoEmpresa,
  regraAcessoGrupo,
} from '../../db/schema/index.ts';

/**
 * A small network for the bank tabs' tests (written through the owner connection):
 * grupo Norte with stores Norte and Norte Dois, grupo Sul with store Sul.
 * Accounts: 'Conta Itaú' (grupo Norte; Norte and Norte Dois), 'Conta Caixa' (grupo Norte; Norte Dois only),
 * 'Conta Sul' (grupo Sul; Sul).
 * Statement of 'Conta Itaú' (balance R$ 1.000,00 at the end of 2025-01-31):
 *   2025-01-15  −100,00  TARIFA ANTIGA         reconciled, no entry behind it
 *   2025-02-01  +150,00  CRED REDE            reconciled: two card sales of Norte (100,00 + 50,00)
 *   2025-02-01   −30,55  PAG BOLETO ALFA      reconciled: entry 'lanc-alfa' of Norte
 *   2025-02-03    +0,10  PIX RECEBIDO         not reconciled
 *   2025-02-03    −0,20  TARIFA               reconciled, no entry behind it
 *   2025-02-05   −45,00  PAG BOLETO BETA      reconciled: entry 'lanc-beta' of Norte Dois
 *   2025-02-10 +1.234.567,89 TED RECEBIDA     not reconciled
 * Users: admin (sysAdmin); limitado (FluxoDeCaixa Obter+Exportar, Relatorio/Exportar, rule limited to store Norte:
 * no account is wholly its — 'Conta Itaú' is shared with Norte Dois); grupoNorte (the same rights, rule limited to
 * grupo Norte: both Norte accounts); centro (the same rights, rule limited to cost centre 'CC Norte' of Norte: the
 * bank tabs are refused); dre (DRE/Obter only); soObter (FluxoDeCaixa/Obter only); another premium tenant's admin
 * with an account of its own; a Starter administrator.
 */
export async function createBancoRede(db: DatabaseOrTransaction) {
  const a = await createCliente(db, { nome: 'Rede Banco' });
  const cl = a.id;
  const norte = await createRede(db, cl, a.marcaId, 'Norte');
  const sul = await createRede(db, cl, a.marcaId, 'Sul');
  const norteDois = uuidv7();
  await db.insert(empresa).values({
    clienteId: cl,
    id: norteDois,
    grupoId: norte.grupoId,
    marcaId: a.marcaId,
    cnpj: `${norteDois.replace(/\D/g, '').slice(-12).padStart(12, '0')}00`,
    razaoSocial: 'Norte Dois Ltda',
    apelido: 'Norte Dois',
  });
  const contas = { itau: uuidv7(), caixa: uuidv7(), sul: uuidv7() };
  const conta = async (id: string, grupoId: string, nome: string, banco: string, lojas: string[]) => {
    await db.execute(sql`insert into conta_bancaria (cliente_id, id, grupo_id, nome, banco, agencia, numero, digito, tipo)
      values (${cl}, ${id}, ${grupoId}, ${nome}, ${banco}, '1234', '56789', '0', 'corrente')`);
    for (const loja of lojas)
      await db.execute(sql`insert into conta_bancaria_empresa (cliente_id, conta_bancaria_id, empresa_id)
        values (${cl}, ${id}, ${loja})`);
  };
  await conta(contas.itau, norte.grupoId, 'Conta Itaú', 'Itaú', [norte.empresaId, norteDois]);
  await conta(contas.caixa, norte.grupoId, 'Conta Caixa', 'Caixa Econômica', [norteDois]);
  await conta(contas.sul, sul.grupoId, 'Conta Sul', 'Banrisul', [sul.empresaId]);

  await db.execute(sql`insert into saldo_bancario (cliente_id, id, conta_bancaria_id, data, saldo)
    values (${cl}, ${uuidv7()}, ${contas.itau}, '2025-01-31', 100000)`);
  const linhas: Array<[string, number, boolean, string, string]> = [
    ['2025-01-15', -10000, true, 'TARIFA ANTIGA', 'x-antiga'],
    ['2025-02-01', 15000, true, 'CRED REDE', 'N.202501.2025-02-01.CRED'],
    ['2025-02-01', -3055, true, 'PAG BOLETO ALFA', 'lanc-alfa'],
    ['2025-02-03', 10, false, 'PIX RECEBIDO', 'x-pix'],
    ['2025-02-03', -20, true, 'TARIFA', 'x-tarifa'],
    ['2025-02-05', -4500, true, 'PAG BOLETO BETA', 'lanc-beta'],
    ['2025-02-10', 123456789, false, 'TED RECEBIDA', 'x-ted'],
  ];
  for (const [data, valor, conciliado, descricao, idExterno] of linhas)
    await db.execute(sql`insert into extrato_bancario (cliente_id, id, conta_bancaria_id, data, valor, conciliado,
        descricao, numero_documento, id_externo)
      values (${cl}, ${uuidv7()}, ${contas.itau}, ${data}, ${valor}, ${conciliado}, ${descricao},
        ${`DOC-${idExterno}`}, ${idExterno})`);
  // a line of another account, same days: never in the Itaú statement
  await db.execute(sql`insert into extrato_bancario (cliente_id, id, conta_bancaria_id, data, valor, conciliado,
      descricao, id_externo)
    values (${cl}, ${uuidv7()}, ${contas.sul}, '2025-02-01', 777, true, 'OUTRA CONTA', 'sul-1')`);

  const lancamento = async (
    empresaId: string,
    idExterno: string,
    valor: number,
    o: { meio: string; competencia: string; pagamento: string; fornecedor?: string },
  ) =>
    db.execute(sql`insert into lancamento (cliente_id, id, empresa_id, grupo_id, conta_franqueado_id,
        conta_bancaria_id, valor, data_competencia, data_vencimento, data_pagamento, status, origem, id_externo,
        meio_de_pagamento, fornecedor, historico)
      values (${cl}, ${uuidv7()}, ${empresaId}, ${norte.grupoId}, ${uuidv7()}, ${contas.itau}, ${valor},
        ${o.competencia}, ${o.pagamento}, ${o.pagamento}, 'liquidado', 'teste', ${idExterno}, ${o.meio},
        ${o.fornecedor ?? null}, ${`Histórico ${idExterno}`})`);
  const cartao = { meio: 'Cartão de Crédito', competencia: '2025-01-02', pagamento: '2025-02-01' };
  await lancamento(norte.empresaId, 'venda-1', 10000, cartao);
  await lancamento(norte.empresaId, 'venda-2', 5000, cartao);
  // a sale of another day on the same account: not in the day's batch
  await lancamento(norte.empresaId, 'venda-3', 2500, { ...cartao, pagamento: '2025-02-02' });
  await lancamento(norte.empresaId, 'lanc-alfa', -3055, {
    meio: 'Boleto',
    competencia: '2025-01-20',
    pagamento: '2025-02-01',
    fornecedor: 'Fornecedor Alfa',
  });
  await lancamento(norteDois, 'lanc-beta', -4500, {
    meio: 'Boleto',
    competencia: '2025-01-25',
    pagamento: '2025-02-05',
    fornecedor: 'Fornecedor Beta',
  });

  const admin = await createUser(db, cl, { email: 'admin@banco.dev' });
  const limitado = await createUser(db, cl, {
    email: 'limitado@banco.dev',
    acessos: [
      { nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] },
      { nome: 'Relatorio', acoes: ['Exportar'] },
    ],
  });
  await db.insert(regraAcessoEmpresa).values({
    clienteId: cl,
    regraAcessoId: limitado.regraId,
    empresaId: norte.empresaId,
  });
  const direitos: Claim[] = [
    { nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] },
    { nome: 'Relatorio', acoes: ['Exportar'] },
  ];
  const grupoNorte = await createUser(db, cl, { email: 'grupo-norte@banco.dev', acessos: direitos });
  await db
    .insert(regraAcessoGrupo)
    .values({ clienteId: cl, regraAcessoId: grupoNorte.regraId, grupoId: norte.grupoId });
  const centroNorte = uuidv7();
  await db
    .insert(centroDeCusto)
    .values({ clienteId: cl, id: centroNorte, empresaId: norte.empresaId, codigo: 'CCN', nome: 'CC Norte' });
  const centro = await createUser(db, cl, { email: 'centro@banco.dev', acessos: direitos });
  await db
    .insert(regraAcessoCentroDeCusto)
    .values({ clienteId: cl, regraAcessoId: centro.regraId, centroDeCustoId: centroNorte });
  await createUser(db, cl, { email: 'dre@banco.dev', acessos: [{ nome: 'DRE', acoes: ['Obter'] }] });
  await createUser(db, cl, {
    email: 'so-obter@banco.dev',
    acessos: [{ nome: 'FluxoDeCaixa', acoes: ['Obter'] }],
  });

  const outra = await createCliente(db, { nome: 'Rede Banco Outra' });
  const outraRede = await createRede(db, outra.id, outra.marcaId, 'Estrangeira');
  const contaOutra = uuidv7();
  await db.execute(sql`insert into conta_bancaria (cliente_id, id, grupo_id, nome)
    values (${outra.id}, ${contaOutra}, ${outraRede.grupoId}, 'Conta Estrangeira')`);
  await createUser(db, outra.id, { email: 'admin@banco-outra.dev' });
  const starter = await createCliente(db, { plano: 'Starter' });
  await createUser(db, starter.id, { email: 'admin@banco-starter.dev' });

  return {
    clienteId: cl,
    norte,
    sul,
    norteDois,
    centroNorte,
    contas,
    outra: { clienteId: outra.id, grupoId: outraRede.grupoId, contaId: contaOutra },
    adminId: admin.id,
    emails: {
      admin: 'admin@banco.dev',
      limitado: 'limitado@banco.dev',
      grupoNorte: 'grupo-norte@banco.dev',
      centro: 'centro@banco.dev',
      dre: 'dre@banco.dev',
      soObter: 'so-obter@banco.dev',
      outra: 'admin@banco-outra.dev',
      starter: 'admin@banco-starter.dev',
    },
  };
}

export type BancoRede = Awaited<ReturnType<typeof createBancoRede>>;
