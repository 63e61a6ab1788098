import { inflateRawSync } from 'node:zlib';

/**
 * Why a file is not taken as an xlsx package: not a zip at all, one that expands beyond the limit, or a worksheet
 * that names cells beyond the sheet a template can be (`linhas`).
 */
export type ProblemaZip = 'invalido' | 'grande' | 'linhas';

/** How far a worksheet may name rows and columns (the spreadsheet reader builds every row up to the last named). */
export interface LimitesDaPlanilha {
  linhas: number;
  colunas: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * Checks that the bytes are a zip (an xlsx is one) whose entries, actually inflated, total at most `maxBytes`:
 * a small upload cannot expand into gigabytes in the spreadsheet reader (a "zip bomb" lies about its sizes, so
 * each entry is inflated here with a hard output limit instead of trusting the directory). Only stored and
 * deflated entries, no zip64 (a spreadsheet of a grupo's stores is small). Answers null when the file is fine.
 */
export function verificarZip(
  bytes: Buffer,
  maxBytes: number,
  limites?: LimitesDaPlanilha,
): ProblemaZip | null {
  try {
    return verificar(bytes, maxBytes, limites);
  } catch (error) {
    // zlib's output limit passed; anything else (not deflate, a read out of bounds) is a broken file
    return (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' ? 'grande' : 'invalido';
  }
}

function verificar(bytes: Buffer, maxBytes: number, limites?: LimitesDaPlanilha): ProblemaZip | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL) return 'invalido';
  let fim = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD) {
      fim = i;
      break;
    }
  }
  if (fim < 0) return 'invalido';
  const entradas = bytes.readUInt16LE(fim + 10);
  let pos = bytes.readUInt32LE(fim + 16);
  if (entradas === 0 || entradas === 0xffff || pos === 0xffffffff) return 'invalido';
  let restante = maxBytes;
  for (let n = 0; n < entradas; n++) {
    if (pos + 46 > bytes.length || bytes.readUInt32LE(pos) !== CENTRAL) return 'invalido';
    const metodo = bytes.readUInt16LE(pos + 10);
    const nome = bytes.readUInt16LE(pos + 28);
    const nomeDaEntrada = bytes.toString('utf8', pos + 46, pos + 46 + nome);
    const extra = bytes.subarray(pos + 46 + nome, pos + 46 + nome + bytes.readUInt16LE(pos + 30));
    const { comprimido, local } = tamanhosDaEntrada(bytes, pos, extra);
    pos += 46 + nome + extra.length + bytes.readUInt16LE(pos + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) return 'invalido';
    const inicio = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (inicio + comprimido > bytes.length) return 'invalido';
    const dados = bytes.subarray(inicio, inicio + comprimido);
    let conteudo: Buffer;
    if (metodo === 0) conteudo = dados;
    else if (metodo === 8) conteudo = inflateRawSync(dados, { maxOutputLength: restante + 1 });
    else return 'invalido';
    restante -= conteudo.length;
    if (restante < 0) return 'grande';
    if (limites && /^xl\/worksheets\/[^/]+\.xml$/i.test(nomeDaEntrada) && foraDosLimites(conteudo, limites))
      return 'linhas';
  }
  return null;
}

const ZIP64 = 0xffffffff;

/**
 * The compressed size and local header offset of a central directory entry; some writers put them in the zip64
 * extra field (id 1) even in a small file, with 0xffffffff in the fixed fields.
 */
function tamanhosDaEntrada(bytes: Buffer, pos: number, extra: Buffer): { comprimido: number; local: number } {
  let comprimido = bytes.readUInt32LE(pos + 20);
  let local = bytes.readUInt32LE(pos + 42);
  const descomprimido = bytes.readUInt32LE(pos + 24);
  for (let i = 0; i + 4 <= extra.length;) {
    const id = extra.readUInt16LE(i);
    const tamanho = extra.readUInt16LE(i + 2);
    if (id === 1) {
      let j = i + 4;
      const ler = () => {
        const v = extra.readBigUInt64LE(j);
        j += 8;
        return v > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(v);
      };
      if (descomprimido === ZIP64) ler();
      if (comprimido === ZIP64) comprimido = ler();
      if (local === ZIP64) local = ler();
      break;
    }
    i += 4 + tamanho;
  }
  return { comprimido, local };
}

/** Column letters (A, Z, AA, XFD) as a number (1-based). */
function numeroDaColuna(letras: string): number {
  let n = 0;
  for (const c of letras) n = n * 26 + (c.charCodeAt(0) - 64);
  return n;
}

/**
 * Whether a worksheet's XML names a row or column beyond the limits — in a row (`<row r="100000000">`), a cell
 * (`r="B12"`), a merged range (`ref="A1:XFD1048576"`), the dimension or any other reference: the reader would
 * build every row and merged cell up to them (billions of objects from a file of a few hundred bytes).
 */
function foraDosLimites(xml: Buffer, limites: LimitesDaPlanilha): boolean {
  const texto = xml.toString('utf8');
  const referencia = /\b(?:r|ref|sqref)="([^"]*)"/g;
  for (let m = referencia.exec(texto); m; m = referencia.exec(texto)) {
    for (const parte of m[1]!.split(/[\s:]+/)) {
      const celula = /^\$?([A-Z]{0,3})\$?(\d*)$/i.exec(parte);
      if (!celula) continue;
      const [, letras = '', linha = ''] = celula;
      if (linha !== '' && Number(linha) > limites.linhas) return true;
      if (letras !== '' && numeroDaColuna(letras.toUpperCase()) > limites.colunas) return true;
    }
  }
  return false;
}
