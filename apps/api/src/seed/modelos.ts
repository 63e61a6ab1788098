import { type IdFactory } from './prng.ts';
import type { ContaFranqueadorGerada, LinhaModeloGerada, ModeloGerado, TipoLinhaDre } from './types.ts';

type Def = {
  codigo: string;
  descricao: string;
  tipo: TipoLinhaDre;
  chaves?: string[];
  formula?: string;
  pdv?: number;
  base?: boolean;
  filhos?: Def[];
};

const conta = (codigo: string, descricao: string, chaves: string[]): Def => ({
  codigo,
  descricao,
  tipo: 'conta',
  chaves,
});
const total = (codigo: string, descricao: string, filhos: Def[], base = false): Def => ({
  codigo,
  descricao,
  tipo: 'total',
  filhos,
  base,
});
const formula = (codigo: string, descricao: string, expr: string): Def => ({
  codigo,
  descricao,
  tipo: 'formula',
  formula: expr,
});

const receitaBruta = total(
  'RB',
  'Receita Bruta',
  [
    conta('RB.CARTAO', 'Vendas com cartão e voucher', ['venda.credito', 'venda.debito', 'venda.voucher']),
    conta('RB.AVISTA', 'Vendas à vista (PIX e dinheiro)', ['venda.pix', 'venda.dinheiro']),
    conta('RB.DELIVERY', 'Vendas delivery', ['venda.delivery']),
    conta('RB.OUTRAS', 'Outras receitas', ['venda.boleto', 'receita.outras']),
  ],
  true,
);

const deducoes = total('DED', 'Deduções', [
  conta('DED.IMPOSTOS', 'Impostos sobre vendas', ['deducao.simples', 'deducao.icms', 'deducao.pis-cofins']),
  conta('DED.CANCEL', 'Cancelamentos e devoluções', ['deducao.cancelamentos']),
]);

const despesasAte = (administrativasExtra: Def[]): Def[] => [
  total('DV', 'Despesas variáveis', [
    conta('DV.ROYALTIES', 'Royalties', ['variavel.royalties']),
    conta('DV.MARKETING', 'Fundo de marketing', ['variavel.marketing']),
    conta('DV.CARTAO', 'Taxas de cartão', ['variavel.taxa-cartao']),
    conta('DV.APPS', 'Comissões de delivery', ['variavel.comissao-delivery']),
  ]),
  formula('MC', 'Margem de Contribuição', 'LB + DV'),
  total('PES', 'Pessoal', [
    conta('PES.SALARIOS', 'Salários', ['pessoal.salarios']),
    conta('PES.ENCARGOS', 'Encargos sociais', ['pessoal.encargos']),
    conta('PES.BENEFICIOS', 'Benefícios', ['pessoal.beneficios']),
    conta('PES.PROVISOES', '13º salário e férias', ['pessoal.provisoes']),
    conta('PES.PROLABORE', 'Pró-labore', ['pessoal.prolabore']),
  ]),
  total('OCU', 'Ocupação', [
    conta('OCU.ALUGUEL', 'Aluguel', ['ocupacao.aluguel']),
    conta('OCU.CONDOMINIO', 'Condomínio e fundo de promoção', [
      'ocupacao.condominio',
      'ocupacao.fundo-promocao',
    ]),
    conta('OCU.UTILIDADES', 'Energia e água', ['ocupacao.energia', 'ocupacao.agua']),
    conta('OCU.IPTU', 'IPTU', ['ocupacao.iptu']),
  ]),
  total('ADM', 'Administrativas', [
    conta('ADM.SERVICOS', 'Contabilidade e sistemas', ['admin.contabilidade', 'admin.sistemas']),
    conta('ADM.CONSUMO', 'Telefone, manutenção e materiais', [
      'admin.telefone',
      'admin.manutencao',
      'admin.materiais',
    ]),
    conta('ADM.OUTRAS', 'Outras despesas administrativas', ['admin.outras']),
    ...administrativasExtra,
  ]),
  formula('EBITDA', 'EBITDA', 'MC + PES + OCU + ADM'),
  conta('DEP', 'Depreciação', ['depreciacao']),
  formula('RO', 'Resultado Operacional', 'EBITDA + DEP'),
  total('FIN', 'Resultado Financeiro', [
    conta('FIN.RECEITAS', 'Receitas financeiras', ['financeiro.rendimentos']),
    conta('FIN.DESPESAS', 'Tarifas, juros e multas', ['financeiro.tarifas', 'financeiro.juros']),
  ]),
  formula('LAIR', 'LAIR', 'RO + FIN'),
  conta('IR', 'IR/CSLL', ['ir.irpj', 'ir.csll']),
  formula('LL', 'Lucro Líquido', 'LAIR + IR'),
];

/** The standard management DRE: CMV from stock, a manual apportionment line. */
const dreGerencial: Def[] = [
  receitaBruta,
  deducoes,
  formula('RL', 'Receita Líquida', 'RB + DED'),
  total('CMV', 'CMV', [
    { codigo: 'CMV.ESTOQUE', descricao: 'CMV apurado (estoque)', tipo: 'cmv' },
    conta('CMV.EMBALAGENS', 'Embalagens e descartáveis', ['cmv.embalagens']),
  ]),
  formula('LB', 'Lucro Bruto', 'RL + CMV'),
  ...despesasAte([{ codigo: 'ADM.RATEIO', descricao: 'Rateio administrativo (manual)', tipo: 'manual' }]),
];

/** A purchases-based DRE with point-of-sale indicators, for grupos without stock control. */
const dreCompras: Def[] = [
  receitaBruta,
  deducoes,
  formula('RL', 'Receita Líquida', 'RB + DED'),
  conta('CMV', 'Compras e ajustes de estoque', [
    'cmv.insumos',
    'cmv.embalagens',
    'cmv.ajuste-receber',
    'cmv.ajuste-pagar',
  ]),
  formula('LB', 'Lucro Bruto', 'RL + CMV'),
  ...despesasAte([]),
  total('PDV', 'Indicadores de PDV', [
    { codigo: 'FATPDV', descricao: 'Faturamento no PDV', tipo: 'pdv', pdv: 1 },
    { codigo: 'CUPONS', descricao: 'Quantidade de cupons', tipo: 'pdv', pdv: 2 },
    { codigo: 'DESCONTOS', descricao: 'Descontos concedidos', tipo: 'pdv', pdv: 3 },
  ]),
  formula('TICKET', 'Ticket médio', 'FATPDV / CUPONS'),
];

const fluxoGerencial: Def[] = [
  total('ENT', 'Entradas operacionais', [
    conta('ENT.CARTOES', 'Recebimentos de cartões e vouchers', [
      'venda.credito',
      'venda.debito',
      'venda.voucher',
    ]),
    conta('ENT.AVISTA', 'Recebimentos à vista', ['venda.pix', 'venda.dinheiro']),
    conta('ENT.DELIVERY', 'Repasses de delivery', ['venda.delivery']),
    conta('ENT.OUTROS', 'Outros recebimentos', [
      'venda.boleto',
      'receita.outras',
      'financeiro.rendimentos',
      'cmv.ajuste-receber',
    ]),
  ]),
  total('SAI', 'Saídas operacionais', [
    conta('SAI.FORNECEDORES', 'Fornecedores', ['cmv.insumos', 'cmv.embalagens', 'cmv.ajuste-pagar']),
    conta('SAI.PESSOAL', 'Pessoal', [
      'pessoal.salarios',
      'pessoal.encargos',
      'pessoal.beneficios',
      'pessoal.provisoes',
      'pessoal.prolabore',
    ]),
    conta('SAI.OCUPACAO', 'Ocupação', [
      'ocupacao.aluguel',
      'ocupacao.condominio',
      'ocupacao.fundo-promocao',
      'ocupacao.energia',
      'ocupacao.agua',
      'ocupacao.iptu',
    ]),
    conta('SAI.FRANQUIA', 'Royalties, marketing e taxas', [
      'variavel.royalties',
      'variavel.marketing',
      'variavel.taxa-cartao',
      'variavel.comissao-delivery',
    ]),
    conta('SAI.ADMIN', 'Administrativas e bancárias', [
      'admin.contabilidade',
      'admin.sistemas',
      'admin.telefone',
      'admin.manutencao',
      'admin.materiais',
      'admin.outras',
      'financeiro.tarifas',
      'financeiro.juros',
    ]),
    conta('SAI.IMPOSTOS', 'Impostos', [
      'deducao.simples',
      'deducao.icms',
      'deducao.pis-cofins',
      'deducao.cancelamentos',
      'ir.irpj',
      'ir.csll',
    ]),
  ]),
  formula('FCO', 'Fluxo operacional', 'ENT + SAI'),
  conta('INV', 'Investimentos', ['invest.imobilizado']),
  conta('FIN', 'Financiamentos e distribuição', [
    'financ.captacao',
    'financ.amortizacao',
    'financ.distribuicao',
  ]),
  conta('TRF', 'Transferências entre contas', ['transferencia']),
  formula('FLX', 'Fluxo líquido do período', 'FCO + INV + FIN + TRF'),
];

function flatten(ids: IdFactory, defs: Def[], contasPorChave: Map<string, string[]>): LinhaModeloGerada[] {
  const out: LinhaModeloGerada[] = [];
  const visit = (def: Def, paiId: string | null) => {
    const id = ids.next();
    out.push({
      id,
      codigo: def.codigo,
      descricao: def.descricao,
      tipo: def.tipo,
      ordem: out.length + 1,
      paiId,
      formula: def.formula ?? null,
      contaIds: (def.chaves ?? []).flatMap((chave) => contasPorChave.get(chave) ?? []),
      tipoDeValorDePdv: def.pdv ?? null,
      base: def.base ?? false,
    });
    for (const filho of def.filhos ?? []) visit(filho, id);
  };
  for (const def of defs) visit(def, null);
  return out;
}

export interface Modelos {
  dre: ModeloGerado[];
  fluxo: ModeloGerado[];
}

export function buildModelos(
  ids: IdFactory,
  planoFranqueador: ContaFranqueadorGerada[],
  comCompras: boolean,
): Modelos {
  const contasPorChave = new Map<string, string[]>();
  for (const c of planoFranqueador)
    contasPorChave.set(c.chave, [...(contasPorChave.get(c.chave) ?? []), c.id]);
  const dre: ModeloGerado[] = [
    {
      id: ids.next(),
      nome: 'DRE Gerencial',
      padrao: true,
      linhas: flatten(ids, dreGerencial, contasPorChave),
    },
  ];
  if (comCompras) {
    dre.push({
      id: ids.next(),
      nome: 'DRE por Compras e PDV',
      padrao: false,
      linhas: flatten(ids, dreCompras, contasPorChave),
    });
  }
  const fluxo = [
    {
      id: ids.next(),
      nome: 'Fluxo de Caixa Gerencial',
      padrao: true,
      linhas: flatten(ids, fluxoGerencial, contasPorChave),
    },
  ];
  return { dre, fluxo };
}
