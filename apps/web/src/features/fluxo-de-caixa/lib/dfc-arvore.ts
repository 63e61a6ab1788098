import type {
  ColunaFluxoJson,
  ConsultaFluxo,
  DetalhesFluxoInput,
  FluxoDeCaixaResultado,
  MatrizLinhaJson,
  SaldoFluxoJson,
} from '@matriz/contracts';

/** What a click on a cell opens: the line detail (account lines and their accounts), a balance's accounts, or nothing. */
export type AcaoDaCelula = 'detalhe' | 'saldo' | null;

/**
 * The detail exists only for account lines and the franchisor accounts under them (the server answers 400 for total
 * and formula lines); a balance cell (the 'Saldo inicial'/'Saldo final' rows and their bank accounts) lists the
 * accounts behind it. An empty cell opens nothing.
 */
export function acaoDaCelula(
  referencias: FluxoDeCaixaResultado['referencias'],
  linhaId: string,
  celula: unknown,
): AcaoDaCelula {
  if (typeof celula !== 'number') return null;
  const ref = referencias[linhaId];
  if (!ref) return null;
  if (ref.tipo === 'saldo') return 'saldo';
  return ref.tipoDaLinha === 'conta' ? 'detalhe' : null;
}

/**
 * The detail request of a cell, without paging and company filter (the modal adds them): the model line, the
 * franchisor account of a row under it, the column's first day (none: the Total column) and the query searched.
 */
export type CelulaDetalheDfc = Omit<DetalhesFluxoInput, 'Page' | 'PageSize' | 'empresaId'>;

export function celulaDoDetalheDfc(
  resultado: Pick<FluxoDeCaixaResultado, 'referencias' | 'colunas'>,
  consulta: ConsultaFluxo,
  linhaId: string,
  colunaKey: string,
): CelulaDetalheDfc | null {
  const ref = resultado.referencias[linhaId];
  const coluna = resultado.colunas.find((c) => c.key === colunaKey);
  if (ref?.tipo !== 'linha' || ref.tipoDaLinha !== 'conta' || !coluna) return null;
  return {
    linhaId: ref.linhaId,
    ...(ref.contaFranqueadorId ? { PlanoDeContasId: ref.contaFranqueadorId } : {}),
    ...(coluna.tipo === 'periodo' ? { data: coluna.inicio } : {}),
    PesquisaModel: consulta,
  };
}

/** The accounts behind a balance cell: every account of the balance, or the one account of a row under it. */
export interface SaldoAberto {
  titulo: string;
  coluna: ColunaFluxoJson;
  saldo: SaldoFluxoJson;
}

export function saldoDaCelula(
  resultado: Pick<FluxoDeCaixaResultado, 'referencias' | 'colunas' | 'saldos'>,
  linha: Pick<MatrizLinhaJson, 'id' | 'level' | 'label'>,
  colunaKey: string,
): SaldoAberto | null {
  const ref = resultado.referencias[linha.id];
  const coluna = resultado.colunas.find((c) => c.key === colunaKey);
  const saldo = ref?.tipo === 'saldo' ? resultado.saldos?.[ref.saldo][colunaKey] : undefined;
  if (ref?.tipo !== 'saldo' || !coluna || !saldo) return null;
  const nomeDoSaldo = ref.saldo === 'inicial' ? 'Saldo inicial' : 'Saldo final';
  // the balance row itself (level 0) lists every account; a row under it, its own ('Sem conta bancária': null id)
  if (linha.level === 0) return { titulo: nomeDoSaldo, coluna, saldo };
  const contas = saldo.contas.filter((c) => c.contaBancariaId === ref.contaBancariaId);
  const valor = contas.reduce((soma, c) => soma + Math.round(c.valor * 100), 0) / 100;
  return { titulo: `${nomeDoSaldo} · ${linha.label}`, coluna, saldo: { valor, contas } };
}
