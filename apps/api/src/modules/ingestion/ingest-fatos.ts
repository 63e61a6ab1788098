import type { DatabaseOrTransaction } from '../../db/index.ts';
import { chunks, milesimos } from './arrays.ts';
import { paresAtuais, paresDe, recalcularEstoqueMensal } from './estoque-mensal.ts';
import type {
  EstoqueAjusteInput,
  EstoqueEntradaInput,
  EstoquePosicaoInput,
  ExtratoInput,
  MetricaAtividadeInput,
  PdvValorInput,
  SaldoBancarioInput,
  ValorManualInput,
} from './types.ts';
import { upsertUnnest, type Coluna } from './upsert.ts';

// The other facts of a grupo's finance system, written in bulk and idempotently on each fact's
// natural key, like the ledger. Stock writes keep the monthly stock rollup of the CMV in the same transaction.

const CHUNK = 20_000;

async function emLotes<T>(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly T[],
  escrever: Escrita<T>,
): Promise<number> {
  let total = 0;
  for (const lote of chunks(rows, CHUNK)) total += await upsertUnnest(tx, clienteId, escrever(lote));
  return total;
}

type Escrita<T> = (lote: T[]) => { tabela: string; colunas: Coluna[]; conflito: string; atualizar: string[] };

/**
 * Stock rows in chunks, each followed by the recomputation of the monthly stock rollup of the store-months it
 * touched. Rows keyed by (origem, id_externo) may move to another store or month: `movel` names their table so
 * the store-months they leave are recomputed too.
 */
async function estoqueEmLotes<T extends { empresaId: string; data: string }>(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly T[],
  movel: { tabela: 'estoque_entrada' | 'estoque_ajuste'; origem: string; idExterno: (r: T) => string } | null,
  escrever: Escrita<T>,
): Promise<number> {
  let total = 0;
  for (const lote of chunks(rows, CHUNK)) {
    const deixados = movel
      ? await paresAtuais(tx, clienteId, movel.tabela, movel.origem, lote.map(movel.idExterno))
      : [];
    total += await upsertUnnest(tx, clienteId, escrever(lote));
    await recalcularEstoqueMensal(tx, clienteId, [...deixados, ...paresDe(lote)]);
  }
  return total;
}

const col = <T>(
  lote: T[],
  nome: string,
  tipo: string,
  f: (r: T) => string | number | bigint | boolean | null,
): Coluna => ({
  nome,
  tipo,
  valores: lote.map(f),
});

export function ingestExtrato(tx: DatabaseOrTransaction, clienteId: string, rows: readonly ExtratoInput[]) {
  return emLotes(tx, clienteId, rows, (l) => ({
    tabela: 'extrato_bancario',
    colunas: [
      col(l, 'conta_bancaria_id', 'uuid', (r) => r.contaBancariaId),
      col(l, 'data', 'date', (r) => r.data),
      col(l, 'valor', 'bigint', (r) => r.valor),
      col(l, 'saldo', 'bigint', (r) => r.saldo ?? null),
      col(l, 'conciliado', 'boolean', (r) => r.conciliado),
      col(l, 'descricao', 'text', (r) => r.historico),
      col(l, 'numero_documento', 'text', (r) => r.numeroDocumento),
      col(l, 'id_externo', 'text', (r) => r.idExterno),
    ],
    conflito: '(cliente_id, conta_bancaria_id, id_externo)',
    atualizar: ['data', 'valor', 'saldo', 'conciliado', 'descricao', 'numero_documento'],
  }));
}

export function ingestEstoqueEntradas(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly EstoqueEntradaInput[],
  origem: string,
) {
  const movel = {
    tabela: 'estoque_entrada' as const,
    origem,
    idExterno: (r: EstoqueEntradaInput) => r.idExterno,
  };
  return estoqueEmLotes(tx, clienteId, rows, movel, (l) => ({
    tabela: 'estoque_entrada',
    colunas: [
      col(l, 'empresa_id', 'uuid', (r) => r.empresaId),
      col(l, 'data', 'date', (r) => r.data),
      col(l, 'produto_codigo', 'text', (r) => r.produtoCodigo),
      col(l, 'produto_nome', 'text', (r) => r.produtoNome ?? null),
      col(l, 'unidade', 'text', (r) => r.unidade ?? null),
      col(l, 'quantidade', 'numeric', (r) => milesimos(r.quantidadeMilesimos)),
      col(l, 'valor', 'bigint', (r) => r.valorTotal),
      col(l, 'documento', 'text', (r) => r.documento),
      col(l, 'fornecedor', 'text', (r) => r.fornecedor),
      col(l, 'origem', 'text', () => origem),
      col(l, 'id_externo', 'text', (r) => r.idExterno),
    ],
    conflito: '(cliente_id, origem, id_externo)',
    atualizar: [
      'empresa_id',
      'data',
      'produto_codigo',
      'produto_nome',
      'unidade',
      'quantidade',
      'valor',
      'documento',
      'fornecedor',
    ],
  }));
}

export function ingestEstoquePosicoes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly EstoquePosicaoInput[],
) {
  return estoqueEmLotes(tx, clienteId, rows, null, (l) => ({
    tabela: 'estoque_posicao',
    colunas: [
      col(l, 'empresa_id', 'uuid', (r) => r.empresaId),
      col(l, 'data', 'date', (r) => r.data),
      col(l, 'tipo', 'text', (r) => r.tipo),
      col(l, 'produto_codigo', 'text', (r) => r.produtoCodigo),
      col(l, 'produto_nome', 'text', (r) => r.produtoNome ?? null),
      col(l, 'unidade', 'text', (r) => r.unidade ?? null),
      col(l, 'quantidade', 'numeric', (r) => milesimos(r.quantidadeMilesimos)),
      col(l, 'custo_unitario', 'bigint', (r) => r.custoUnitario),
      col(l, 'valor', 'bigint', (r) => r.valorTotal),
    ],
    conflito: '(cliente_id, empresa_id, data, tipo, produto_codigo)',
    atualizar: ['produto_nome', 'unidade', 'quantidade', 'custo_unitario', 'valor'],
  }));
}

export function ingestEstoqueAjustes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly EstoqueAjusteInput[],
  origem: string,
) {
  const movel = {
    tabela: 'estoque_ajuste' as const,
    origem,
    idExterno: (r: EstoqueAjusteInput) => r.idExterno,
  };
  return estoqueEmLotes(tx, clienteId, rows, movel, (l) => ({
    tabela: 'estoque_ajuste',
    colunas: [
      col(l, 'empresa_id', 'uuid', (r) => r.empresaId),
      col(l, 'data', 'date', (r) => r.data),
      col(l, 'tipo', 'text', (r) => (r.quantidadeMilesimos >= 0 ? 'receber' : 'pagar')),
      col(l, 'produto_codigo', 'text', (r) => r.produtoCodigo),
      col(l, 'produto_nome', 'text', (r) => r.produtoNome ?? null),
      col(l, 'quantidade', 'numeric', (r) => milesimos(r.quantidadeMilesimos)),
      col(l, 'valor', 'bigint', (r) => r.valor),
      col(l, 'motivo', 'text', (r) => r.motivo),
      col(l, 'origem', 'text', () => origem),
      col(l, 'id_externo', 'text', (r) => r.idExterno),
    ],
    conflito: '(cliente_id, origem, id_externo)',
    atualizar: [
      'empresa_id',
      'data',
      'tipo',
      'produto_codigo',
      'produto_nome',
      'quantidade',
      'valor',
      'motivo',
    ],
  }));
}

export function upsertValoresPdv(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly PdvValorInput[],
) {
  return emLotes(tx, clienteId, rows, (l) => ({
    tabela: 'valor_pdv',
    colunas: [
      col(l, 'empresa_id', 'uuid', (r) => r.empresaId),
      col(l, 'mes', 'date', (r) => r.competencia),
      col(l, 'tipo_de_valor_de_pdv', 'text', (r) => String(r.tipoDeValorDePdv)),
      col(l, 'valor', 'bigint', (r) => r.valor),
    ],
    conflito: '(cliente_id, empresa_id, mes, tipo_de_valor_de_pdv)',
    atualizar: ['valor'],
  }));
}

export function upsertValoresManuais(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly ValorManualInput[],
) {
  return emLotes(tx, clienteId, rows, (l) => ({
    tabela: 'valor_manual_dre',
    colunas: [
      col(l, 'linha_dre_id', 'uuid', (r) => r.linhaId),
      col(l, 'empresa_id', 'uuid', (r) => r.empresaId),
      col(l, 'centro_de_custo_id', 'uuid', (r) => r.centroDeCustoId),
      col(l, 'mes', 'date', (r) => r.competencia),
      col(l, 'valor', 'bigint', (r) => r.valor),
    ],
    conflito: 'on constraint valor_manual_dre_uq',
    atualizar: ['valor'],
  }));
}

export function upsertMetricasAtividade(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly MetricaAtividadeInput[],
) {
  const pct = (x: number) => x.toFixed(2);
  return emLotes(tx, clienteId, rows, (l) => ({
    tabela: 'metrica_atividade',
    colunas: [
      col(l, 'grupo_id', 'uuid', (r) => r.grupoId),
      col(l, 'mes', 'date', (r) => r.competencia),
      col(l, 'caixa_fechado', 'numeric', (r) => pct(r.caixaFechado)),
      col(l, 'cartoes_conciliados', 'numeric', (r) => pct(r.cartoesConciliados)),
      col(l, 'titulos_em_dia', 'numeric', (r) => pct(r.titulosEmDia)),
      col(l, 'nfe', 'numeric', (r) => pct(r.nfe)),
      col(l, 'contas_conciliadas', 'numeric', (r) => pct(r.contasConciliadas)),
    ],
    conflito: '(cliente_id, grupo_id, mes)',
    atualizar: ['caixa_fechado', 'cartoes_conciliados', 'titulos_em_dia', 'nfe', 'contas_conciliadas'],
  }));
}

export function upsertSaldosBancarios(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly SaldoBancarioInput[],
) {
  return emLotes(tx, clienteId, rows, (l) => ({
    tabela: 'saldo_bancario',
    colunas: [
      col(l, 'conta_bancaria_id', 'uuid', (r) => r.contaBancariaId),
      col(l, 'data', 'date', (r) => r.data),
      col(l, 'saldo', 'bigint', (r) => r.saldo),
      col(l, 'observacao', 'text', (r) => r.observacao),
    ],
    conflito: '(cliente_id, conta_bancaria_id, data)',
    atualizar: ['saldo', 'observacao'],
  }));
}
