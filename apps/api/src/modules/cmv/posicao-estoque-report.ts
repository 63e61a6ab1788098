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
  { header: 'Posição', width: 10 },
  { header: 'Código do produto', width: 16 },
  { header: 'Produto', width: 32 },
  { header: 'Unidade', width: 9 },
  { header: 'Quantidade', format: 'decimal', width: 14 },
  { header: 'Custo unitário', format: 'moeda', width: 16 },
  { header: 'Valor', format: 'moeda', width: 18 },
];

const contar = (tx: DatabaseOrTransaction, p: PreparoExportacao) => contarNoMes(tx, p, 'estoque_posicao');

async function escrever(tx: DatabaseOrTransaction, p: PreparoExportacao, writer: ReportWriter) {
  const sheet = await writer.addSheet('Posição de estoque', colunas, p.filtros, {
    frozenColumns: 1,
    autoFilter: true,
  });
  let escritos = 0;
  for (const lote of lotesDeLojas(p.lojas)) {
    const { rows } = await tx.execute<{
      empresa_id: string;
      data: string;
      tipo: 'inicial' | 'final';
      produto_codigo: string;
      produto_nome: string | null;
      unidade: string | null;
      quantidade: string;
      custo_unitario: string | null;
      valor: string;
    }>(sql`
      select x.empresa_id, x.data::text, x.tipo, x.produto_codigo, x.produto_nome, x.unidade,
        x.quantidade::text, x.custo_unitario::text, x.valor::text
      from estoque_posicao x
      where x.cliente_id = ${p.clienteId} and ${noMesDasLojas('x', lote, p.params.inicio!)}
      order by x.data, x.tipo = 'final', x.produto_codigo`);
    const porLoja = porEmpresa(rows);
    for (const loja of lote)
      for (const r of porLoja.get(loja.id) ?? []) {
        await sheet.addRow([
          loja.nome,
          loja.cnpj,
          loja.codigoLoja,
          r.data,
          r.tipo === 'inicial' ? 'Inicial' : 'Final',
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
 * Posição de estoque (spec 001 §2.2): the opening and closing positions of each product of the stores in the month
 * — quantity, unit cost and value at cost — as the CMV reads them.
 */
export const posicaoEstoqueExportacao: ExportacaoEstoque = {
  tipo: 'posicao-estoque',
  contar,
  escrever,
  kind: kindDaExportacao(
    {
      origem: 'cmv-posicao-estoque',
      descricao: 'Posição de estoque',
      parametros: exportarEstoqueInput,
      nomeArquivo: nomeComMes('posicao-estoque'),
    },
    escrever,
  ),
};
