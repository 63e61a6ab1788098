import {
  saldoDaColunaFluxo,
  type ColunaFluxoJson,
  type ConsultaFluxo,
  type DetalhesFluxoInput,
  type FluxoDeCaixaResultado,
  type MatrizLinhaJson,
  type SaldoDaColunaFluxo,
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
  saldo: SaldoDaColunaFluxo;
}

export function saldoDaCelula(
  resultado: Pick<FluxoDeCaixaResultado, 'matriz' | 'referencias' | 'colunas' | 'saldos'>,
  linha: Pick<MatrizLinhaJson, 'id' | 'level' | 'label'>,
  colunaKey: string,
): SaldoAberto | null {
  const ref = resultado.referencias[linha.id];
  const coluna = resultado.colunas.find((c) => c.key === colunaKey);
  if (ref?.tipo !== 'saldo' || !coluna) return null;
  const nomeDoSaldo = ref.saldo === 'inicial' ? 'Saldo inicial' : 'Saldo final';
  // the balance row itself (level 0) lists every account; a row under it, its own ('Sem conta bancária': null id)
  const todas = linha.level === 0;
  const saldo = saldoDaColunaFluxo(resultado, ref.saldo, colunaKey, todas ? undefined : ref.contaBancariaId);
  if (!saldo) return null;
  return { titulo: todas ? nomeDoSaldo : `${nomeDoSaldo} · ${linha.label}`, coluna, saldo };
}
