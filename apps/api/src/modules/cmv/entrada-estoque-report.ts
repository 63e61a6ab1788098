import { exportarEstoqueInput } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ReportColumn, ReportWriter } from '../../xlsx/report-kind.ts';
import {
  COLUNAS_DA_LOJA,
  contarNoMes,
  kindDaExportacao,
  lotesDeLojas,
  nomeComMes,
  noMesDasLojas,
  porEmpresa,
  type ExportacaoEstoque,
  type PreparoExportacao,
} from './exportacao-estoque.ts';

const colunas: readonly ReportColumn[] = [
  ...COLUNAS_DA_LOJA,
  { header: 'Data', format: 'data', width: 12 },
  { header: 'Documento', width: 22 },
  { header: 'Fornecedor', width: 30 },
  { header: 'Código do produto', width: 16 },
  { header: 'Produto', width: 32 },
  { header: 'Unidade', width: 9 },
  { header: 'Quantidade', format: 'decimal', width: 14 },
  { header: 'Custo unitário', format: 'moeda', width: 16 },
  { header: 'Valor', format: 'moeda', width: 18 },
];

const contar = (tx: DatabaseOrTransaction, p: PreparoExportacao) => contarNoMes(tx, p, 'estoque_entrada');

async function escrever(tx: DatabaseOrTransaction, p: PreparoExportacao, writer: ReportWriter) {
  const sheet = await writer.addSheet('Entrada de estoque', colunas, p.filtros, {
    frozenColumns: 1,
    autoFilter: true,
  });
  let escritos = 0;
  for (const lote of lotesDeLojas(p.lojas)) {
    const { rows } = await tx.execute<{
      empresa_id: string;
      data: string;
      documento: string | null;
      fornecedor: string | null;
      produto_codigo: string;
      produto_nome: string | null;
      unidade: string | null;
      quantidade: string;
      custo_unitario: string | null;
      valor: string;
    }>(sql`
      select x.empresa_id, x.data::text, x.documento, x.fornecedor, x.produto_codigo, x.produto_nome, x.unidade,
        x.quantidade::text, (case when x.quantidade <> 0 then round(x.valor / x.quantidade) end)::text
          as custo_unitario,
        x.valor::text
      from estoque_entrada x
      where x.cliente_id = ${p.clienteId} and ${noMesDasLojas('x', lote, p.params.inicio!)}
      order by x.data, x.documento, x.produto_codigo, x.id`);
    const porLoja = porEmpresa(rows);
    for (const loja of lote)
      for (const r of porLoja.get(loja.id) ?? []) {
        await sheet.addRow([
          loja.nome,
          loja.cnpj,
          loja.codigoLoja,
          r.data,
          r.documento,
          r.fornecedor,
          r.produto_codigo,
          r.produto_nome,
          r.unidade,
          Number(r.quantidade),
          r.custo_unitario === null ? null : BigInt(r.custo_unitario),
          BigInt(r.valor),
        ]);
        escritos++;
      }
  }
  return escritos;
}

/**
 * Entrada de estoque (spec 001 §2.2): the stock entries (purchases) of the stores in the month — document,
 * supplier, product, quantity and value at cost, and the unit cost they imply (value ÷ quantity, to the centavo).
 */
export const entradaEstoqueExportacao: ExportacaoEstoque = {
  tipo: 'entrada-estoque',
  contar,
  escrever,
  kind: kindDaExportacao(
    {
      origem: 'cmv-entrada-estoque',
      descricao: 'Entrada de estoque',
      parametros: exportarEstoqueInput,
      nomeArquivo: nomeComMes('entrada-estoque'),
    },
    escrever,
  ),
};
