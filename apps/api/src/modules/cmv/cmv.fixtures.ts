import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createUser } from '../../../test/fixtures.ts';
import { withTenant, type Database, type Transaction } from '../../db/index.ts';
import { mesAtras } from '../dre/dre-api.fixtures.ts';
import {
  ingestEstoqueAjustes,
  ingestEstoqueEntradas,
  ingestEstoquePosicoes,
  type EstoqueAjusteInput,
  type EstoqueEntradaInput,
  type EstoquePosicaoInput,
} from '../ingestion/index.ts';

/**
 * A hand-made network for the CMV tab's tests (owner connection: fixtures are not the code under test):
 * - marcas `estoque` (stock control) and `sem` (none); grupo G; stores e1, e2, e3 (marca estoque) and s1 (sem);
 * - franchisor chart: under a section '3' of marca estoque, `cmv` 3.01 (pagar), `receber` 3.03 (receber), `pagar`
 *   3.04 (pagar), `inativa` 3.05 (pagar, inactive), `receita` 1.01 (receber); marca sem: `alheia` 3.01 (pagar);
 * - stock of the month `mes` (two months ago): e1 is the known store — opening 150,00, entries 230,00, a loss of
 *   5,00 and a gain of 2,00, closing 100,00: CMV 277,00; e2 has an opening position and entries but no closing one
 *   (CMV unknown); e3 and s1 are closed months too; in `mesGrande` (three months ago) nothing but e1's entries;
 * - catalogue: P1 of marca estoque priced from 2020 and again from the month after `mes`, a product of every
 *   marca, and one of marca sem;
 * - a DRE model with a CMV line;
 * - users: admin, `leitor` (DRE Obter + Exportar, stores e1 and e2), `obter` (DRE Obter only);
 * - store clusters: `misto` {e1, s1}, `fora` {e1, e3} (e3 is outside the leitor's scope).
 */
export interface RedeCmv {
  clienteId: string;
  mes: string;
  mesGrande: string;
  marcas: { estoque: string; sem: string };
  lojas: { e1: string; e2: string; e3: string; s1: string };
  contas: Record<'secao' | 'cmv' | 'receber' | 'pagar' | 'inativa' | 'receita' | 'alheia', string>;
  modelo: { id: string; linhaCmv: string };
  clusters: { misto: string; fora: string };
  emails: { admin: string; leitor: string; obter: string };
}

const id = () => uuidv7();
const ids = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, id()])) as Record<K, string>;

/** The last day of a month given by its first day. */
export function ultimoDia(mes: string): string {
  const [ano, m] = mes.split('-').map(Number);
  return new Date(Date.UTC(ano!, m!, 0)).toISOString().slice(0, 10);
}
const dia = (mes: string, d: number) => `${mes.slice(0, 8)}${String(d).padStart(2, '0')}`;

/** e1's figures of `mes`, in centavos (the CMV the tests expect: 27.700). */
export const E1 = {
  inicial: 15_000n,
  entradas: 23_000n,
  receber: 200n,
  pagar: -500n,
  final: 10_000n,
} as const;
export const CMV_E1 = E1.inicial + E1.entradas + E1.receber + E1.pagar - E1.final;

export async function criarRedeCmv(
  ownerDb: Database,
  opts: { plano?: 'Premium' | 'Starter'; mes?: string } = {},
): Promise<RedeCmv> {
  const clienteId = id();
  const codigo = `cmv${clienteId.slice(-6)}`.toLowerCase();
  const rede: RedeCmv = {
    clienteId,
    mes: opts.mes ?? mesAtras(2),
    mesGrande: mesAtras(3),
    marcas: ids(['estoque', 'sem']),
    lojas: ids(['e1', 'e2', 'e3', 's1']),
    contas: ids(['secao', 'cmv', 'receber', 'pagar', 'inativa', 'receita', 'alheia']),
    modelo: { id: id(), linhaCmv: id() },
    clusters: ids(['misto', 'fora']),
    emails: { admin: `admin@${codigo}.dev`, leitor: `leitor@${codigo}.dev`, obter: `obter@${codigo}.dev` },
  };
  await withTenant(ownerDb, clienteId, async (tx) => {
    await criarCadastros(tx, rede, opts.plano ?? 'Premium');
    await criarEstoque(tx, rede);
  });
  await createUser(ownerDb, clienteId, { email: rede.emails.admin, nome: 'Admin CMV' });
  const leitor = await createUser(ownerDb, clienteId, {
    email: rede.emails.leitor,
    nome: 'Leitor CMV',
    acessos: [{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }],
  });
  await createUser(ownerDb, clienteId, {
    email: rede.emails.obter,
    acessos: [{ nome: 'DRE', acoes: ['Obter'] }],
  });
  await withTenant(ownerDb, clienteId, async (tx) => {
    for (const loja of [rede.lojas.e1, rede.lojas.e2])
      await tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
        values (${clienteId}, ${leitor.regraId}, ${loja})`);
  });
  return rede;
}

async function criarCadastros(tx: Transaction, rede: RedeCmv, plano: string) {
  const cl = rede.clienteId;
  const { marcas: m, lojas: l, contas: c } = rede;
  await tx.execute(sql`insert into cliente (id, nome, codigo, plano)
    values (${cl}, ${`Rede CMV ${cl.slice(-6)}`}, ${`C${cl.slice(-8)}`}, ${plano})`);
  await tx.execute(sql`insert into marca (cliente_id, id, nome, controle_de_estoque)
    values (${cl}, ${m.estoque}, 'Marca Estoque', true), (${cl}, ${m.sem}, 'Marca Sem Estoque', false)`);
  const grupo = id();
  await tx.execute(sql`insert into grupo (cliente_id, id, nome) values (${cl}, ${grupo}, 'Grupo G')`);
  const lojas = [
    [l.e1, m.estoque, 'Loja E1', 'E01'],
    [l.e2, m.estoque, 'Loja E2', 'E02'],
    [l.e3, m.estoque, '=Loja E3', 'E03'],
    [l.s1, m.sem, 'Loja S1', 'S01'],
  ] as const;
  for (const [i, [loja, marca, nome, cod]] of lojas.entries())
    await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social, codigo_loja)
      values (${cl}, ${loja}, ${grupo}, ${marca}, ${`${String(i + 1).padStart(12, '0')}00`}, ${nome}, ${cod})`);
  const contas = [
    [c.secao, m.estoque, '3', 'Custos', null, 'pagar', true],
    [c.cmv, m.estoque, '3.01', 'Compras de mercadorias', c.secao, 'pagar', true],
    [c.receber, m.estoque, '3.03', 'Ajuste de estoque a receber', c.secao, 'receber', true],
    [c.pagar, m.estoque, '3.04', 'Ajuste de estoque a pagar', c.secao, 'pagar', true],
    [c.inativa, m.estoque, '3.05', 'Conta inativa', c.secao, 'pagar', false],
    [c.receita, m.estoque, '1.01', 'Vendas', null, 'receber', true],
    [c.alheia, m.sem, '3.01', 'Compras da outra marca', null, 'pagar', true],
  ] as const;
  for (const [conta, marca, cod, nome, pai, natureza, ativo] of contas)
    await tx.execute(sql`insert into plano_contas_franqueador (cliente_id, id, marca_id, codigo, nome, parent_id,
        nivel, natureza, ativo)
      values (${cl}, ${conta}, ${marca}, ${cod}, ${nome}, ${pai}, ${pai ? 2 : 1}, ${natureza}, ${ativo})`);
  await tx.execute(sql`insert into cluster (cliente_id, id, nome, alvo)
    values (${cl}, ${rede.clusters.misto}, 'Misto', 'empresa'), (${cl}, ${rede.clusters.fora}, 'Fora', 'empresa')`);
  for (const [cluster, loja] of [
    [rede.clusters.misto, l.e1],
    [rede.clusters.misto, l.s1],
    [rede.clusters.fora, l.e1],
    [rede.clusters.fora, l.e3],
  ])
    await tx.execute(sql`insert into cluster_empresa (cliente_id, cluster_id, empresa_id)
      values (${cl}, ${cluster}, ${loja})`);
  await tx.execute(sql`insert into modelo_dre (cliente_id, id, nome, padrao)
    values (${cl}, ${rede.modelo.id}, 'DRE com CMV', true)`);
  await tx.execute(sql`insert into linha_dre (cliente_id, id, modelo_id, codigo, nome, ordem, tipo)
    values (${cl}, ${rede.modelo.linhaCmv}, ${rede.modelo.id}, 'CMV', 'CMV apurado', 1, 'cmv')`);
  const seguinte = mesSeguinte(rede.mes);
  await tx.execute(sql`insert into catalogo_preco (cliente_id, id, marca_id, produto_codigo, produto_nome, unidade,
      custo, preco_venda, vigente_desde)
    values (${cl}, ${id()}, ${m.estoque}, 'P1', 'Café em grãos', 'kg', 1000, 3000, '2020-01-01'),
      (${cl}, ${id()}, ${m.estoque}, 'P1', 'Café em grãos', 'kg', 1200, 3300, ${seguinte}),
      (${cl}, ${id()}, null, 'GERAL', '+Guardanapo', 'un', 5, null, '2020-01-01'),
      (${cl}, ${id()}, ${m.sem}, 'X9', 'Produto da outra marca', 'un', 100, 200, '2020-01-01')`);
}

export function mesSeguinte(mes: string): string {
  const [ano, m] = mes.split('-').map(Number);
  return new Date(Date.UTC(ano!, m!, 1)).toISOString().slice(0, 10);
}

const produto = (codigo: string) => ({
  produtoCodigo: codigo,
  produtoNome: `Produto ${codigo}`,
  unidade: 'kg',
});
const posicao = (
  empresaId: string,
  data: string,
  tipo: 'inicial' | 'final',
  codigo: string,
  valor: bigint,
): EstoquePosicaoInput => ({
  empresaId,
  data,
  tipo,
  ...produto(codigo),
  quantidadeMilesimos: 2500,
  custoUnitario: valor / 2n,
  valorTotal: valor,
});
export const entrada = (
  idExterno: string,
  empresaId: string,
  data: string,
  valor: bigint,
  quantidadeMilesimos = 4000,
): EstoqueEntradaInput => ({
  idExterno,
  empresaId,
  data,
  ...produto('P1'),
  quantidadeMilesimos,
  custoUnitario: valor / 4n,
  valorTotal: valor,
  fornecedor: '@Fornecedor Alfa',
  documento: `NF ${idExterno}`,
});
const ajuste = (idExterno: string, empresaId: string, data: string, valor: bigint): EstoqueAjusteInput => ({
  idExterno,
  empresaId,
  data,
  ...produto('P1'),
  quantidadeMilesimos: valor < 0n ? -250 : 100,
  valor,
  motivo: valor < 0n ? 'Quebra' : 'Sobra no inventário',
});

/** The stock of `mes` (see RedeCmv), written through the ingestion code so the monthly rollup is kept. */
async function criarEstoque(tx: Transaction, rede: RedeCmv) {
  const { e1, e2, e3, s1 } = rede.lojas;
  const mes = rede.mes;
  const fim = ultimoDia(mes);
  await ingestEstoquePosicoes(tx, rede.clienteId, [
    posicao(e1, mes, 'inicial', 'P1', 10_000n),
    posicao(e1, mes, 'inicial', 'P2', 5_000n),
    posicao(e1, fim, 'final', 'P1', 6_000n),
    posicao(e1, fim, 'final', 'P2', 4_000n),
    posicao(e2, mes, 'inicial', 'P1', 7_000n),
    posicao(e3, mes, 'inicial', 'P1', 1_000n),
    posicao(e3, fim, 'final', 'P1', 500n),
    posicao(s1, mes, 'inicial', 'P1', 9_000n),
    posicao(s1, fim, 'final', 'P1', 1_000n),
  ]);
  await ingestEstoqueEntradas(
    tx,
    rede.clienteId,
    [
      entrada('e1-a', e1, dia(mes, 10), 20_000n),
      entrada('e1-b', e1, dia(mes, 20), 3_000n, 3000),
      entrada('e2-a', e2, dia(mes, 5), 4_000n),
      entrada('e3-a', e3, dia(mes, 5), 2_000n),
      entrada('s1-a', s1, dia(mes, 5), 8_000n),
    ],
    'teste',
  );
  await ingestEstoqueAjustes(
    tx,
    rede.clienteId,
    [ajuste('e1-perda', e1, dia(mes, 15), -500n), ajuste('e1-sobra', e1, dia(mes, 25), 200n)],
    'teste',
  );
}

/** `n` entries of e1 in `mesGrande`: an export above the direct-download limit. */
export async function criarEntradasEmMassa(ownerDb: Database, rede: RedeCmv, n: number) {
  const linhas = Array.from({ length: n }, (_, i) =>
    entrada(`massa-${i}`, rede.lojas.e1, dia(rede.mesGrande, 1 + (i % 28)), BigInt(100 + i)),
  );
  await withTenant(ownerDb, rede.clienteId, (tx) =>
    ingestEstoqueEntradas(tx, rede.clienteId, linhas, 'massa'),
  );
}
