import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createUser } from '../../../test/fixtures.ts';
import { withTenant, type Database, type Transaction } from '../../db/index.ts';
import { somarDias } from '../../engine/dfc/datas.ts';
import { ingestLancamentos, type LancamentoInput } from '../ingestion/index.ts';
import { hojeEmBrasilia } from './dfc-criterio.ts';

/**
 * A small hand-made network for the cash-flow API tests (owner connection: fixtures are not the code under test),
 * its ledger on the days from 45 before today (Brasília) to 20 after, so that some open items are overdue and some
 * are not:
 * - marca M1; grupo A with stores a1, a2; grupo B with b1; one cost centre per store;
 * - franchisor chart: r1 'Vendas', d1 'Fornecedores', t1 'Transferências', x1 'Depreciação' (not in the flow model);
 * - franchisee chart per grupo f0..f4: approved De-Para f0 → r1, f1 → d1, f2 → t1, f4 → x1; f3 in review (unmapped);
 * - flow model: OPER (total: ENT = r1, SAI = d1), TRF (t1), FLX = OPER + TRF;
 * - bank accounts: cbA1 (grupo A, linked to a1), cbA2 (grupo A, linked to a1 and a2), cbB (grupo B, linked to b1),
 *   each with an end-of-day balance 60 days ago;
 * - ledger: every store × franchisee account × 18 entries covering each flag of the cash-flow filter (settled on
 *   time and late, open, open boleto, forecast, unapproved instalment, transfer, open cash register, no account);
 * - users: admin; `loja` (FluxoDeCaixa/Obter, store a1 only); `centro` (FluxoDeCaixa/Obter, a1's cost centre only);
 *   `dre` (DRE/Obter only).
 */
export interface RedeDfcApi {
  clienteId: string;
  hoje: string;
  marca: string;
  grupos: { a: string; b: string };
  lojas: { a1: string; a2: string; b1: string };
  centros: { a1: string; a2: string; b1: string };
  contas: { r1: string; d1: string; t1: string; x1: string };
  franqueado: Record<'a' | 'b', [string, string, string, string, string]>;
  bancos: { cbA1: string; cbA2: string; cbB: string };
  modelo: { id: string; linhas: Record<'OPER' | 'ENT' | 'SAI' | 'TRF' | 'FLX', string> };
  emails: { admin: string; loja: string; centro: string; dre: string };
}

const id = () => uuidv7();
const ids = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, id()])) as Record<K, string>;

const LOJAS = [
  { loja: 'a1', grupo: 'a' },
  { loja: 'a2', grupo: 'a' },
  { loja: 'b1', grupo: 'b' },
] as const;

export async function criarRedeDfcApi(ownerDb: Database): Promise<RedeDfcApi> {
  const clienteId = id();
  const codigo = `dfc${clienteId.slice(-6)}`.toLowerCase();
  const rede: RedeDfcApi = {
    clienteId,
    hoje: hojeEmBrasilia(),
    marca: id(),
    grupos: ids(['a', 'b']),
    lojas: ids(['a1', 'a2', 'b1']),
    centros: ids(['a1', 'a2', 'b1']),
    contas: ids(['r1', 'd1', 't1', 'x1']),
    franqueado: { a: [id(), id(), id(), id(), id()], b: [id(), id(), id(), id(), id()] },
    bancos: ids(['cbA1', 'cbA2', 'cbB']),
    modelo: { id: id(), linhas: ids(['OPER', 'ENT', 'SAI', 'TRF', 'FLX']) },
    emails: {
      admin: `admin@${codigo}.dev`,
      loja: `loja@${codigo}.dev`,
      centro: `centro@${codigo}.dev`,
      dre: `dre@${codigo}.dev`,
    },
  };
  await withTenant(ownerDb, clienteId, async (tx) => {
    await criarCadastros(tx, rede);
    await criarModelo(tx, rede);
    await criarBancos(tx, rede);
    await ingestLancamentos(tx, clienteId, ledgerDfc(rede), { origem: 'dfc-api' });
  });
  await createUser(ownerDb, clienteId, { email: rede.emails.admin, nome: 'Admin DFC' });
  const loja = await createUser(ownerDb, clienteId, {
    email: rede.emails.loja,
    nome: 'Loja A1',
    acessos: [{ nome: 'FluxoDeCaixa', acoes: ['Obter'] }],
  });
  const centro = await createUser(ownerDb, clienteId, {
    email: rede.emails.centro,
    nome: 'Centro A1',
    acessos: [{ nome: 'FluxoDeCaixa', acoes: ['Obter'] }],
  });
  await createUser(ownerDb, clienteId, {
    email: rede.emails.dre,
    nome: 'Só DRE',
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
  });
  await withTenant(ownerDb, clienteId, async (tx) => {
    await tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
      values (${clienteId}, ${loja.regraId}, ${rede.lojas.a1})`);
    await tx.execute(sql`insert into regra_acesso_centro_de_custo (cliente_id, regra_acesso_id, centro_de_custo_id)
      values (${clienteId}, ${centro.regraId}, ${rede.centros.a1})`);
  });
  return rede;
}

async function criarCadastros(tx: Transaction, rede: RedeDfcApi) {
  const cl = rede.clienteId;
  await tx.execute(sql`insert into cliente (id, nome, codigo, plano)
    values (${cl}, ${`Rede ${cl.slice(-6)}`}, ${`F${cl.slice(-8)}`}, 'Premium')`);
  await tx.execute(sql`insert into marca (cliente_id, id, nome) values (${cl}, ${rede.marca}, 'Marca M1')`);
  for (const [k, g] of Object.entries(rede.grupos))
    await tx.execute(
      sql`insert into grupo (cliente_id, id, nome) values (${cl}, ${g}, ${`Grupo ${k.toUpperCase()}`})`,
    );
  for (const [i, l] of LOJAS.entries()) {
    await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social, apelido)
      values (${cl}, ${rede.lojas[l.loja]}, ${rede.grupos[l.grupo]}, ${rede.marca},
        ${`${String(i + 1).padStart(12, '0')}00`}, ${`Loja ${l.loja.toUpperCase()} Ltda`}, ${`Apelido ${l.loja}`})`);
    await tx.execute(sql`insert into centro_de_custo (cliente_id, id, empresa_id, codigo, nome, padrao)
      values (${cl}, ${rede.centros[l.loja]}, ${rede.lojas[l.loja]}, 'CC0', ${`Centro ${l.loja}`}, true)`);
  }
  const nomes = { r1: 'Vendas', d1: 'Fornecedores', t1: 'Transferências', x1: 'Depreciação' } as const;
  for (const [i, [k, nome]] of Object.entries(nomes).entries())
    await tx.execute(sql`insert into plano_contas_franqueador (cliente_id, id, marca_id, codigo, nome)
      values (${cl}, ${rede.contas[k as 'r1']}, ${rede.marca}, ${`${i + 1}.01`}, ${nome})`);
  for (const g of ['a', 'b'] as const)
    for (const [i, conta] of rede.franqueado[g].entries())
      await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome)
        values (${cl}, ${conta}, ${rede.grupos[g]}, ${`${g}${i}`}, ${`Conta ${g}${i}`})`);
  for (const g of ['a', 'b'] as const) {
    const f = rede.franqueado[g];
    for (const [de, para, status] of [
      [f[0], rede.contas.r1, 'aprovado'],
      [f[1], rede.contas.d1, 'aprovado'],
      [f[2], rede.contas.t1, 'aprovado'],
      [f[3], rede.contas.r1, 'revisao'],
      [f[4], rede.contas.x1, 'aprovado'],
    ] as const)
      await tx.execute(sql`insert into de_para (cliente_id, id, grupo_id, marca_id, conta_franqueado_id,
          conta_franqueador_id, status)
        values (${cl}, ${id()}, ${rede.grupos[g]}, ${rede.marca}, ${de}, ${para}, ${status})`);
  }
}

async function criarModelo(tx: Transaction, rede: RedeDfcApi) {
  const cl = rede.clienteId;
  const l = rede.modelo.linhas;
  await tx.execute(sql`insert into modelo_dfc (cliente_id, id, nome, padrao)
    values (${cl}, ${rede.modelo.id}, 'Fluxo de teste', true)`);
  const linhas = [
    [l.OPER, null, 'OPER', 'Operacional', 1, 'total', null],
    [l.ENT, l.OPER, 'ENT', 'Entradas', 1, 'conta', null],
    [l.SAI, l.OPER, 'SAI', 'Saídas', 2, 'conta', null],
    [l.TRF, null, 'TRF', 'Transferências', 2, 'conta', null],
    [l.FLX, null, 'FLX', 'Fluxo líquido', 3, 'formula', 'OPER + TRF'],
  ] as const;
  for (const [lid, pai, cod, nome, ordem, tipo, formula] of linhas)
    await tx.execute(sql`insert into linha_dfc (cliente_id, id, modelo_id, parent_id, codigo, nome, ordem, tipo, formula)
      values (${cl}, ${lid}, ${rede.modelo.id}, ${pai}, ${cod}, ${nome}, ${ordem}, ${tipo}, ${formula})`);
  for (const [linha, conta] of [
    [l.ENT, rede.contas.r1],
    [l.SAI, rede.contas.d1],
    [l.TRF, rede.contas.t1],
  ])
    await tx.execute(sql`insert into linha_dfc_conta (cliente_id, linha_id, conta_franqueador_id)
      values (${cl}, ${linha}, ${conta})`);
}

async function criarBancos(tx: Transaction, rede: RedeDfcApi) {
  const cl = rede.clienteId;
  const { cbA1, cbA2, cbB } = rede.bancos;
  for (const [conta, grupo, nome, numero] of [
    [cbA1, rede.grupos.a, 'Conta A1', '1001'],
    [cbA2, rede.grupos.a, 'Conta A compartilhada', '1002'],
    [cbB, rede.grupos.b, 'Conta B1', '2001'],
  ] as const) {
    await tx.execute(sql`insert into conta_bancaria (cliente_id, id, grupo_id, nome, banco, agencia, numero, digito, tipo)
      values (${cl}, ${conta}, ${grupo}, ${nome}, 'Banco Teste', '0001', ${numero}, '7', 'corrente')`);
    await tx.execute(sql`insert into saldo_bancario (cliente_id, id, conta_bancaria_id, data, saldo, observacao)
      values (${cl}, ${id()}, ${conta}, ${somarDias(rede.hoje, -60)}, ${Number(numero) * 100}, 'Saldo informado')`);
  }
  for (const [conta, loja] of [
    [cbA1, rede.lojas.a1],
    [cbA2, rede.lojas.a1],
    [cbA2, rede.lojas.a2],
    [cbB, rede.lojas.b1],
  ])
    await tx.execute(sql`insert into conta_bancaria_empresa (cliente_id, conta_bancaria_id, empresa_id)
      values (${cl}, ${conta}, ${loja})`);
}

/** 18 entries per store and franchisee account: two of each variant of the flags, on days around today. */
export function ledgerDfc(rede: RedeDfcApi): LancamentoInput[] {
  const linhas: LancamentoInput[] = [];
  const bancos = { a1: [rede.bancos.cbA1, rede.bancos.cbA2], a2: [rede.bancos.cbA2], b1: [rede.bancos.cbB] };
  for (const [s, { loja, grupo }] of LOJAS.entries())
    for (const [c, contaId] of rede.franqueado[grupo].entries())
      for (let k = 0; k < 18; k++) {
        const v = k % 9;
        const vencimento = somarDias(rede.hoje, ((s * 7 + c * 5 + k * 11) % 65) - 45);
        const liquidado = [0, 1, 6, 7, 8].includes(v);
        const sinal = c === 1 || c === 4 || (c === 2 && k % 2 === 1) ? -1 : 1;
        linhas.push({
          idExterno: `dfc-api-${loja}-${c}-${k}`,
          empresaId: rede.lojas[loja],
          grupoId: rede.grupos[grupo],
          centroDeCustoId: k % 2 === 0 ? rede.centros[loja] : null,
          contaId,
          dataCompetencia: somarDias(vencimento, -10 - (k % 4)),
          dataVencimento: vencimento,
          dataPagamento: liquidado ? somarDias(vencimento, v === 1 ? 4 : 0) : null,
          status: liquidado ? 'liquidado' : 'aberto',
          valor: BigInt(sinal * (10_000 * (c + 1) + 100 * k + s + 1)),
          fornecedor: `Fornecedor ${c}`,
          historico: `Lançamento ${loja} ${c} ${k}`,
          observacao: null,
          documento: null,
          meioDePagamento: v === 3 || v === 8 ? 'Boleto' : 'PIX',
          contaBancariaId: v === 8 ? null : bancos[loja][k % bancos[loja].length]!,
          parcelaAprovada: v !== 4 && v !== 5,
          previsao: v === 4,
          transferencia: v === 6,
          boletoAReceber: v === 3 || v === 8,
          caixaAberto: v === 7,
        });
      }
  return linhas;
}
