import { Transform, type TransformCallback } from 'node:stream';
import { notasMessages } from '../notas.ts';
import { ArquivoInvalido } from './tipos.ts';

/**
 * Text encodings of a CSV. Brazilian systems still write Latin-1 (Windows-1252, a superset of ISO-8859-1 for
 * printable text); Excel's "CSV UTF-8" starts with a byte-order mark; "Unicode text" is UTF-16 with one.
 */
export type Codificacao = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** The encoding a byte-order mark declares, or null (then the content decides, see Decodificador). */
export function codificacaoDoBom(inicio: Buffer): Codificacao | null {
  if (inicio[0] === 0xef && inicio[1] === 0xbb && inicio[2] === 0xbf) return 'utf-8';
  if (inicio[0] === 0xff && inicio[1] === 0xfe) return 'utf-16le';
  if (inicio[0] === 0xfe && inicio[1] === 0xff) return 'utf-16be';
  return null;
}

/** How many bytes at the end of `b` start a UTF-8 sequence that the next chunk completes (0 to 3). */
function caudaIncompleta(b: Buffer): number {
  for (let volta = 1; volta <= Math.min(3, b.length); volta++) {
    const byte = b[b.length - volta]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const precisa = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return precisa > volta ? volta : 0;
  }
  return 0;
}

/**
 * Whether the first non-ASCII character of the bytes is a well-formed UTF-8 sequence: the first accented letter of
 * a file tells its encoding (a Latin-1 'ç' is one byte that UTF-8 cannot start a sequence with and end there).
 */
function primeiroNaoAsciiEhUtf8(b: Buffer): boolean {
  const p = b.findIndex((x) => x >= 0x80);
  if (p < 0) return false;
  const lead = b[p]!;
  const n =
    lead >= 0xc2 && lead <= 0xdf
      ? 1
      : lead >= 0xe0 && lead <= 0xef
        ? 2
        : lead >= 0xf0 && lead <= 0xf4
          ? 3
          : -1;
  if (n < 0 || p + n >= b.length) return false;
  for (let i = 1; i <= n; i++) if (((b[p + i] ?? 0) & 0xc0) !== 0x80) return false;
  return true;
}

const temNaoAscii = (s: string) => /[^\x00-\x7f]/.test(s); // eslint-disable-line no-control-regex

/**
 * Bytes to text, streaming, in bounded memory. With a byte-order mark, its encoding (the mark is dropped).
 * Without one, UTF-8 is tried first; at the first bytes that are not UTF-8 the file is taken as Windows-1252 —
 * losslessly, because everything decoded until then was plain ASCII, the same in both. Invalid UTF-8 after real
 * UTF-8 text is a file of mixed encodings, refused (the first accented character decides). A UTF-8 sequence split between two chunks is carried over.
 */
export class Decodificador extends Transform {
  private decoder: InstanceType<typeof TextDecoder> | null = null;
  private modo: 'inicio' | 'utf-8' | 'windows-1252' | 'bom' = 'inicio';
  private cauda: Buffer = Buffer.alloc(0);
  private viuUtf8 = false;
  codificacao: Codificacao | null = null;

  constructor() {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    try {
      const texto = this.decodificar(chunk, false);
      if (texto) this.push(texto);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      const texto = this.decodificar(Buffer.alloc(0), true);
      if (texto) this.push(texto);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private decodificar(chunk: Buffer, fim: boolean): string {
    let bytes = this.cauda.length ? Buffer.concat([this.cauda, chunk]) : chunk;
    this.cauda = Buffer.alloc(0);
    if (this.modo === 'inicio') {
      if (bytes.length < 3 && !fim) {
        this.cauda = bytes;
        return '';
      }
      const bom = codificacaoDoBom(bytes);
      if (bom) {
        this.modo = 'bom';
        this.codificacao = bom;
        this.decoder = new TextDecoder(bom, { fatal: bom === 'utf-8' });
      } else this.modo = 'utf-8';
    }
    if (this.modo === 'bom') return this.decoder!.decode(bytes, { stream: !fim });
    if (this.modo === 'windows-1252') return this.decoder!.decode(bytes, { stream: !fim });
    const corte = fim ? 0 : caudaIncompleta(bytes);
    if (corte > 0) {
      this.cauda = Buffer.from(bytes.subarray(bytes.length - corte));
      bytes = bytes.subarray(0, bytes.length - corte);
    }
    try {
      const texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      if (!this.viuUtf8 && temNaoAscii(texto)) {
        this.viuUtf8 = true;
        this.codificacao = 'utf-8';
      }
      return texto;
    } catch {
      // UTF-8 text already (in an earlier chunk, or before the bad bytes in this one): two encodings in one file
      if (this.viuUtf8 || primeiroNaoAsciiEhUtf8(bytes))
        throw new ArquivoInvalido(notasMessages.codificacaoMista);
      this.modo = 'windows-1252';
      this.codificacao = 'windows-1252';
      this.decoder = new TextDecoder('windows-1252');
      const resto = this.cauda;
      this.cauda = Buffer.alloc(0);
      return this.decoder.decode(Buffer.concat([bytes, resto]), { stream: !fim });
    }
  }
}
