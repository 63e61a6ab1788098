import { sumCells, type Cell } from '../cells.ts';
import { calcularLinhas, linhasEmArvore, type NoDeLinha, type ResultadoDaLinha } from '../dre/linhas.ts';
import type { LinhaModeloDre } from '../dre/types.ts';
import { createMatrix, type Matrix, type MatrixRowInput } from '../matrix.ts';
import { cabecalhoDaColuna, chaveDoDia, colunasDoDfc } from './periodos.ts';
import {
  abrirContas,
  calcularSaldos,
  contaSemContaBancaria,
  type ContaDoCalculo,
  type SaldosDasColunas,
} from './saldos.ts';
import type {
  ColunaDfc,
  ContaDaLinhaDfc,
  FatoDfc,
  LinhaModeloDfc,
  ReferenciaLinhaDfc,
  SaldoDfc,
  SaldosDeEntradaDfc,
  TipoDePeriodoDfc,
} from './types.ts';

/**
 * The cash-flow matrix (issue 12 §1), the same matrix idea as the DRE's: rows are the flow model's lines in tree
 * order with one row per franchisor account under each account line, columns are the periods and 'Total'. Lines
 * are computed by the DRE's line calculator (account, total and formula lines, `sinal`, one formula language), so a
 * line means the same in both reports. With TrazerSaldos, 'Saldo inicial' comes first and 'Saldo final' last, each
 * with one row per bank account behind it. Row ids: 'l:<linhaId>', 'l:<linhaId>:c:<contaId>', 'saldo:inicial',
 * 'saldo:final', 'saldo:<inicial|final>:cb:<contaBancariaId|sem>'. Money is bigint centavos; a line or account
 * with no fact in a period has no data there (null), not zero.
 *
 * The net flow that moves the balance is the sum of the facts of the franchisor accounts the model lays out (each
 * account once, whatever the lines' signs, formulas or repetitions). Facts of other accounts (no approved De-Para,
 * or an account the model does not place) are shown in no line and move no balance: they are reported in
 * `naoMapeado`, as the DRE reports its unmapped money.
 */

export interface EntradaDfc {
  linhas: readonly LinhaModeloDfc[];
  /** Daily facts (regra.ts `agregarPorDia`, or the read path's SQL doing the same); days outside the range are ignored. */
  fatos: readonly FatoDfc[];
  /** The range, 'YYYY-MM-DD', both ends included. */
  inicio: string;
  fim: string;
  tipoDePeriodo: TipoDePeriodoDfc;
  /** TrazerSaldos: the accounts to show and their balances; null or absent when balances are off. */
  saldos?: SaldosDeEntradaDfc | null;
}

export interface ResultadoDfc {
  matriz: Matrix;
  /** The matrix's columns (periods, then Total) with the days each covers. */
  colunas: ColunaDfc[];
  /** What each row drills into, by row id. */
  referencias: Record<string, ReferenciaLinhaDfc>;
  /** By column key, the balances and the accounts behind them; null when balances were not asked or no account. */
  saldos: { inicial: Record<string, SaldoDfc>; final: Record<string, SaldoDfc> } | null;
  /** Balances were asked but there is no account to show ('Não localizamos nenhuma conta autorizada…'). */
  semContasParaSaldo: boolean;
  /** Facts in the range of accounts outside the model; null when none. */
  naoMapeado: { valor: bigint; quantidade: number } | null;
}

/** A flow line as the DRE's line calculator reads it (the DFC has no PDV, manual or CMV lines, and no AV base). */
const comoLinhaDre = (l: LinhaModeloDfc): LinhaModeloDre => ({
  ...l,
  tipoDeValorDePdv: null,
  isBase: false,
});

const rotuloDaConta = (conta: ContaDaLinhaDfc) =>
  conta.codigo ? `${conta.codigo} - ${conta.nome}` : conta.nome;

interface FatosNasColunas {
  /** Per franchisor account of the model: its net value per period (null: no fact there). */
  porConta: Map<string, Array<bigint | null>>;
  /** Per bank account id ('' for none): its net flow per period. */
  porContaBancaria: Map<string, bigint[]>;
  naoMapeado: { valor: bigint; quantidade: number } | null;
}

/** The franchisor accounts the model lays out: their facts are the flow that moves the balances. */
const contasDoModeloDe = (linhas: readonly LinhaModeloDfc[]): Set<string> =>
  new Set(linhas.flatMap((l) => (l.tipo === 'conta' ? l.contas : [])).map((c) => c.id));

function distribuirFatos(
  entrada: EntradaDfc,
  colunas: readonly ColunaDfc[],
  contasDoModelo: ReadonlySet<string>,
): FatosNasColunas {
  const periodos = colunas.length;
  const indice = new Map(colunas.map((c, i) => [c.key, i]));
  const porConta = new Map<string, Array<bigint | null>>();
  const porContaBancaria = new Map<string, bigint[]>();
  const naoMapeado = { valor: 0n, quantidade: 0 };
  for (const fato of entrada.fatos) {
    if (fato.dia < entrada.inicio || fato.dia > entrada.fim) continue;
    const t = indice.get(chaveDoDia(fato.dia, entrada.tipoDePeriodo));
    if (t === undefined) continue;
    if (fato.contaFranqueadorId === null || !contasDoModelo.has(fato.contaFranqueadorId)) {
      naoMapeado.valor += fato.valor;
      naoMapeado.quantidade += fato.quantidade;
      continue;
    }
    let valores = porConta.get(fato.contaFranqueadorId);
    if (!valores)
      porConta.set(fato.contaFranqueadorId, (valores = new Array<bigint | null>(periodos).fill(null)));
    valores[t] = (valores[t] ?? 0n) + fato.valor;
    const banco = fato.contaBancariaId ?? '';
    let fluxo = porContaBancaria.get(banco);
    if (!fluxo) porContaBancaria.set(banco, (fluxo = new Array<bigint>(periodos).fill(0n)));
    fluxo[t]! += fato.valor;
  }
  return { porConta, porContaBancaria, naoMapeado: naoMapeado.quantidade > 0 ? naoMapeado : null };
}

function montarLinhas(
  nos: readonly NoDeLinha[],
  chaves: readonly string[],
  resultados: Map<string, ResultadoDaLinha>,
  referencias: Record<string, ReferenciaLinhaDfc>,
): MatrixRowInput[] {
  const celulas = (valores: readonly Cell[]): Record<string, Cell> => {
    const out: Record<string, Cell> = {};
    chaves.forEach((key, i) => {
      const cell = valores[i] ?? null;
      if (cell !== null) out[key] = cell;
    });
    return out;
  };
  return nos.map(({ linha, filhos }) => {
    const resultado = resultados.get(linha.id)!;
    const id = `l:${linha.id}`;
    const tipoDaLinha = linha.tipo as LinhaModeloDfc['tipo'];
    referencias[id] = { tipo: 'linha', linhaId: linha.id, tipoDaLinha, contaFranqueadorId: null };
    const contas = resultado.contas.map(({ conta, celulas: valores }): MatrixRowInput => {
      const idDaConta = `${id}:c:${conta.id}`;
      referencias[idDaConta] = {
        tipo: 'linha',
        linhaId: linha.id,
        tipoDaLinha,
        contaFranqueadorId: conta.id,
      };
      return { id: idDaConta, label: rotuloDaConta(conta), kind: 'detalhe', cells: celulas(valores) };
    });
    return {
      id,
      label: linha.nome,
      code: linha.codigo,
      kind: linha.tipo === 'conta' ? 'linha' : 'total',
      format: resultado.tipo === 'numero' ? 'decimal' : null,
      cells: celulas(resultado.celulas),
      children: [...contas, ...montarLinhas(filhos, chaves, resultados, referencias)],
    };
  });
}

function linhaDeSaldo(
  qual: 'inicial' | 'final',
  contas: readonly ContaDoCalculo[],
  chaves: readonly string[],
  saldos: readonly SaldoDfc[],
  referencias: Record<string, ReferenciaLinhaDfc>,
): MatrixRowInput {
  const id = `saldo:${qual}`;
  referencias[id] = { tipo: 'saldo', saldo: qual, contaBancariaId: null };
  const celulas = (valor: (s: SaldoDfc) => bigint) =>
    Object.fromEntries(chaves.map((key, t) => [key, valor(saldos[t]!)]));
  return {
    id,
    label: qual === 'inicial' ? 'Saldo inicial' : 'Saldo final',
    kind: 'total',
    cells: celulas((s) => s.valor),
    children: contas.map((conta, i) => {
      const idDaConta = `${id}:cb:${conta.contaBancariaId ?? 'sem'}`;
      referencias[idDaConta] = { tipo: 'saldo', saldo: qual, contaBancariaId: conta.contaBancariaId };
      return { id: idDaConta, label: conta.nome, kind: 'detalhe', cells: celulas((s) => s.contas[i]!.valor) };
    }),
  };
}

/** The shown accounts and their flows, with 'Sem conta bancária' when some counted money has no shown account. */
function contasDosSaldos(
  entrada: SaldosDeEntradaDfc,
  inicio: string,
  contasDoModelo: ReadonlySet<string>,
  porContaBancaria: Map<string, bigint[]>,
  periodos: number,
): { contas: ContaDoCalculo[]; fluxo: bigint[][] } {
  const contas = abrirContas(entrada, inicio, contasDoModelo);
  const vazio = () => new Array<bigint>(periodos).fill(0n);
  const fluxo = contas.map((c) => porContaBancaria.get(c.contaBancariaId!) ?? vazio());
  const mostradas = new Set(contas.map((c) => c.contaBancariaId));
  const semConta = vazio();
  let algum = false;
  for (const [banco, valores] of porContaBancaria) {
    if (banco !== '' && mostradas.has(banco)) continue;
    algum = true;
    valores.forEach((v, t) => (semConta[t]! += v));
  }
  return algum
    ? { contas: [...contas, contaSemContaBancaria()], fluxo: [...fluxo, semConta] }
    : { contas, fluxo };
}

/** Computes the cash-flow matrix of a query from its daily facts (pure: the read path has already read them). */
export function computeDfc(entrada: EntradaDfc): ResultadoDfc {
  const colunas = colunasDoDfc(entrada.inicio, entrada.fim, entrada.tipoDePeriodo);
  const periodos = colunas.filter((c) => c.tipo === 'periodo');
  const chaves = colunas.map((c) => c.key);
  const contasDoModelo = contasDoModeloDe(entrada.linhas);
  const { porConta, porContaBancaria, naoMapeado } = distribuirFatos(entrada, periodos, contasDoModelo);
  const linhasDre = entrada.linhas.map(comoLinhaDre);
  const resultados = calcularLinhas(linhasDre, {
    colunas: colunas.length,
    conta: (contaId) => {
      const valores: Cell[] = porConta.get(contaId) ?? new Array<Cell>(periodos.length).fill(null);
      return [...valores, sumCells(valores)];
    },
    extra: () => new Array<Cell>(colunas.length).fill(null),
  });
  const referencias: Record<string, ReferenciaLinhaDfc> = {};
  const linhas = montarLinhas(linhasEmArvore(linhasDre), chaves, resultados, referencias);

  let saldos: ResultadoDfc['saldos'] = null;
  let rows = linhas;
  const pedidos = entrada.saldos ?? null;
  const semContasParaSaldo = pedidos !== null && pedidos.contas.length === 0;
  if (pedidos !== null && !semContasParaSaldo) {
    const { contas, fluxo } = contasDosSaldos(
      pedidos,
      entrada.inicio,
      contasDoModelo,
      porContaBancaria,
      periodos.length,
    );
    const calculados: SaldosDasColunas = calcularSaldos(contas, fluxo, periodos.length);
    saldos = {
      inicial: Object.fromEntries(chaves.map((key, t) => [key, calculados.inicial[t]!])),
      final: Object.fromEntries(chaves.map((key, t) => [key, calculados.final[t]!])),
    };
    rows = [
      linhaDeSaldo('inicial', contas, chaves, calculados.inicial, referencias),
      ...linhas,
      linhaDeSaldo('final', contas, chaves, calculados.final, referencias),
    ];
  }
  const matriz = createMatrix({
    labelHeader: 'Nome',
    columns: colunas.map((c) => ({ key: c.key, header: cabecalhoDaColuna(c), format: 'moeda' as const })),
    rows,
  });
  return { matriz, colunas, referencias, saldos, semContasParaSaldo, naoMapeado };
}
