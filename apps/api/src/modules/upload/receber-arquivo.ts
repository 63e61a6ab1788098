import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensaoAceita, uploadMessages } from '@matriz/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import type { FileStorage, PendingFile } from '../../plugins/storage.ts';

/** A file received and written to storage, not yet under its key (commit or abort it). */
export interface ArquivoRecebido {
  nome: string;
  formato: 'csv' | 'xlsx';
  /** SHA-256 of the bytes, hex */
  hash: string;
  tamanho: number;
  pendente: PendingFile;
  /** the multipart form's other fields (tipoArquivo), as sent */
  campos: Record<string, string>;
}

const AMOSTRA = 8_192;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Hashes and counts the bytes as they pass, keeping the first AMOSTRA of them for the content check. */
class Medidor extends Transform {
  readonly hash = createHash('sha256');
  tamanho = 0;
  private partes: Buffer[] = [];
  private guardados = 0;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: (e?: Error | null, d?: Buffer) => void) {
    this.hash.update(chunk);
    this.tamanho += chunk.length;
    if (this.guardados < AMOSTRA) {
      this.partes.push(chunk.subarray(0, AMOSTRA - this.guardados));
      this.guardados += Math.min(chunk.length, AMOSTRA - this.guardados);
    }
    done(null, chunk);
  }

  get amostra(): Buffer {
    return Buffer.concat(this.partes);
  }
}

/**
 * What the content says the file is, checked against its extension: an xlsx is a zip package (a legacy .xls, a
 * CSV renamed or any other file is refused); a CSV is text — no NUL byte in its first 8 kB unless it starts with
 * a UTF-16 byte-order mark — and not a zip. The zip's inside is checked by the job (verificar-xlsx.ts).
 */
function conferirConteudo(formato: 'csv' | 'xlsx', amostra: Buffer): void {
  if (amostra.length === 0) throw badRequest(uploadMessages.arquivoVazio, 'file');
  const zip = amostra.subarray(0, 4).equals(ZIP);
  if (formato === 'xlsx' && !zip) throw badRequest(uploadMessages.conteudoNaoXlsx, 'file');
  if (formato === 'csv') {
    const utf16 =
      (amostra[0] === 0xff && amostra[1] === 0xfe) || (amostra[0] === 0xfe && amostra[1] === 0xff);
    if (zip || (!utf16 && amostra.includes(0))) throw badRequest(uploadMessages.conteudoNaoCsv, 'file');
  }
}

/** The name as shown in the list: the base name, no control characters, at most 200 characters. */
function nomeDoArquivo(bruto: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const nome = (bruto.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!nome) throw badRequest(uploadMessages.nomeInvalido, 'file');
  return nome.length > 200 ? `${nome.slice(0, 120)}…${nome.slice(-60)}` : nome;
}

/**
 * Reads the multipart upload (spec 002 §7: `file` and `tipoArquivo`): the file goes straight to storage under a
 * temporary name (never held in memory, whatever its size), hashed and counted on the way, and its fields are
 * collected in any order. Refused (nothing kept): no file, an extension other than .csv/.xlsx, a file past
 * `maxBytes` (413 naming the limit), an empty file, or content that is not what the extension says.
 */
export async function receberArquivo(
  request: FastifyRequest,
  storage: FileStorage,
  opts: { chave: (formato: 'csv' | 'xlsx') => string; maxBytes: number; maxMb: number },
): Promise<ArquivoRecebido> {
  if (!request.isMultipart()) throw badRequest(uploadMessages.arquivoAusente, 'file');
  const campos: Record<string, string> = {};
  let recebido: ArquivoRecebido | undefined;
  const grande = () =>
    new AppError(413, uploadMessages.arquivoGrande(opts.maxMb), {
      errors: [{ campo: 'file', mensagem: uploadMessages.arquivoGrande(opts.maxMb) }],
    });
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') campos[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || recebido) {
        part.file.resume();
        continue;
      }
      const nome = nomeDoArquivo(part.filename);
      if (!extensaoAceita(nome)) {
        part.file.resume();
        throw badRequest(uploadMessages.extensaoInvalida, 'file');
      }
      const formato = nome.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
      const pendente = await storage.begin(opts.chave(formato));
      const medidor = new Medidor();
      try {
        await pipeline(part.file, medidor, pendente.stream);
        if (part.file.truncated) throw grande();
        conferirConteudo(formato, medidor.amostra);
      } catch (error) {
        await pendente.abort();
        throw error;
      }
      recebido = {
        nome,
        formato,
        hash: medidor.hash.digest('hex'),
        tamanho: medidor.tamanho,
        pendente,
        campos,
      };
    }
  } catch (error) {
    await recebido?.pendente.abort();
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) throw grande();
    throw error;
  }
  if (!recebido) throw badRequest(uploadMessages.arquivoAusente, 'file');
  return recebido;
}
