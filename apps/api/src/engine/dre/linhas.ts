import { cellError, negateCell, sumCells, type Cell, type CellError } from '../cells.ts';
import {
  analisarFormula,
  avaliarFormula,
  codigosDaFormula,
  ehErro,
  tipoDaFormula,
  type TipoDeValor,
} from './formula.ts';
import type { ContaDaLinha, LinhaModeloDre } from './types.ts';

/**
 * The values of the model's lines, column by column (DESIGN.md §5). Signs: the ledger is signed (revenue +,
 * cost −) and the demo models rely on it (`RL = RB + DED`, DED negative). `sinal` multiplies a line's own result:
 * an account line shows sinal × Σ its accounts (and each account row under it is shown with the same sign, so the
 * rows under a line add up to it); a total shows sinal × Σ its children *as displayed*; a formula, manual, PDV
 * or CMV line sinal × its value. A code in a formula names the line's displayed value. With the default sinal
 * +1 every line is the plain signed sum of the ledger.
 */

export interface NoDeLinha {
  linha: LinhaModeloDre;
  filhos: NoDeLinha[];
}

/**
 * The flat lines as a tree: roots and children by `ordem` (ties in input order). A line whose parent is missing
 * becomes a root, and a cycle of parents is broken where it is met, so no line is ever lost or visited twice.
 */
export function linhasEmArvore(linhas: readonly LinhaModeloDre[]): NoDeLinha[] {
  const ids = new Set(linhas.map((l) => l.id));
  const filhosDe = new Map<string | null, LinhaModeloDre[]>();
  for (const linha of linhas) {
    const pai = linha.parentId !== null && ids.has(linha.parentId) ? linha.parentId : null;
    filhosDe.set(pai, [...(filhosDe.get(pai) ?? []), linha]);
  }
  const visitadas = new Set<string>();
  const no = (linha: LinhaModeloDre): NoDeLinha => {
    visitadas.add(linha.id);
    const filhos = [...(filhosDe.get(linha.id) ?? [])].sort((a, b) => a.ordem - b.ordem);
    return { linha, filhos: filhos.filter((f) => !visitadas.has(f.id)).map(no) };
  };
  const raizes = [...(filhosDe.get(null) ?? [])].sort((a, b) => a.ordem - b.ordem).map(no);
  for (const linha of linhas) if (!visitadas.has(linha.id)) raizes.push(no(linha));
  return raizes;
}

/** Where the lines' numbers come from, one cell per value column (null: no data there). */
export interface FonteDeValores {
  colunas: number;
  /** The facts of a franchisor account. */
  conta(contaId: string): Cell[];
  /** An extra value by source key ('manual:<linhaId>', 'pdv:<tipo>', 'cmv'). */
  extra(chave: string): Cell[];
  /**
   * When given, every line with a value of its own reads it whole from here by line id: an account line instead of
   * summing its accounts (its account rows have none), a manual, PDV or CMV line instead of `extra`. The budget,
   * which is typed per line (issue 11 §3): two CMV lines of a model each have their own.
   */
  daLinha?(linhaId: string): Cell[];
}

export interface ResultadoDaLinha {
  /** Money or a plain number; an error when the line cannot be computed at all (its cells carry it). */
  tipo: TipoDeValor | CellError;
  /** The displayed values, one per value column. */
  celulas: Cell[];
  /** Account lines: each franchisor account's displayed values (signed like the line). */
  contas: Array<{ conta: ContaDaLinha; celulas: Cell[] }>;
}

const comSinal = (linha: LinhaModeloDre, celulas: Cell[]) =>
  linha.sinal === -1 ? celulas.map(negateCell) : celulas;

function contasSemRepeticao(linha: LinhaModeloDre): ContaDaLinha[] {
  const vistas = new Set<string>();
  return linha.contas.filter((c) => !vistas.has(c.id) && Boolean(vistas.add(c.id)));
}

const falha = (erro: CellError, n: number): ResultadoDaLinha => ({
  tipo: erro,
  celulas: Array.from({ length: n }, () => erro),
  contas: [],
});

/** Computes each line once (memoised), following totals and formulas, and detecting cycles on the way. */
class CalculadoraDeLinhas {
  readonly resultados = new Map<string, ResultadoDaLinha>();
  private readonly pilha: LinhaModeloDre[] = [];
  private readonly porCodigo = new Map<string, LinhaModeloDre>();
  private readonly filhosDe = new Map<string, LinhaModeloDre[]>();
  private readonly colunas: number[];
  private readonly fonte: FonteDeValores;

  constructor(linhas: readonly LinhaModeloDre[], fonte: FonteDeValores) {
    this.fonte = fonte;
    this.colunas = Array.from({ length: fonte.colunas }, (_, i) => i);
    for (const linha of linhas)
      if (!this.porCodigo.has(linha.codigo)) this.porCodigo.set(linha.codigo, linha);
    const registrar = (nos: NoDeLinha[]): void => {
      for (const no of nos) {
        this.filhosDe.set(
          no.linha.id,
          no.filhos.map((f) => f.linha),
        );
        registrar(no.filhos);
      }
    };
    registrar(linhasEmArvore(linhas));
  }

  calcular(linha: LinhaModeloDre): ResultadoDaLinha {
    const pronto = this.resultados.get(linha.id);
    if (pronto) return pronto;
    const inicio = this.pilha.indexOf(linha);
    if (inicio >= 0) {
      const caminho = [...this.pilha.slice(inicio), linha].map((l) => l.codigo).join(' → ');
      return falha(cellError('referencia-circular', `Referência circular: ${caminho}`), this.colunas.length);
    }
    this.pilha.push(linha);
    const resultado = this.porTipo(linha);
    this.pilha.pop();
    this.resultados.set(linha.id, resultado);
    return resultado;
  }

  private porTipo(linha: LinhaModeloDre): ResultadoDaLinha {
    const dinheiro = (chave: string): ResultadoDaLinha => ({
      tipo: 'moeda',
      celulas: comSinal(linha, this.fonte.daLinha ? this.fonte.daLinha(linha.id) : this.fonte.extra(chave)),
      contas: [],
    });
    switch (linha.tipo) {
      case 'conta':
        return this.conta(linha);
      case 'total':
        return this.total(linha);
      case 'formula':
        return this.formula(linha);
      case 'manual':
        return dinheiro(`manual:${linha.id}`);
      case 'cmv':
        return dinheiro('cmv');
      case 'pdv':
        if (linha.tipoDeValorDePdv === null) {
          const erro = cellError(
            'referencia-invalida',
            'Referência inválida: linha de PDV sem tipo de valor',
          );
          return falha(erro, this.colunas.length);
        }
        return dinheiro(`pdv:${linha.tipoDeValorDePdv}`);
    }
  }

  private soma(celulasPorParte: Cell[][]): Cell[] {
    // one column's parts gathered in one array reused for every column (a line × 36 columns × its parts)
    const coluna: Cell[] = new Array<Cell>(celulasPorParte.length);
    return this.colunas.map((i) => {
      for (let p = 0; p < celulasPorParte.length; p++) coluna[p] = celulasPorParte[p]![i] ?? null;
      return sumCells(coluna);
    });
  }

  private conta(linha: LinhaModeloDre): ResultadoDaLinha {
    if (this.fonte.daLinha)
      return { tipo: 'moeda', celulas: comSinal(linha, this.fonte.daLinha(linha.id)), contas: [] };
    const contas = contasSemRepeticao(linha).map((conta) => ({
      conta,
      celulas: comSinal(linha, this.fonte.conta(conta.id)),
    }));
    return { tipo: 'moeda', celulas: this.soma(contas.map((c) => c.celulas)), contas };
  }

  private total(linha: LinhaModeloDre): ResultadoDaLinha {
    const filhos = (this.filhosDe.get(linha.id) ?? []).map((filho) => this.calcular(filho));
    const tipos = new Set(filhos.map((f) => f.tipo).filter((t) => !ehErro(t)));
    if (tipos.size > 1) {
      const erro = cellError('valor-invalido', 'Valor inválido: soma de dinheiro com número');
      return falha(erro, this.colunas.length);
    }
    const celulas = this.soma(filhos.map((f) => f.celulas));
    return { tipo: tipos.has('numero') ? 'numero' : 'moeda', celulas: comSinal(linha, celulas), contas: [] };
  }

  private formula(linha: LinhaModeloDre): ResultadoDaLinha {
    const analisada = analisarFormula(linha.formula);
    if (!analisada.ok) return falha(cellError('valor-invalido', analisada.mensagem), this.colunas.length);
    const referencias = new Map<string, ResultadoDaLinha | CellError>();
    for (const codigo of codigosDaFormula(analisada.expressao)) {
      const alvo = this.porCodigo.get(codigo);
      const invalida = cellError('referencia-invalida', `Referência inválida: ${codigo}`);
      referencias.set(codigo, alvo ? this.calcular(alvo) : invalida);
    }
    const resultado = (codigo: string) => referencias.get(codigo) ?? cellError('referencia-invalida');
    const tipo = tipoDaFormula(analisada.expressao, (codigo) => {
      const r = resultado(codigo);
      return ehErro(r) ? r : r.tipo;
    });
    if (ehErro(tipo)) return falha(tipo, this.colunas.length);
    const celulas = this.colunas.map((i) =>
      avaliarFormula(analisada.expressao, (codigo) => {
        const r = resultado(codigo);
        return ehErro(r) ? r : (r.celulas[i] ?? null);
      }),
    );
    return { tipo, celulas: comSinal(linha, celulas), contas: [] };
  }
}

/** Every line's values by line id. */
export function calcularLinhas(
  linhas: readonly LinhaModeloDre[],
  fonte: FonteDeValores,
): Map<string, ResultadoDaLinha> {
  const calculadora = new CalculadoraDeLinhas(linhas, fonte);
  for (const linha of linhas) calculadora.calcular(linha);
  return calculadora.resultados;
}
