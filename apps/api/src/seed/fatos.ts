import { compareIso, type Mes } from './calendar.ts';
import { gerarAdministrativas, gerarOcupacao, gerarPessoal } from './despesas-fixas.ts';
import { gerarFinanceiro, gerarVariaveis } from './despesas-variaveis.ts';
import { gerarEstoque } from './estoque.ts';
import { gerarExtrato } from './extrato.ts';
import type { FatosLojaMes, LancamentoGerado, PdvValorGerado, ValorManualGerado } from './fatos-types.ts';
import { Lancamentos } from './lancamentos.ts';
import type { Loja } from './loja.ts';
import { Rng } from './prng.ts';
import type { IsoDate } from './types.ts';
import { gerarVendas, type VendasDoMes } from './vendas.ts';

export interface OpcoesLojaMes {
  today: IsoDate;
  /** First day with bank statement lines. */
  extratoDesde: IsoDate;
  /** The grupo's first store carries the grupo-wide entries (investment income, profit distribution). */
  principal: boolean;
  /** The manual DRE line fed with values (apportioned head-office costs), when the grupo has one. */
  linhaManual: { modeloId: string; linhaId: string } | null;
}

/** Everything one store produces in one month: the unit the generator streams. */
export function gerarLojaMes(loja: Loja, mes: Mes, opcoes: OpcoesLojaMes): FatosLojaMes {
  const b = new Lancamentos(loja, mes, opcoes.today);
  const vendas = gerarVendas(b);
  const estoque = gerarEstoque(b, vendas.bruto);
  if (vendas.bruto > 0) {
    gerarPessoal(b);
    gerarOcupacao(b);
    gerarAdministrativas(b);
  }
  gerarVariaveis(b, vendas);
  gerarFinanceiro(b, vendas, opcoes.principal);
  transferirParaConcentradora(b, vendas);
  return {
    empresaId: loja.empresa.id,
    competencia: mes.inicio,
    lancamentos: b.rows,
    extrato: gerarExtrato(loja, mes.inicio, b.rows, opcoes.extratoDesde, opcoes.today),
    estoqueEntradas: estoque.entradas,
    estoquePosicoes: estoque.posicoes,
    estoqueAjustes: estoque.ajustes,
    pdv: gerarPdv(loja, mes, vendas, b.rows),
    valoresManuais: gerarManuais(loja, mes, vendas, opcoes.linhaManual),
  };
}

/** Grupos with a concentrating account sweep most of each store's month-end balance into it. */
function transferirParaConcentradora(b: Lancamentos, v: VendasDoMes): void {
  const { loja, mes, today } = b;
  if (!loja.concentradoraId || v.bruto === 0) return;
  const data = `${mes.inicio.slice(0, 8)}${String(mes.dias).padStart(2, '0')}`;
  if (compareIso(data, today) > 0) return;
  const valor = Math.round(v.bruto * 0.55);
  const comum = {
    chave: 'transferencia',
    cc: loja.cc.administrativo,
    competencia: data,
    vencimento: data,
    historico: 'Transferência para conta concentradora',
    meio: 'TED',
    transferencia: true,
    liquidacao: 'automatico' as const,
  };
  b.add({ ...comum, valor: -valor, contaBancariaId: loja.correnteId });
  b.add({ ...comum, valor, contaBancariaId: loja.concentradoraId });
}

function gerarPdv(loja: Loja, mes: Mes, v: VendasDoMes, rows: LancamentoGerado[]): PdvValorGerado[] {
  if (v.bruto === 0) return [];
  const rng = Rng.of(loja.seed, 'pdv', loja.empresa.codigoLoja, mes.inicio);
  const faturamento = Math.round(v.bruto * rng.range(0.995, 1.005));
  const cupons = Math.round(faturamento / (loja.perfil.ticketMedio * 100 * rng.noise(0.05)));
  const cancelamentos = rows
    .filter((r) => r.historico === 'Cancelamento de venda')
    .reduce((s, r) => s - r.valor, 0n);
  const linha = (tipo: number, valor: bigint): PdvValorGerado => ({
    empresaId: loja.empresa.id,
    competencia: mes.inicio,
    tipoDeValorDePdv: tipo,
    valor,
  });
  return [
    linha(1, BigInt(faturamento)),
    // Counts are stored in hundredths, like money.
    linha(2, BigInt(cupons * 100)),
    linha(3, BigInt(Math.round(faturamento * rng.range(0.012, 0.03)))),
    linha(4, cancelamentos),
  ];
}

function gerarManuais(
  loja: Loja,
  mes: Mes,
  v: VendasDoMes,
  linha: OpcoesLojaMes['linhaManual'],
): ValorManualGerado[] {
  if (!linha || !loja.concentradoraId || v.bruto === 0) return [];
  const valor = -Math.round(
    v.bruto * Rng.of(loja.seed, 'rateio', loja.empresa.codigoLoja, mes.inicio).range(0.008, 0.012),
  );
  return [
    {
      empresaId: loja.empresa.id,
      centroDeCustoId: null,
      modeloId: linha.modeloId,
      linhaId: linha.linhaId,
      competencia: mes.inicio,
      valor: BigInt(valor),
    },
  ];
}
