import type { APIRequestContext, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { tableRows } from './antd.ts';
import type { LinhaDre } from './dre.ts';
import { expect } from './test.ts';

/** Helpers of the upload journey (e2e/upload.spec.ts): demo data looked up through the API, files built in memory. */

export const API = {
  upload: '/api/v1/Arquivo/upload',
  listar: '/api/v1/Arquivo/listar',
  status: '/api/v1/Arquivo/status',
  exportarNotas: '/api/v1/Arquivo/exportar-notas',
  deParaLista: '/api/v1/DePara/listar',
  deParaAprovado: '/api/v1/DePara/listar-por-franqueado-marca-aprovado',
  empresas: '/api/v1/Empresa/listar',
  regras: '/api/v1/RegraDeAcesso/listar',
  usuarios: '/api/v1/Usuario/listar',
} as const;

/** A GET of the API with the session's bearer token; the JSON of a 200. */
export async function getJson<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string | number>,
): Promise<T> {
  const r = await request.get(path, { params, headers: { Authorization: `Bearer ${token}` } });
  expect(r.status(), `${path}: ${await r.text()}`).toBe(200);
  return (await r.json()) as T;
}

/** Every row of a DRE tree, depth first. */
export function* linhasDre(linhas: readonly LinhaDre[]): Generator<LinhaDre> {
  for (const l of linhas) {
    yield l;
    yield* linhasDre(l.children);
  }
}

/** A franchisee account with an approved De-Para, the franchisor account it feeds, and a store that uses it. */
export interface ContaDaRede {
  /** the franchisee account's code, as the ledger layout takes it */
  codigo: string;
  /** the franchisor account's row in the DRE tree: 'código - nome', with ' (marca)' when the network has several */
  rotuloDre: string;
  cnpj: string;
  loja: string;
}

interface Opcao {
  id: string;
  label: string;
}
interface DeParaLista {
  valores: { grupo: { id: string; nome: string }; aprovado: number }[];
}
interface DeParaAprovado {
  valores: { registroPendente: Opcao; valorSegundaColuna: Opcao[] }[];
}
interface Empresas {
  empresas: { cnpj: string; nomeFantasia: string | null; razaoSocial: string; nomeGrupo: string }[];
}

/**
 * Finds, in the demo network, a franchisee account of some grupo and marca whose approved De-Para feeds a
 * franchisor account the DRE shows (`rotulosDre`), and a store of that grupo and marca with its CNPJ.
 */
export async function acharContaDaRede(
  request: APIRequestContext,
  token: string,
  marcas: readonly Opcao[],
  rotulosDre: ReadonlySet<string>,
): Promise<ContaDaRede> {
  for (const marca of marcas) {
    const lista = await getJson<DeParaLista>(request, token, API.deParaLista, {
      page: 1,
      pageSize: 100,
      Visao: 'franqueado',
      marcas: marca.id,
    });
    for (const { grupo } of lista.valores.filter((v) => v.aprovado > 0)) {
      const aprovados = await getJson<DeParaAprovado>(request, token, API.deParaAprovado, {
        page: 1,
        pageSize: 100,
        CustomerId: grupo.id,
        Marcas: marca.id,
        Visao: 'franqueado',
      });
      // the DRE names an account row by its label, with its marca beside it when the network has several
      const rotuloDe = (c: Opcao) => [c.label, `${c.label} (${marca.label})`].find((r) => rotulosDre.has(r));
      const mapeado = aprovados.valores.find((v) => v.valorSegundaColuna.some(rotuloDe));
      if (!mapeado) continue;
      const { empresas } = await getJson<Empresas>(request, token, API.empresas, {
        page: 1,
        pageSize: 25,
        nomeGrupo: grupo.nome,
        marcas: marca.id,
      });
      const loja = empresas.find((e) => e.nomeGrupo === grupo.nome);
      if (!loja) continue;
      const label = mapeado.registroPendente.label;
      return {
        codigo: label.slice(0, label.indexOf(' - ')),
        rotuloDre: mapeado.valorSegundaColuna.map(rotuloDe).find(Boolean)!,
        cnpj: loja.cnpj,
        loja: loja.nomeFantasia ?? loja.razaoSocial,
      };
    }
  }
  throw new Error('no approved De-Para of the demo network feeds a row of the DRE');
}

/** A ledger CSV as Brazilian systems write it: ';' separated, decimal commas, one entry per line after the header. */
export function ledgerCsv(
  linhas: { cnpj: string; conta: string; data: string; valor: string; id: string; historico: string }[],
): Buffer {
  const header = [
    'CNPJ da loja',
    'Conta (código)',
    'Competência',
    'Vencimento',
    'Pagamento',
    'Valor',
    'Status',
    'Identificador externo',
    'Histórico',
  ];
  const corpo = linhas.map((l) =>
    [l.cnpj, l.conta, l.data, l.data, l.data, l.valor, 'Liquidado', l.id, l.historico].join(';'),
  );
  return Buffer.from(`${[header.join(';'), ...corpo].join('\r\n')}\r\n`, 'utf8');
}

/** A 'Cadastro de usuários em lote' workbook: the users template's columns, one user per row. */
export async function usersXlsx(usuarios: { nome: string; email: string; regra: string }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Usuários');
  sheet.addRow(['Nome', 'E-mail', 'Regra de acesso', 'Ativo (Sim/Não)']);
  for (const u of usuarios) sheet.addRow([u.nome, u.email, u.regra, 'Sim']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The Status tab's panel, and the row of an uploaded file in its table. */
export const statusPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Status' });
export const linhaDoArquivo = (panel: Locator, nome: string) =>
  tableRows(panel).filter({ has: panel.page().getByText(nome, { exact: true }) });

/** The file input of the drop area (the top bar has the logo's own). */
export const arquivoInput = (page: Page) => page.locator('input[type=file][accept=".csv,.xlsx"]');
