/**
 * The franchisor's standard chart of accounts (one copy per marca) and the logical keys the ledger
 * generator writes to. Franchisee charts are variations of these same accounts.
 */

export type Natureza = 'receita' | 'despesa';

export interface SecaoPlano {
  codigo: string;
  nome: string;
}

export interface ContaPadrao {
  /** Stable key the generator uses, e.g. `venda.credito`. */
  chave: string;
  codigo: string;
  nome: string;
  secao: string;
  natureza: Natureza;
}

export const secoes: SecaoPlano[] = [
  { codigo: '1', nome: 'Receita Bruta' },
  { codigo: '2', nome: 'Deduções da Receita' },
  { codigo: '3', nome: 'Custo das Mercadorias Vendidas' },
  { codigo: '4', nome: 'Despesas Variáveis' },
  { codigo: '5', nome: 'Despesas com Pessoal' },
  { codigo: '6', nome: 'Despesas de Ocupação' },
  { codigo: '7', nome: 'Despesas Administrativas' },
  { codigo: '8', nome: 'Depreciação e Amortização' },
  { codigo: '9', nome: 'Resultado Financeiro' },
  { codigo: '10', nome: 'IR e CSLL' },
  { codigo: '11', nome: 'Investimentos e Financiamentos' },
];

const c = (chave: string, codigo: string, nome: string, natureza: Natureza = 'despesa'): ContaPadrao => ({
  chave,
  codigo,
  nome,
  secao: codigo.split('.')[0] as string,
  natureza,
});

export const contasPadrao: ContaPadrao[] = [
  c('venda.credito', '1.01', 'Vendas com Cartão de Crédito', 'receita'),
  c('venda.debito', '1.02', 'Vendas com Cartão de Débito', 'receita'),
  c('venda.pix', '1.03', 'Vendas via PIX', 'receita'),
  c('venda.dinheiro', '1.04', 'Vendas em Dinheiro', 'receita'),
  c('venda.voucher', '1.05', 'Vendas com Voucher Refeição/Alimentação', 'receita'),
  c('venda.delivery', '1.06', 'Vendas Delivery (Aplicativos)', 'receita'),
  c('venda.boleto', '1.07', 'Vendas a Prazo (Boleto)', 'receita'),
  c('receita.outras', '1.08', 'Outras Receitas Operacionais', 'receita'),
  c('deducao.simples', '2.01', 'Simples Nacional'),
  c('deducao.icms', '2.02', 'ICMS sobre Vendas'),
  c('deducao.pis-cofins', '2.03', 'PIS e COFINS'),
  c('deducao.cancelamentos', '2.04', 'Cancelamentos e Devoluções'),
  c('cmv.insumos', '3.01', 'Compras de Insumos e Mercadorias'),
  c('cmv.embalagens', '3.02', 'Embalagens e Descartáveis'),
  c('cmv.ajuste-receber', '3.03', 'Ajuste de Estoque a Receber', 'receita'),
  c('cmv.ajuste-pagar', '3.04', 'Ajuste de Estoque a Pagar'),
  c('variavel.royalties', '4.01', 'Royalties'),
  c('variavel.marketing', '4.02', 'Fundo de Marketing'),
  c('variavel.taxa-cartao', '4.03', 'Taxas de Cartão'),
  c('variavel.comissao-delivery', '4.04', 'Comissões de Aplicativos de Delivery'),
  c('pessoal.salarios', '5.01', 'Salários e Ordenados'),
  c('pessoal.encargos', '5.02', 'Encargos Sociais (INSS/FGTS)'),
  c('pessoal.beneficios', '5.03', 'Vale-Transporte e Vale-Refeição'),
  c('pessoal.provisoes', '5.04', '13º Salário e Férias'),
  c('pessoal.prolabore', '5.05', 'Pró-Labore'),
  c('ocupacao.aluguel', '6.01', 'Aluguel'),
  c('ocupacao.condominio', '6.02', 'Condomínio'),
  c('ocupacao.fundo-promocao', '6.03', 'Fundo de Promoção do Shopping'),
  c('ocupacao.energia', '6.04', 'Energia Elétrica'),
  c('ocupacao.agua', '6.05', 'Água e Esgoto'),
  c('ocupacao.iptu', '6.06', 'IPTU'),
  c('admin.contabilidade', '7.01', 'Honorários Contábeis'),
  c('admin.sistemas', '7.02', 'Sistemas e Software'),
  c('admin.telefone', '7.03', 'Telefone e Internet'),
  c('admin.manutencao', '7.04', 'Manutenção e Reparos'),
  c('admin.materiais', '7.05', 'Material de Limpeza e Escritório'),
  c('admin.outras', '7.06', 'Outras Despesas Administrativas'),
  c('depreciacao', '8.01', 'Depreciação e Amortização'),
  c('financeiro.rendimentos', '9.01', 'Rendimentos de Aplicações', 'receita'),
  c('financeiro.tarifas', '9.02', 'Tarifas Bancárias'),
  c('financeiro.juros', '9.03', 'Juros e Multas'),
  c('ir.irpj', '10.01', 'IRPJ'),
  c('ir.csll', '10.02', 'CSLL'),
  c('invest.imobilizado', '11.01', 'Aquisição de Imobilizado'),
  c('financ.captacao', '11.02', 'Captação de Empréstimos', 'receita'),
  c('financ.amortizacao', '11.03', 'Amortização de Empréstimos'),
  c('financ.distribuicao', '11.04', 'Distribuição de Lucros'),
  c('transferencia', '11.05', 'Transferências entre Contas', 'receita'),
];

export const contaPadraoPorChave = new Map(contasPadrao.map((conta) => [conta.chave, conta]));

export function contaPadrao(chave: string): ContaPadrao {
  const conta = contaPadraoPorChave.get(chave);
  if (!conta) throw new Error(`conta padrão desconhecida: ${chave}`);
  return conta;
}
