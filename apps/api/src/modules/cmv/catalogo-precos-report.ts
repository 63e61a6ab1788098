import { exportarCatalogoPrecosInput, type ExportarEstoqueParams } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ReportColumn, ReportWriter } from '../../xlsx/report-kind.ts';
import {
  kindDaExportacao,
  nomeComMes,
  type ExportacaoEstoque,
  type PreparoExportacao,
} from './exportacao-estoque.ts';
import { uuids } from './queries.ts';

const colunas: readonly ReportColumn[] = [
  { header: 'Marca', width: 26 },
  { header: 'Código do produto', width: 16 },
  { header: 'Produto', width: 36 },
  { header: 'Unidade', width: 9 },
  { header: 'Custo', format: 'moeda', width: 16 },
  { header: 'Preço de venda', format: 'moeda', width: 16 },
  { header: 'Margem', format: 'percentual', width: 11 },
  { header: 'Vigente desde', format: 'data', width: 14 },
];

const hojeEmBrasilia = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date the prices are read at: the last day of the month asked, or today in Brasília. */
export function dataDeReferencia(p: Pick<ExportarEstoqueParams, 'inicio'>, agora = new Date()): string {
  if (!p.inicio) return hojeEmBrasilia.format(agora);
  const [ano, mes] = p.inicio.split('-').map(Number);
  return new Date(Date.UTC(ano!, mes!, 0)).toISOString().slice(0, 10);
}

/**
 * The catalogue rows in force at the date: per marca (of the stores' marcas; a product without a marca is every
 * marca's) and product, the price with the latest `vigente_desde` not after it. By marca name, then code.
 */
function vigentes(p: PreparoExportacao, data: string) {
  const marcas = [...new Set(p.lojas.map((l) => l.marcaId))];
  return sql`
    select * from (
      select distinct on (c.marca_id, c.produto_codigo) c.marca_id, m.nome as marca, c.produto_codigo,
        c.produto_nome, c.unidade, c.custo::text as custo, c.preco_venda::text as preco_venda,
        c.vigente_desde::text as vigente_desde
      from catalogo_preco c
      left join marca m on m.cliente_id = c.cliente_id and m.id = c.marca_id
      where c.cliente_id = ${p.clienteId} and (c.marca_id is null or c.marca_id = any(${uuids(marcas)}))
        and c.vigente_desde <= ${data}::date
      order by c.marca_id, c.produto_codigo, c.vigente_desde desc
    ) v`;
}

async function contar(tx: DatabaseOrTransaction, p: PreparoExportacao): Promise<number> {
  if (p.lojas.length === 0) return 0;
  const { rows } = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from (${vigentes(p, dataDeReferencia(p.params))}) t`,
  );
  return rows[0]?.n ?? 0;
}

async function escrever(tx: DatabaseOrTransaction, p: PreparoExportacao, writer: ReportWriter) {
  const data = dataDeReferencia(p.params);
  const [ano, mes, dia] = data.split('-');
  const filtros = [...p.filtros, ['Preços vigentes em', `${dia}/${mes}/${ano}`] as const];
  const sheet = await writer.addSheet('Catálogo de preços', colunas, filtros, {
    frozenColumns: 1,
    autoFilter: true,
  });
  if (p.lojas.length === 0) return 0;
  const { rows } = await tx.execute<{
    marca: string | null;
    produto_codigo: string;
    produto_nome: string;
    unidade: string | null;
    custo: string;
    preco_venda: string | null;
    vigente_desde: string;
  }>(sql`${vigentes(p, data)} order by v.marca is not null, lower(v.marca), v.produto_codigo`);
  for (const r of rows) {
    const custo = BigInt(r.custo);
    const preco = r.preco_venda === null ? null : BigInt(r.preco_venda);
    // a ratio of two exact amounts (not money): a float is what the percentage cell holds
    const margem = preco !== null && preco > 0n ? Number(preco - custo) / Number(preco) : null;
    await sheet.addRow([
      r.marca ?? 'Todas as marcas',
      r.produto_codigo,
      r.produto_nome,
      r.unidade,
      custo,
      preco,
      margem,
      r.vigente_desde,
    ]);
  }
  return rows.length;
}

/**
 * Catálogo de preços (spec 001 §2.2, §5: the one export without a required month): the cost and sale price of each
 * product of the stores' marcas in force at the end of the month asked, or today, with the gross margin.
 */
export const catalogoPrecosExportacao: ExportacaoEstoque = {
  tipo: 'catalogo-precos',
  contar,
  escrever,
  kind: kindDaExportacao(
    {
      origem: 'cmv-catalogo-precos',
      descricao: 'Catálogo de preços',
      parametros: exportarCatalogoPrecosInput,
      nomeArquivo: nomeComMes('catalogo-precos'),
    },
    escrever,
  ),
};
