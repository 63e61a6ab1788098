import { sql } from 'drizzle-orm';
import { check, date, index, numeric, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { money, updatedAt } from './columns.ts';
import { planoContasFranqueador } from './plano-contas.ts';
import { empresa, marca } from './rede.ts';
import { tenantFk, tenantTable } from './tenant-table.ts';

// Stock facts behind the CMV (DESIGN.md §5): opening position + entries ± adjustments − closing
// position, at cost. Quantities are exact decimals; `valor` is the total cost in centavos.

const quantidade = () => numeric({ precision: 18, scale: 4 });

/** Stock entries (purchases) of a store (upload type 1 'Entrada de estoque'). */
export const estoqueEntrada = tenantTable(
  'estoque_entrada',
  {
    empresaId: uuid().notNull(),
    data: date().notNull(),
    produtoCodigo: text().notNull(),
    produtoNome: text(),
    unidade: text(),
    quantidade: quantidade().notNull(),
    valor: money().notNull(),
    documento: text(),
    fornecedor: text(),
    origem: text().notNull(),
    idExterno: text().notNull(),
  },
  (t) => [
    tenantFk('estoque_entrada_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    uniqueIndex('estoque_entrada_origem_uq').on(t.clienteId, t.origem, t.idExterno),
    index('estoque_entrada_data_idx').on(t.clienteId, t.empresaId, t.data),
  ],
);

/** Stock position of a product at a date (upload types 2 and 3: initial / final position). */
export const estoquePosicao = tenantTable(
  'estoque_posicao',
  {
    empresaId: uuid().notNull(),
    data: date().notNull(),
    tipo: text({ enum: ['inicial', 'final'] }).notNull(),
    produtoCodigo: text().notNull(),
    produtoNome: text(),
    unidade: text(),
    quantidade: quantidade().notNull(),
    /** Unit cost, centavos (may carry the catalogue's cost). */
    custoUnitario: money(),
    valor: money().notNull(),
  },
  (t) => [
    tenantFk('estoque_posicao_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    uniqueIndex('estoque_posicao_uq').on(t.clienteId, t.empresaId, t.data, t.tipo, t.produtoCodigo),
    check('estoque_posicao_tipo_ck', sql`${t.tipo} in ('inicial', 'final')`),
  ],
);

/** Stock adjustments (upload type 5): losses (a pagar) and gains (a receber), at cost. */
export const estoqueAjuste = tenantTable(
  'estoque_ajuste',
  {
    empresaId: uuid().notNull(),
    data: date().notNull(),
    tipo: text({ enum: ['receber', 'pagar'] }).notNull(),
    produtoCodigo: text().notNull(),
    produtoNome: text(),
    quantidade: quantidade().notNull(),
    /** Signed centavos: + raises stock (receber), − lowers it (pagar). */
    valor: money().notNull(),
    motivo: text(),
    origem: text().notNull(),
    idExterno: text().notNull(),
  },
  (t) => [
    tenantFk('estoque_ajuste_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
    uniqueIndex('estoque_ajuste_origem_uq').on(t.clienteId, t.origem, t.idExterno),
    index('estoque_ajuste_data_idx').on(t.clienteId, t.empresaId, t.data),
    check('estoque_ajuste_tipo_ck', sql`${t.tipo} in ('receber', 'pagar')`),
  ],
);

/** Price catalogue (upload type 4): cost and sale price per product, from a date on. */
export const catalogoPreco = tenantTable(
  'catalogo_preco',
  {
    marcaId: uuid(),
    produtoCodigo: text().notNull(),
    produtoNome: text().notNull(),
    unidade: text(),
    custo: money().notNull(),
    precoVenda: money(),
    vigenteDesde: date().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('catalogo_preco_marca_fk', t.clienteId, t.marcaId, marca).onDelete('cascade'),
    unique('catalogo_preco_produto_uq')
      .on(t.clienteId, t.marcaId, t.produtoCodigo, t.vigenteDesde)
      .nullsNotDistinct(),
  ],
);

/** CMV setup of the cliente (spec 001 §2.2): where the CMV and its adjustments land. */
export const configuracaoCmv = tenantTable(
  'configuracao_cmv',
  {
    contaCmvId: uuid().notNull(),
    contaAjusteReceberId: uuid(),
    contaAjustePagarId: uuid(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('configuracao_cmv_cmv_fk', t.clienteId, t.contaCmvId, planoContasFranqueador),
    tenantFk('configuracao_cmv_receber_fk', t.clienteId, t.contaAjusteReceberId, planoContasFranqueador),
    tenantFk('configuracao_cmv_pagar_fk', t.clienteId, t.contaAjustePagarId, planoContasFranqueador),
    uniqueIndex('configuracao_cmv_cliente_uq').on(t.clienteId),
  ],
);
