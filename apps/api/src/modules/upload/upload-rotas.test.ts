import { layoutsArquivo, uploadMessages } from '@matriz/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures.ts';
import { runReportJob } from '../relatorio/run-report-job.ts';
import { expireArquivos } from './expire-arquivos.ts';
import { notasArquivoReport } from './notas-report.ts';
import {
  CABECALHO_LANCAMENTOS,
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
  linhaLancamento,
  multipart,
  type AmbienteUpload,
  type RedeUpload,
} from './upload.fixtures.ts';

let amb: AmbienteUpload;
let rede: RedeUpload;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  amb = await criarAmbienteUpload({ UPLOAD_MAX_MB: '1' });
  rede = await criarRedeUpload(amb.t.tdb.ownerDb);
  admin = await amb.login(rede.usuarios.admin.email);
});
afterAll(() => amb.t.close());

const get = (url: string, quem = admin, headers: Record<string, string> = {}) =>
  amb.t.app.inject({ method: 'GET', url, headers: { ...quem.headers, ...headers } });

const umaLinha = (id: string) =>
  csv([
    [...CABECALHO_LANCAMENTOS],
    linhaLancamento({
      'Código da loja': 'A01',
      'Conta (código)': '1.01',
      Competência: '01/03/2026',
      Vencimento: '01/03/2026',
      Valor: '10',
      'Identificador externo': id,
    }),
  ]);

describe('POST upload: o que é recusado antes de guardar', () => {
  const recusa = async (
    res: Awaited<ReturnType<AmbienteUpload['enviar']>>,
    status: number,
    mensagem: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().title).toBe(mensagem);
  };

  it('extensão, conteúdo que não é o da extensão, arquivo vazio, tipo ausente ou inválido, sem arquivo', async () => {
    await recusa(await amb.enviar(admin, 0, 'dados.txt', 'a;b'), 400, uploadMessages.extensaoInvalida);
    await recusa(
      await amb.enviar(admin, 0, 'planilha.xlsx', 'CNPJ;Valor\n1;2\n'),
      400,
      uploadMessages.conteudoNaoXlsx,
    );
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]);
    await recusa(await amb.enviar(admin, 0, 'dados.csv', zip), 400, uploadMessages.conteudoNaoCsv);
    await recusa(
      await amb.enviar(admin, 0, 'binario.csv', Buffer.from([1, 0, 2, 0])),
      400,
      uploadMessages.conteudoNaoCsv,
    );
    await recusa(await amb.enviar(admin, 0, 'vazio.csv', ''), 400, uploadMessages.arquivoVazio);
    await recusa(
      await amb.enviar(admin, '', 'dados.csv', umaLinha('A')),
      400,
      uploadMessages.tipoObrigatorio,
    );
    await recusa(await amb.enviar(admin, 9, 'dados.csv', umaLinha('A')), 400, uploadMessages.tipoInvalido);
    const semArquivo = multipart({ tipoArquivo: '0' });
    await recusa(
      await amb.t.app.inject({
        method: 'POST',
        url: '/api/v1/Arquivo/upload',
        headers: { ...admin.headers, ...semArquivo.headers },
        payload: semArquivo.payload,
      }),
      400,
      uploadMessages.arquivoAusente,
    );
    const { rows } = await amb.t.tdb.ownerDb.execute(
      sql`select 1 from arquivo where cliente_id = ${rede.clienteId}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('acima do limite (UPLOAD_MAX_MB): 413 nomeando o limite, nada guardado', async () => {
    const grande = `${CABECALHO_LANCAMENTOS.join(';')}\r\n${'x;'.repeat(600_000)}\r\n`;
    await recusa(await amb.enviar(admin, 0, 'grande.csv', grande), 413, uploadMessages.arquivoGrande(1));
  });

  it('o tipo pode vir depois do arquivo no formulário; sem sessão: 401', async () => {
    const body = multipart({}, { nome: 'depois.csv', conteudo: umaLinha('DEPOIS') });
    const payload = Buffer.concat([
      body.payload.subarray(
        0,
        body.payload.length - Buffer.byteLength(`--${body.headers['content-type'].split('=')[1]}--\r\n`),
      ),
      Buffer.from(
        `--${body.headers['content-type'].split('=')[1]}\r\nContent-Disposition: form-data; name="tipoArquivo"\r\n\r\n0\r\n--${body.headers['content-type'].split('=')[1]}--\r\n`,
      ),
    ]);
    const res = await amb.t.app.inject({
      method: 'POST',
      url: '/api/v1/Arquivo/upload',
      headers: { ...admin.headers, ...body.headers },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'depois.csv enviado com sucesso',
      arquivo: {
        nome: 'depois.csv',
        statusProcessamento: { valor: 0, descricao: 'Aguardando' },
        porcentagem: 0,
      },
    });
    const anonimo = await amb.t.app.inject({
      method: 'POST',
      url: '/api/v1/Arquivo/upload',
      ...multipart({ tipoArquivo: '0' }),
    });
    expect(anonimo.statusCode).toBe(401);
    await amb.processarFila();
  });
});

describe('lista, status ao vivo, download, notas, modelo', () => {
  it('status: Aguardando → Finalizado, com ETag (304 quando nada mudou)', async () => {
    const res = await amb.enviar(admin, 0, 'status.csv', umaLinha('STATUS'));
    const id = res.json().arquivo._id as string;
    const antes = await get(`/api/v1/Arquivo/status?ids=${id}`);
    expect(antes.json().arquivos[0]).toMatchObject({
      _id: id,
      statusProcessamento: { valor: 0 },
      porcentagem: 0,
    });
    const etag = antes.headers.etag as string;
    expect((await get(`/api/v1/Arquivo/status?ids=${id}`, admin, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    await amb.processarFila();
    const depois = await get(`/api/v1/Arquivo/status?ids=${id}`, admin, { 'if-none-match': etag });
    expect(depois.statusCode).toBe(200);
    expect(depois.json().arquivos[0]).toMatchObject({
      statusProcessamento: { valor: 2, descricao: 'Finalizado' },
      resultado: 'sucesso',
      porcentagem: 100,
    });
    expect((await get('/api/v1/Arquivo/status?ids=abc')).statusCode).toBe(400);
  });

  it('lista paginada, filtros; quem é limitado vê só os próprios arquivos', async () => {
    const limitado = await amb.login(rede.usuarios.limitado.email);
    await amb.enviarEProcessar(limitado, 0, 'do-limitado.csv', umaLinha('LIM'));
    const todos = (await get('/api/v1/Arquivo/listar?pageSize=5')).json();
    expect(todos.total).toBeGreaterThanOrEqual(3);
    expect(todos.arquivos[0]).toMatchObject({ nome: 'do-limitado.csv', nomeUsuario: 'Limitado' });
    const proprios = (await get('/api/v1/Arquivo/listar', limitado)).json();
    expect(proprios.arquivos.map((a: { nome: string }) => a.nome)).toEqual(['do-limitado.csv']);
    const filtrado = (await get('/api/v1/Arquivo/listar?tipoArquivo=6')).json();
    expect(filtrado).toMatchObject({ arquivos: [], total: 0 });
    expect((await get('/api/v1/Arquivo/listar?pageSize=7')).statusCode).toBe(400);
  });

  it('download: premium, de quem enviou ou de um sysAdmin, por 30 dias', async () => {
    const limitado = await amb.login(rede.usuarios.limitado.email);
    const lista = (await get('/api/v1/Arquivo/listar?pageSize=100')).json().arquivos;
    const doLimitado = lista.find((a: { nome: string }) => a.nome === 'do-limitado.csv');
    const doAdmin = lista.find((a: { nome: string }) => a.nome === 'status.csv');
    expect(doAdmin.download).toMatchObject({ disponivel: true, expirado: false, motivo: null });
    const baixado = await get(`/api/v1/Arquivo/download/${doLimitado._id}`, limitado);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.body).toBe(umaLinha('LIM'));
    expect(baixado.headers['content-disposition']).toContain('do-limitado.csv');
    expect((await get(`/api/v1/Arquivo/download/${doLimitado._id}`)).statusCode).toBe(200);
    // the limited user does not see the admin's file at all
    expect((await get(`/api/v1/Arquivo/download/${doAdmin._id}`, limitado)).statusCode).toBe(404);
    // a user of unrestricted scope who did not upload it and is not sysAdmin: 403
    await createUser(amb.t.tdb.ownerDb, rede.clienteId, {
      email: `leitor-${rede.clienteId.slice(-8)}@upload.dev`,
      acessos: [{ nome: 'Arquivo', acoes: ['Obter'] }],
    });
    const leitor = await amb.login(`leitor-${rede.clienteId.slice(-8)}@upload.dev`);
    const alheio = await get(`/api/v1/Arquivo/download/${doAdmin._id}`, leitor);
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().title).toBe(uploadMessages.downloadSomenteDono);
    await amb.t.tdb.ownerDb.execute(
      sql`update arquivo set created_at = now() - interval '31 days' where id = ${doAdmin._id}`,
    );
    const expirado = await get(`/api/v1/Arquivo/download/${doAdmin._id}`);
    expect(expirado.statusCode).toBe(410);
    expect(expirado.json().title).toBe(uploadMessages.downloadExpirado);
    const linha = (await get('/api/v1/Arquivo/listar?pageSize=100'))
      .json()
      .arquivos.find((a: { _id: string }) => a._id === doAdmin._id);
    expect(linha.download).toMatchObject({ disponivel: false, expirado: true, motivo: 'expirado' });
    expect(await expireArquivos({ db: amb.t.tdb.db, storage: amb.storage })).toBe(1);
    expect(await amb.storage.size(`uploads/${rede.clienteId}/${doAdmin._id}.csv`)).toBeNull();
  });

  it('download num cliente Starter: 403 (premium)', async () => {
    const starter = await criarRedeUpload(amb.t.tdb.ownerDb, { plano: 'Starter' });
    const quem = await signIn(amb.t.app, starter.usuarios.admin.email);
    const row = await amb.enviarEProcessar(quem, 0, 'starter.csv', umaLinha('ST'));
    expect(row.download).toMatchObject({ disponivel: false, motivo: 'premium' });
    const res = await get(`/api/v1/Arquivo/download/${row._id}`, quem);
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(uploadMessages.downloadPremium);
    const exportar = await amb.t.app.inject({
      method: 'POST',
      url: '/api/v1/Arquivo/exportar-notas',
      headers: quem.headers,
      payload: { id: row._id },
    });
    expect(exportar.statusCode).toBe(403);
  });

  it('exportar notas: vai para a fila de relatórios; o xlsx lista cada nota como texto (nunca fórmula)', async () => {
    const conteudo = csv([
      [...CABECALHO_LANCAMENTOS],
      linhaLancamento({
        'Código da loja': '=HYPERLINK("http://x")',
        'Conta (código)': '1.01',
        Competência: '01/03/2026',
        Vencimento: '01/03/2026',
        Valor: '1',
        'Identificador externo': 'N-1',
      }),
    ]);
    const row = await amb.enviarEProcessar(admin, 0, 'notas.csv', conteudo);
    expect(row.resultado).toBe('erro');
    const res = await amb.t.app.inject({
      method: 'POST',
      url: '/api/v1/Arquivo/exportar-notas',
      headers: admin.headers,
      payload: { id: row._id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const relatorioId = res.json().id as string;
    await runReportJob(
      { db: amb.t.tdb.db, storage: amb.storage, kinds: [notasArquivoReport], expiryDays: 7 },
      { id: 'j', data: { v: 1, relatorioId, clienteId: rede.clienteId }, retryCount: 0, retryLimit: 3 },
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.read(amb.storage.read(`relatorios/${rede.clienteId}/${relatorioId}.xlsx`));
    const ws = wb.getWorksheet('Notas')!;
    const textos: unknown[] = [];
    ws.eachRow((r) => textos.push(r.getCell(2).value));
    expect(textos).toContain('Linha 2: Código da loja =HYPERLINK("http://x") não encontrado nesta rede');
    ws.eachRow((r) => expect(r.getCell(2).formula).toBeUndefined());
    const semNotas = (await get('/api/v1/Arquivo/listar?pageSize=100'))
      .json()
      .arquivos.find((a: { totalNotas: number }) => a.totalNotas === 0);
    const vazio = await amb.t.app.inject({
      method: 'POST',
      url: '/api/v1/Arquivo/exportar-notas',
      headers: admin.headers,
      payload: { id: semNotas._id },
    });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().title).toBe(uploadMessages.semNotas);
  });

  it('modelo de cada tipo: xlsx com o cabeçalho do leiaute, as instruções e uma linha de exemplo', async () => {
    for (const [tipo, layout] of layoutsArquivo.entries()) {
      const res = await get(`/api/v1/Arquivo/modelo/${tipo}`);
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const cabecalho = (wb.getWorksheet('Dados')!.getRow(1).values as unknown[]).slice(1);
      expect(cabecalho).toEqual(layout.colunas.map((c) => c.titulo));
      expect(wb.getWorksheet('Instruções')!.rowCount).toBeGreaterThan(layout.colunas.length);
      expect(wb.getWorksheet('Exemplo')!.rowCount).toBe(2);
    }
    expect((await get('/api/v1/Arquivo/modelo/9')).statusCode).toBe(400);
  });
});
