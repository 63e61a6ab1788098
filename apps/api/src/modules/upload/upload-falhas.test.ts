import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { falharArquivoInterrompido } from './falhar-arquivo-interrompido.ts';
import { processarArquivo } from './processar-arquivo.ts';
import {
  CABECALHO_LANCAMENTOS,
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
  linhaLancamento,
  type AmbienteUpload,
  type RedeUpload,
} from './upload.fixtures.ts';

let amb: AmbienteUpload;
let rede: RedeUpload;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  amb = await criarAmbienteUpload();
  rede = await criarRedeUpload(amb.t.tdb.ownerDb);
  admin = await amb.login(rede.usuarios.admin.email);
});
afterAll(() => amb.t.close());

const get = (url: string) => amb.t.app.inject({ method: 'GET', url, headers: admin.headers });

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

describe('falhas que não são do arquivo', () => {
  it('uma falha do armazenamento volta a Aguardando para nova tentativa; na última, Finalizado com erro', async () => {
    const res = await amb.enviar(admin, 0, 'falha.csv', umaLinha('FALHA'));
    const arquivoId = res.json().arquivo._id as string;
    const quebrado = {
      ...amb.storage,
      read: () =>
        new Readable({
          read() {
            this.destroy(new Error('disco indisponível'));
          },
        }) as unknown as ReturnType<typeof amb.storage.read>,
    };
    const job = (retryCount: number) => ({
      id: 'j',
      data: { v: 1, arquivoId, clienteId: rede.clienteId },
      retryCount,
      retryLimit: 3,
    });
    await expect(processarArquivo({ db: amb.t.tdb.db, storage: quebrado }, job(0))).rejects.toThrow(
      'disco indisponível',
    );
    const status = async () =>
      (await get(`/api/v1/Arquivo/status?ids=${arquivoId}`)).json().arquivos[0] as Record<string, unknown>;
    expect(await status()).toMatchObject({ statusProcessamento: { valor: 0 } });
    await processarArquivo({ db: amb.t.tdb.db, storage: quebrado }, job(3));
    expect(await status()).toMatchObject({
      statusProcessamento: { valor: 2 },
      resultado: 'erro',
      totalNotas: 1,
    });
    expect((await amb.notas(arquivoId))[0]).toMatch(
      /^Não foi possível processar o arquivo.*disco indisponível/,
    );
    await amb.t.tdb.ownerDb.execute(
      sql`update pgboss.job set state = 'completed' where data->>'arquivoId' = ${arquivoId}`,
    );
  });

  it('um job perdido de vez (worker morto na última tentativa) termina o arquivo em erro', async () => {
    const res = await amb.enviar(admin, 0, 'perdido.csv', umaLinha('PERDIDO'));
    const arquivoId = res.json().arquivo._id as string;
    await falharArquivoInterrompido({ db: amb.t.tdb.db }, { v: 1, arquivoId, clienteId: rede.clienteId });
    expect(await amb.notas(arquivoId)).toEqual([
      'O processamento do arquivo foi interrompido. Envie-o de novo.',
    ]);
    const [row] = (
      await amb.t.tdb.ownerDb.execute<{ status: number; resultado: string }>(
        sql`select status, resultado from arquivo where id = ${arquivoId}`,
      )
    ).rows;
    expect(row).toEqual({ status: 2, resultado: 'erro' });
    await amb.t.tdb.ownerDb.execute(
      sql`update pgboss.job set state = 'completed' where data->>'arquivoId' = ${arquivoId}`,
    );
  });
});
