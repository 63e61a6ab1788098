import { exportarEstoqueInput } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ReportColumn, ReportWriter } from '../../xlsx/report-kind.ts';
import {
  contarNoMes,
  kindDaExportacao,
  lotesDeLojas,
  nomeComMes,
  noMesDasLojas,
  porEmpresa,
  type ExportacaoEstoque,
  type FiltroDoRelatorio,
  type PreparoExportacao,
} from './exportacao-estoque.ts';
import { loadConfiguracaoCmv, loadContasCmv, uuids } from './queries.ts';
import type { LojaCmv } from './resolve-lojas-cmv.ts';

const colunasCmv: readonly ReportColumn[] = [
  { header: 'Empresa', width: 36 },
  { header: 'CNPJ', width: 20 },
  { header: 'Código da loja', width: 14 },
  { header: 'Grupo', width: 28 },
  { header: 'Posição inicial', format: 'moeda', width: 18 },
  { header: 'Entradas', format: 'moeda', width: 18 },
  { header: 'Ajustes a receber', format: 'moeda', width: 18 },
  { header: 'Ajustes a pagar', format: 'moeda', width: 18 },
  { header: 'Posição final', format: 'moeda', width: 18 },
  { header: 'CMV', format: 'moeda', width: 18 },
  { header: 'Situação', width: 20 },
];

const colunasAjustes: readonly ReportColumn[] = [
  { header: 'Empresa', width: 36 },
  { header: 'CNPJ', width: 20 },
  { header: 'Data', format: 'data', width: 12 },
  { header: 'Tipo', width: 12 },
  { header: 'Conta', width: 40 },
  { header: 'Código do produto', width: 16 },
  { header: 'Produto', width: 32 },
  { header: 'Quantidade', format: 'decimal', width: 14 },
  { header: 'Motivo', width: 24 },
  { header: 'Valor', format: 'moeda', width: 18 },
];

export const SITUACAO_CMV = {
  apurado: 'Apurado',
  semPosicaoFinal: 'Sem posição final',
  semEstoque: 'Sem estoque no mês',
} as const;

const FORMULA =
  'CMV = posição inicial + entradas + ajustes a receber + ajustes a pagar (negativos) − posição final, ' +
  'a custo; sem posição final o CMV do mês não é apurado.';

/** The month's stock of a store, from the monthly rollup the DRE's CMV line reads, with its adjustments split. */
interface EstoqueDoMes {
  inicial: bigint;
  entradas: bigint;
  receber: bigint;
  pagar: bigint;
  final: bigint;
  fechado: boolean;
}

/**
 * Per store of the batch, its month: the opening and closing positions, entries and closed flag of the monthly stock
 * rollup (db/schema/cmv-mensal.ts: the same figures as the DRE's CMV line) and the adjustments by kind — gains
 * (a receber, raising the stock) and losses (a pagar, lowering it), whose sum is the rollup's adjustments.
 */
async function lerEstoqueDoMes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  lojas: readonly LojaCmv[],
  inicio: string,
): Promise<Map<string, EstoqueDoMes>> {
  const { rows } = await tx.execute<{
    empresa_id: string;
    inicial: string;
    entradas: string;
    receber: string;
    pagar: string;
    final: string;
    fechado: boolean;
  }>(sql`
    select m.empresa_id, m.inicial::text, m.entradas::text, m.final::text, m.fechado,
      coalesce(a.receber, 0)::text as receber, coalesce(a.pagar, 0)::text as pagar
    from estoque_mensal m
    left join (
      select x.empresa_id, sum(x.valor) filter (where x.tipo = 'receber') as receber,
        sum(x.valor) filter (where x.tipo = 'pagar') as pagar
      from estoque_ajuste x
      where x.cliente_id = ${clienteId} and ${noMesDasLojas('x', lojas, inicio)}
      group by 1
    ) a on a.empresa_id = m.empresa_id
    where m.cliente_id = ${clienteId} and m.empresa_id = any(${uuids(lojas.map((l) => l.id))})
      and m.mes = ${inicio}::date`);
  return new Map(
    rows.map((r) => [
      r.empresa_id,
      {
        inicial: BigInt(r.inicial),
        entradas: BigInt(r.entradas),
        receber: BigInt(r.receber),
        pagar: BigInt(r.pagar),
        final: BigInt(r.final),
        fechado: r.fechado,
      },
    ]),
  );
}

/** One row of the CMV sheet: the CMV only for a closed month (no closing position: not known, never zero). */
function linhaDoCmv(loja: LojaCmv, e: EstoqueDoMes | undefined): unknown[] {
  const cadastro = [loja.nome, loja.cnpj, loja.codigoLoja, loja.grupo];
  if (!e) return [...cadastro, null, null, null, null, null, null, SITUACAO_CMV.semEstoque];
  const cmv = e.fechado ? e.inicial + e.entradas + e.receber + e.pagar - e.final : null;
  const situacao = e.fechado ? SITUACAO_CMV.apurado : SITUACAO_CMV.semPosicaoFinal;
  return [...cadastro, e.inicial, e.entradas, e.receber, e.pagar, e.final, cmv, situacao];
}

/** The setup's three accounts, as the header block and the adjustments sheet name them. */
async function contasDaConfiguracao(tx: DatabaseOrTransaction, p: PreparoExportacao) {
  const config = await loadConfiguracaoCmv(tx, p.clienteId);
  const ids = [config?.cmv, config?.receber, config?.pagar].filter((id): id is string => Boolean(id));
  const contas = new Map(
    (await loadContasCmv(tx, p.clienteId, { ids }, p.marcas.length > 1)).map((c) => [c.id, c.label]),
  );
  const label = (id: string | null | undefined) => (id ? (contas.get(id) ?? '') : '');
  return { cmv: label(config?.cmv), receber: label(config?.receber), pagar: label(config?.pagar) };
}

async function escreverAjustes(
  tx: DatabaseOrTransaction,
  p: PreparoExportacao,
  inicio: string,
  writer: ReportWriter,
  contas: { receber: string; pagar: string },
  filtros: FiltroDoRelatorio[],
): Promise<number> {
  const sheet = await writer.addSheet('Ajustes', colunasAjustes, filtros, {
    frozenColumns: 1,
    autoFilter: true,
  });
  let escritos = 0;
  for (const lote of lotesDeLojas(p.lojas)) {
    const { rows } = await tx.execute<{
      empresa_id: string;
      data: string;
      tipo: 'receber' | 'pagar';
      produto_codigo: string;
      produto_nome: string | null;
      quantidade: string;
      motivo: string | null;
      valor: string;
    }>(sql`
      select x.empresa_id, x.data::text, x.tipo, x.produto_codigo, x.produto_nome, x.quantidade::text,
        x.motivo, x.valor::text
      from estoque_ajuste x
      where x.cliente_id = ${p.clienteId} and ${noMesDasLojas('x', lote, inicio)}
      order by x.data, x.produto_codigo, x.id`);
    const porLoja = porEmpresa(rows);
    for (const loja of lote)
      for (const r of porLoja.get(loja.id) ?? []) {
        const receber = r.tipo === 'receber';
        await sheet.addRow([
          loja.nome,
          loja.cnpj,
          r.data,
          receber ? 'A receber' : 'A pagar',
          receber ? contas.receber : contas.pagar,
          r.produto_codigo,
          r.produto_nome,
          Number(r.quantidade),
          r.motivo,
          BigInt(r.valor),
        ]);
        escritos++;
      }
  }
  return escritos;
}

async function escreverCmv(tx: DatabaseOrTransaction, p: PreparoExportacao, writer: ReportWriter) {
  const inicio = p.params.inicio!;
  const contas = await contasDaConfiguracao(tx, p);
  const naoConfigurada = 'Não configurada';
  const filtros: FiltroDoRelatorio[] = [
    ...p.filtros,
    ['Conta do CMV', contas.cmv || naoConfigurada],
    ['Conta de ajuste a receber', contas.receber || naoConfigurada],
    ['Conta de ajuste a pagar', contas.pagar || naoConfigurada],
    ['Fórmula', FORMULA],
  ];
  const sheet = await writer.addSheet('CMV', colunasCmv, filtros, { frozenColumns: 1, autoFilter: true });
  for (const lote of lotesDeLojas(p.lojas)) {
    const estoque = await lerEstoqueDoMes(tx, p.clienteId, lote, inicio);
    for (const loja of lote) await sheet.addRow(linhaDoCmv(loja, estoque.get(loja.id)));
  }
  return p.lojas.length + (await escreverAjustes(tx, p, inicio, writer, contas, filtros));
}

/** CMV: one row per store (every store of the selection, with or without stock) and the month's adjustments. */
async function contarCmv(tx: DatabaseOrTransaction, p: PreparoExportacao): Promise<number> {
  return p.lojas.length + (await contarNoMes(tx, p, 'estoque_ajuste'));
}

/**
 * The CMV export (spec 001 §2.2; DESIGN.md §5): per store of the selection, the month's opening position, entries,
 * adjustments a receber and a pagar, closing position and the CMV at cost, with the accounts of the CMV setup in
 * the header block; a second sheet lists the month's adjustments, each with the setup account its kind goes to.
 */
export const cmvExportacao: ExportacaoEstoque = {
  tipo: 'cmv',
  contar: contarCmv,
  escrever: escreverCmv,
  kind: kindDaExportacao(
    {
      origem: 'cmv',
      descricao: 'CMV',
      parametros: exportarEstoqueInput,
      nomeArquivo: nomeComMes('cmv'),
    },
    escreverCmv,
  ),
};
