import { userTemplateColumns } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { listRuleNames } from './queries.ts';

export const USER_TEMPLATE_FILE = 'modelo-importacao-usuarios.xlsx';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const RULES_SHEET = 'Regras de acesso';
/** Rows of the template that carry the drop-down lists (the bulk upload reads any number of rows). */
const VALIDATED_ROWS = 500;

/**
 * 'Exportar modelo': the user-import template. Sheet 'Usuários' has the header the bulk-user upload reads
 * (frozen), with drop-downs for the rule and the active flag; sheet 'Regras de acesso' lists the cliente's rules.
 */
export async function exportUserTemplate(db: Database, auth: AuthContext): Promise<Buffer> {
  const regras = await withTenant(db, auth.clienteId, (tx) => listRuleNames(tx, auth.clienteId));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Matriz';
  const users = workbook.addWorksheet('Usuários', { views: [{ state: 'frozen', ySplit: 1 }] });
  users.columns = userTemplateColumns.map((header, i) => ({ header, width: i === 1 ? 36 : 28 }));
  users.getRow(1).font = { bold: true };
  const rules = workbook.addWorksheet(RULES_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  rules.columns = [{ header: 'Regra de acesso', width: 40 }];
  rules.getRow(1).font = { bold: true };
  for (const nome of regras) rules.addRow([nome]);
  const ruleList = `'${RULES_SHEET}'!$A$2:$A$${Math.max(2, regras.length + 1)}`;
  for (let r = 2; r <= VALIDATED_ROWS + 1; r++) {
    users.getCell(r, 3).dataValidation = { type: 'list', allowBlank: true, formulae: [ruleList] };
    users.getCell(r, 4).dataValidation = { type: 'list', allowBlank: true, formulae: ['"Sim,Não"'] };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
