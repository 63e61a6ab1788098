import { somarMeses } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { withTenant, type Database } from '../db/index.ts';

/** A DRE case's medians (ms) and whether the answers agree; `duck` null without DuckDB. */
export interface DreBenchResult {
  nome: string;
  api: number;
  sql: number;
  duck: number | null;
  same: boolean;
}

/** What the cases are built from, read once before any is timed. */
export interface ContextoDre {
  clienteId: string;
  modeloId: string;
  inicio: string;
  fim: string;
  lojas: string[];
  /** the 'Salão' cost centres of the first 500 stores */
  centros: string[];
  /** the account line with the most entries in the last month, for the detail */
  linha: { id: string; nome: string; sinal: number };
}

/** The default model, the last 12 months of data, the stores, the cost centres and the detail's line. */
export async function carregarContextoDre(db: Database, clienteId: string): Promise<ContextoDre> {
  return withTenant(db, clienteId, async (tx) => {
    const um = async <T>(q: SQL): Promise<T> => {
      const [row] = (await tx.execute(q)).rows as T[];
      if (!row) throw new Error('rede de benchmark sem modelo de DRE padrão ou sem lançamentos');
      return row;
    };
    const { modelo } = await um<{ modelo: string }>(sql`select id::text as modelo from modelo_dre
      where cliente_id = ${clienteId} and padrao and ativo order by nome, id limit 1`);
    const { fim } = await um<{ fim: string }>(sql`select max(mes)::text as fim from lancamento_mensal
      where cliente_id = ${clienteId} and regime = 1 and quantidade <> 0`);
    const inicio = somarMeses(fim, -11)!;
    const lojas = (
      (
        await tx.execute(sql`select id::text as id from empresa where cliente_id = ${clienteId}
      order by id`)
      ).rows as { id: string }[]
    ).map((r) => r.id);
    const centros = (
      (
        await tx.execute(sql`select id::text as id from centro_de_custo
      where cliente_id = ${clienteId} and codigo = '01' and empresa_id = any(${sql.param(lojas.slice(0, 500))}::uuid[])
      order by id`)
      ).rows as { id: string }[]
    ).map((r) => r.id);
    const linha = await um<{ id: string; nome: string; sinal: number }>(sql`
      select ld.id::text as id, ld.nome, ld.sinal from lancamento_mensal lm
      join empresa e on e.cliente_id = lm.cliente_id and e.id = lm.empresa_id
      join de_para d on d.cliente_id = lm.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
        and d.conta_franqueado_id = lm.conta_franqueado_id and d.status = 'aprovado'
      join linha_dre_conta ldc on ldc.cliente_id = lm.cliente_id and ldc.conta_franqueador_id = d.conta_franqueador_id
      join linha_dre ld on ld.cliente_id = ldc.cliente_id and ld.id = ldc.linha_id and ld.modelo_id = ${modelo}::uuid
      where lm.cliente_id = ${clienteId} and lm.regime = 1 and lm.mes = ${fim}::date
      group by ld.id, ld.nome, ld.sinal order by sum(lm.quantidade) desc limit 1`);
    return { clienteId, modeloId: modelo, inicio, fim, lojas, centros, linha };
  });
}
