import type { FluxoDeCaixaResultado } from '@matriz/contracts';
import type { ReferenciaLinhaDfc, ResultadoDfc } from '../../engine/dfc/index.ts';
import { serializeMatrix, type MatrixJson } from '../../engine/matrix.ts';
import { centavosToReais } from '../../lib/money.ts';

/** The cash-flow search's answer (spec 001 §2.3, §3) from the engine's result: what the screen reads. */

/**
 * The accounts behind the balances, each once (their rows under the balance rows carry the values per column):
 * a Diário year of ~40 accounts repeated them in every column of both balances (~12 MB).
 */
function contasDosSaldos(saldos: ResultadoDfc['saldos']): FluxoDeCaixaResultado['saldos'] {
  const primeira = saldos && Object.values(saldos.inicial)[0];
  if (!primeira) return null;
  return {
    contas: primeira.contas.map(({ contaBancariaId, nome, observacao, dadosDaConta }) => ({
      contaBancariaId,
      nome,
      observacao,
      dadosDaConta,
    })),
  };
}

/**
 * The answer's JSON: money in reais, the accounts behind the balances once, the franchisor accounts with no data in
 * any column left out of the tree (a line lists every account of every marca it sums: on the screen, the rows of
 * other marcas' accounts were empty lines; the exports keep them, as the DRE's do), and the tree emptied when
 * nothing was found.
 */
export function serializarDfc(r: ResultadoDfc, avisoSaldos: string | null): FluxoDeCaixaResultado {
  const referencias = { ...r.referencias };
  const matriz = semContasVazias(serializeMatrix(r.matriz), referencias);
  return {
    matriz: r.saldos === null ? semDadosVazia(matriz) : matriz,
    colunas: r.colunas,
    referencias,
    saldos: contasDosSaldos(r.saldos),
    trazerSaldos: r.saldos !== null,
    avisoSaldos,
    naoMapeado: r.naoMapeado && {
      valor: centavosToReais(r.naoMapeado.valor),
      quantidade: r.naoMapeado.quantidade,
    },
  };
}

/** Drops the rows of franchisor accounts under a line that have no data in any column (and their references). */
function semContasVazias(matriz: MatrixJson, referencias: Record<string, ReferenciaLinhaDfc>): MatrixJson {
  const vazia = (row: MatrixJson['rows'][number]) => {
    const ref = referencias[row.id];
    return (
      ref?.tipo === 'linha' &&
      ref.contaFranqueadorId !== null &&
      row.children.length === 0 &&
      Object.values(row.cells).every((c) => c === null)
    );
  };
  const filtrar = (rows: MatrixJson['rows']): MatrixJson['rows'] =>
    rows.flatMap((row) => {
      if (vazia(row)) {
        delete referencias[row.id];
        return [];
      }
      return [row.children.length === 0 ? row : { ...row, children: filtrar(row.children) }];
    });
  return { ...matriz, rows: filtrar(matriz.rows) };
}

/** The tree emptied when no cell has a value: "nothing found", distinct from a flow of zeros. */
function semDadosVazia(matriz: MatrixJson): MatrixJson {
  const temValor = (rows: MatrixJson['rows']): boolean =>
    rows.some((r) => Object.values(r.cells).some((c) => c !== null) || temValor(r.children));
  return temValor(matriz.rows) ? matriz : { ...matriz, rows: [] };
}
