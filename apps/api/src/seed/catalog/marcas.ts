/** The brands of the demo networks and the economics that drive their generated ledgers. */

export type TipoEstabelecimento = 'Loja de rua' | 'Shopping' | 'Quiosque';
export type LocalEstabelecimento = 'Capital' | 'Interior' | 'Litoral';

export interface Produto {
  codigo: string;
  nome: string;
  unidade: string;
  /** Unit cost in centavos. */
  custo: number;
  /** Share of the brand's purchases this product takes. */
  peso: number;
}

export interface PerfilMarca {
  codigo: string;
  nome: string;
  prefixoLoja: string;
  /** Monthly gross sales ≈ fator × m²^0.7, in reais. */
  fatorVenda: number;
  royalties: number;
  marketing: number;
  cmv: number;
  delivery: number;
  /** Weights of Loja de rua, Shopping, Quiosque, and the m² range of each. */
  tipos: [TipoEstabelecimento, number, number, number][];
  /** Suppliers of stock items (weekly titles), and of packaging (expensed, not stocked). */
  fornecedores: string[];
  fornecedorEmbalagens: string;
  /** Average ticket in reais (point-of-sale coupon count). */
  ticketMedio: number;
  produtos: Produto[];
}

const p = (codigo: string, nome: string, unidade: string, custo: number, peso: number): Produto => ({
  codigo,
  nome,
  unidade,
  custo,
  peso,
});

export const marcasPremium: PerfilMarca[] = [
  {
    codigo: 'SBC',
    nome: 'Sabor Brasil Café',
    prefixoLoja: 'SBC',
    fatorVenda: 8000,
    royalties: 0.06,
    marketing: 0.02,
    cmv: 0.3,
    delivery: 0.08,
    tipos: [
      ['Loja de rua', 45, 60, 160],
      ['Shopping', 40, 40, 120],
      ['Quiosque', 15, 9, 20],
    ],
    fornecedores: [
      'Café Serra Alta Torrefação',
      'Laticínios Vale Verde',
      'Panificadora Trigo Bom',
      'Distribuidora Doce Mel',
    ],
    fornecedorEmbalagens: 'Copobras Descartáveis',
    ticketMedio: 28,
    produtos: [
      p('CAF-001', 'Café em grãos especial', 'kg', 6890, 22),
      p('LEI-002', 'Leite integral', 'l', 489, 14),
      p('PAO-003', 'Massa de pão de queijo congelada', 'kg', 2350, 16),
      p('BOL-004', 'Bolo caseiro (unidade)', 'un', 1890, 10),
      p('SAL-005', 'Salgados congelados', 'kg', 3120, 12),
      p('ACU-006', 'Açúcar e adoçantes', 'kg', 520, 4),
      p('CHO-007', 'Chocolate em pó', 'kg', 3480, 8),
      p('FRU-008', 'Frutas e sucos', 'kg', 890, 6),
    ],
  },
  {
    codigo: 'BRB',
    nome: 'Brasa Burger',
    prefixoLoja: 'BRB',
    fatorVenda: 9500,
    royalties: 0.05,
    marketing: 0.025,
    cmv: 0.31,
    delivery: 0.25,
    tipos: [
      ['Loja de rua', 55, 80, 220],
      ['Shopping', 40, 60, 150],
      ['Quiosque', 5, 15, 25],
    ],
    fornecedores: [
      'Frigorífico Boi Nobre',
      'Pães Artesanais Fermento',
      'Hortifruti Bom Campo',
      'Bebidas Sul Distribuidora',
    ],
    fornecedorEmbalagens: 'Embalagens Kraft Brasil',
    ticketMedio: 52,
    produtos: [
      p('CAR-101', 'Blend bovino 160 g', 'kg', 4290, 30),
      p('PAO-102', 'Pão brioche', 'un', 145, 12),
      p('QUE-103', 'Queijo cheddar fatiado', 'kg', 4650, 12),
      p('BAT-104', 'Batata pré-frita congelada', 'kg', 1390, 14),
      p('HOR-105', 'Hortaliças e tomate', 'kg', 790, 6),
      p('MOL-106', 'Molhos da casa', 'kg', 2180, 6),
      p('BEB-107', 'Refrigerantes e sucos', 'un', 310, 12),
    ],
  },
  {
    codigo: 'ACT',
    nome: 'Açaí da Terra',
    prefixoLoja: 'ACT',
    fatorVenda: 6500,
    royalties: 0.07,
    marketing: 0.02,
    cmv: 0.35,
    delivery: 0.2,
    tipos: [
      ['Loja de rua', 40, 40, 100],
      ['Shopping', 25, 25, 60],
      ['Quiosque', 35, 8, 15],
    ],
    fornecedores: ['Açaí Amazônia Polpas', 'Granola & Cia', 'Frutas do Vale Hortifruti'],
    fornecedorEmbalagens: 'Copos Sul Descartáveis',
    ticketMedio: 24,
    produtos: [
      p('ACA-201', 'Polpa de açaí (balde 10 kg)', 'bd', 18900, 45),
      p('GRA-202', 'Granola', 'kg', 1890, 10),
      p('FRU-203', 'Frutas (banana, morango)', 'kg', 990, 14),
      p('LEI-204', 'Leite condensado', 'kg', 1790, 10),
      p('PAC-205', 'Paçoca e complementos', 'kg', 2290, 8),
    ],
  },
];

export const marcaStarter: PerfilMarca = {
  codigo: 'CDB',
  nome: 'Café do Bairro',
  prefixoLoja: 'CDB',
  fatorVenda: 5000,
  royalties: 0.05,
  marketing: 0.01,
  cmv: 0.31,
  delivery: 0.1,
  tipos: [
    ['Loja de rua', 80, 40, 90],
    ['Shopping', 20, 30, 60],
  ],
  fornecedores: ['Torrefação Grão Mineiro', 'Laticínios Serra Azul', 'Padaria Central Atacado'],
  fornecedorEmbalagens: 'Descartáveis Minas',
  ticketMedio: 22,
  produtos: [
    p('CDB-01', 'Café torrado', 'kg', 5490, 35),
    p('CDB-02', 'Leite', 'l', 479, 20),
    p('CDB-03', 'Pães e salgados', 'kg', 2190, 30),
  ],
};
