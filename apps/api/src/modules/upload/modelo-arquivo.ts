import {
  layoutsArquivo,
  TIPO_ARQUIVO,
  tipoArquivoLabels,
  UPLOAD_MAX_LINHAS,
  UPLOAD_USUARIOS_MAX_LINHAS,
  type ColunaArquivo,
  type TipoArquivo,
} from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { withTenant, type Database } from '../../db/index.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { listRuleNames } from '../usuarios/queries.ts';
import { lerData, lerDecimal } from './leitura/celulas.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Rows of 'Dados' that carry the drop-down lists (the upload reads any number of rows). */
const LINHAS_COM_LISTA = 1_000;
const REGRAS = 'Regras de acesso';

const formatos: Record<ColunaArquivo['formato'], { numFmt: string; descricao: string }> = {
  texto: { numFmt: '@', descricao: 'texto' },
  cnpj: { numFmt: '@', descricao: 'CNPJ (14 caracteres; pontuação opcional)' },
  data: { numFmt: 'dd/mm/yyyy', descricao: 'data dd/mm/aaaa' },
  valor: { numFmt: '#,##0.00', descricao: 'valor em R$, até 2 casas decimais' },
  quantidade: { numFmt: '#,##0.000', descricao: 'número, até 3 casas decimais' },
  simNao: { numFmt: '@', descricao: 'Sim ou Não' },
  email: { numFmt: '@', descricao: 'e-mail' },
  status: { numFmt: '@', descricao: 'Aberto ou Liquidado' },
};

/** The example value typed as the cell would hold it (dates as dates, values as numbers). */
function valorDeExemplo(c: ColunaArquivo): string | number | Date {
  if (c.exemplo === '') return '';
  if (c.formato === 'data') {
    const d = lerData(c.exemplo, c.titulo);
    if (d && 'valor' in d) return new Date(`${d.valor}T00:00:00Z`);
  }
  if (c.formato === 'valor' || c.formato === 'quantidade') {
    const casas = c.formato === 'valor' ? 2 : 3;
    const n = lerDecimal(c.exemplo, c.titulo, casas, ',');
    if (n && 'valor' in n) return Number(n.valor) / 10 ** casas;
  }
  return c.exemplo;
}

function planilhaDeDados(ws: ExcelJS.Worksheet, colunas: readonly ColunaArquivo[], exemplo: boolean) {
  ws.columns = colunas.map((c) => ({
    header: c.titulo,
    width: Math.max(14, Math.min(40, c.titulo.length + 4)),
    style: { numFmt: formatos[c.formato].numFmt },
  }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).eachCell((cell, i) => {
    if (colunas[i - 1]?.obrigatoria) cell.font = { bold: true, color: { argb: 'FF0F4C81' } };
  });
  if (exemplo) ws.addRow(colunas.map(valorDeExemplo));
}

function listas(ws: ExcelJS.Worksheet, colunas: readonly ColunaArquivo[], regras: number) {
  colunas.forEach((c, i) => {
    const lista =
      c.formato === 'simNao'
        ? '"Sim,Não"'
        : c.formato === 'status'
          ? '"Aberto,Liquidado"'
          : c.chave === 'regra' && regras > 0
            ? `'${REGRAS}'!$A$2:$A$${regras + 1}`
            : null;
    if (!lista) return;
    for (let r = 2; r <= LINHAS_COM_LISTA + 1; r++)
      ws.getCell(r, i + 1).dataValidation = { type: 'list', allowBlank: true, formulae: [lista] };
  });
}

function instrucoes(ws: ExcelJS.Worksheet, tipo: TipoArquivo, colunas: readonly ColunaArquivo[]) {
  const max = tipo === TIPO_ARQUIVO.CadastroDeUsuariosEmLote ? UPLOAD_USUARIOS_MAX_LINHAS : UPLOAD_MAX_LINHAS;
  ws.columns = [
    { header: 'Coluna', width: 28 },
    { header: 'Obrigatória', width: 12 },
    { header: 'Formato', width: 36 },
    { header: 'Descrição', width: 90 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const c of colunas)
    ws.addRow([c.titulo, c.obrigatoria ? 'Sim' : 'Não', formatos[c.formato].descricao, c.descricao]);
  ws.addRow([]);
  for (const texto of [
    `Tipo de arquivo: ${tipoArquivoLabels[tipo]}.`,
    "Preencha a planilha 'Dados' (a primeira planilha é a lida; a linha 1 é o cabeçalho, as colunas podem vir em qualquer ordem).",
    `No máximo ${max.toLocaleString('pt-BR')} linhas de dados por arquivo. Fórmulas não são aceitas: grave os valores.`,
    'Também é aceito .csv com este cabeçalho: separado por ; com vírgula nos centavos (1.234,56), ou separado por , com ponto (1234.56); UTF-8 ou Latin-1.',
    'Tudo ou nada: se alguma linha tiver problema, nada é gravado e as notas do arquivo dizem a linha e o problema.',
    'Origem + Identificador externo identificam o registro: reenviar o mesmo identificador atualiza o registro, nunca duplica.',
  ])
    ws.addRow([texto]);
}

/**
 * The template of a file type (issue 13 §1): sheet 'Dados' with the layout's header (required columns in blue;
 * text, date and number formats set; drop-downs for Sim/Não, Aberto/Liquidado and the access rules), sheet
 * 'Instruções' with each column's format and meaning, and sheet 'Exemplo' with one filled row. The layout is the
 * one the upload reads (upload-colunas.ts). The users type lists the cliente's access rules, as the users screen's
 * template does.
 */
export async function exportarModeloArquivo(db: Database, auth: AuthContext, tipo: TipoArquivo) {
  const colunas = layoutsArquivo[tipo].colunas;
  const regras =
    tipo === TIPO_ARQUIVO.CadastroDeUsuariosEmLote
      ? await withTenant(db, auth.clienteId, (tx) => listRuleNames(tx, auth.clienteId))
      : [];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Matriz';
  const dados = wb.addWorksheet('Dados', { views: [{ state: 'frozen', ySplit: 1 }] });
  planilhaDeDados(dados, colunas, false);
  listas(dados, colunas, regras.length);
  instrucoes(wb.addWorksheet('Instruções'), tipo, colunas);
  planilhaDeDados(wb.addWorksheet('Exemplo'), colunas, true);
  if (tipo === TIPO_ARQUIVO.CadastroDeUsuariosEmLote) {
    const ws = wb.addWorksheet(REGRAS);
    ws.columns = [{ header: 'Regra de acesso', width: 40 }];
    ws.getRow(1).font = { bold: true };
    for (const nome of regras) ws.addRow([nome]);
  }
  const nome = `modelo-${tipoArquivoLabels[tipo]
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}.xlsx`;
  return { nome, buffer: Buffer.from(await wb.xlsx.writeBuffer()) };
}
