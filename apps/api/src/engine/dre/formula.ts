import {
  addCells,
  cellError,
  isCellError,
  negateCell,
  subtractCells,
  type Cell,
  type CellError,
} from '../cells.ts';
import { dividirDinheiro, multiplicarDinheiro } from './dinheiro.ts';

/**
 * The formula lines' language (DESIGN.md §5: `RL = RB + DED`, `TICKET = FATPDV / CUPONS`): numbers (123, 1.5),
 * line codes (letters, digits, dots and underscores: RB, CMV.ESTOQUE), + − * /, unary minus and parentheses.
 * Parsed once to a tree by a recursive-descent parser — never `eval` — and evaluated column by column over cells.
 * A formula is typed before it is evaluated: money (bigint centavos) or a plain number. Money ± money is money,
 * money ÷ money a number (a ratio), money × number and money ÷ number money (rounded to the centavo); money
 * ± number, money × money and number ÷ money have no meaning, so the line shows 'Valor inválido'.
 * PDV counts are stored in hundredths like money (the seed's "cupons × 100"), so FATPDV ÷ CUPONS is already the
 * ticket in reais per coupon, with no scale to correct.
 */

export type Operador = '+' | '-' | '*' | '/';

export type Expressao =
  | { tipo: 'numero'; valor: number }
  | { tipo: 'codigo'; codigo: string }
  | { tipo: 'negativo'; expressao: Expressao }
  | { tipo: 'binaria'; operador: Operador; esquerda: Expressao; direita: Expressao };

export type FormulaAnalisada = { ok: true; expressao: Expressao } | { ok: false; mensagem: string };

type Token =
  | { tipo: 'numero'; valor: number; posicao: number }
  | { tipo: 'codigo'; codigo: string; posicao: number }
  | { tipo: 'simbolo'; simbolo: Operador | '(' | ')'; posicao: number };

class ErroDeSintaxe extends Error {}

const INICIO_DE_CODIGO = /[\p{L}_]/u;
const CARACTERE_DE_CODIGO = /[\p{L}\p{N}_.]/u;
const SIMBOLOS: Record<string, Operador | '(' | ')'> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '*',
  '×': '*',
  '/': '/',
  '÷': '/',
  '(': '(',
  ')': ')',
};

function lerTokens(texto: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < texto.length) {
    const c = texto[i]!;
    const posicao = i + 1;
    if (/\s/.test(c)) {
      i += 1;
    } else if (SIMBOLOS[c]) {
      tokens.push({ tipo: 'simbolo', simbolo: SIMBOLOS[c], posicao });
      i += 1;
    } else if (/\d/.test(c)) {
      const numero = /^\d+(?:\.\d+)?/.exec(texto.slice(i))![0];
      i += numero.length;
      if (i < texto.length && CARACTERE_DE_CODIGO.test(texto[i]!))
        throw new ErroDeSintaxe(`número mal formado na posição ${posicao}`);
      tokens.push({ tipo: 'numero', valor: Number(numero), posicao });
    } else if (INICIO_DE_CODIGO.test(c)) {
      let fim = i + 1;
      while (fim < texto.length && CARACTERE_DE_CODIGO.test(texto[fim]!)) fim += 1;
      tokens.push({ tipo: 'codigo', codigo: texto.slice(i, fim), posicao });
      i = fim;
    } else {
      throw new ErroDeSintaxe(`caractere inesperado '${c}' na posição ${posicao}`);
    }
  }
  return tokens;
}

/** expressão := termo (('+'|'-') termo)*; termo := fator (('*'|'/') fator)*; fator := '-' fator | primário. */
function criarParser(tokens: Token[]) {
  let i = 0;
  const atual = () => tokens[i];
  const simbolo = (s: string) => {
    const t = atual();
    return t?.tipo === 'simbolo' && t.simbolo === s;
  };
  const operadorEm = (operadores: readonly Operador[]): Operador | null => {
    const t = atual();
    if (t?.tipo !== 'simbolo') return null;
    return operadores.find((o) => o === t.simbolo) ?? null;
  };
  const binarias = (operadores: readonly Operador[], proximo: () => Expressao) => (): Expressao => {
    let esquerda = proximo();
    for (let operador = operadorEm(operadores); operador; operador = operadorEm(operadores)) {
      i += 1;
      esquerda = { tipo: 'binaria', operador, esquerda, direita: proximo() };
    }
    return esquerda;
  };
  const primario = (): Expressao => {
    const t = atual();
    if (!t) throw new ErroDeSintaxe('a fórmula termina onde se esperava um valor');
    i += 1;
    if (t.tipo === 'numero') return { tipo: 'numero', valor: t.valor };
    if (t.tipo === 'codigo') return { tipo: 'codigo', codigo: t.codigo };
    if (t.simbolo === '(') {
      const dentro = expressao();
      if (!simbolo(')')) throw new ErroDeSintaxe(`falta ')' para o '(' da posição ${t.posicao}`);
      i += 1;
      return dentro;
    }
    throw new ErroDeSintaxe(`'${t.simbolo}' inesperado na posição ${t.posicao}`);
  };
  const fator = (): Expressao => {
    if (simbolo('-') || simbolo('+')) {
      const negativo = simbolo('-');
      i += 1;
      const operando = fator();
      return negativo ? { tipo: 'negativo', expressao: operando } : operando;
    }
    return primario();
  };
  const termo = binarias(['*', '/'], fator);
  const expressao = binarias(['+', '-'], termo);
  return {
    analisar(): Expressao {
      const resultado = expressao();
      const sobra = atual();
      if (sobra) throw new ErroDeSintaxe(`termo inesperado na posição ${sobra.posicao}`);
      return resultado;
    },
  };
}

/** Parses a formula once; a syntax error comes back as a pt-BR message, never thrown. */
export function analisarFormula(texto: string | null): FormulaAnalisada {
  try {
    const tokens = lerTokens(texto ?? '');
    if (tokens.length === 0) return { ok: false, mensagem: 'Fórmula vazia' };
    return { ok: true, expressao: criarParser(tokens).analisar() };
  } catch (erro) {
    if (erro instanceof ErroDeSintaxe) return { ok: false, mensagem: `Fórmula inválida: ${erro.message}` };
    throw erro;
  }
}

/** The line codes the formula names, each once, in order of appearance. */
export function codigosDaFormula(expressao: Expressao): string[] {
  const codigos = new Set<string>();
  const visitar = (e: Expressao): void => {
    if (e.tipo === 'codigo') codigos.add(e.codigo);
    else if (e.tipo === 'negativo') visitar(e.expressao);
    else if (e.tipo === 'binaria') {
      visitar(e.esquerda);
      visitar(e.direita);
    }
  };
  visitar(expressao);
  return [...codigos];
}

/** An error cell among other things (a type, a line's result): `isCellError` only takes cells. */
export const ehErro = (x: unknown): x is CellError => typeof x === 'object' && x !== null && 'erro' in x;

/** What a line's values are: money (bigint centavos) or a plain number (a ratio). */
export type TipoDeValor = 'moeda' | 'numero';

const invalido = (mensagem: string) => cellError('valor-invalido', mensagem);

function tipoDaOperacao(operador: Operador, a: TipoDeValor, b: TipoDeValor): TipoDeValor | CellError {
  if (operador === '+' || operador === '-')
    return a === b ? a : invalido('Valor inválido: soma de dinheiro com número');
  if (operador === '*') {
    if (a === 'moeda' && b === 'moeda') return invalido('Valor inválido: dinheiro multiplicado por dinheiro');
    return a === 'moeda' || b === 'moeda' ? 'moeda' : 'numero';
  }
  if (a === 'numero' && b === 'moeda') return invalido('Valor inválido: número dividido por dinheiro');
  return a === 'moeda' && b === 'numero' ? 'moeda' : 'numero';
}

/** The formula's type from the types of the lines it names; the first error (unknown code, cycle…) if any. */
export function tipoDaFormula(
  expressao: Expressao,
  tipoDe: (codigo: string) => TipoDeValor | CellError,
): TipoDeValor | CellError {
  switch (expressao.tipo) {
    case 'numero':
      return 'numero';
    case 'codigo':
      return tipoDe(expressao.codigo);
    case 'negativo':
      return tipoDaFormula(expressao.expressao, tipoDe);
    case 'binaria': {
      const a = tipoDaFormula(expressao.esquerda, tipoDe);
      if (ehErro(a)) return a;
      const b = tipoDaFormula(expressao.direita, tipoDe);
      if (ehErro(b)) return b;
      return tipoDaOperacao(expressao.operador, a, b);
    }
  }
}

function multiplicar(a: bigint | number, b: bigint | number): Cell {
  if (typeof a === 'bigint') {
    if (typeof b === 'bigint') return invalido('Valor inválido: dinheiro multiplicado por dinheiro');
    return multiplicarDinheiro(a, b);
  }
  return typeof b === 'bigint' ? multiplicarDinheiro(b, a) : a * b;
}

function dividir(a: bigint | number, b: bigint | number): Cell {
  if (b === 0 || b === 0n) return null;
  if (typeof a === 'bigint') return typeof b === 'bigint' ? Number(a) / Number(b) : dividirDinheiro(a, b);
  if (typeof b === 'bigint') return invalido('Valor inválido: número dividido por dinheiro');
  return a / b;
}

/** × and ÷: an error in either side propagates, "no data" in either gives "no data", ÷ 0 an empty cell. */
function produto(operador: '*' | '/', a: Cell, b: Cell): Cell {
  if (isCellError(a)) return a;
  if (isCellError(b)) return b;
  if (a === null || b === null) return null;
  const resultado = operador === '*' ? multiplicar(a, b) : dividir(a, b);
  if (typeof resultado === 'number' && !Number.isFinite(resultado))
    return invalido('Valor inválido: número fora do limite');
  return resultado;
}

/**
 * The formula's value in one column. ± follow cells.ts ("no data" counts for nothing, so RB + DED with no
 * deductions is RB; both without data, no data); × and ÷ need both sides. Call it only on a formula whose
 * `tipoDaFormula` is not an error: a sum of money with a number would then be a bug, and cells.ts throws.
 */
export function avaliarFormula(expressao: Expressao, valorDe: (codigo: string) => Cell): Cell {
  switch (expressao.tipo) {
    case 'numero':
      return expressao.valor;
    case 'codigo':
      return valorDe(expressao.codigo);
    case 'negativo':
      return negateCell(avaliarFormula(expressao.expressao, valorDe));
    case 'binaria': {
      const a = avaliarFormula(expressao.esquerda, valorDe);
      const b = avaliarFormula(expressao.direita, valorDe);
      if (expressao.operador === '+') return addCells(a, b);
      if (expressao.operador === '-') return subtractCells(a, b);
      return produto(expressao.operador, a, b);
    }
  }
}
