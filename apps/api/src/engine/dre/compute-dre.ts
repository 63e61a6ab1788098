import { cellError, isCellError, ratioCells, subtractCells, type Cell } from '../cells.ts';
import { createMatrix, type Matrix, type MatrixRowInput } from '../matrix.ts';
import { planejarColunas, type CalculoDaColuna, type ColunaPlanejada } from './colunas.ts';
import { adicionarMedia, indexar, indexarOrcado, verDados } from './indice.ts';
import type { LayoutDre } from './layout.ts';
import { calcularLinhas, linhasEmArvore, type NoDeLinha, type ResultadoDaLinha } from './linhas.ts';
import type {
  ColunaDre,
  ContaDaLinha,
  FatoDre,
  LinhaModeloDre,
  ReferenciaLinhaDre,
  ValorExtraDre,
  ValorOrcadoDre,
} from './types.ts';

/**
 * The DRE matrix (issue 10 §1): rows are the model's lines in tree order, with one row per franchisor account
 * under each account line (so every cell drills down); columns are the layout's (colunas.ts). The screen JSON
 * and every xlsx export render this same matrix. Row ids: 'l:<linhaId>' and 'l:<linhaId>:c:<contaId>'.
 * Money rows read in the columns' formats; a line whose values are plain numbers (a formula giving a ratio, as
 * Ticket médio = FATPDV ÷ CUPONS) has row format 'decimal'. A row format overrides every column, so such a row
 * leaves its AV % and AH % cells empty (a percentage could not be shown as one there).
 */

export interface EntradaDre {
  linhas: readonly LinhaModeloDre[];
  fatos: readonly FatoDre[];
  extras: readonly ValorExtraDre[];
  /** The budget of filter A's months (read only with layout.compararComOrcado). */
  orcados?: readonly ValorOrcadoDre[];
  layout: LayoutDre;
}

export interface ResultadoDre {
  matriz: Matrix;
  /** What each matrix column means, in the matrix's column order. */
  colunas: ColunaDre[];
  /** What each row drills into, by row id. */
  referencias: Record<string, ReferenciaLinhaDre>;
}

/** (B − A) ÷ |A|: empty when either has no data or A is zero; an error in either propagates. */
export function variacaoCells(a: Cell, b: Cell): Cell {
  if (isCellError(a)) return a;
  if (isCellError(b)) return b;
  if (a === null || b === null || a === 0 || a === 0n) return null;
  if (typeof a === 'bigint' && typeof b === 'bigint') return Number(b - a) / Number(a < 0n ? -a : a);
  return (Number(b) - Number(a)) / Math.abs(Number(a));
}

/** A column as the rows compute it: its key and the positions (in a line's results) of the values it reads. */
interface ColunaDoCalculo {
  key: string;
  tipo: CalculoDaColuna['tipo'];
  /** the store view's store without data: its cells are empty */
  semDados: boolean;
  /** its own value ('valor', 'orcado'); -1 when it reads none */
  proprio: number;
  /** the value columns it is made of: analise-vertical (a), diferenca / variacao (a, b); -1 when none */
  a: number;
  b: number;
}

interface Contexto {
  colunas: readonly ColunaDoCalculo[];
  /** The vertical analysis' divisor in each value column. */
  base: (indice: number) => Cell;
}

/** The columns with the positions of the values they read resolved once, not per row and cell. */
function colunasDoCalculo(
  colunas: readonly ColunaPlanejada[],
  indiceDoValor: ReadonlyMap<string, number>,
): ColunaDoCalculo[] {
  const posicao = (key: string) => indiceDoValor.get(key) ?? -1;
  return colunas.map(({ coluna, dre, calculo }) => {
    const a =
      calculo.tipo === 'analise-vertical' ? posicao(calculo.valor) : 'a' in calculo ? posicao(calculo.a) : -1;
    return {
      key: coluna.key,
      tipo: calculo.tipo,
      semDados: dre.semDados,
      proprio: posicao(coluna.key),
      a,
      b: 'b' in calculo ? posicao(calculo.b) : -1,
    };
  });
}

function celulasDaLinha(ctx: Contexto, valores: readonly Cell[], numero: boolean): Record<string, Cell> {
  const valor = (i: number): Cell => (i < 0 ? null : (valores[i] ?? null));
  const celulas: Record<string, Cell> = {};
  for (const c of ctx.colunas) {
    let cell: Cell;
    switch (c.tipo) {
      case 'valor':
      case 'orcado':
        cell = c.semDados ? null : valor(c.proprio);
        break;
      case 'diferenca-orcado': {
        const [orcado, real] = [valor(c.a), valor(c.b)];
        cell = orcado === null || real === null ? null : subtractCells(real, orcado);
        break;
      }
      case 'diferenca':
        cell = subtractCells(valor(c.b), valor(c.a));
        break;
      case 'variacao':
        cell = numero ? null : variacaoCells(valor(c.a), valor(c.b));
        break;
      case 'analise-vertical':
        cell = numero ? null : ratioCells(valor(c.a), ctx.base(c.a));
        break;
    }
    if (cell !== null) celulas[c.key] = cell;
  }
  return celulas;
}

function divisorDaAnaliseVertical(
  linhas: readonly LinhaModeloDre[],
  resultados: Map<string, ResultadoDaLinha>,
) {
  const linhaBase = linhas.find((l) => l.isBase);
  const base = linhaBase ? resultados.get(linhaBase.id) : undefined;
  if (!base)
    return () => cellError('referencia-invalida', 'Referência inválida: o modelo não tem linha base');
  if (base.tipo === 'numero')
    return () => cellError('valor-invalido', 'Valor inválido: a linha base não é dinheiro');
  return (indice: number): Cell => base.celulas[indice] ?? null;
}

const rotuloDaConta = (conta: ContaDaLinha) =>
  conta.codigo ? `${conta.codigo} - ${conta.nome}` : conta.nome;

function montarLinhas(
  nos: readonly NoDeLinha[],
  ctx: Contexto,
  resultados: Map<string, ResultadoDaLinha>,
  referencias: Record<string, ReferenciaLinhaDre>,
): MatrixRowInput[] {
  return nos.map(({ linha, filhos }) => {
    const resultado = resultados.get(linha.id)!;
    const numero = resultado.tipo === 'numero';
    const id = `l:${linha.id}`;
    const referencia = { linhaId: linha.id, tipo: linha.tipo, tipoDeValorDePdv: linha.tipoDeValorDePdv };
    referencias[id] = { ...referencia, contaFranqueadorId: null };
    const contas = resultado.contas.map(({ conta, celulas }): MatrixRowInput => {
      const idDaConta = `${id}:c:${conta.id}`;
      referencias[idDaConta] = { ...referencia, contaFranqueadorId: conta.id };
      return {
        id: idDaConta,
        label: rotuloDaConta(conta),
        kind: 'detalhe',
        cells: celulasDaLinha(ctx, celulas, false),
      };
    });
    return {
      id,
      label: linha.nome,
      code: linha.codigo,
      kind: linha.tipo === 'total' || linha.tipo === 'formula' ? 'total' : 'linha',
      format: numero ? 'decimal' : null,
      cells: celulasDaLinha(ctx, resultado.celulas, numero),
      children: [...contas, ...montarLinhas(filhos, ctx, resultados, referencias)],
    };
  });
}

/**
 * The lines' budget (issue 11 §3), one cell per budget column: account, manual, CMV and PDV lines read the budget
 * typed for them (by line id, times the line's sinal like their actual), totals and formulas are computed from them
 * like the actual values — so a total's budget is the sum of its children's, a formula's the formula over their
 * budgets. Absent: no budget, never zero.
 */
function calcularOrcado(
  linhas: readonly LinhaModeloDre[],
  orcadas: readonly ColunaPlanejada[],
  porColuna: Map<string, Map<string, bigint>>,
): Map<string, ResultadoDaLinha> {
  const daLinha = (linhaId: string): Cell[] =>
    orcadas.map((c) => porColuna.get(c.coluna.key)?.get(linhaId) ?? null);
  const vazio = (): Cell[] => orcadas.map(() => null);
  return calcularLinhas(linhas, {
    colunas: orcadas.length,
    conta: vazio,
    extra: vazio,
    daLinha,
  });
}

/** Each line's actual cells followed by its budget cells (the account rows under it have no budget). */
function juntarComOrcado(
  reais: Map<string, ResultadoDaLinha>,
  orcados: Map<string, ResultadoDaLinha>,
  colunas: number,
): Map<string, ResultadoDaLinha> {
  const vazio = (): Cell[] => Array.from({ length: colunas }, () => null);
  const juntos = new Map<string, ResultadoDaLinha>();
  for (const [id, real] of reais)
    juntos.set(id, {
      ...real,
      celulas: [...real.celulas, ...(orcados.get(id)?.celulas ?? vazio())],
      contas: real.contas.map((c) => ({ ...c, celulas: [...c.celulas, ...vazio()] })),
    });
  return juntos;
}

/** Computes the DRE matrix of a query from its facts (pure: the read path has already read them). */
export function computeDre(input: EntradaDre): ResultadoDre {
  const { linhas, fatos, extras, layout } = input;
  const plano = planejarColunas(layout, verDados(fatos, extras, layout));
  const valores = plano.colunas.filter((c) => c.calculo.tipo === 'valor');
  const indice = indexar(
    fatos,
    extras,
    plano,
    valores.map((c) => c.coluna.key),
  );
  const media = valores.findIndex((c) => c.dre.tipo === 'media');
  if (media >= 0) {
    const lojas = valores.flatMap((c, i) => (c.dre.tipo === 'valor' && !c.dre.semDados ? [i] : []));
    adicionarMedia(indice, lojas, media);
  }
  // the index's sums arrays are read as they are (never written by the lines: they compute new arrays)
  const vazio: Cell[] = new Array<Cell>(valores.length).fill(null);
  const reais = calcularLinhas(linhas, {
    colunas: valores.length,
    conta: (contaId) => indice.contas.get(contaId) ?? vazio,
    extra: (chave) => indice.extras.get(chave) ?? vazio,
  });
  const orcadas = plano.colunas.filter((c) => c.calculo.tipo === 'orcado');
  const resultados =
    orcadas.length === 0
      ? reais
      : juntarComOrcado(
          reais,
          calcularOrcado(linhas, orcadas, indexarOrcado(input.orcados ?? [], plano)),
          orcadas.length,
        );
  const ctx: Contexto = {
    colunas: colunasDoCalculo(
      plano.colunas,
      new Map([...valores, ...orcadas].map((c, i) => [c.coluna.key, i])),
    ),
    base: divisorDaAnaliseVertical(linhas, resultados),
  };
  const referencias: Record<string, ReferenciaLinhaDre> = {};
  const rows = montarLinhas(linhasEmArvore(linhas), ctx, resultados, referencias);
  const matriz = createMatrix({ labelHeader: 'Nome', columns: plano.colunas.map((c) => c.coluna), rows });
  return { matriz, colunas: plano.colunas.map((c) => c.dre), referencias };
}
