import { cmvMessages, uploadMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CNPJ_A1,
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
  type AmbienteUpload,
  type RedeUpload,
} from './upload.fixtures.ts';

let amb: AmbienteUpload;
let rede: RedeUpload;
let admin: { headers: Record<string, string> };
let tag: string;

beforeAll(async () => {
  amb = await criarAmbienteUpload();
  rede = await criarRedeUpload(amb.t.tdb.ownerDb);
  admin = await amb.login(rede.usuarios.admin.email);
  tag = rede.clienteId.slice(-8);
});
afterAll(() => amb.t.close());

const consultar = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  amb.t.tdb.ownerDb.execute<T>(q).then((r) => r.rows);

const mensal = () =>
  consultar<{ inicial: string; entradas: string; ajustes: string; final: string; fechado: boolean }>(sql`
    select inicial::text, entradas::text, ajustes::text, final::text, fechado from estoque_mensal
    where cliente_id = ${rede.clienteId} and empresa_id = ${rede.lojas.a1} and mes = '2026-03-01'`);

const ENTRADAS = [
  'CNPJ da loja',
  'Código da loja',
  'Data',
  'Código do produto',
  'Nome do produto',
  'Unidade',
  'Quantidade',
  'Custo unitário',
  'Valor total',
  'Fornecedor',
  'Documento',
  'Origem',
  'Identificador externo',
];

describe('tipos de estoque (alimentam o CMV)', () => {
  it('Entrada de estoque: valor total dado ou quantidade × custo unitário; reenviar atualiza', async () => {
    const arquivo = (valor: string) =>
      csv([
        ENTRADAS,
        [
          CNPJ_A1,
          '',
          '05/03/2026',
          'CAFE',
          'Café 500 g',
          'UN',
          '10',
          '',
          valor,
          'Torrefação',
          'NF 1',
          'erp',
          'E-1',
        ],
        [
          '',
          'A01',
          '06/03/2026',
          'LEITE',
          'Leite',
          'L',
          '2,5',
          '4,99',
          '',
          'Laticínio',
          'NF 2',
          'erp',
          'E-2',
        ],
      ]);
    const row = await amb.enviarEProcessar(admin, 1, 'entradas.csv', arquivo('125,00'));
    expect(row).toMatchObject({ resultado: 'sucesso', linhas: 2, inseridos: 2, atualizados: 0 });
    const gravadas = await consultar<{ id_externo: string; valor: string; quantidade: string }>(sql`
      select id_externo, valor::text, quantidade::text from estoque_entrada
      where cliente_id = ${rede.clienteId} order by id_externo`);
    // 2,5 × 4,99 = 12,475 → 12,48 (half away from zero)
    expect(gravadas).toEqual([
      { id_externo: 'E-1', valor: '12500', quantidade: '10.0000' },
      { id_externo: 'E-2', valor: '1248', quantidade: '2.5000' },
    ]);
    expect((await mensal())[0]).toMatchObject({ entradas: '13748' });
    const de_novo = await amb.enviarEProcessar(admin, 1, 'entradas-v2.csv', arquivo('150,00'));
    expect(de_novo).toMatchObject({ resultado: 'sucesso', inseridos: 0, atualizados: 2 });
    expect((await mensal())[0]).toMatchObject({ entradas: '16248' });
  });

  it('Posições inicial e final e Ajuste: o mês fica fechado com o CMV da loja', async () => {
    const posicao = (valor: string) =>
      csv([
        ['CNPJ da loja', 'Data', 'Código do produto', 'Quantidade', 'Custo unitário', 'Valor total'],
        [CNPJ_A1, '01/03/2026', 'CAFE', '4', '12,50', valor],
      ]);
    expect(await amb.enviarEProcessar(admin, 2, 'inicial.csv', posicao('50,00'))).toMatchObject({
      resultado: 'sucesso',
    });
    expect(await amb.enviarEProcessar(admin, 3, 'final.csv', posicao('30,00'))).toMatchObject({
      resultado: 'sucesso',
    });
    const ajuste = csv([
      [
        'Código da loja',
        'Data',
        'Código do produto',
        'Quantidade',
        'Valor',
        'Motivo',
        'Identificador externo',
      ],
      ['A01', '28/03/2026', 'CAFE', '-1', '-12,50', 'Quebra', 'AJ-1'],
      ['A01', '28/03/2026', 'LEITE', '0,5', '2,50', 'Sobra', 'AJ-2'],
    ]);
    expect(await amb.enviarEProcessar(admin, 5, 'ajustes.csv', ajuste)).toMatchObject({
      resultado: 'sucesso',
      inseridos: 2,
    });
    expect((await mensal())[0]).toEqual({
      inicial: '5000',
      entradas: '16248',
      ajustes: '-1000',
      final: '3000',
      fechado: true,
    });
  });

  it('linhas ruins de estoque: loja sem controle de estoque, sinais diferentes, quantidade zero, produto vazio', async () => {
    const ajuste = csv([
      ['Código da loja', 'Data', 'Código do produto', 'Quantidade', 'Valor', 'Identificador externo'],
      ['B01', '28/03/2026', 'CAFE', '-1', '-1', 'R-1'],
      ['A01', '28/03/2026', 'CAFE', '-1', '5', 'R-2'],
      ['A01', '28/03/2026', 'CAFE', '0', '0', 'R-3'],
      ['A01', '28/03/2026', '', '1', '1', 'R-4'],
    ]);
    const row = await amb.enviarEProcessar(admin, 5, 'ajustes-ruins.csv', ajuste);
    expect(row.resultado).toBe('erro');
    expect((await amb.notas(row._id)).slice(1)).toEqual([
      `Linha 2: ${cmvMessages.empresaSemEstoque(`Loja B1 ${tag}`)}`,
      'Linha 3: Valor e Quantidade têm sinais diferentes (sobra: ambos positivos; perda: ambos negativos)',
      'Linha 4: Quantidade não pode ser zero num ajuste',
      'Linha 5: Código do produto é obrigatório',
    ]);
  });

  it('Catálogo de preços: marca por nome ou código, vazia para todas; mesma chave substitui', async () => {
    const catalogo = (custo: string) =>
      csv([
        ['Marca', 'Código do produto', 'Nome do produto', 'Custo', 'Preço de venda', 'Vigente desde'],
        ['Café Estoque', 'CAFE', 'Café 500 g', custo, '24,90', '01/03/2026'],
        ['cafe', 'LEITE', 'Leite', '4,99', '', '01/03/2026'],
        ['', 'COPO', 'Copo', '0,10', '', '01/01/2026'],
      ]);
    expect(await amb.enviarEProcessar(admin, 4, 'catalogo.csv', catalogo('12,50'))).toMatchObject({
      resultado: 'sucesso',
      inseridos: 3,
    });
    expect(await amb.enviarEProcessar(admin, 4, 'catalogo-v2.csv', catalogo('13,00'))).toMatchObject({
      resultado: 'sucesso',
      inseridos: 0,
      atualizados: 3,
    });
    const rows = await consultar<{ produto_codigo: string; marca_id: string | null; custo: string }>(sql`
      select produto_codigo, marca_id, custo::text from catalogo_preco where cliente_id = ${rede.clienteId}
      order by produto_codigo`);
    expect(rows).toEqual([
      { produto_codigo: 'CAFE', marca_id: rede.marcas.estoque, custo: '1300' },
      { produto_codigo: 'COPO', marca_id: null, custo: '10' },
      { produto_codigo: 'LEITE', marca_id: rede.marcas.estoque, custo: '499' },
    ]);
    const ruim = csv([
      ['Marca', 'Código do produto', 'Nome do produto', 'Custo', 'Vigente desde'],
      ['Outra', 'X', 'X', '1', '01/03/2026'],
      ['Marca Sem', 'X', 'X', '1', '01/03/2026'],
    ]);
    const recusado = await amb.enviarEProcessar(admin, 4, 'catalogo-ruim.csv', ruim);
    expect((await amb.notas(recusado._id)).slice(1)).toEqual([
      'Linha 2: Marca Outra não encontrada nesta rede',
      'Linha 3: a Marca Marca Sem não tem controle de estoque',
    ]);
  });

  it('um usuário limitado: estoque de outra loja recusa o arquivo; preço para todas as marcas também', async () => {
    const limitado = await amb.login(rede.usuarios.limitado.email);
    const entradas = csv([
      ENTRADAS,
      ['', 'A02', '05/03/2026', 'CAFE', '', '', '1', '', '1', '', '', '', 'L-1'],
    ]);
    const row = await amb.enviarEProcessar(limitado, 1, 'outra-loja.csv', entradas);
    expect(row.notas).toEqual([
      `O arquivo tem dados de empresas fora do seu acesso: Loja A2 ${tag}. Nada foi gravado.`,
    ]);
    const precos = csv([
      ['Marca', 'Código do produto', 'Nome do produto', 'Custo', 'Vigente desde'],
      ['', 'X', 'X', '1', '01/03/2026'],
    ]);
    const todas = await amb.enviarEProcessar(limitado, 4, 'todas.csv', precos);
    expect(todas.notas).toEqual([
      'O arquivo tem preços de marcas fora do seu acesso: todas as marcas. Nada foi gravado.',
    ]);
  });

  it('usuário limitado a centros de custo não envia estoque (403)', async () => {
    const centro = await amb.login(rede.usuarios.centro.email);
    const res = await amb.enviar(centro, 1, 'e.csv', csv([ENTRADAS]));
    expect(res.statusCode).toBe(403);
    expect(res.json().title).toBe(uploadMessages.restritoPorCentro);
  });

  it('cliente sem controle de estoque: tipos 1–5 indisponíveis e recusados (400); 0 e 6 seguem', async () => {
    const sem = await criarRedeUpload(amb.t.tdb.ownerDb, { estoque: false });
    const quem = await amb.login(sem.usuarios.admin.email);
    const tipos = await amb.t.app.inject({
      method: 'GET',
      url: '/api/v1/Arquivo/tipos',
      headers: quem.headers,
    });
    expect(tipos.json().tipos.map((t: { disponivel: boolean }) => t.disponivel)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    const res = await amb.enviar(quem, 2, 'posicao.csv', csv([ENTRADAS]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ campo: 'tipoArquivo', mensagem: uploadMessages.tipoSemEstoque }]);
    const comEstoque = await amb.t.app.inject({
      method: 'GET',
      url: '/api/v1/Arquivo/tipos',
      headers: admin.headers,
    });
    expect(comEstoque.json().tipos.every((t: { disponivel: boolean }) => t.disponivel)).toBe(true);
  });
});
