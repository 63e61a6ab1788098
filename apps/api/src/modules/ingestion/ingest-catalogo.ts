import type { DatabaseOrTransaction } from '../../db/index.ts';
import { chunks } from './arrays.ts';
import { upsertUnnest } from './upsert.ts';

/** A product's prices from a date on, for a marca (null: every marca). Centavos. */
export interface CatalogoPrecoInput {
  marcaId: string | null;
  produtoCodigo: string;
  produtoNome: string;
  unidade: string | null;
  custo: bigint;
  precoVenda: bigint | null;
  /** YYYY-MM-DD */
  vigenteDesde: string;
}

const CHUNK = 20_000;

/**
 * Writes the price catalogue (the CMV's 'Catálogo de preços') in bulk on its natural key (marca, product, date):
 * the same key again replaces the names and prices. Answers the rows written.
 */
export async function ingestCatalogoPrecos(
  tx: DatabaseOrTransaction,
  clienteId: string,
  rows: readonly CatalogoPrecoInput[],
): Promise<number> {
  let total = 0;
  const agora = new Date().toISOString();
  for (const l of chunks(rows, CHUNK)) {
    total += await upsertUnnest(tx, clienteId, {
      tabela: 'catalogo_preco',
      colunas: [
        { nome: 'marca_id', tipo: 'uuid', valores: l.map((r) => r.marcaId) },
        { nome: 'produto_codigo', tipo: 'text', valores: l.map((r) => r.produtoCodigo) },
        { nome: 'produto_nome', tipo: 'text', valores: l.map((r) => r.produtoNome) },
        { nome: 'unidade', tipo: 'text', valores: l.map((r) => r.unidade) },
        { nome: 'custo', tipo: 'bigint', valores: l.map((r) => r.custo) },
        { nome: 'preco_venda', tipo: 'bigint', valores: l.map((r) => r.precoVenda) },
        { nome: 'vigente_desde', tipo: 'date', valores: l.map((r) => r.vigenteDesde) },
        { nome: 'updated_at', tipo: 'timestamptz', valores: l.map(() => agora) },
      ],
      conflito: 'on constraint catalogo_preco_produto_uq',
      atualizar: ['produto_nome', 'unidade', 'custo', 'preco_venda', 'updated_at'],
    });
  }
  return total;
}
