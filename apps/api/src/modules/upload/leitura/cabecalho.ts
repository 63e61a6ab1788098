import {
  layoutsArquivo,
  normalizarTitulo,
  tipoArquivoLabels,
  TIPOS_ARQUIVO,
  type ColunaArquivo,
  type LayoutArquivo,
  type TipoArquivo,
} from '@matriz/contracts';
import { notasMessages } from '../notas.ts';
import {
  lerCnpj,
  lerData,
  lerDecimal,
  lerEmail,
  lerSimNao,
  lerStatus,
  lerTexto,
  type Leitura,
} from './celulas.ts';
import type { Celula, LinhaLida, SeparadorDecimal } from './tipos.ts';

/** Where each column of the layout is in the file (0-based), for the columns the file has. */
export interface Cabecalho {
  tipo: TipoArquivo;
  layout: LayoutArquivo;
  indice: Map<string, number>;
  /** title by key (the 'one of' messages) */
  titulos: Map<string, string>;
}

/** The header's column positions by normalised title. */
function posicoes(celulas: readonly Celula[]): Map<string, number[]> {
  const m = new Map<string, number[]>();
  celulas.forEach((c, i) => {
    if (typeof c !== 'string' || c.trim() === '') return;
    const t = normalizarTitulo(c);
    m.set(t, [...(m.get(t) ?? []), i]);
  });
  return m;
}

/** The columns a layout needs that the header lacks: required ones, and one of each `umaDas` group. */
function faltando(layout: LayoutArquivo, tem: Map<string, number[]>): string[] {
  const presente = (c: ColunaArquivo) => tem.has(normalizarTitulo(c.titulo));
  const porChave = new Map(layout.colunas.map((c) => [c.chave, c]));
  const faltam = layout.colunas.filter((c) => c.obrigatoria && !presente(c)).map((c) => c.titulo);
  for (const grupo of layout.umaDas) {
    const colunas = grupo.map((k) => porChave.get(k)!);
    if (!colunas.some(presente)) faltam.push(colunas.map((c) => c.titulo).join("' ou '"));
  }
  return faltam;
}

/**
 * The header row against the chosen type's layout (upload-colunas.ts): every required column present (and one of
 * each 'one of' group), none of the layout's titles twice. Otherwise the note: the type whose columns the file has,
 * when another one fits ('tipo não identificado'), or the columns missing.
 */
export function resolverCabecalho(
  celulas: readonly Celula[],
  tipo: TipoArquivo,
): Cabecalho | { nota: string } {
  const layout = layoutsArquivo[tipo];
  const tem = posicoes(celulas);
  const faltam = faltando(layout, tem);
  if (faltam.length > 0) {
    const outro = TIPOS_ARQUIVO.find((t) => t !== tipo && faltando(layoutsArquivo[t], tem).length === 0);
    return {
      nota:
        outro === undefined
          ? notasMessages.colunasFaltando(tipoArquivoLabels[tipo], faltam)
          : notasMessages.colunasDeOutroTipo(tipoArquivoLabels[tipo], tipoArquivoLabels[outro]),
    };
  }
  const indice = new Map<string, number>();
  for (const c of layout.colunas) {
    const achadas = tem.get(normalizarTitulo(c.titulo)) ?? [];
    if (achadas.length > 1) return { nota: notasMessages.colunaRepetida(c.titulo) };
    if (achadas.length === 1) indice.set(c.chave, achadas[0]!);
  }
  return { tipo, layout, indice, titulos: new Map(layout.colunas.map((c) => [c.chave, c.titulo])) };
}

/** A row's values by column key (blank: absent), and its problems. */
export interface CamposLidos {
  valores: Map<string, string | bigint | boolean>;
  erros: string[];
}

function lerColuna(
  c: ColunaArquivo,
  celula: Celula,
  decimal: SeparadorDecimal,
): Leitura<string | bigint | boolean> {
  switch (c.formato) {
    case 'texto':
      return lerTexto(celula, c.titulo, c.max);
    case 'cnpj':
      return lerCnpj(celula, c.titulo);
    case 'data':
      return lerData(celula, c.titulo);
    case 'valor':
      return lerDecimal(celula, c.titulo, 2, decimal);
    case 'quantidade':
      return lerDecimal(celula, c.titulo, 3, decimal);
    case 'simNao':
      return lerSimNao(celula, c.titulo, c.padrao ?? false);
    case 'email':
      return lerEmail(celula, c.titulo);
    case 'status':
      return lerStatus(celula, c.titulo);
  }
}

/** Each column of the row read by its format; required and 'one of' columns checked. */
export function lerCampos(linha: LinhaLida, cab: Cabecalho, decimal: SeparadorDecimal): CamposLidos {
  const valores = new Map<string, string | bigint | boolean>();
  const erros: string[] = [];
  for (const c of cab.layout.colunas) {
    const i = cab.indice.get(c.chave);
    const celula = i === undefined ? null : (linha.celulas[i] ?? null);
    const lido = lerColuna(c, celula, decimal);
    if (lido === null) {
      if (c.obrigatoria) erros.push(`${c.titulo} é obrigatório`);
    } else if ('erro' in lido) erros.push(lido.erro);
    else valores.set(c.chave, lido.valor);
  }
  const titulo = cab.titulos;
  for (const grupo of cab.layout.umaDas) {
    if (!grupo.some((k) => valores.has(k) || erros.some((e) => e.startsWith(titulo.get(k)!))))
      erros.push(`informe ${grupo.map((k) => titulo.get(k)).join(' ou ')}`);
  }
  return { valores, erros };
}
