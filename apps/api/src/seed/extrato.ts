import { addDays, compareIso } from './calendar.ts';
import type { ExtratoGerado, LancamentoGerado } from './fatos-types.ts';
import type { Loja } from './loja.ts';
import { Rng } from './prng.ts';
import type { IsoDate } from './types.ts';

/** Receipts the bank credits in one line per day (card batches, PIX, delivery payouts). */
const AGRUPADOS: Record<string, string> = {
  'Cartão de Crédito': 'CRED',
  'Cartão de Débito': 'DEB',
  Voucher: 'VOUCHER',
  PIX: 'PIX RECEBIDO',
  Aplicativo: 'REPASSE IFOOD',
};

function descricao(l: LancamentoGerado, loja: Loja): string {
  if (l.transferencia) return l.valor > 0n ? 'DEP DINHEIRO' : 'TRANSF ENTRE CONTAS';
  const quem = (l.fornecedor ?? '').toUpperCase().slice(0, 24);
  switch (l.meioDePagamento) {
    case 'TED':
      return `TED ${quem || 'FOLHA'}`.trim();
    case 'Guia':
      return `PAG TRIBUTOS ${quem}`.trim();
    case 'Débito em conta':
      return `DEB AUT ${quem || loja.adquirente.toUpperCase()}`.trim();
    case 'Estorno':
      return 'ESTORNO VENDA';
    default:
      return l.valor > 0n ? `CRED BOLETO ${quem}`.trim() : `PAG BOLETO ${quem}`.trim();
  }
}

/**
 * Bank statement lines of the settled entries of one store-month on bank accounts (not the till):
 * receipts grouped per day as banks show them, payments one by one. Reconciled except the last days.
 */
export function gerarExtrato(
  loja: Loja,
  competencia: IsoDate,
  rows: LancamentoGerado[],
  desde: IsoDate,
  today: IsoDate,
): ExtratoGerado[] {
  const rng = Rng.of(loja.seed, 'extrato', loja.empresa.codigoLoja, competencia);
  const grupos = new Map<string, ExtratoGerado>();
  const out: ExtratoGerado[] = [];
  const recente = addDays(today, -4);
  const mes = competencia.slice(0, 7).replace('-', '');
  for (const l of rows) {
    if (
      l.status !== 'liquidado' ||
      !l.dataPagamento ||
      !l.contaBancariaId ||
      l.contaBancariaId === loja.caixaId
    )
      continue;
    if (compareIso(l.dataPagamento, desde) < 0) continue;
    const conciliado = compareIso(l.dataPagamento, recente) < 0 && rng.chance(0.97);
    const sigla = l.meioDePagamento ? AGRUPADOS[l.meioDePagamento] : undefined;
    if (sigla && l.valor > 0n && !l.transferencia) {
      const chave = `${l.contaBancariaId}|${l.dataPagamento}|${sigla}`;
      const atual = grupos.get(chave);
      if (atual) {
        atual.valor += l.valor;
        continue;
      }
      const linha: ExtratoGerado = {
        idExterno: `${loja.empresa.codigoLoja}.${mes}.${l.dataPagamento}.${sigla}`,
        contaBancariaId: l.contaBancariaId,
        data: l.dataPagamento,
        historico: sigla === 'CRED' || sigla === 'DEB' ? `${sigla} ${loja.adquirente.toUpperCase()}` : sigla,
        numeroDocumento: String(rng.int(100000, 999999)),
        valor: l.valor,
        conciliado,
      };
      grupos.set(chave, linha);
      out.push(linha);
      continue;
    }
    out.push({
      idExterno: l.idExterno,
      contaBancariaId: l.contaBancariaId,
      data: l.dataPagamento,
      historico: descricao(l, loja),
      numeroDocumento: l.documento ?? String(rng.int(100000, 999999)),
      valor: l.valor,
      conciliado,
    });
  }
  return out;
}
