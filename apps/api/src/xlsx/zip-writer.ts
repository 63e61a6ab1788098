import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * A streaming zip writer (PKWARE APPNOTE 6.3): entries are written one after the other, each deflated as it
 * streams (the sizes and CRC follow it in a data descriptor), then the central directory. Memory stays bounded
 * whatever the entries' sizes: nothing is buffered but a directory record per entry. No ZIP64: an archive or entry
 * beyond 4 GiB fails instead of writing a file no reader opens. Names are UTF-8 (flag bit 11).
 */
export interface ZipWriter {
  /** Writes one entry from a readable stream (the next entry starts once it ends). */
  addEntry(name: string, content: Readable): Promise<void>;
  /** Writes the central directory and ends the output stream. */
  finish(): Promise<void>;
}

const LIMITE = 0xffff_ffff;
/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;

interface Registro {
  nome: Buffer;
  crc: number;
  comprimido: number;
  original: number;
  offset: number;
  data: number;
  hora: number;
}

/** MS-DOS date and time (local fields of the clock given; zip has no time zone). */
function dosDateTime(d: Date): { data: number; hora: number } {
  const ano = Math.max(1980, d.getFullYear());
  return {
    data: ((ano - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
    hora: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
  };
}

function escrever(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

export function createZipWriter(out: Writable, opts: { data?: Date } = {}): ZipWriter {
  const registros: Registro[] = [];
  const { data, hora } = dosDateTime(opts.data ?? new Date());
  let offset = 0;
  const usados = new Set<string>();

  const emitir = async (chunk: Buffer) => {
    offset += chunk.length;
    if (offset > LIMITE) throw new Error('zip: o arquivo passou de 4 GiB');
    await escrever(out, chunk);
  };

  return {
    async addEntry(name, content) {
      if (usados.has(name)) throw new Error(`zip: entrada repetida: '${name}'`);
      usados.add(name);
      const nome = Buffer.from(name, 'utf8');
      const registro: Registro = { nome, crc: 0, comprimido: 0, original: 0, offset, data, hora };
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(VERSION, 4);
      local.writeUInt16LE(FLAGS, 6);
      local.writeUInt16LE(DEFLATE, 8);
      local.writeUInt16LE(hora, 10);
      local.writeUInt16LE(data, 12);
      // CRC and sizes (offsets 14–25) stay 0: they follow the data in its descriptor
      local.writeUInt16LE(nome.length, 26);
      await emitir(Buffer.concat([local, nome]));
      const medir = new Transform({
        transform(chunk: Buffer, _enc, done) {
          registro.crc = crc32(chunk, registro.crc);
          registro.original += chunk.length;
          done(null, chunk);
        },
      });
      const contar = new Transform({
        transform(chunk: Buffer, _enc, done) {
          registro.comprimido += chunk.length;
          offset += chunk.length;
          done(offset > LIMITE ? new Error('zip: o arquivo passou de 4 GiB') : null, chunk);
        },
      });
      await pipeline(content, medir, createDeflateRaw({ level: 6 }), contar, out, { end: false });
      if (registro.original > LIMITE) throw new Error('zip: uma entrada passou de 4 GiB');
      const descritor = Buffer.alloc(16);
      descritor.writeUInt32LE(0x08074b50, 0);
      descritor.writeUInt32LE(registro.crc >>> 0, 4);
      descritor.writeUInt32LE(registro.comprimido, 8);
      descritor.writeUInt32LE(registro.original, 12);
      await emitir(descritor);
      registros.push(registro);
    },

    async finish() {
      const inicio = offset;
      for (const r of registros) {
        const central = Buffer.alloc(46);
        central.writeUInt32LE(0x02014b50, 0);
        central.writeUInt16LE(VERSION, 4);
        central.writeUInt16LE(VERSION, 6);
        central.writeUInt16LE(FLAGS, 8);
        central.writeUInt16LE(DEFLATE, 10);
        central.writeUInt16LE(r.hora, 12);
        central.writeUInt16LE(r.data, 14);
        central.writeUInt32LE(r.crc >>> 0, 16);
        central.writeUInt32LE(r.comprimido, 20);
        central.writeUInt32LE(r.original, 24);
        central.writeUInt16LE(r.nome.length, 28);
        central.writeUInt32LE(r.offset, 42);
        await emitir(Buffer.concat([central, r.nome]));
      }
      if (registros.length > 0xffff) throw new Error('zip: entradas demais');
      const fim = Buffer.alloc(22);
      fim.writeUInt32LE(0x06054b50, 0);
      fim.writeUInt16LE(registros.length, 8);
      fim.writeUInt16LE(registros.length, 10);
      fim.writeUInt32LE(offset - inicio, 12);
      fim.writeUInt32LE(inicio, 16);
      offset += fim.length;
      await new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        out.end(fim, () => resolve());
      });
    },
  };
}
