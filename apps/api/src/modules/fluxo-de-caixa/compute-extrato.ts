import {
  EXTRATO_MODO,
  EXTRATO_STATUS,
  fluxoDeCaixaBancoMessages,
  type ModoExtrato,
  type StatusExtrato,
} from '@matriz/contracts';

/**
 * The bank statement's computation, pure (spec 001 §2.3 'Bank statement tab', §3 'Bank statement row'): the running
 * balance from the opening balance, exact in centavos; the status filter; the summary mode (one row per day); and
 * the match of reconciled lines to the ledger entries behind them. Money stays bigint centavos here.
 */

export interface LinhaExtratoLida {
  id: string;
  data: string;
  /** signed centavos: entrada +, saída − */
  valor: bigint;
  conciliado: boolean;
  historico: string;
  numeroDocumento: string | null;
  idExterno: string;
}

export interface LancamentoLido {
  id: string;
  /** the source of the entry: its external id is unique only within it */
  origem: string;
  idExterno: string;
  empresaId: string;
  empresa: string;
  dataCompetencia: string;
  dataPagamento: string;
  meioDePagamento: string | null;
  fornecedor: string | null;
  historico: string | null;
  valor: bigint;
  transferencia: boolean;
}

export interface LinhaExtratoCalculada {
  _id: string;
  data: string;
  historico: string;
  numeroDocumento: string | null;
  entrada: bigint;
  saida: bigint;
  saldo: bigint;
  extratoConciliado: boolean;
  quantidade: number;
  lancamentos?: LancamentoLido[];
}

export interface ExtratoCalculado {
  linhas: LinhaExtratoCalculada[];
  saldoInicial: bigint;
  saldoFinal: bigint;
  /** sums of the rows shown */
  totalEntradas: bigint;
  totalSaidas: bigint;
  /** sums of the lines the status filter hides (they still move the balance) */
  entradasOcultas: bigint;
  saidasOcultas: bigint;
}

const passaNoStatus = (status: StatusExtrato, conciliado: boolean) =>
  status === EXTRATO_STATUS.Todos || (status === EXTRATO_STATUS.Conciliados) === conciliado;

/**
 * The statement of `linhas` (in bank order: date, then the line's own order) from `saldoInicial`: every line moves
 * the balance, whether the status filter shows it or not. Detailed mode: one row per line shown, with the matched
 * ledger entries of the reconciled ones (`conciliacoes`). Summary mode: one row per day with a line shown, its
 * credits and debits summed and the balance at the end of the day.
 */
export function computeExtrato(
  saldoInicial: bigint,
  linhas: readonly LinhaExtratoLida[],
  opcoes: { status: StatusExtrato; modo: ModoExtrato; conciliacoes?: ReadonlyMap<string, LancamentoLido[]> },
): ExtratoCalculado {
  const out: LinhaExtratoCalculada[] = [];
  let saldo = saldoInicial;
  let totalEntradas = 0n;
  let totalSaidas = 0n;
  let entradasOcultas = 0n;
  let saidasOcultas = 0n;
  let dia: LinhaExtratoCalculada | null = null;
  for (const l of linhas) {
    saldo += l.valor;
    if (dia && dia.data !== l.data) dia = null;
    // the day's balance is the one after its last line, shown or not
    if (dia) dia.saldo = saldo;
    const entrada = l.valor > 0n ? l.valor : 0n;
    const saida = l.valor < 0n ? -l.valor : 0n;
    if (!passaNoStatus(opcoes.status, l.conciliado)) {
      entradasOcultas += entrada;
      saidasOcultas += saida;
      continue;
    }
    totalEntradas += entrada;
    totalSaidas += saida;
    if (opcoes.modo === EXTRATO_MODO.Detalhado) {
      out.push({
        _id: l.id,
        data: l.data,
        historico: l.historico,
        numeroDocumento: l.numeroDocumento,
        entrada,
        saida,
        saldo,
        extratoConciliado: l.conciliado,
        quantidade: 1,
        ...(l.conciliado ? { lancamentos: opcoes.conciliacoes?.get(l.id) ?? [] } : {}),
      });
      continue;
    }
    if (!dia) {
      dia = {
        _id: l.data,
        data: l.data,
        historico: '',
        numeroDocumento: null,
        entrada: 0n,
        saida: 0n,
        saldo,
        extratoConciliado: true,
        quantidade: 0,
      };
      out.push(dia);
    }
    dia.entrada += entrada;
    dia.saida += saida;
    dia.quantidade += 1;
    dia.extratoConciliado &&= l.conciliado;
    dia.historico = fluxoDeCaixaBancoMessages.historicoResumo(dia.quantidade);
  }
  return {
    linhas: out,
    saldoInicial,
    saldoFinal: saldo,
    totalEntradas,
    totalSaidas,
    entradasOcultas,
    saidasOcultas,
  };
}

/**
 * The ledger entries behind each reconciled statement line, derived from the ledger (no link is stored): a line
 * is one entry when an entry of the account carries the line's external id, was paid that day and has the line's
 * value (an external id is unique only within its origem, and the line has none: of several such entries of
 * different origens, the first unused in (origem, id) order is taken); otherwise, a
 * credit is the day's receipts of one store by one payment method (card batches, PIX, delivery payouts — banks
 * credit them in one line per day), of one competência month, whose sum is the line's value. Each entry explains
 * at most one line; a line no rule explains gets an empty match.
 */
export function conciliarLinhas(
  linhas: readonly LinhaExtratoLida[],
  lancamentos: readonly LancamentoLido[],
): Map<string, LancamentoLido[]> {
  const out = new Map<string, LancamentoLido[]>();
  const usados = new Set<string>();
  // every entry of each external id × payment day (one per origem, at most), none overwritten
  const porIdExterno = new Map<string, LancamentoLido[]>();
  for (const l of lancamentos) {
    const chave = `${l.idExterno}|${l.dataPagamento}`;
    const lista = porIdExterno.get(chave);
    if (lista) lista.push(l);
    else porIdExterno.set(chave, [l]);
  }

  const pendentes: LinhaExtratoLida[] = [];
  for (const linha of linhas) {
    if (!linha.conciliado) continue;
    const um = porIdExterno
      .get(`${linha.idExterno}|${linha.data}`)
      ?.find((l) => l.valor === linha.valor && !usados.has(l.id));
    if (um) {
      usados.add(um.id);
      out.set(linha.id, [um]);
    } else if (linha.valor > 0n) {
      pendentes.push(linha);
    }
  }
  if (pendentes.length === 0) return out;

  // the day's receipts of a store × payment method × competência month, in ledger order
  const lotes = new Map<string, { soma: bigint; itens: LancamentoLido[]; usado: boolean }[]>();
  const porChave = new Map<string, { soma: bigint; itens: LancamentoLido[]; usado: boolean }>();
  for (const l of lancamentos) {
    if (usados.has(l.id) || l.valor <= 0n || l.transferencia || !l.meioDePagamento) continue;
    const chave = `${l.dataPagamento}|${l.empresaId}|${l.meioDePagamento}|${l.dataCompetencia.slice(0, 7)}`;
    let lote = porChave.get(chave);
    if (!lote) {
      lote = { soma: 0n, itens: [], usado: false };
      porChave.set(chave, lote);
      const doDia = lotes.get(l.dataPagamento) ?? [];
      doDia.push(lote);
      lotes.set(l.dataPagamento, doDia);
    }
    lote.soma += l.valor;
    lote.itens.push(l);
  }
  for (const linha of pendentes) {
    const lote = lotes.get(linha.data)?.find((x) => !x.usado && x.soma === linha.valor);
    if (!lote) {
      out.set(linha.id, []);
      continue;
    }
    lote.usado = true;
    out.set(linha.id, lote.itens);
  }
  return out;
}
