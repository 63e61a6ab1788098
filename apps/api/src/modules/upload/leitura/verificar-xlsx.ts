import { createInflateRaw } from 'node:zlib';
import { notasMessages } from '../notas.ts';
import { ArquivoInvalido, lerFaixa, type FonteArquivo } from './tipos.ts';

/**
 * Limits of an xlsx package, checked before the spreadsheet reader opens it (which streams its entries and keeps
 * the shared strings in memory): the total expanded size (a "zip bomb" of a few kB expands to gigabytes), the
 * shared strings' size, how many entries, and the longest run of XML without a '<' (one cell's text or one tag: a
 * single huge cell would be held whole by the XML parser). A million-row ledger expands to about 1 GB of XML.
 */
export const LIMITES_XLSX = {
  descompactadoMb: 2_048,
  sharedStringsMb: 256,
  entradas: 10_000,
  diretorioMb: 16,
  trechoSemTag: 1_048_576,
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRITOR = 0x08074b50;
const MB = 1_048_576;

interface Entrada {
  nome: string;
  metodo: number;
  flags: number;
  comprimido: number;
  local: number;
}

const invalido = () => new ArquivoInvalido(notasMessages.xlsxInvalido);

/** The central directory's entries (no zip64: a package of this size has no need of it). */
async function diretorio(fonte: FonteArquivo): Promise<{ entradas: Entrada[]; inicio: number }> {
  const cauda = Math.min(fonte.tamanho, 22 + 0xffff);
  const fim = await lerFaixa(fonte, fonte.tamanho - cauda, cauda);
  let pos = -1;
  for (let i = fim.length - 22; i >= 0; i--) {
    if (fim.readUInt32LE(i) === EOCD) {
      pos = i;
      break;
    }
  }
  if (pos < 0) throw invalido();
  const total = fim.readUInt16LE(pos + 10);
  const tamanho = fim.readUInt32LE(pos + 12);
  const inicio = fim.readUInt32LE(pos + 16);
  if (total === 0 || total === 0xffff || inicio === 0xffffffff) throw invalido();
  if (total > LIMITES_XLSX.entradas || tamanho > LIMITES_XLSX.diretorioMb * MB) throw invalido();
  if (inicio + tamanho > fonte.tamanho) throw invalido();
  const cd = await lerFaixa(fonte, inicio, tamanho);
  const entradas: Entrada[] = [];
  for (let p = 0, n = 0; n < total; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) throw invalido();
    const nome = cd.readUInt16LE(p + 28);
    const extra = cd.readUInt16LE(p + 30);
    const comentario = cd.readUInt16LE(p + 32);
    const comprimido = cd.readUInt32LE(p + 20);
    const local = cd.readUInt32LE(p + 42);
    if (comprimido === 0xffffffff || local === 0xffffffff) throw invalido();
    entradas.push({
      nome: cd.toString('utf8', p + 46, p + 46 + nome),
      metodo: cd.readUInt16LE(p + 10),
      flags: cd.readUInt16LE(p + 8),
      comprimido,
      local,
    });
    p += 46 + nome + extra + comentario;
  }
  return { entradas, inicio };
}

/**
 * The local entries lie one after another from the first byte to the directory, each where the directory says:
 * the streaming reader walks the local headers in file order, so nothing it could read escapes these checks (no
 * entry hidden between or before the directory's).
 */
async function conferirContiguas(fonte: FonteArquivo, entradas: Entrada[], inicioDiretorio: number) {
  const ordenadas = [...entradas].sort((a, b) => a.local - b.local);
  let esperado = 0;
  const dados = new Map<Entrada, number>();
  for (const e of ordenadas) {
    if (e.local !== esperado) throw invalido();
    const h = await lerFaixa(fonte, e.local, 30);
    if (h.length < 30 || h.readUInt32LE(0) !== LOCAL) throw invalido();
    const inicio = e.local + 30 + h.readUInt16LE(26) + h.readUInt16LE(28);
    dados.set(e, inicio);
    esperado = inicio + e.comprimido;
    if (e.flags & 0x08) {
      const d = await lerFaixa(fonte, esperado, 16);
      esperado += d.length >= 4 && d.readUInt32LE(0) === DESCRITOR ? 16 : 12;
    }
  }
  if (esperado !== inicioDiretorio) throw invalido();
  return dados;
}

/** Inflates one entry without keeping it, counting its bytes and its longest run without '<'. */
function medirEntrada(
  fonte: FonteArquivo,
  e: Entrada,
  inicio: number,
  restante: number,
): Promise<{ bytes: number; trecho: number }> {
  // pictures and other binary parts have no tags; only the XML parts go to the XML parser
  const xml = /\.(xml|rels)$/i.test(e.nome);
  return new Promise((resolve, reject) => {
    if (e.comprimido === 0) return resolve({ bytes: 0, trecho: 0 });
    const origem = fonte.abrir({ start: inicio, end: inicio + e.comprimido - 1 });
    const saida = e.metodo === 8 ? origem.pipe(createInflateRaw()) : origem;
    if (e.metodo !== 0 && e.metodo !== 8) return reject(invalido());
    let bytes = 0;
    let trecho = 0;
    let corrente = 0;
    const parar = (erro: Error) => {
      origem.destroy();
      saida.destroy();
      reject(erro);
    };
    saida.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > restante)
        return parar(new ArquivoInvalido(notasMessages.xlsxExpandido(LIMITES_XLSX.descompactadoMb)));
      let pos = 0;
      for (let i = chunk.indexOf(0x3c); i >= 0; i = chunk.indexOf(0x3c, i + 1)) {
        trecho = Math.max(trecho, corrente + i - pos);
        corrente = 0;
        pos = i + 1;
      }
      corrente += chunk.length - pos;
      trecho = Math.max(trecho, corrente);
      if (xml && trecho > LIMITES_XLSX.trechoSemTag) parar(new ArquivoInvalido(notasMessages.celulaGrande));
    });
    saida.on('error', () => parar(invalido()));
    origem.on('error', (erro) => parar(erro));
    saida.on('end', () => resolve({ bytes, trecho }));
  });
}

/**
 * Checks an xlsx package before it is read (see LIMITES_XLSX): a valid zip whose entries are contiguous, stored or
 * deflated, expanding within the limits. Throws ArquivoInvalido with the note; answers the expanded size.
 */
export async function verificarXlsx(fonte: FonteArquivo): Promise<number> {
  if (fonte.tamanho < 22) throw invalido();
  const { entradas, inicio } = await diretorio(fonte);
  const dados = await conferirContiguas(fonte, entradas, inicio);
  let restante = LIMITES_XLSX.descompactadoMb * MB;
  for (const e of entradas) {
    const { bytes } = await medirEntrada(fonte, e, dados.get(e)!, restante);
    if (/^xl\/sharedStrings\.xml$/i.test(e.nome) && bytes > LIMITES_XLSX.sharedStringsMb * MB)
      throw new ArquivoInvalido(notasMessages.xlsxExpandido(LIMITES_XLSX.descompactadoMb));
    restante -= bytes;
  }
  return LIMITES_XLSX.descompactadoMb * MB - restante;
}
