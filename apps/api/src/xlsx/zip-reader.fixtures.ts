import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads a zip as a reader that trusts only the central directory does (Excel, Explorer, LibreOffice): each
 * entry's bytes, inflated and checked against its CRC. For the tests of zip-writer.ts and of the zip reports.
 */
export function lerZip(zip: Buffer): Map<string, Buffer> {
  const fim = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (fim < 0) throw new Error('zip sem diretório central');
  const entradas = zip.readUInt16LE(fim + 10);
  let p = zip.readUInt32LE(fim + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < entradas; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('registro central inválido');
    const metodo = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const comprimido = zip.readUInt32LE(p + 20);
    const original = zip.readUInt32LE(p + 24);
    const tamNome = zip.readUInt16LE(p + 28);
    const extra = zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const nome = zip.subarray(p + 46, p + 46 + tamNome).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`cabeçalho local inválido: ${nome}`);
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const dados = zip.subarray(inicio, inicio + comprimido);
    const conteudo = metodo === 8 ? inflateRawSync(dados) : Buffer.from(dados);
    if (conteudo.length !== original) throw new Error(`tamanho errado: ${nome}`);
    if (crc32(conteudo) >>> 0 !== crc) throw new Error(`CRC errado: ${nome}`);
    out.set(nome, conteudo);
    p += 46 + tamNome + extra;
  }
  return out;
}
