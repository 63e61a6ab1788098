import { somarMeses } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createUser } from '../../../test/fixtures.ts';
import { withTenant, type Database, type Transaction } from '../../db/index.ts';
import { mesEmBrasilia } from '../de-para/money-at-stake.ts';
import { ingestLancamentos, type LancamentoInput } from '../ingestion/index.ts';

/**
 * A small hand-made network for the DRE API tests (owner connection: fixtures are not the code under test), its
 * ledger on the 6 months ending with the current month in Brasília (the plan windows count from it):
 * - marcas M1, M2; grupo A with stores a1 (M1), a2 (M1, inactive), a3 (M2); grupo B with b1 (M1); two cost
 *   centres per store (cc0 default, cc1);
 * - franchisor chart per marca: r1 'Vendas cartão', r2 'Vendas PIX', d1 'Aluguel';
 * - franchisee chart per grupo: c0, c1, c2, c3; approved De-Para c0 → r1, c1 → r2 (A/M1 and A/M2; B/M1 in
 *   review: not mapped), c2 → d1; c3 never mapped;
 * - model: RB (total, base: RB.CARTAO = r1 of both marcas, RB.PIX = r2), DESP (account: d1), RES = RB + DESP,
 *   MARG = RES / RB, MAN (manual), TKT (PDV '1');
 * - ledger: per store, account, month, 3 entries (cc0, cc1, none), open and settled, paid the month after;
 *   manual values on a1 (2 months), PDV values on a1 (1 month);
 * - users: admin, `loja` (DRE/Obter, stores a1 only), `centro` (DRE/Obter, a1's cc0 only);
 * - clusters: `a1a3` {a1, a3} with a3 an outlier, `a1b1` {a1, b1}.
 */
export interface RedeDreApi {
  clienteId: string;
  meses: string[];
  marcas: { m1: string; m2: string };
  grupos: { a: string; b: string };
  lojas: { a1: string; a2: string; a3: string; b1: string };
  centros: Record<'a1' | 'a2' | 'a3' | 'b1', [string, string]>;
  contas: Record<'m1' | 'm2', { r1: string; r2: string; d1: string }>;
  franqueado: Record<'a' | 'b', [string, string, string, string]>;
  modelo: {
    id: string;
    linhas: Record<'RB' | 'CARTAO' | 'PIX' | 'DESP' | 'RES' | 'MARG' | 'MAN' | 'TKT', string>;
  };
  clusters: { a1a3: string; a1b1: string };
  emails: { admin: string; loja: string; centro: string };
}

type Loja = keyof RedeDreApi['lojas'];
const LOJAS: readonly { loja: Loja; grupo: 'a' | 'b'; marca: 'm1' | 'm2'; ativo: boolean }[] = [
  { loja: 'a1', grupo: 'a', marca: 'm1', ativo: true },
  { loja: 'a2', grupo: 'a', marca: 'm1', ativo: false },
  { loja: 'a3', grupo: 'a', marca: 'm2', ativo: true },
  { loja: 'b1', grupo: 'b', marca: 'm1', ativo: true },
];

/** The first day of the month `n` months before the current one in Brasília. */
export function mesAtras(n: number): string {
  const { ano, mes } = mesEmBrasilia(new Date());
  return somarMeses(`${ano}-${String(mes + 1).padStart(2, '0')}-01`, -n)!;
}

const id = () => uuidv7();
const ids = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, id()])) as Record<K, string>;

export async function criarRedeDreApi(
  ownerDb: Database,
  opts: { plano?: 'Premium' | 'Starter' } = {},
): Promise<RedeDreApi> {
  const clienteId = id();
  const codigo = `DRE${clienteId.slice(-6)}`.toLowerCase();
  const rede: RedeDreApi = {
    clienteId,
    meses: [5, 4, 3, 2, 1, 0].map(mesAtras),
    marcas: ids(['m1', 'm2']),
    grupos: ids(['a', 'b']),
    lojas: ids(['a1', 'a2', 'a3', 'b1']),
    centros: { a1: [id(), id()], a2: [id(), id()], a3: [id(), id()], b1: [id(), id()] },
    contas: { m1: ids(['r1', 'r2', 'd1']), m2: ids(['r1', 'r2', 'd1']) },
    franqueado: { a: [id(), id(), id(), id()], b: [id(), id(), id(), id()] },
    modelo: { id: id(), linhas: ids(['RB', 'CARTAO', 'PIX', 'DESP', 'RES', 'MARG', 'MAN', 'TKT']) },
    clusters: ids(['a1a3', 'a1b1']),
    emails: { admin: `admin@${codigo}.dev`, loja: `loja@${codigo}.dev`, centro: `centro@${codigo}.dev` },
  };
  await withTenant(ownerDb, clienteId, async (tx) => {
    await criarCadastros(tx, rede, opts.plano ?? 'Premium');
    await criarModelo(tx, rede);
    await criarDePara(tx, rede);
    await ingestLancamentos(tx, clienteId, ledger(rede), { origem: 'dre-api' });
  });
  const admin = await createUser(ownerDb, clienteId, { email: rede.emails.admin, nome: 'Admin DRE' });
  await criarValores(ownerDb, rede, admin.id);
  const acessos = [{ nome: 'DRE', acoes: ['Obter'] }];
  const loja = await createUser(ownerDb, clienteId, { email: rede.emails.loja, nome: 'Loja A1', acessos });
  const centro = await createUser(ownerDb, clienteId, { email: rede.emails.centro, nome: 'CC0', acessos });
  await withTenant(ownerDb, clienteId, async (tx) => {
    await tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
      values (${clienteId}, ${loja.regraId}, ${rede.lojas.a1})`);
    await tx.execute(sql`insert into regra_acesso_centro_de_custo (cliente_id, regra_acesso_id, centro_de_custo_id)
      values (${clienteId}, ${centro.regraId}, ${rede.centros.a1[0]})`);
  });
  return rede;
}

async function criarCadastros(tx: Transaction, rede: RedeDreApi, plano: string) {
  const cl = rede.clienteId;
  await tx.execute(sql`insert into cliente (id, nome, codigo, plano)
    values (${cl}, ${`Rede ${cl.slice(-6)}`}, ${`D${cl.slice(-8)}`}, ${plano})`);
  for (const [k, m] of Object.entries(rede.marcas))
    await tx.execute(sql`insert into marca (cliente_id, id, nome) values (${cl}, ${m}, ${`Marca ${k}`})`);
  for (const [k, g] of Object.entries(rede.grupos))
    await tx.execute(
      sql`insert into grupo (cliente_id, id, nome) values (${cl}, ${g}, ${`Grupo ${k.toUpperCase()}`})`,
    );
  for (const [i, l] of LOJAS.entries()) {
    await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social, apelido, ativo)
      values (${cl}, ${rede.lojas[l.loja]}, ${rede.grupos[l.grupo]}, ${rede.marcas[l.marca]},
        ${`${String(i + 1).padStart(12, '0')}00`}, ${`Loja ${l.loja.toUpperCase()} Ltda`},
        ${`Apelido ${l.loja}`}, ${l.ativo})`);
    for (const [j, cc] of rede.centros[l.loja].entries())
      await tx.execute(sql`insert into centro_de_custo (cliente_id, id, empresa_id, codigo, nome, padrao)
        values (${cl}, ${cc}, ${rede.lojas[l.loja]}, ${`CC${j}`}, ${`Centro ${j} ${l.loja}`}, ${j === 0})`);
  }
  const nomes = {
    r1: ['1.01', 'Vendas cartão'],
    r2: ['1.02', 'Vendas PIX'],
    d1: ['2.01', 'Aluguel'],
  } as const;
  for (const m of ['m1', 'm2'] as const)
    for (const [k, [cod, nome]] of Object.entries(nomes))
      await tx.execute(sql`insert into plano_contas_franqueador (cliente_id, id, marca_id, codigo, nome)
        values (${cl}, ${rede.contas[m][k as 'r1']}, ${rede.marcas[m]}, ${cod}, ${`${nome} ${m}`})`);
  for (const g of ['a', 'b'] as const)
    for (const [i, conta] of rede.franqueado[g].entries())
      await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome)
        values (${cl}, ${conta}, ${rede.grupos[g]}, ${`${g}${i}`}, ${`Conta ${g}${i}`})`);
  const { a1a3, a1b1 } = rede.clusters;
  await tx.execute(sql`insert into cluster (cliente_id, id, nome, alvo, outliers)
    values (${cl}, ${a1a3}, 'A1 e A3', 'empresa', true), (${cl}, ${a1b1}, 'A1 e B1', 'empresa', false)`);
  for (const [c, l] of [
    [a1a3, 'a1'],
    [a1a3, 'a3'],
    [a1b1, 'a1'],
    [a1b1, 'b1'],
  ] as const)
    await tx.execute(sql`insert into cluster_empresa (cliente_id, cluster_id, empresa_id)
      values (${cl}, ${c}, ${rede.lojas[l]})`);
  await tx.execute(sql`insert into cluster_outlier (cliente_id, cluster_id, empresa_id)
    values (${cl}, ${a1a3}, ${rede.lojas.a3})`);
}

async function criarModelo(tx: Transaction, rede: RedeDreApi) {
  const cl = rede.clienteId;
  const l = rede.modelo.linhas;
  await tx.execute(sql`insert into modelo_dre (cliente_id, id, nome, padrao)
    values (${cl}, ${rede.modelo.id}, 'DRE de teste', true)`);
  const linhas = [
    [l.RB, null, 'RB', 'Receita Bruta', 1, 'total', null, null, true],
    [l.CARTAO, l.RB, 'RB.CARTAO', 'Vendas com cartão', 1, 'conta', null, null, false],
    [l.PIX, l.RB, 'RB.PIX', 'Vendas PIX', 2, 'conta', null, null, false],
    [l.DESP, null, 'DESP', 'Despesas', 2, 'conta', null, null, false],
    [l.RES, null, 'RES', 'Resultado', 3, 'formula', 'RB + DESP', null, false],
    [l.MARG, null, 'MARG', 'Margem', 4, 'formula', 'RES / RB', null, false],
    [l.MAN, null, 'MAN', 'Rateio (manual)', 5, 'manual', null, null, false],
    [l.TKT, null, 'TKT', 'Faturamento PDV', 6, 'pdv', null, '1', false],
  ] as const;
  for (const [lid, pai, cod, nome, ordem, tipo, formula, pdv, base] of linhas)
    await tx.execute(sql`insert into linha_dre (cliente_id, id, modelo_id, parent_id, codigo, nome, ordem, tipo,
        formula, tipo_de_valor_de_pdv, is_base)
      values (${cl}, ${lid}, ${rede.modelo.id}, ${pai}, ${cod}, ${nome}, ${ordem}, ${tipo}, ${formula}, ${pdv}, ${base})`);
  const { m1, m2 } = rede.contas;
  for (const [linha, conta] of [
    [l.CARTAO, m1.r1],
    [l.CARTAO, m2.r1],
    [l.PIX, m1.r2],
    [l.PIX, m2.r2],
    [l.DESP, m1.d1],
    [l.DESP, m2.d1],
  ])
    await tx.execute(sql`insert into linha_dre_conta (cliente_id, linha_id, conta_franqueador_id)
      values (${cl}, ${linha}, ${conta})`);
}

async function criarDePara(tx: Transaction, rede: RedeDreApi) {
  const { grupos: g, marcas: m, contas: c, franqueado: f } = rede;
  const mapa = [
    ...(['m1', 'm2'] as const).flatMap((mk) => [
      [g.a, m[mk], f.a[0], c[mk].r1, 'aprovado'],
      [g.a, m[mk], f.a[1], c[mk].r2, 'aprovado'],
      [g.a, m[mk], f.a[2], c[mk].d1, 'aprovado'],
    ]),
    [g.b, m.m1, f.b[0], c.m1.r1, 'aprovado'],
    [g.b, m.m1, f.b[1], c.m1.r2, 'revisao'],
    [g.b, m.m1, f.b[2], c.m1.d1, 'aprovado'],
  ];
  for (const [grupo, marca, de, para, status] of mapa)
    await tx.execute(sql`insert into de_para (cliente_id, id, grupo_id, marca_id, conta_franqueado_id,
        conta_franqueador_id, status)
      values (${rede.clienteId}, ${id()}, ${grupo}, ${marca}, ${de}, ${para}, ${status})`);
}

/** Three entries per store, franchisee account and month: revenue on c0/c1, costs on c2/c3. */
export function ledger(rede: RedeDreApi): LancamentoInput[] {
  const linhas: LancamentoInput[] = [];
  for (const [s, { loja, grupo }] of LOJAS.entries())
    for (const [c, contaId] of rede.franqueado[grupo].entries())
      for (const [m, mes] of rede.meses.entries())
        for (let k = 0; k < 3; k++) {
          const aberto = (s + c + m + k) % 4 === 0;
          const dia = (d: number) => `${mes.slice(0, 8)}${String(d).padStart(2, '0')}`;
          linhas.push({
            idExterno: `dre-api-${loja}-${c}-${m}-${k}`,
            empresaId: rede.lojas[loja],
            grupoId: rede.grupos[grupo],
            centroDeCustoId: k === 2 ? null : rede.centros[loja][k]!,
            contaId,
            dataCompetencia: dia(10 + k),
            // due and paid in the same month for k = 0, the month after otherwise: the regimes differ
            dataVencimento: k === 0 ? dia(20) : `${somarMeses(mes, 1)!.slice(0, 8)}10`,
            dataPagamento: aberto ? null : k === 0 ? dia(20) : `${somarMeses(mes, 1)!.slice(0, 8)}05`,
            status: aberto ? 'aberto' : 'liquidado',
            valor: BigInt((c < 2 ? 1 : -1) * (10_000 * (c + 1) + 1_000 * m + 100 * k + s + 1)),
            fornecedor: `Fornecedor ${c}`,
            historico: `Lançamento ${loja} ${c} ${k}`,
            observacao: null,
            documento: null,
            meioDePagamento: null,
            contaBancariaId: null,
            parcelaAprovada: true,
            previsao: false,
            transferencia: false,
            boletoAReceber: false,
            caixaAberto: false,
          });
        }
  return linhas;
}

async function criarValores(ownerDb: Database, rede: RedeDreApi, adminId: string) {
  const cl = rede.clienteId;
  await withTenant(ownerDb, cl, async (tx) => {
    for (const [mes, valor] of [
      [mesAtras(1), 12_345n],
      [mesAtras(2), -5_000n],
    ] as const)
      await tx.execute(sql`insert into valor_manual_dre (cliente_id, id, linha_dre_id, empresa_id, mes, valor, updated_by)
        values (${cl}, ${id()}, ${rede.modelo.linhas.MAN}, ${rede.lojas.a1}, ${mes}, ${valor}, ${adminId})`);
    await tx.execute(sql`insert into valor_pdv (cliente_id, id, empresa_id, mes, tipo_de_valor_de_pdv, valor)
      values (${cl}, ${id()}, ${rede.lojas.a1}, ${mesAtras(1)}, '1', 77700)`);
  });
}
