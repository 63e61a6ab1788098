import { addDays, compareIso, fatorDia, isoDate, nextBusinessDay, weekdayOf } from './calendar.ts';
import { bandeiras } from './catalog/variacoes.ts';
import { centavos, type Lancamentos } from './lancamentos.ts';
import { vendaEsperada } from './loja.ts';

/** What the month sold, by payment method, in centavos: the costs that depend on sales read it. */
export interface VendasDoMes {
  bruto: number;
  credito: number;
  debito: number;
  voucher: number;
  delivery: number;
  dinheiro: number;
}

const ddmm = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Shares of in-store sales; PIX grows and cash shrinks over the span, as in Brazil since 2021. */
function participacoes(indiceMes: number) {
  const pix = 0.12 + 0.004 * indiceMes;
  const dinheiro = Math.max(0.03, 0.1 - 0.002 * indiceMes);
  const total = 0.38 + 0.24 + pix + dinheiro + 0.08;
  return {
    credito: 0.38 / total,
    debito: 0.24 / total,
    pix: pix / total,
    dinheiro: dinheiro / total,
    voucher: 0.08 / total,
  };
}

/** Delivery apps pay weekly: the Wednesday after the week that follows the sale. */
function repasseDelivery(date: string): string {
  const ateQuarta = (3 - weekdayOf(date) + 7) % 7;
  return addDays(date, ateQuarta + 7);
}

type Share = ReturnType<typeof participacoes>;

interface Dia {
  data: string;
  venda: number;
  share: Share;
  delivery: number;
  voucherEmissor: string;
}

/** Card sales of a day, one entry per card brand for grupos whose finance system splits them. */
function lancarCartao(b: Lancamentos, data: string, chave: 'venda.credito' | 'venda.debito', valor: number) {
  const { loja } = b;
  const credito = chave === 'venda.credito';
  const meio = credito ? 'Cartão de Crédito' : 'Cartão de Débito';
  const vencimento = nextBusinessDay(addDays(data, credito ? 30 : 1));
  const rotulo = credito ? 'crédito' : 'débito';
  const venda = (v: number, bandeira?: string) =>
    b.venda(
      loja.conta(chave, bandeira),
      loja.cc.salao,
      data,
      vencimento,
      v,
      `Vendas ${rotulo}${bandeira ? ` ${bandeira}` : ''} ${ddmm(data)}`,
      loja.adquirente,
      meio,
      loja.correnteId,
      false,
    );
  if (!loja.grupo.separaBandeiras) return venda(valor);
  const visa = Math.round(valor * 0.45);
  const master = Math.round(valor * 0.38);
  venda(visa, bandeiras[0]);
  venda(master, bandeiras[1]);
  venda(valor - visa - master, bandeiras[2]);
}

/** One day of sales by payment method; returns the day's cash, to be deposited. */
function lancarDia(b: Lancamentos, d: Dia, total: VendasDoMes): number {
  const { loja, rng, today } = b;
  const { data } = d;
  const emLoja = d.venda * (1 - d.delivery);
  const parte = (share: number) => Math.round(emLoja * share * rng.noise(0.15));
  const [credito, debito, voucher, pix, dinheiro] = [
    d.share.credito,
    d.share.debito,
    d.share.voucher,
    d.share.pix,
    d.share.dinheiro,
  ].map(parte) as [number, number, number, number, number];
  lancarCartao(b, data, 'venda.credito', credito);
  lancarCartao(b, data, 'venda.debito', debito);
  const dm = ddmm(data);
  const venda = (
    chave: string,
    vencimento: string,
    valor: number,
    rotulo: string,
    fornecedor: string | null,
    meio: string,
    conta = loja.correnteId,
    caixaAberto = false,
  ) =>
    b.venda(
      loja.conta(chave),
      chave === 'venda.delivery' ? loja.cc.delivery : loja.cc.salao,
      data,
      vencimento,
      valor,
      `Vendas ${rotulo} ${dm}`,
      fornecedor,
      meio,
      conta,
      caixaAberto,
    );
  venda('venda.voucher', nextBusinessDay(addDays(data, 30)), voucher, 'voucher', d.voucherEmissor, 'Voucher');
  venda('venda.pix', data, pix, 'PIX', null, 'PIX');
  // The till of the last two days is still open: its cash is counted but not yet closed.
  const caixaAberto = compareIso(data, addDays(today, -1)) >= 0;
  venda('venda.dinheiro', data, dinheiro, 'em dinheiro', null, 'Dinheiro', loja.caixaId, caixaAberto);
  const delivery = d.delivery > 0 ? Math.round(d.venda * d.delivery * rng.noise(0.2)) : 0;
  if (delivery > 0) venda('venda.delivery', repasseDelivery(data), delivery, 'iFood', 'iFood', 'Aplicativo');
  total.bruto += credito + debito + voucher + pix + dinheiro + delivery;
  total.credito += credito;
  total.debito += debito;
  total.voucher += voucher;
  total.dinheiro += dinheiro;
  total.delivery += delivery;
  return dinheiro;
}

/**
 * Daily sales by payment method: many small entries on a few revenue accounts, which is what real
 * ledgers look like and what makes the monthly rollup pay off. Days after `today` get forecasts.
 */
export function gerarVendas(b: Lancamentos): VendasDoMes {
  const { loja, mes, today, rng } = b;
  const { empresa } = loja;
  const total: VendasDoMes = { bruto: 0, credito: 0, debito: 0, voucher: 0, delivery: 0, dinheiro: 0 };
  const esperado = vendaEsperada(loja, mes);
  if (esperado === 0) return total;
  const share = participacoes(mes.indice);
  const delivery = empresa.temDelivery ? loja.perfil.delivery : 0;
  const voucherEmissor = rng.pick(['Alelo', 'Ticket', 'VR Benefícios', 'Pluxee']);
  const depositoAte = addDays(today, -2);
  let naoDepositado = 0;
  for (let dia = 1; dia <= mes.dias; dia++) {
    const data = isoDate(mes.ano, mes.mes, dia);
    if (data < empresa.abertura || (empresa.fechamento && data >= empresa.fechamento)) continue;
    const venda = (esperado / mes.dias) * fatorDia(mes.ano, mes.mes, dia) * rng.noise(0.12) * 100;
    if (compareIso(data, today) > 0) {
      b.add({
        chave: 'venda.credito',
        cc: loja.cc.salao,
        competencia: data,
        vencimento: data,
        valor: venda,
        historico: `Previsão de vendas ${ddmm(data)}`,
        liquidacao: 'previsao',
        contaBancariaId: loja.correnteId,
      });
      continue;
    }
    naoDepositado += lancarDia(b, { data, venda, share, delivery, voucherEmissor }, total);
    const deposita = weekdayOf(data) === 1 || dia === mes.dias;
    if (deposita && naoDepositado > 0 && compareIso(data, depositoAte) < 0) {
      depositarDinheiro(b, data, naoDepositado);
      naoDepositado = 0;
    }
  }
  vendasEventuais(b, total);
  return total;
}

/** The cash of the till goes to the bank: a transfer out of the till and into the current account. */
function depositarDinheiro(b: Lancamentos, data: string, valor: number): void {
  const { loja } = b;
  const comum = {
    chave: 'transferencia',
    cc: loja.cc.administrativo,
    competencia: data,
    vencimento: data,
    historico: `Depósito de dinheiro do caixa ${ddmm(data)}`,
    meio: 'Depósito',
    transferencia: true,
    liquidacao: 'automatico' as const,
  };
  b.add({ ...comum, valor: -valor, contaBancariaId: loja.caixaId });
  b.add({ ...comum, valor, contaBancariaId: loja.correnteId });
}

const clientesDeEvento = [
  'Eventos Alegria Ltda',
  'Buffet Sabor & Arte',
  'Colégio Santa Clara',
  'Coworking Centro',
];

/** Invoiced sales (catering, events) on boleto, and the month's cancellations. */
function vendasEventuais(b: Lancamentos, total: VendasDoMes): void {
  const { loja, mes, rng, today } = b;
  const cabe = (dia: string) => compareIso(dia, today) <= 0 && dia >= loja.empresa.abertura;
  for (let i = 0; i < 2; i++) {
    if (!rng.chance(0.25)) continue;
    const dia = isoDate(mes.ano, mes.mes, rng.int(1, mes.dias));
    if (!cabe(dia)) continue;
    const valor = centavos(rng.range(800, 6000));
    total.bruto += valor;
    b.add({
      chave: 'venda.boleto',
      cc: loja.cc.salao,
      competencia: dia,
      vencimento: nextBusinessDay(addDays(dia, 28)),
      valor,
      historico: `Fornecimento para evento - boleto ${rng.int(1000, 9999)}`,
      fornecedor: rng.pick(clientesDeEvento),
      meio: 'Boleto',
      contaBancariaId: loja.correnteId,
      boletoAReceber: true,
      liquidacao: 'titulo',
    });
  }
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) {
    const dia = isoDate(mes.ano, mes.mes, rng.int(1, mes.dias));
    if (!cabe(dia) || total.bruto === 0) continue;
    b.add({
      chave: 'deducao.cancelamentos',
      cc: loja.cc.salao,
      competencia: dia,
      vencimento: dia,
      valor: -Math.round((total.bruto * rng.range(0.002, 0.006)) / n),
      historico: 'Cancelamento de venda',
      meio: 'Estorno',
      contaBancariaId: loja.correnteId,
      liquidacao: 'automatico',
    });
  }
}
