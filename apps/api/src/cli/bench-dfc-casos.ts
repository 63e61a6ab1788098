import {
  endpoints,
  somarMeses,
  type ConsultaFluxoInput,
  type FluxoDeCaixaResultado,
  type MatrizLinhaJson,
} from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { withTenant, type Database } from '../db/index.ts';
import { mesmosValores, valoresDaBase, type ValoresDre } from './bench-dre-comparar.ts';
import type { CasoDre, Chamadas } from './bench-dre-casos.ts';
import type { LinhaBaseDre } from './bench-dre-sql.ts';

/**
 * The cash-flow cases of `npm run bench` (issue 12 §5): the daily cash flow of 90 days for 200 stores and the
 * monthly one of 12 months for the whole network, then the same two with 'Valores nos dias originais' — each the
 * whole API call (POST FluxoDeCaixa/listar, default flow model, regime Caixa, status Ambos, no balances) against a
 * straightforward SQL over the raw ledger (`lancamento`) + approved De-Para + the flow model's account lines, run by
 * PostgreSQL and by DuckDB over the same rows; and a line's detail (bench-dfc-detalhe.ts). The baseline applies the
 * engine's rule with every flag off (engine/dfc/regra.ts) but that one: forecasts and instalments awaiting approval
 * left out; a settled entry on its payment date (its due date with 'Valores nos dias originais'), an open one on
 * its due date.
 */

/** What the DFC cases are built from, read once before any is timed. */
export interface ContextoDfc {
  clienteId: string;
  modeloId: string;
  /** the account line of the model whose detail is asked (its cards' receipts: the most entries) */
  linha: { id: string; nome: string; sinal: number };
  lojas: string[];
  /** the last month with ledger data, 'YYYY-MM-01' */
  ultimoMes: string;
}

export async function carregarContextoDfc(db: Database, clienteId: string): Promise<ContextoDfc> {
  return withTenant(db, clienteId, async (tx) => {
    const [modelo] = (
      await tx.execute<{ id: string }>(sql`select id::text as id from modelo_dfc
        where cliente_id = ${clienteId} and padrao and ativo order by nome, id limit 1`)
    ).rows;
    const [fim] = (
      await tx.execute<{ mes: string }>(sql`select max(mes)::text as mes from lancamento_mensal
        where cliente_id = ${clienteId} and regime = 1 and quantidade <> 0`)
    ).rows;
    const [linha] = (
      await tx.execute<{ id: string; nome: string; sinal: number }>(sql`select id::text as id, nome, sinal
        from linha_dfc where cliente_id = ${clienteId} and modelo_id = ${modelo?.id ?? null} and tipo = 'conta'
        order by codigo <> 'ENT.CARTOES', codigo limit 1`)
    ).rows;
    if (!modelo || !fim?.mes || !linha)
      throw new Error('rede de benchmark sem modelo de fluxo padrão ou sem lançamentos');
    const lojas = (
      await tx.execute<{ id: string }>(
        sql`select id::text as id from empresa where cliente_id = ${clienteId} order by id`,
      )
    ).rows.map((r) => r.id);
    return { clienteId, modeloId: modelo.id, linha, lojas, ultimoMes: fim.mes };
  });
}

/** What the API was asked, as the baseline reads it. */
export interface ConsultaBaseDfc {
  clienteId: string;
  modeloId: string;
  inicio: string;
  fim: string;
  lojas: readonly string[] | null;
  porMes: boolean;
  /** 'Valores nos dias originais': a settled entry on its due date */
  diasOriginais?: boolean;
}

/** The day of an entry with every flag off (but 'Valores nos dias originais'), as SQL both engines run. */
export const diaDeCaixa = (q: Pick<ConsultaBaseDfc, 'diasOriginais'>): SQL =>
  q.diasOriginais
    ? sql`l.data_vencimento`
    : sql`case when l.status = 'liquidado' then coalesce(l.data_pagamento, l.data_vencimento)
  else l.data_vencimento end`;

/** One row per account line × franchisor account × column (the day, or the month's first day): signed centavos. */
export const dfcBaseSql = (q: ConsultaBaseDfc): SQL => sql`
  select ldc.linha_id::text as linha, d.conta_franqueador_id::text as conta,
    ${q.porMes ? sql`date_trunc('month', ${diaDeCaixa(q)})::date::text` : sql`(${diaDeCaixa(q)})::text`} as coluna,
    (sum(l.valor) * ld.sinal)::text as valor
  from lancamento l
  join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
  join de_para d on d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
    and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado' and d.conta_franqueador_id is not null
  join linha_dfc_conta ldc on ldc.cliente_id = l.cliente_id and ldc.conta_franqueador_id = d.conta_franqueador_id
  join linha_dfc ld on ld.cliente_id = ldc.cliente_id and ld.id = ldc.linha_id
    and ld.modelo_id = ${q.modeloId}::uuid and ld.tipo = 'conta'
  where l.cliente_id = ${q.clienteId}::uuid and not l.previsao and l.parcela_aprovada
    and ${diaDeCaixa(q)} between ${q.inicio}::date and ${q.fim}::date
    ${q.lojas ? sql`and l.empresa_id = any(${sql.param([...q.lojas])}::uuid[])` : sql``}
  group by ldc.linha_id, d.conta_franqueador_id, 3, ld.sinal`;

/**
 * PostgreSQL estimates the cash-day filter (an expression) at a few thousand of the millions of rows it keeps and
 * then joins them to the model's accounts in a nested loop: ~5 minutes for the network's year. The baseline is
 * "straightforward SQL", not a pathological plan: hash joins only, as for the DRE's baseline (DuckDB needs nothing).
 */
export const semLacoAninhado = sql`set local enable_nestloop = off`;

/** Reais as the API sends them (exact from the centavos) back to centavos. */
const centavos = (reais: number): bigint => BigInt(Math.round(reais * 100));

/**
 * The account lines' cells of the answer, keyed like valoresDaBase: `linha|conta` (and `linha|` for the line), the
 * column by the first day of its period. A cell without data is left out (the baseline has no row for it).
 */
function valoresDaApiDfc(r: FluxoDeCaixaResultado): ValoresDre {
  const colunas = r.colunas.filter((c) => c.tipo === 'periodo');
  const valores: ValoresDre = new Map();
  const visitar = (rows: readonly MatrizLinhaJson[]) => {
    for (const row of rows) {
      const ref = r.referencias[row.id];
      if (ref?.tipo === 'linha' && ref.tipoDaLinha === 'conta') {
        const chave = `${ref.linhaId}|${ref.contaFranqueadorId ?? ''}`;
        const porColuna = new Map<string, bigint>();
        for (const c of colunas) {
          const cell = row.cells[c.key];
          if (cell === null || cell === undefined) continue;
          porColuna.set(c.inicio, typeof cell === 'number' ? centavos(cell) : -(2n ** 80n));
        }
        if (porColuna.size > 0) valores.set(chave, porColuna);
      }
      visitar(row.children);
    }
  };
  visitar(r.matriz.rows);
  return valores;
}

export const ultimoDia = (mes: string) => {
  const d = new Date(`${somarMeses(mes, 1)!}T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};
export const menosDias = (dia: string, n: number) => {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

function casoDfc(ch: Chamadas, nome: string, body: ConsultaFluxoInput, q: ConsultaBaseDfc): CasoDre {
  return {
    nome,
    api: () => ch.post<FluxoDeCaixaResultado>(endpoints.dfc.listar, body),
    base: async (via) =>
      via === 'sql'
        ? (await ch.pg<LinhaBaseDre>([semLacoAninhado, dfcBaseSql(q)]))[1]!
        : ch.duck!.consultar<LinhaBaseDre>(dfcBaseSql(q)),
    same: (api, linhas, via, log) =>
      mesmosValores(
        valoresDaApiDfc(api as FluxoDeCaixaResultado),
        valoresDaBase(linhas as LinhaBaseDre[], { media: false }),
        log,
        via,
      ),
  };
}

export function casosDfc(ch: Chamadas, ctx: ContextoDfc): CasoDre[] {
  const fim = ultimoDia(ctx.ultimoMes);
  const l200 = ctx.lojas.slice(0, 200);
  const diario = { inicio: menosDias(fim, 89), fim };
  const mensal = { inicio: somarMeses(ctx.ultimoMes, -11)!, fim };
  const corpo = (
    p: { inicio: string; fim: string },
    periodo: 'Diario' | 'Mensal',
    lojas: string[],
    diasOriginais: boolean,
  ) =>
    ({
      ModeloFluxo: ctx.modeloId,
      Periodo: periodo,
      Inicio: p.inicio,
      Fim: p.fim,
      tipoDeRegime: 2,
      Status: 0,
      Empresas: lojas,
      ValoresNosDiasOriginais: diasOriginais,
    }) as ConsultaFluxoInput;
  const base = { clienteId: ctx.clienteId, modeloId: ctx.modeloId };
  return [false, true].flatMap((diasOriginais) => {
    const nos = diasOriginais ? ', valores nos dias originais' : '';
    return [
      casoDfc(
        ch,
        `DFC: diário de 90 dias, ${l200.length} lojas (caixa${nos})`,
        corpo(diario, 'Diario', l200, diasOriginais),
        { ...base, ...diario, lojas: l200, porMes: false, diasOriginais },
      ),
      casoDfc(
        ch,
        `DFC: mensal de 12 meses, a rede toda (${ctx.lojas.length} lojas, caixa${nos})`,
        corpo(mensal, 'Mensal', [], diasOriginais),
        { ...base, ...mensal, lojas: null, porMes: true, diasOriginais },
      ),
    ];
  });
}
