import { boolean, date, index, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { empresa, grupo } from './rede.ts';
import { tenantFk, tenantLinkTable, tenantTable } from './tenant-table.ts';

/** A bank account of a grupo, linked to one or more of its stores (spec 001 §2.3, §3). */
export const contaBancaria = tenantTable(
  'conta_bancaria',
  {
    grupoId: uuid().notNull(),
    nome: text().notNull(),
    banco: text(),
    agencia: text(),
    numero: text(),
    digito: text(),
    /** Kind of account as the finance system names it (corrente, poupança, caixa, …). */
    tipo: text(),
    idExterno: text(),
    ativo: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('conta_bancaria_grupo_fk', t.clienteId, t.grupoId, grupo),
    uniqueIndex('conta_bancaria_id_externo_uq').on(t.clienteId, t.grupoId, t.idExterno),
  ],
);

export const contaBancariaEmpresa = tenantLinkTable(
  'conta_bancaria_empresa',
  { contaBancariaId: uuid().notNull(), empresaId: uuid().notNull() },
  (t) => ({
    key: [t.contaBancariaId, t.empresaId],
    constraints: [
      tenantFk('conta_bancaria_empresa_conta_fk', t.clienteId, t.contaBancariaId, contaBancaria).onDelete(
        'cascade',
      ),
      tenantFk('conta_bancaria_empresa_empresa_fk', t.clienteId, t.empresaId, empresa).onDelete('cascade'),
      index('conta_bancaria_empresa_empresa_idx').on(t.clienteId, t.empresaId),
    ],
  }),
);

/** Bank statement lines. `valor` signed (entrada +, saída −); `saldo` as the bank reports it. */
export const extratoBancario = tenantTable(
  'extrato_bancario',
  {
    contaBancariaId: uuid().notNull(),
    data: date().notNull(),
    valor: money().notNull(),
    saldo: money(),
    conciliado: boolean().notNull().default(false),
    descricao: text(),
    numeroDocumento: text(),
    idExterno: text().notNull(),
  },
  (t) => [
    tenantFk('extrato_bancario_conta_fk', t.clienteId, t.contaBancariaId, contaBancaria).onDelete('cascade'),
    uniqueIndex('extrato_bancario_id_externo_uq').on(t.clienteId, t.contaBancariaId, t.idExterno),
    index('extrato_bancario_data_idx').on(t.clienteId, t.contaBancariaId, t.data),
  ],
);

/** Balance of an account at the end of a day (opening balances of the DFC, DESIGN.md §5). */
export const saldoBancario = tenantTable(
  'saldo_bancario',
  {
    contaBancariaId: uuid().notNull(),
    data: date().notNull(),
    saldo: money().notNull(),
    observacao: text(),
  },
  (t) => [
    tenantFk('saldo_bancario_conta_fk', t.clienteId, t.contaBancariaId, contaBancaria).onDelete('cascade'),
    uniqueIndex('saldo_bancario_data_uq').on(t.clienteId, t.contaBancariaId, t.data),
  ],
);
