import { userTemplateColumns } from './usuarios.ts';

/**
 * The layout of each upload file type (issue 13 §2): the columns of its template and what the server's parser reads
 * — ONE definition, so the template offered for download and the reader can never disagree. The header row is the
 * first row of the file (the first worksheet of an xlsx); columns may come in any order and are matched by title
 * ignoring case, accents and repeated spaces (`normalizarTitulo`); columns the layout does not name are ignored.
 */

/**
 * How a column's cells are read (in CSV and in xlsx text cells; xlsx number and date cells are taken as such):
 * - texto: any text (control characters refused), at most `max` characters;
 * - cnpj: 14 characters, punctuation ignored (the 2026 alphanumeric CNPJ too; leading zeros Excel dropped put back);
 * - data: dd/mm/aaaa (also aaaa-mm-dd), a real calendar day between 2000 and 2100;
 * - valor: reais with at most 2 decimals — '1.234,56' or '-1234,56' (a CSV separated by ';' and xlsx text), '1234.56'
 *   (a CSV separated by ','), 'R$ 1.234,56', '(1.234,56)' for a negative; never rounded;
 * - quantidade: like valor, with at most 3 decimals;
 * - simNao: Sim/Não (also S/N, true/false, 1/0); blank takes the column's default;
 * - email: an e-mail address;
 * - status: Aberto or Liquidado.
 */
export type FormatoColuna =
  'texto' | 'cnpj' | 'data' | 'valor' | 'quantidade' | 'simNao' | 'email' | 'status';

export interface ColunaArquivo {
  /** stable key (the parser's field name) */
  chave: string;
  /** the header text of the template (and of the file) */
  titulo: string;
  formato: FormatoColuna;
  /** a row without a value here is refused (see also LayoutArquivo.umaDas) */
  obrigatoria: boolean;
  /** what the column holds, shown in the template's 'Instruções' sheet and in the README */
  descricao: string;
  /** the example row's value, written as the file would hold it */
  exemplo: string;
  /** the most characters of a texto cell */
  max?: number;
  /** simNao: the value of a blank cell */
  padrao?: boolean;
}

export interface LayoutArquivo {
  colunas: readonly ColunaArquivo[];
  /** groups of columns of which each row must fill at least one (the store by CNPJ or by code) */
  umaDas: readonly (readonly string[])[];
}

const texto = (
  chave: string,
  titulo: string,
  descricao: string,
  exemplo: string,
  max = 200,
): ColunaArquivo => ({
  chave,
  titulo,
  formato: 'texto',
  obrigatoria: false,
  descricao,
  exemplo,
  max,
});
const obrigatoria = (c: ColunaArquivo): ColunaArquivo => ({ ...c, obrigatoria: true });
const simNao = (chave: string, titulo: string, padrao: boolean, descricao: string): ColunaArquivo => ({
  chave,
  titulo,
  formato: 'simNao',
  obrigatoria: false,
  padrao,
  descricao: `${descricao} (Sim/Não; vazio: ${padrao ? 'Sim' : 'Não'})`,
  exemplo: padrao ? 'Sim' : 'Não',
});
const data = (chave: string, titulo: string, descricao: string, exemplo: string): ColunaArquivo => ({
  chave,
  titulo,
  formato: 'data',
  obrigatoria: false,
  descricao: `${descricao} (dd/mm/aaaa)`,
  exemplo,
});
const numero = (
  chave: string,
  titulo: string,
  formato: 'valor' | 'quantidade',
  descricao: string,
  exemplo: string,
): ColunaArquivo => ({ chave, titulo, formato, obrigatoria: false, descricao, exemplo });

/** The store of a row: its CNPJ or its store code (at least one; with both, they must name the same store). */
const loja: readonly ColunaArquivo[] = [
  {
    chave: 'cnpj',
    titulo: 'CNPJ da loja',
    formato: 'cnpj',
    obrigatoria: false,
    descricao: 'CNPJ da loja (com ou sem pontuação); ou informe o código da loja',
    exemplo: '11.222.333/0001-81',
  },
  texto('codigoLoja', 'Código da loja', 'Código da loja na rede; ou informe o CNPJ', 'L001', 60),
];
const LOJA = ['cnpj', 'codigoLoja'] as const;

/** The idempotency key of facts kept by source: the same origem and identificador again updates, never doubles. */
const origemEId: readonly ColunaArquivo[] = [
  texto('origem', 'Origem', "Sistema de onde o dado vem; vazio: 'upload'", 'ERP da loja', 60),
  obrigatoria(
    texto(
      'idExterno',
      'Identificador externo',
      'Identificador único do registro na origem: reenviar o mesmo identificador atualiza o registro',
      'NF-123-1',
      120,
    ),
  ),
];

const produto: readonly ColunaArquivo[] = [
  obrigatoria(texto('produtoCodigo', 'Código do produto', 'Código do produto', 'CAFE-500', 60)),
  texto('produtoNome', 'Nome do produto', 'Nome do produto', 'Café torrado 500 g', 200),
];

const quantidade = (descricao: string, exemplo: string) =>
  obrigatoria(numero('quantidade', 'Quantidade', 'quantidade', descricao, exemplo));
const custoEValor: readonly ColunaArquivo[] = [
  numero('custoUnitario', 'Custo unitário', 'valor', 'Custo de uma unidade, em R$', '12,50'),
  numero(
    'valorTotal',
    'Valor total',
    'valor',
    'Custo total em R$; vazio: quantidade × custo unitário (arredondado ao centavo)',
    '125,00',
  ),
];
const CUSTO = ['custoUnitario', 'valorTotal'] as const;

const posicao = (qual: 'inicial' | 'final'): LayoutArquivo => ({
  colunas: [
    ...loja,
    obrigatoria(
      data('data', 'Data', `Data da posição ${qual} (a posição vale para o mês desta data)`, '01/03/2026'),
    ),
    ...produto,
    texto('unidade', 'Unidade', 'Unidade de medida', 'UN', 20),
    quantidade('Quantidade em estoque (até 3 casas decimais)', '10'),
    ...custoEValor,
  ],
  umaDas: [LOJA, CUSTO],
});

/** Type 0 'Processamento de dados': ledger entries, our layout (DESIGN.md §5). */
const lancamentos: LayoutArquivo = {
  colunas: [
    ...loja,
    obrigatoria(
      texto(
        'conta',
        'Conta (código)',
        'Código da conta no plano de contas do grupo (franqueado)',
        '3.1.01',
        60,
      ),
    ),
    texto(
      'centroDeCusto',
      'Centro de custo (código)',
      'Código do centro de custo da loja; vazio: nenhum',
      '001',
      60,
    ),
    obrigatoria(data('competencia', 'Competência', 'Data de competência', '15/03/2026')),
    obrigatoria(data('vencimento', 'Vencimento', 'Data de vencimento', '10/04/2026')),
    data('pagamento', 'Pagamento', 'Data de pagamento; vazio: em aberto', '10/04/2026'),
    obrigatoria(
      numero(
        'valor',
        'Valor',
        'valor',
        'Valor em R$ com sinal: receita positiva, despesa negativa',
        '-1.234,56',
      ),
    ),
    {
      chave: 'status',
      titulo: 'Status',
      formato: 'status',
      obrigatoria: false,
      descricao: 'Aberto ou Liquidado; vazio: Liquidado com data de pagamento, senão Aberto',
      exemplo: 'Liquidado',
    },
    ...origemEId,
    texto('fornecedor', 'Fornecedor', 'Fornecedor ou cliente', 'Distribuidora Central Ltda'),
    texto('historico', 'Histórico', 'Histórico do lançamento', 'Compra de insumos', 500),
    texto('observacao', 'Observação', 'Observação', '', 500),
    texto('documento', 'Documento', 'Número do documento (NF, boleto)', 'NF 4521', 60),
    texto('meioDePagamento', 'Meio de pagamento', 'Meio de pagamento (PIX, boleto, cartão…)', 'PIX', 60),
    texto(
      'contaBancaria',
      'Conta bancária',
      'Conta bancária do grupo: o identificador dela na origem, o número (com ou sem dígito) ou o nome',
      '12345-6',
      120,
    ),
    simNao('parcelaAprovada', 'Parcela aprovada', true, 'A parcela foi aprovada'),
    simNao('previsao', 'Previsão', false, 'É uma previsão'),
    simNao('transferencia', 'Transferência', false, 'É uma transferência entre contas'),
    simNao('boletoAReceber', 'Boleto a receber', false, 'É um boleto a receber'),
    simNao('caixaAberto', 'Caixa aberto', false, 'Dinheiro de um caixa ainda aberto'),
  ],
  umaDas: [LOJA],
};

/** Type 1 'Entrada de estoque': purchases into a store's stock, at cost. */
const entradas: LayoutArquivo = {
  colunas: [
    ...loja,
    obrigatoria(data('data', 'Data', 'Data da entrada', '05/03/2026')),
    ...produto,
    texto('unidade', 'Unidade', 'Unidade de medida', 'UN', 20),
    quantidade('Quantidade recebida (até 3 casas decimais)', '10'),
    ...custoEValor,
    texto('fornecedor', 'Fornecedor', 'Fornecedor', 'Torrefação Paulista Ltda'),
    texto('documento', 'Documento', 'Número da nota fiscal', 'NF 7781', 60),
    ...origemEId,
  ],
  umaDas: [LOJA, CUSTO],
};

/** Type 4 'Catálogo de preços': cost and sale price of a product from a date on, per marca. */
const catalogo: LayoutArquivo = {
  colunas: [
    texto(
      'marca',
      'Marca',
      'Nome ou código da marca; vazio: vale para todas as marcas',
      'Sabor Brasil Café',
      120,
    ),
    ...produto.map((c) => (c.chave === 'produtoNome' ? obrigatoria(c) : c)),
    texto('unidade', 'Unidade', 'Unidade de medida', 'UN', 20),
    obrigatoria(numero('custo', 'Custo', 'valor', 'Custo de uma unidade, em R$', '12,50')),
    numero('precoVenda', 'Preço de venda', 'valor', 'Preço de venda de uma unidade, em R$', '24,90'),
    obrigatoria(data('vigenteDesde', 'Vigente desde', 'Data a partir da qual o preço vale', '01/03/2026')),
  ],
  umaDas: [],
};

/** Type 5 'Ajuste de Estoque': gains (+) and losses (−) of a store's stock, at cost. */
const ajustes: LayoutArquivo = {
  colunas: [
    ...loja,
    obrigatoria(data('data', 'Data', 'Data do ajuste', '28/03/2026')),
    ...produto,
    quantidade('Quantidade com sinal: positiva sobra (a receber), negativa perda (a pagar)', '-2'),
    obrigatoria(
      numero('valor', 'Valor', 'valor', 'Custo do ajuste em R$, com o mesmo sinal da quantidade', '-25,00'),
    ),
    texto('motivo', 'Motivo', 'Motivo do ajuste', 'Quebra', 200),
    ...origemEId,
  ],
  umaDas: [LOJA],
};

const [nomeTitulo, emailTitulo, regraTitulo, ativoTitulo] = userTemplateColumns;

/** Type 6 'Cadastro de usuários em lote': the users import template of the users screen ('Exportar modelo'). */
const usuarios: LayoutArquivo = {
  colunas: [
    obrigatoria(texto('nome', nomeTitulo, 'Nome do usuário', 'Maria Souza', 120)),
    {
      chave: 'email',
      titulo: emailTitulo,
      formato: 'email',
      obrigatoria: true,
      descricao: 'E-mail de login (um por usuário, ainda não usado)',
      exemplo: 'maria.souza@exemplo.com.br',
    },
    obrigatoria(texto('regra', regraTitulo, 'Nome de uma regra de acesso do cliente', 'Analista', 120)),
    simNao('ativo', ativoTitulo, true, 'Usuário ativo'),
  ],
  umaDas: [],
};

/** The layout of each file type (index = tipoArquivo). */
export const layoutsArquivo = [
  lancamentos,
  entradas,
  posicao('inicial'),
  posicao('final'),
  catalogo,
  ajustes,
  usuarios,
] as const satisfies readonly LayoutArquivo[];

/** A header as compared: no accents, lower case, single spaces, trimmed. */
export function normalizarTitulo(titulo: string): string {
  return titulo.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}
