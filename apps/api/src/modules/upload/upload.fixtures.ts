import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Claim } from '@matriz/contracts';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { withTenant, type Database } from '../../db/index.ts';
import { createLocalStorage, type FileStorage } from '../../plugins/storage.ts';
import { processarArquivo } from './processar-arquivo.ts';
import { UPLOAD_QUEUE } from './upload-queue.ts';

/**
 * A hand-made network for the upload tests (owner connection: fixtures are not the code under test):
 * - marcas `estoque` (stock control) and `sem` (none); grupos g1 and g2;
 * - stores: a1 (g1, estoque, code A01, CNPJ 11.222.333/0001-81), a2 (g1, estoque, A02), b1 (g2, sem, B01);
 * - franchisee accounts of g1: 1.01 Vendas, 2.01 Aluguel (and 9.99 twice: an ambiguous code); of g2: 1.01;
 * - cost centres: a1 '001' Salão and '002' Cozinha; a2 '001';
 * - a bank account of g1: id externo 'BB-1', number 12345-6, name 'Banco do Brasil';
 * - users: admin (sysAdmin), `limitado` (Arquivo all actions + usuarios, store a1 only), `semImportar`
 *   (Arquivo/Obter only), `centro` (Arquivo, cost centre a1/001 only).
 */
export interface RedeUpload {
  clienteId: string;
  marcas: { estoque: string; sem: string };
  grupos: { g1: string; g2: string };
  lojas: { a1: string; a2: string; b1: string };
  contas: { vendas: string; aluguel: string; vendasG2: string };
  centros: { salao: string; cozinha: string; a2: string };
  banco: string;
  usuarios: Record<
    'admin' | 'limitado' | 'semImportar' | 'centro',
    { id: string; email: string; regraId: string }
  >;
}

export const CNPJ_A1 = '11222333000181';
const id = () => uuidv7();

export async function criarRedeUpload(
  ownerDb: Database,
  opts: { plano?: 'Premium' | 'Starter'; estoque?: boolean } = {},
): Promise<RedeUpload> {
  const cl = id();
  const tag = cl.slice(-8);
  const r = {
    clienteId: cl,
    marcas: { estoque: id(), sem: id() },
    grupos: { g1: id(), g2: id() },
    lojas: { a1: id(), a2: id(), b1: id() },
    contas: { vendas: id(), aluguel: id(), vendasG2: id() },
    centros: { salao: id(), cozinha: id(), a2: id() },
    banco: id(),
  };
  await withTenant(ownerDb, cl, async (tx) => {
    await tx.execute(sql`insert into cliente (id, nome, codigo, plano)
      values (${cl}, ${`Rede Upload ${tag}`}, ${`U${tag}`}, ${opts.plano ?? 'Premium'})`);
    await tx.execute(sql`insert into marca (cliente_id, id, nome, codigo, controle_de_estoque)
      values (${cl}, ${r.marcas.estoque}, 'Café Estoque', 'CAFE', ${opts.estoque ?? true}),
             (${cl}, ${r.marcas.sem}, 'Marca Sem', 'SEM', false)`);
    await tx.execute(sql`insert into grupo (cliente_id, id, nome)
      values (${cl}, ${r.grupos.g1}, 'Grupo 1'), (${cl}, ${r.grupos.g2}, 'Grupo 2')`);
    const lojas = [
      [r.lojas.a1, r.grupos.g1, r.marcas.estoque, CNPJ_A1, 'A01', 'Loja A1'],
      [r.lojas.a2, r.grupos.g1, r.marcas.estoque, '000000000002' + '00', 'A02', 'Loja A2'],
      [r.lojas.b1, r.grupos.g2, r.marcas.sem, '000000000003' + '00', 'B01', 'Loja B1'],
    ] as const;
    for (const [loja, grupo, marca, cnpj, codigo, nome] of lojas)
      await tx.execute(sql`insert into empresa (cliente_id, id, grupo_id, marca_id, cnpj, codigo_loja, razao_social, apelido)
        values (${cl}, ${loja}, ${grupo}, ${marca}, ${cnpj}, ${codigo}, ${`${nome} Ltda`}, ${`${nome} ${tag}`})`);
    const contas = [
      [r.contas.vendas, r.grupos.g1, '1.01', 'Vendas'],
      [r.contas.aluguel, r.grupos.g1, '2.01', 'Aluguel'],
      [id(), r.grupos.g1, '9.99', 'Repetida A'],
      [id(), r.grupos.g1, '9.99', 'Repetida B'],
      [r.contas.vendasG2, r.grupos.g2, '1.01', 'Vendas'],
    ] as const;
    for (const [conta, grupo, codigo, nome] of contas)
      await tx.execute(sql`insert into plano_contas_franqueado (cliente_id, id, grupo_id, codigo, nome)
        values (${cl}, ${conta}, ${grupo}, ${codigo}, ${nome})`);
    const centros = [
      [r.centros.salao, r.lojas.a1, '001', 'Salão'],
      [r.centros.cozinha, r.lojas.a1, '002', 'Cozinha'],
      [r.centros.a2, r.lojas.a2, '001', 'Salão A2'],
    ] as const;
    for (const [centro, loja, codigo, nome] of centros)
      await tx.execute(sql`insert into centro_de_custo (cliente_id, id, empresa_id, codigo, nome)
        values (${cl}, ${centro}, ${loja}, ${codigo}, ${nome})`);
    await tx.execute(sql`insert into conta_bancaria (cliente_id, id, grupo_id, nome, numero, digito, id_externo)
      values (${cl}, ${r.banco}, ${r.grupos.g1}, 'Banco do Brasil', '12345', '6', 'BB-1')`);
  });
  const email = (nome: string) => `${nome}-${tag}@upload.dev`.toLowerCase();
  const arquivo: Claim = { nome: 'Arquivo', acoes: ['Obter', 'Importar', 'Exportar'] };
  const usuarios = {
    admin: await createUser(ownerDb, cl, { email: email('admin'), nome: 'Admin Upload' }),
    limitado: await createUser(ownerDb, cl, {
      email: email('limitado'),
      nome: 'Limitado',
      acessos: [arquivo, { nome: 'usuarios', acoes: ['Obter', 'Salvar'] }],
    }),
    semImportar: await createUser(ownerDb, cl, {
      email: email('semimportar'),
      acessos: [{ nome: 'Arquivo', acoes: ['Obter'] }],
    }),
    centro: await createUser(ownerDb, cl, { email: email('centro'), acessos: [arquivo] }),
  };
  await withTenant(ownerDb, cl, async (tx) => {
    await tx.execute(sql`insert into regra_acesso_empresa (cliente_id, regra_acesso_id, empresa_id)
      values (${cl}, ${usuarios.limitado.regraId}, ${r.lojas.a1})`);
    await tx.execute(sql`insert into regra_acesso_centro_de_custo (cliente_id, regra_acesso_id, centro_de_custo_id)
      values (${cl}, ${usuarios.centro.regraId}, ${r.centros.salao})`);
  });
  return { ...r, usuarios };
}

/** A multipart/form-data body with the fields and one file. */
export function multipart(
  campos: Record<string, string>,
  arquivo?: { nome: string; conteudo: Buffer | string; campo?: string },
) {
  const boundary = `----matriz${uuidv7().replace(/-/g, '')}`;
  const partes: Buffer[] = [];
  for (const [nome, valor] of Object.entries(campos))
    partes.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`),
    );
  if (arquivo) {
    partes.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${arquivo.campo ?? 'file'}"; filename="${arquivo.nome}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(arquivo.conteudo) ? arquivo.conteudo : Buffer.from(arquivo.conteudo),
      Buffer.from('\r\n'),
    );
  }
  partes.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface AmbienteUpload {
  t: TestApp;
  storage: FileStorage;
  filesDir: string;
  login(email: string): Promise<{ headers: Record<string, string> }>;
  /** POST upload; answers the HTTP response */
  enviar(
    quem: { headers: Record<string, string> },
    tipo: number | string,
    nome: string,
    conteudo: Buffer | string,
  ): Promise<LightMyRequestResponse>;
  /** Runs the queued upload jobs as the worker would (each once) and marks them done in the queue. */
  processarFila(opts?: { lote?: number }): Promise<number>;
  /** Uploads, processes the queue and answers the file's row as the list shows it. */
  enviarEProcessar(
    quem: { headers: Record<string, string> },
    tipo: number,
    nome: string,
    conteudo: Buffer | string,
  ): Promise<Record<string, unknown> & { _id: string }>;
  /** Every note of a file, in order. */
  notas(arquivoId: string): Promise<string[]>;
}

export async function criarAmbienteUpload(env: Record<string, string> = {}): Promise<AmbienteUpload> {
  const filesDir = mkdtempSync(join(tmpdir(), 'matriz-upload-'));
  const t = await createTestApp({ WORKERS: 'off', ...env }, { filesDir });
  const storage = createLocalStorage(filesDir);
  // one session per user (a second login answers 'Acesso em andamento'): each user signs in once
  const sessoes = new Map<string, Promise<{ headers: Record<string, string> }>>();
  const amb: AmbienteUpload = {
    t,
    storage,
    filesDir,
    login(email) {
      if (!sessoes.has(email)) sessoes.set(email, signIn(t.app, email));
      return sessoes.get(email)!;
    },
    enviar(quem, tipo, nome, conteudo) {
      const body = multipart({ tipoArquivo: String(tipo) }, { nome, conteudo });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/Arquivo/upload',
        headers: { ...quem.headers, ...body.headers },
        payload: body.payload,
      });
    },
    async processarFila(opts = {}) {
      const { rows } = await t.tdb.ownerDb.execute<{ id: string; data: unknown }>(
        sql`select id, data from pgboss.job where name = ${UPLOAD_QUEUE} and state = 'created' order by created_on`,
      );
      for (const job of rows) {
        await processarArquivo(
          { db: t.tdb.db, storage, lote: opts.lote ?? 500 },
          { id: job.id, data: job.data, retryCount: 0, retryLimit: 3 },
        );
        await t.tdb.ownerDb.execute(sql`update pgboss.job set state = 'completed' where id = ${job.id}`);
      }
      return rows.length;
    },
    async enviarEProcessar(quem, tipo, nome, conteudo) {
      const res = await amb.enviar(quem, tipo, nome, conteudo);
      if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode}: ${res.body}`);
      const arquivoId = res.json().arquivo._id as string;
      await amb.processarFila();
      const lista = await t.app.inject({
        method: 'GET',
        url: '/api/v1/Arquivo/listar?pageSize=100',
        headers: quem.headers,
      });
      const row = lista.json().arquivos.find((a: { _id: string }) => a._id === arquivoId);
      if (!row) throw new Error(`arquivo ${arquivoId} fora da lista: ${lista.body}`);
      return row;
    },
    async notas(arquivoId) {
      const { rows } = await t.tdb.ownerDb.execute<{ texto: string }>(
        sql`select texto from arquivo_nota where arquivo_id = ${arquivoId} order by ordem`,
      );
      return rows.map((r) => r.texto);
    },
  };
  return amb;
}

/** A CSV of the rows (arrays of cells) joined by `sep`, cells quoted when needed, CRLF line ends. */
export function csv(linhas: readonly (readonly (string | number)[])[], sep = ';'): string {
  const celula = (c: string | number) => {
    const t = String(c);
    return t.includes(sep) || t.includes('"') || /[\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
  };
  return linhas.map((l) => l.map(celula).join(sep)).join('\r\n') + '\r\n';
}

/** The ledger layout's header (type 0), in the template's order. */
export const CABECALHO_LANCAMENTOS = [
  'CNPJ da loja',
  'Código da loja',
  'Conta (código)',
  'Centro de custo (código)',
  'Competência',
  'Vencimento',
  'Pagamento',
  'Valor',
  'Status',
  'Origem',
  'Identificador externo',
  'Fornecedor',
  'Histórico',
  'Observação',
  'Documento',
  'Meio de pagamento',
  'Conta bancária',
  'Parcela aprovada',
  'Previsão',
  'Transferência',
  'Boleto a receber',
  'Caixa aberto',
] as const;

/** One ledger row by the header's titles (missing: blank). */
export function linhaLancamento(
  v: Partial<Record<(typeof CABECALHO_LANCAMENTOS)[number], string>>,
): string[] {
  return CABECALHO_LANCAMENTOS.map((c) => v[c] ?? '');
}
