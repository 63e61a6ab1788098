import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_STATUS_POLLING } from '@matriz/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/fixtures.ts';
import { waitFor } from '../../../test/wait-for.ts';
import {
  CABECALHO_LANCAMENTOS,
  criarRedeUpload,
  csv,
  linhaLancamento,
  multipart,
} from './upload.fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { filesDir: mkdtempSync(join(tmpdir(), 'matriz-upload-app-')) }, false, {
    workers: true,
  });
});
afterAll(() => t.close());

it('pela API inteira: o upload entra na fila, o worker do próprio app processa e o status chega a Finalizado', async () => {
  const rede = await criarRedeUpload(t.tdb.ownerDb);
  const admin = await signIn(t.app, rede.usuarios.admin.email);
  const body = multipart(
    { tipoArquivo: '0' },
    {
      nome: 'app.csv',
      conteudo: csv([
        [...CABECALHO_LANCAMENTOS],
        linhaLancamento({
          'Código da loja': 'A01',
          'Conta (código)': '1.01',
          Competência: '01/03/2026',
          Vencimento: '01/03/2026',
          Valor: '99,90',
          'Identificador externo': 'APP-1',
        }),
      ]),
    },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Arquivo/upload',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().arquivo._id as string;
  let etag = '';
  let visto: unknown;
  // the screen's polling: the status, with the last ETag, until the row is no longer pending
  const fim = await waitFor(
    async () => {
      const s = await t.app.inject({
        method: 'GET',
        url: `/api/v1/Arquivo/status?ids=${id}`,
        headers: { ...admin.headers, ...(etag ? { 'if-none-match': etag } : {}) },
      });
      if (s.statusCode === 304) return null;
      etag = s.headers.etag as string;
      visto = s.json().arquivos[0];
      return (visto as { statusProcessamento: { valor: number } }).statusProcessamento.valor === 2
        ? visto
        : null;
    },
    { timeoutMs: 60_000, intervalMs: UPLOAD_STATUS_POLLING.inicialMs, message: () => JSON.stringify(visto) },
  );
  expect(fim).toMatchObject({ resultado: 'sucesso', porcentagem: 100, totalNotas: 0 });
}, 90_000);
