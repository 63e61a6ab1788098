import { addDays, compareIso, isoDate, nextBusinessDay, weekday, type Mes } from './calendar.ts';
import type { Produto } from './catalog/marcas.ts';
import { diaDoMes } from './despesas-fixas.ts';
import type { EstoqueAjusteGerado, EstoqueEntradaGerada, EstoquePosicaoGerada } from './fatos-types.ts';
import type { Lancamentos } from './lancamentos.ts';
import { vendaEsperada, type Loja } from './loja.ts';
import { Rng } from './prng.ts';

export interface EstoqueDoMes {
  entradas: EstoqueEntradaGerada[];
  posicoes: EstoquePosicaoGerada[];
  ajustes: EstoqueAjusteGerado[];
}

/** Unit cost with a slow inflation over the span, in centavos. */
export function custoUnitario(p: Produto, mes: Mes): number {
  return Math.round(p.custo * (1 + 0.004 * mes.indice));
}

function mesAnterior(mes: Mes): Mes {
  const serial = mes.ano * 12 + mes.mes - 2;
  const ano = Math.floor(serial / 12);
  const m = (serial % 12) + 1;
  return {
    ano,
    mes: m,
    inicio: isoDate(ano, m, 1),
    dias: new Date(Date.UTC(ano, m, 0)).getUTCDate(),
    indice: mes.indice - 1,
  };
}

/**
 * Stock at the end of a month, in thousandths of the unit: a cover of 20–45 % of the month's expected
 * consumption. It depends only on (store, month, product), so the next month's opening stock is the
 * same number without carrying state between chunks.
 */
function nivelFinal(loja: Loja, mes: Mes, p: Produto, pesoTotal: number): number {
  const venda = vendaEsperada(loja, mes);
  if (venda === 0) return 0;
  const consumo = (venda * 100 * loja.perfil.cmv * p.peso) / pesoTotal / custoUnitario(p, mes);
  const cobertura = Rng.of(loja.seed, 'estoque', loja.empresa.codigoLoja, mes.inicio, p.codigo).range(
    0.2,
    0.45,
  );
  return Math.round(consumo * cobertura * 1000);
}

const mondays = (mes: Mes) =>
  Array.from({ length: mes.dias }, (_, i) => i + 1).filter((d) => weekday(mes.ano, mes.mes, d) === 1);

interface MesDeEstoque {
  b: Lancamentos;
  out: EstoqueDoMes;
  vendaBruta: number;
  pesoTotal: number;
  /** First day the store is open in the month. */
  inicio: string;
  fimDoMes: string;
  /** The month is over: it has a closing position. */
  fechado: boolean;
  entregas: string[];
  porFornecedor: Map<string, { data: string; valor: number }[]>;
}

/**
 * Stock positions, weekly deliveries (each becoming a supplier title in the ledger), losses and the odd
 * surplus, so that opening + entries ± adjustments − closing comes close to sales × the brand's CMV.
 */
export function gerarEstoque(b: Lancamentos, vendaBruta: number): EstoqueDoMes {
  const out: EstoqueDoMes = { entradas: [], posicoes: [], ajustes: [] };
  const { loja, mes, today } = b;
  if (vendaBruta === 0) return out;
  const produtos = loja.perfil.produtos;
  const fimDoMes = diaDoMes(b, 31);
  const inicio = loja.empresa.abertura > mes.inicio ? loja.empresa.abertura : mes.inicio;
  const m: MesDeEstoque = {
    b,
    out,
    vendaBruta,
    pesoTotal: produtos.reduce((s, p) => s + p.peso, 0),
    inicio,
    fimDoMes,
    fechado: compareIso(fimDoMes, today) < 0,
    entregas: mondays(mes)
      .map((d) => isoDate(mes.ano, mes.mes, d))
      .filter((d) => d >= inicio && compareIso(d, today) <= 0),
    porFornecedor: new Map(),
  };
  produtos.forEach((p, i) =>
    gerarProduto(m, p, loja.perfil.fornecedores[i % loja.perfil.fornecedores.length]!),
  );
  lancarTitulosDeFornecedor(b, m.porFornecedor);
  lancarEmbalagens(b, vendaBruta, inicio);
  return out;
}

function gerarProduto(m: MesDeEstoque, p: Produto, fornecedor: string): void {
  const { b, out } = m;
  const { loja, mes, rng } = b;
  const custo = custoUnitario(p, mes);
  const abertura =
    loja.empresa.abertura >= mes.inicio ? 0 : nivelFinal(loja, mesAnterior(mes), p, m.pesoTotal);
  const fechamento = m.fechado ? nivelFinal(loja, mes, p, m.pesoTotal) : 0;
  const consumo = Math.round(
    ((m.vendaBruta * loja.perfil.cmv * p.peso) / m.pesoTotal / custo) * 1000 * rng.noise(0.05),
  );
  const perda = Math.round(consumo * rng.range(0.005, 0.03));
  const valor = (q: number) => BigInt(Math.round((q * custo) / 1000));
  const base = {
    empresaId: loja.empresa.id,
    produtoCodigo: p.codigo,
    produtoNome: p.nome,
    unidade: p.unidade,
  };
  const posicao = (data: string, tipo: 'inicial' | 'final', q: number) =>
    out.posicoes.push({
      ...base,
      data,
      tipo,
      quantidadeMilesimos: q,
      custoUnitario: BigInt(custo),
      valorTotal: valor(q),
    });
  posicao(m.inicio, 'inicial', abertura);
  if (m.fechado) posicao(m.fimDoMes, 'final', fechamento);
  const ajuste = (q: number, motivo: string) => {
    const dia = diaDoMes(b, rng.int(1, 28));
    const data = dia < m.inicio ? m.inicio : dia;
    if (q === 0 || compareIso(data, b.today) > 0) return;
    const idExterno = `${loja.empresa.codigoLoja}.${mes.inicio}.${p.codigo}.${q > 0 ? 'sobra' : 'perda'}`;
    out.ajustes.push({ ...base, idExterno, data, quantidadeMilesimos: q, valor: valor(q), motivo });
  };
  ajuste(-perda, rng.pick(['Quebra', 'Vencimento', 'Perda operacional']));
  // Inventory counts now and then find a little more than the system expected.
  if (rng.chance(0.1)) ajuste(Math.round(consumo * rng.range(0.002, 0.01)), 'Sobra no inventário');
  const compras = Math.max(0, consumo + perda + fechamento - abertura);
  entregar(m, base, custo, compras, fornecedor);
}

/** The month's purchases of a product, split over the weekly deliveries of its supplier. */
function entregar(
  m: MesDeEstoque,
  base: { empresaId: string; produtoCodigo: string; produtoNome: string; unidade: string },
  custo: number,
  compras: number,
  fornecedor: string,
): void {
  const { out } = m;
  const { loja } = m.b;
  const valor = (q: number) => BigInt(Math.round((q * custo) / 1000));
  const n = m.entregas.length;
  const porEntrega = n > 0 ? Math.floor(compras / n) : 0;
  m.entregas.forEach((data, k) => {
    const q = k === n - 1 ? compras - porEntrega * (n - 1) : porEntrega;
    if (q <= 0) return;
    const documento = `NF ${fornecedor.slice(0, 3).toUpperCase()}-${data.replaceAll('-', '')}`;
    const idExterno = `${loja.empresa.codigoLoja}.${data}.${base.produtoCodigo}`;
    out.entradas.push({
      ...base,
      idExterno,
      data,
      quantidadeMilesimos: q,
      custoUnitario: BigInt(custo),
      valorTotal: valor(q),
      fornecedor,
      documento,
    });
    const lista = m.porFornecedor.get(fornecedor) ?? [];
    lista.push({ data, valor: Number(valor(q)) });
    m.porFornecedor.set(fornecedor, lista);
  });
}

/** One title per supplier and delivery; large ones are split in two instalments. */
function lancarTitulosDeFornecedor(
  b: Lancamentos,
  porFornecedor: Map<string, { data: string; valor: number }[]>,
): void {
  const { loja } = b;
  for (const [fornecedor, itens] of porFornecedor) {
    const prazo = Rng.of(loja.seed, 'prazo', fornecedor).pick([14, 21, 28]);
    const porData = new Map<string, number>();
    for (const { data, valor } of itens) porData.set(data, (porData.get(data) ?? 0) + valor);
    for (const [data, valor] of porData) {
      const documento = `NF ${fornecedor.slice(0, 3).toUpperCase()}-${data.replaceAll('-', '')}`;
      const parcelas = valor > 800000 ? 2 : 1;
      for (let p = 1; p <= parcelas; p++) {
        const parte =
          p === parcelas
            ? valor - Math.floor(valor / parcelas) * (parcelas - 1)
            : Math.floor(valor / parcelas);
        b.add({
          chave: 'cmv.insumos',
          cc: loja.cc.salao,
          competencia: data,
          vencimento: nextBusinessDay(addDays(data, prazo * p)),
          valor: -parte,
          historico: `Compra de insumos ${documento}${parcelas > 1 ? ` ${p}/${parcelas}` : ''}`,
          fornecedor,
          documento: parcelas > 1 ? `${documento} ${p}/${parcelas}` : documento,
          meio: 'Boleto',
          contaBancariaId: loja.correnteId,
          liquidacao: 'titulo',
        });
      }
    }
  }
}

/** Packaging is bought twice a month and expensed, not stocked. */
function lancarEmbalagens(b: Lancamentos, vendaBruta: number, inicio: string): void {
  const { loja, rng, today } = b;
  for (const dia of [5, 20]) {
    const data = diaDoMes(b, dia);
    if (data < inicio || compareIso(data, today) > 0) continue;
    b.add({
      chave: 'cmv.embalagens',
      cc: loja.empresa.temDelivery && dia === 20 ? loja.cc.delivery : loja.cc.salao,
      competencia: data,
      vencimento: nextBusinessDay(addDays(data, 21)),
      valor: -Math.round(vendaBruta * 0.0125 * rng.noise(0.1)),
      historico: 'Compra de embalagens e descartáveis',
      fornecedor: loja.perfil.fornecedorEmbalagens,
      meio: 'Boleto',
      contaBancariaId: loja.correnteId,
      liquidacao: 'titulo',
    });
  }
}
