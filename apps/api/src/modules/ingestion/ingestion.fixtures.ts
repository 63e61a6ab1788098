import { sql } from 'drizzle-orm';
import { v7 } from 'uuid';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import type { LancamentoInput } from './types.ts';

/** A cliente with one store, two cost centres, four franchisee accounts and a bank account. */
export interface Rede {
  clienteId: string;
  grupoId: string;
  empresaId: string;
  ccs: string[];
  contas: string[];
  contaBancariaId: string;
}

export async function criarRede(ownerDb: Database, codigo: string): Promise<Rede> {
  const r: Rede = {
    clienteId: v7(),
    grupoId: v7(),
    empresaId: v7(),
    ccs: [v7(), v7()],
    contas: [v7(), v7(), v7(), v7()],
    contaBancariaId: v7(),
  };
  const marcaId = v7();
  await withTenant(ownerDb, r.clienteId, async (tx) => {
    await tx.execute(
      sql`insert into cliente (id, nome, codigo, plano) values (${r.clienteId}, ${codigo}, ${codigo}, 'Premium')`,
    );
    await tx.execute(
      sql`insert into marca (cliente_id, id, nome) values (${r.clienteId}, ${marcaId}, 'Marca')`,
    );
    await tx.execute(
      sql`insert into grupo (cliente_id, id, nome) values (${r.clienteId}, ${r.grupoId}, 'Grupo')`,
    );
    await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, razao_social)
      values (${r.clienteId}, ${r.empresaId}, ${r.grupoId}, ${marcaId}, '11222333000181', 'Loja Ltda')`);
    for (const [i, id] of r.ccs.entries()) {
      await tx.execute(sql`insert into centro_de_custo (cliente_id, id, empresa_id, codigo, nome)
        values (${r.clienteId}, ${id}, ${r.empresaId}, ${`0${i}`}, ${`CC ${i}`})`);
    }
    for (const [i, id] of r.contas.entries()) {
      await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome)
        values (${r.clienteId}, ${id}, ${r.grupoId}, ${`${i}`}, ${`Conta ${i}`})`);
    }
    await tx.execute(sql`insert into conta_bancaria (cliente_id, id, grupo_id, nome)
      values (${r.clienteId}, ${r.contaBancariaId}, ${r.grupoId}, 'Banco')`);
  });
  return r;
}

/** A deterministic mix of open and settled entries over three months, on every account and cost centre. */
export function gerarLinhas(r: Rede, n: number, prefixo = 'L'): LancamentoInput[] {
  return Array.from({ length: n }, (_, i) => {
    const dia = String((i % 28) + 1).padStart(2, '0');
    const mes = String((i % 3) + 9).padStart(2, '0');
    const aberto = i % 7 === 0;
    const vencimento = `2026-${mes}-${dia}`;
    return {
      idExterno: `${prefixo}${i}`,
      empresaId: r.empresaId,
      grupoId: r.grupoId,
      centroDeCustoId: i % 5 === 0 ? null : r.ccs[i % 2]!,
      contaId: r.contas[i % 4]!,
      dataCompetencia: `2026-${mes}-${dia}`,
      dataVencimento: vencimento,
      dataPagamento: aberto ? null : `2026-${String((i % 3) + 10).padStart(2, '0')}-01`,
      status: aberto ? 'aberto' : 'liquidado',
      valor: BigInt((i % 2 === 0 ? 1 : -1) * (1000 + i * 37)),
      fornecedor: i % 3 === 0 ? `Fornecedor "${i}", Ltda` : null,
      historico: `Histórico {${i}}\\`,
      observacao: null,
      documento: `NF ${i}`,
      meioDePagamento: 'PIX',
      contaBancariaId: i % 4 === 0 ? null : r.contaBancariaId,
      parcelaAprovada: i % 11 !== 0,
      previsao: i % 13 === 0,
      transferencia: false,
      boletoAReceber: i % 17 === 0,
      caixaAberto: false,
    };
  });
}

type Linha = Record<string, string | number | boolean | null>;

const normalizar = (rows: Linha[]) =>
  rows
    .map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)])))
    .sort();

/** The monthly rollup as stored, and as recomputed from the ledger rows. */
export async function rollupMensal(db: DatabaseOrTransaction, clienteId: string) {
  const guardado =
    await db.execute<Linha>(sql`select empresa_id, conta_franqueado_id, centro_de_custo_id, regime, mes,
    status, valor, quantidade from lancamento_mensal where cliente_id = ${clienteId}`);
  const calculado =
    await db.execute<Linha>(sql`select empresa_id, conta_franqueado_id, centro_de_custo_id, regime, mes,
      status, sum(valor) as valor, count(*)::int as quantidade
    from (
      select *, 1 as regime, date_trunc('month', data_competencia)::date as mes from lancamento where cliente_id = ${clienteId}
      union all
      select *, 2, date_trunc('month', coalesce(data_pagamento, data_vencimento))::date from lancamento where cliente_id = ${clienteId}
    ) x group by 1, 2, 3, 4, 5, 6`);
  return { guardado: normalizar(guardado.rows), calculado: normalizar(calculado.rows) };
}

export async function rollupDiario(db: DatabaseOrTransaction, clienteId: string) {
  const chave =
    sql.raw(`empresa_id, conta_franqueado_id, centro_de_custo_id, conta_bancaria_id, status, parcela_aprovada,
    previsao, transferencia, boleto_a_receber, caixa_aberto`);
  const guardado = await db.execute<Linha>(
    sql`select ${chave}, dia, valor, quantidade from lancamento_diario where cliente_id = ${clienteId}`,
  );
  const calculado =
    await db.execute<Linha>(sql`select ${chave}, coalesce(data_pagamento, data_vencimento) as dia,
    sum(valor) as valor, count(*)::int as quantidade from lancamento where cliente_id = ${clienteId}
    group by ${chave}, coalesce(data_pagamento, data_vencimento)`);
  return { guardado: normalizar(guardado.rows), calculado: normalizar(calculado.rows) };
}
