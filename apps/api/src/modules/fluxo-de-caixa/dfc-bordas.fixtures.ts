import { somarMeses } from '@matriz/contracts';
import { somarDias } from '../../engine/dfc/datas.ts';
import type { LancamentoInput } from '../ingestion/index.ts';
import type { RedeDfcApi } from './dfc-api.fixtures.ts';

/** Months around today: two before (`mpp`, `mp`), today's (`m0`) and the next (`m1`), as 'YYYY-MM-01'. */
export function mesesDasBordas(hoje: string) {
  const m0 = `${hoje.slice(0, 7)}-01`;
  const ultimo = (mes: string) => somarDias(somarMeses(mes, 1)!, -1);
  const mpp = somarMeses(m0, -2)!;
  const mp = somarMeses(m0, -1)!;
  const m1 = somarMeses(m0, 1)!;
  return { mpp, mp, m0, m1, ultimo };
}

/**
 * Entries on the edges the read plans of the cash flow must get right (dfc-plano-leitura.ts), on store a1 and its
 * mapped sales account (f0 → r1) and the unmapped one (f3): open receivable boletos due on the last day of each month
 * around today (with 'Adicionar um dia…' they fall on the next month's first day), entries paid after and before
 * their due date across month ends ('Valores nos dias originais' moves them back), and open items due yesterday and
 * today (overdue or not, in today's month).
 */
export function lancamentosDasBordas(rede: RedeDfcApi): LancamentoInput[] {
  const { mpp, mp, m0, m1, ultimo } = mesesDasBordas(rede.hoje);
  const base = (n: number, conta: string): Omit<LancamentoInput, 'dataVencimento'> => ({
    idExterno: `dfc-borda-${n}`,
    empresaId: rede.lojas.a1,
    grupoId: rede.grupos.a,
    centroDeCustoId: n % 2 === 0 ? rede.centros.a1 : null,
    contaId: conta,
    dataCompetencia: somarDias(mpp, 3),
    dataPagamento: null,
    status: 'aberto',
    valor: BigInt(70_000 + n * 101),
    fornecedor: null,
    historico: `Borda ${n}`,
    observacao: null,
    documento: null,
    meioDePagamento: 'Boleto',
    contaBancariaId: n % 3 === 0 ? null : rede.bancos.cbA1,
    parcelaAprovada: true,
    previsao: false,
    transferencia: false,
    boletoAReceber: false,
    caixaAberto: false,
  });
  const f0 = rede.franqueado.a[0];
  const f3 = rede.franqueado.a[3];
  const boleto = (n: number, vencimento: string, conta = f0): LancamentoInput => ({
    ...base(n, conta),
    dataVencimento: vencimento,
    boletoAReceber: true,
  });
  const pago = (n: number, vencimento: string, pagamento: string, conta = f0): LancamentoInput => ({
    ...base(n, conta),
    dataVencimento: vencimento,
    dataPagamento: pagamento,
    status: 'liquidado',
  });
  return [
    boleto(1, ultimo(mpp)),
    boleto(2, ultimo(mp)),
    boleto(3, ultimo(m0)),
    boleto(4, ultimo(mp), f3),
    boleto(5, somarDias(mp, 14)),
    pago(6, somarDias(mpp, 24), somarDias(mp, 2)),
    pago(7, ultimo(mp), somarDias(m0, 1)),
    pago(8, somarDias(m1, 1), ultimo(m0)),
    pago(9, somarDias(mp, 9), somarDias(mp, 12), f3),
    { ...base(10, f0), dataVencimento: somarDias(rede.hoje, -1) },
    { ...base(11, f0), dataVencimento: rede.hoje },
  ];
}
