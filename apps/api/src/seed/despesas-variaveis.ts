import { addDays, addMonths, nextBusinessDay } from './calendar.ts';
import { diaDoMes, mesSeguinte } from './despesas-fixas.ts';
import { centavos, type Lancamentos } from './lancamentos.ts';
import { Rng } from './prng.ts';
import type { VendasDoMes } from './vendas.ts';

const mmaaaa = (b: Lancamentos) => `${String(b.mes.mes).padStart(2, '0')}/${b.mes.ano}`;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Taxes on sales: Simples Nacional, or ICMS, PIS/COFINS and quarterly IRPJ/CSLL under lucro presumido. */
function gerarImpostos(b: Lancamentos, v: VendasDoMes): void {
  const { loja, mes, rng } = b;
  const base = { cc: loja.cc.administrativo, competencia: diaDoMes(b, 31), contaBancariaId: loja.correnteId };
  const receita = { fornecedor: 'Receita Federal', meio: 'Guia' };
  const t = b.com({ ...base, ...receita, liquidacao: 'titulo' });
  if (loja.simples) {
    const das = -Math.round(v.bruto * rng.range(0.062, 0.088));
    t('deducao.simples', mesSeguinte(b, 20), das, `DAS Simples Nacional ${mmaaaa(b)}`);
    return;
  }
  const sefaz = { fornecedor: `Secretaria da Fazenda - ${loja.empresa.uf}` };
  t('deducao.icms', mesSeguinte(b, 10), -Math.round(v.bruto * 0.032), 'ICMS sobre vendas', sefaz);
  t('deducao.pis-cofins', mesSeguinte(b, 25), -Math.round(v.bruto * 0.0365), 'PIS e COFINS');
  if (mes.mes % 3 === 0) {
    const trimestre = v.bruto * 3;
    const vencimento = nextBusinessDay(addDays(addMonths(mes.inicio, 2), -1));
    t('ir.irpj', vencimento, -Math.round(trimestre * 0.012), 'IRPJ trimestral (lucro presumido)');
    t('ir.csll', vencimento, -Math.round(trimestre * 0.0108), 'CSLL trimestral (lucro presumido)');
  }
}

/** Taxes, royalties and marketing fund as % of gross sales, card fees and delivery-app commissions. */
export function gerarVariaveis(b: Lancamentos, v: VendasDoMes): void {
  if (v.bruto === 0) return;
  gerarImpostos(b, v);
  const { loja } = b;
  const { perfil } = loja;
  const fim = diaDoMes(b, 31);
  const base = {
    cc: loja.cc.administrativo,
    competencia: fim,
    meio: 'Boleto',
    contaBancariaId: loja.correnteId,
  };
  const franquia = b.com({
    ...base,
    liquidacao: 'titulo',
    fornecedor: loja.franqueadora,
    contaBancariaId: loja.concentradoraId ?? loja.correnteId,
  });
  franquia(
    'variavel.royalties',
    mesSeguinte(b, 10),
    -Math.round(v.bruto * perfil.royalties),
    `Royalties ${pct(perfil.royalties)} s/ faturamento`,
  );
  franquia(
    'variavel.marketing',
    mesSeguinte(b, 10),
    -Math.round(v.bruto * perfil.marketing),
    `Fundo de marketing ${pct(perfil.marketing)}`,
  );
  const debito = b.com({ ...base, meio: 'Débito em conta', liquidacao: 'automatico' });
  const taxas = -Math.round(v.credito * 0.031 + v.debito * 0.015 + v.voucher * 0.055);
  debito('variavel.taxa-cartao', nextBusinessDay(fim), taxas, `Taxas de administração ${loja.adquirente}`, {
    fornecedor: loja.adquirente,
  });
  if (v.delivery > 0) {
    const comissao = -Math.round(v.delivery * 0.23);
    debito('variavel.comissao-delivery', mesSeguinte(b, 15), comissao, 'Comissão iFood', {
      cc: loja.cc.delivery,
      fornecedor: 'iFood',
    });
  }
}

/** Equipment bought now and then, in up to three instalments. */
function gerarImobilizado(b: Lancamentos): void {
  const { loja, rng } = b;
  if (!rng.chance(0.03)) return;
  const parcelas = rng.int(1, 3);
  const valor = centavos(rng.range(5000, 40000));
  const nf = rng.int(10000, 99999);
  const compra = diaDoMes(b, 10);
  const fornecedor = loja.fornecedores['invest.imobilizado'] ?? null;
  const t = b.com({
    cc: loja.cc.administrativo,
    competencia: compra,
    contaBancariaId: loja.correnteId,
    meio: 'Boleto',
    liquidacao: 'titulo',
    fornecedor,
  });
  for (let p = 1; p <= parcelas; p++) {
    const documento = `NF ${nf} ${p}/${parcelas}`;
    t(
      'invest.imobilizado',
      nextBusinessDay(addDays(compra, 30 * p)),
      -Math.round(valor / parcelas),
      `Compra de equipamento ${documento}`,
      { documento },
    );
  }
}

/** Depreciation, bank fees, interest, investment income, equipment, a loan, profit distribution. */
export function gerarFinanceiro(b: Lancamentos, v: VendasDoMes, principal: boolean): void {
  if (v.bruto === 0) return;
  const { loja, mes, rng } = b;
  const fim = diaDoMes(b, 31);
  const t = b.com({
    cc: loja.cc.administrativo,
    competencia: fim,
    contaBancariaId: loja.correnteId,
    liquidacao: 'automatico',
  });
  // Depreciation moves no money: no bank account.
  t('depreciacao', fim, -centavos(loja.empresa.m2 * 35 + 1200), 'Depreciação de móveis e equipamentos', {
    contaBancariaId: null,
  });
  const tarifa = -centavos(rng.range(49, 189));
  t('financeiro.tarifas', nextBusinessDay(mes.inicio), tarifa, 'Tarifa pacote de serviços', {
    competencia: mes.inicio,
    meio: 'Débito em conta',
  });
  if (rng.chance(0.25)) {
    t('financeiro.juros', fim, -centavos(rng.range(20, 300)), 'Juros e multa por atraso', {
      meio: 'Boleto',
      liquidacao: 'titulo',
    });
  }
  if (principal && loja.aplicacaoId) {
    t('financeiro.rendimentos', fim, centavos(rng.range(800, 3000)), 'Rendimento CDB', {
      contaBancariaId: loja.aplicacaoId,
    });
  }
  gerarImobilizado(b);
  gerarEmprestimo(b);
  if (principal && mes.mes % 3 === 0) {
    const conta = loja.concentradoraId ?? loja.correnteId;
    t(
      'financ.distribuicao',
      nextBusinessDay(diaDoMes(b, 15)),
      -centavos(rng.range(5000, 25000)),
      'Distribuição de lucros aos sócios',
      { meio: 'TED', contaBancariaId: conta },
    );
  }
}

/** A working-capital loan taken in one month and paid back in 24 monthly instalments. */
function gerarEmprestimo(b: Lancamentos): void {
  const { loja, mes } = b;
  if (loja.emprestimoMes === null) return;
  const parcela = mes.indice - loja.emprestimoMes;
  if (parcela < 0 || parcela > 24) return;
  const principal = centavos(Rng.of(loja.seed, 'emprestimo', loja.empresa.codigoLoja).range(50000, 150000));
  const dia10 = nextBusinessDay(diaDoMes(b, 10));
  const base = { cc: loja.cc.administrativo, competencia: dia10, contaBancariaId: loja.correnteId };
  const t = b.com({ ...base, fornecedor: 'Banco do Brasil', meio: 'Débito em conta' });
  if (parcela === 0) {
    t('financ.captacao', dia10, principal, 'Empréstimo capital de giro', { liquidacao: 'automatico' });
  } else {
    t('financ.amortizacao', dia10, -Math.round((principal * 1.18) / 24), `Parcela empréstimo ${parcela}/24`, {
      liquidacao: 'titulo',
    });
  }
}
