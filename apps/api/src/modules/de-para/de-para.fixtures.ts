import type { Claim } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createUser } from '../../../test/fixtures.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { ingestLancamentos, type LancamentoInput } from '../ingestion/index.ts';
import { mesEmBrasilia } from './money-at-stake.ts';

/**
 * A small network for the De-Para tests (owner connection: fixtures are not the code under test):
 * - marcas M1 and M2, each with a franchisor chart: section '1 Receitas' (parent) with leaves 1.01, 1.02 and an
 *   inactive leaf 1.09, section '2 Despesas' with leaf 2.01;
 * - grupo A with a store in M1 and one in M2; grupo B with a store in M1 only;
 * - each grupo's own chart: accounts 'Vendas Cartão' (c0), 'Vendas PIX' (c1), 'Aluguel' (c2), 'Brindes' (c3);
 * - users: an administrator, and a limited user with DePara on M1 only (`limitado`);
 * - ledger on grupo A's M1 store: 1.000,00 per month on c0 and −200,00 on c2 for the 12 months up to `hoje`
 *   (competência), so money at stake is known exactly.
 */
export interface DeParaRede {
  clienteId: string;
  marcas: { m1: string; m2: string };
  grupos: { a: string; b: string };
  empresas: { aM1: string; aM2: string; bM1: string };
  /** franchisor accounts per marca: r1 (1.01), r2 (1.02), inativa (1.09), d1 (2.01), and the sections */
  franqueador: Record<'m1' | 'm2', { r1: string; r2: string; inativa: string; d1: string; secao1: string }>;
  /** franchisee accounts per grupo: c0..c3 */
  franqueado: Record<'a' | 'b', [string, string, string, string]>;
  emails: { admin: string; limitado: string };
}

const NOMES_FRANQUEADO = ['Vendas Cartão', 'Vendas PIX', 'Aluguel', 'Brindes'] as const;

export async function createDeParaRede(
  ownerDb: Database,
  opts: { codigo?: string; plano?: 'Premium' | 'Starter'; hoje?: string; limitadoAcessos?: Claim[] } = {},
): Promise<DeParaRede> {
  const clienteId = uuidv7();
  const codigo = opts.codigo ?? `DP${clienteId.slice(-6)}`;
  const id = () => uuidv7();
  const rede: DeParaRede = {
    clienteId,
    marcas: { m1: id(), m2: id() },
    grupos: { a: id(), b: id() },
    empresas: { aM1: id(), aM2: id(), bM1: id() },
    franqueador: {
      m1: { r1: id(), r2: id(), inativa: id(), d1: id(), secao1: id() },
      m2: { r1: id(), r2: id(), inativa: id(), d1: id(), secao1: id() },
    },
    franqueado: { a: [id(), id(), id(), id()], b: [id(), id(), id(), id()] },
    emails: { admin: `admin@${codigo.toLowerCase()}.dev`, limitado: `limitado@${codigo.toLowerCase()}.dev` },
  };
  await withTenant(ownerDb, clienteId, async (tx) => {
    await tx.execute(sql`insert into cliente (id, nome, codigo, plano)
      values (${clienteId}, ${`Rede ${codigo}`}, ${codigo}, ${opts.plano ?? 'Premium'})`);
    for (const [k, m] of Object.entries(rede.marcas))
      await tx.execute(
        sql`insert into marca (cliente_id, id, nome) values (${clienteId}, ${m}, ${`Marca ${k.toUpperCase()}`})`,
      );
    for (const [k, g] of Object.entries(rede.grupos))
      await tx.execute(sql`insert into grupo (cliente_id, id, nome, codigo)
        values (${clienteId}, ${g}, ${`Grupo ${k.toUpperCase()}`}, ${`G${k.toUpperCase()}`})`);
    const lojas = [
      [rede.empresas.aM1, rede.grupos.a, rede.marcas.m1],
      [rede.empresas.aM2, rede.grupos.a, rede.marcas.m2],
      [rede.empresas.bM1, rede.grupos.b, rede.marcas.m1],
    ] as const;
    for (const [i, [empresaId, grupoId, marcaId]] of lojas.entries())
      await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social)
        values (${clienteId}, ${empresaId}, ${grupoId}, ${marcaId}, ${`${String(i + 1).padStart(12, '0')}00`},
          ${`Loja ${i + 1} Ltda`})`);
    for (const key of ['m1', 'm2'] as const) {
      const f = rede.franqueador[key];
      const marcaId = rede.marcas[key];
      const secao2 = id();
      const contas = [
        [f.secao1, '1', 'Receitas', null, 1, true],
        [f.r1, '1.01', 'Vendas com Cartão', f.secao1, 2, true],
        [f.r2, '1.02', 'Vendas via PIX', f.secao1, 2, true],
        [f.inativa, '1.09', 'Receita Antiga', f.secao1, 2, false],
        [secao2, '2', 'Despesas', null, 1, true],
        [f.d1, '2.01', 'Aluguel', secao2, 2, true],
      ] as const;
      for (const [contaId, cod, nome, parent, nivel, ativo] of contas)
        await tx.execute(sql`insert into plano_contas_franqueador
          (cliente_id, id, marca_id, codigo, nome, parent_id, nivel, ativo)
          values (${clienteId}, ${contaId}, ${marcaId}, ${cod}, ${nome}, ${parent}, ${nivel}, ${ativo})`);
    }
    for (const key of ['a', 'b'] as const)
      for (const [i, contaId] of rede.franqueado[key].entries())
        await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome)
          values (${clienteId}, ${contaId}, ${rede.grupos[key]}, ${`${key.toUpperCase()}-${i}`},
            ${NOMES_FRANQUEADO[i]})`);
    await ingestLancamentos(tx, clienteId, ledgerRows(rede, opts.hoje ?? today()), { origem: 'teste' });
  });
  await createUser(ownerDb, clienteId, { email: rede.emails.admin, nome: 'Admin De-Para' });
  const limitado = await createUser(ownerDb, clienteId, {
    email: rede.emails.limitado,
    nome: 'Analista M1',
    acessos: opts.limitadoAcessos ?? [{ nome: 'DePara', acoes: [] }],
  });
  await withTenant(ownerDb, clienteId, (tx) =>
    tx.execute(sql`insert into regra_acesso_marca (cliente_id, regra_acesso_id, marca_id)
      values (${clienteId}, ${limitado.regraId}, ${rede.marcas.m1})`),
  );
  return rede;
}

/** Today's month in Brasília, whose calendar the money window follows (its first day: only the month counts). */
const today = () => {
  const { ano, mes } = mesEmBrasilia(new Date());
  return new Date(Date.UTC(ano, mes, 1)).toISOString().slice(0, 10);
};

/** The first day of each of the 12 months ending with `hoje`'s month. */
export function last12Months(hoje: string): string[] {
  const [y, m] = hoje.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 10);
  });
}

function ledgerRows(rede: DeParaRede, hoje: string): LancamentoInput[] {
  const [c0, , c2] = rede.franqueado.a;
  return last12Months(hoje).flatMap((mes, i) =>
    (
      [
        [c0, 100_000n],
        [c2, -20_000n],
      ] as const
    ).map(([contaId, valor], j) => ({
      idExterno: `dp-${i}-${j}`,
      empresaId: rede.empresas.aM1,
      grupoId: rede.grupos.a,
      centroDeCustoId: null,
      contaId,
      dataCompetencia: mes,
      dataVencimento: mes,
      dataPagamento: mes,
      status: 'liquidado' as const,
      valor,
      fornecedor: null,
      historico: 'Movimento de teste',
      observacao: null,
      documento: null,
      meioDePagamento: null,
      contaBancariaId: null,
      parcelaAprovada: true,
      previsao: false,
      transferencia: false,
      boletoAReceber: false,
      caixaAberto: false,
    })),
  );
}
