import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupDiario, rollupMensal } from '../ingestion/ingestion.fixtures.ts';
import {
  CABECALHO_LANCAMENTOS,
  CNPJ_A1,
  criarAmbienteUpload,
  criarRedeUpload,
  csv,
  linhaLancamento,
  type AmbienteUpload,
  type RedeUpload,
} from './upload.fixtures.ts';

let amb: AmbienteUpload;
let rede: RedeUpload;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  amb = await criarAmbienteUpload();
  rede = await criarRedeUpload(amb.t.tdb.ownerDb);
  admin = await amb.login(rede.usuarios.admin.email);
});
afterAll(() => amb.t.close());

const lancamentos = (origem: string) =>
  amb.t.tdb.ownerDb
    .execute<{
      id_externo: string;
      empresa_id: string;
      conta_franqueado_id: string;
      centro_de_custo_id: string | null;
      conta_bancaria_id: string | null;
      valor: string;
      status: string;
      data_competencia: string;
      data_pagamento: string | null;
      historico: string;
      fornecedor: string | null;
      parcela_aprovada: boolean;
      previsao: boolean;
    }>(
      sql`select id_externo, empresa_id, conta_franqueado_id, centro_de_custo_id, conta_bancaria_id, valor::text,
        status, data_competencia::text, data_pagamento::text, historico, fornecedor, parcela_aprovada, previsao
      from lancamento where cliente_id = ${rede.clienteId} and origem = ${origem} order by id_externo`,
    )
    .then((r) => r.rows);

const boas = (origem: string, valor1 = '-1.234,56') =>
  csv([
    [...CABECALHO_LANCAMENTOS],
    linhaLancamento({
      'CNPJ da loja': '11.222.333/0001-81',
      'Conta (código)': '2.01',
      'Centro de custo (código)': '001',
      Competência: '15/03/2026',
      Vencimento: '10/04/2026',
      Pagamento: '10/04/2026',
      Valor: valor1,
      Origem: origem,
      'Identificador externo': 'T-1',
      Fornecedor: 'Imobiliária Centro',
      Histórico: 'Aluguel de março',
      'Conta bancária': '12345-6',
      Previsão: 'Não',
    }),
    linhaLancamento({
      'Código da loja': 'A02',
      'Conta (código)': '1.01',
      Competência: '2026-03-20',
      Vencimento: '20/03/2026',
      Valor: '2500',
      Status: 'Aberto',
      Origem: origem,
      'Identificador externo': 'T-2',
      'Parcela aprovada': 'Não',
    }),
  ]);

describe('Processamento de dados (tipo 0)', () => {
  it('um CSV bom (; e vírgula decimal) grava os lançamentos pelo caminho da ingestão, com os rollups', async () => {
    const row = await amb.enviarEProcessar(admin, 0, 'lancamentos.csv', boas('erp'));
    expect(row).toMatchObject({
      statusProcessamento: { valor: 2, descricao: 'Finalizado' },
      resultado: 'sucesso',
      porcentagem: 100,
      linhas: 2,
      inseridos: 2,
      atualizados: 0,
      totalNotas: 0,
      tipoArquivo: { valor: 0, descricao: 'Processamento de dados' },
      nomeUsuario: 'Admin Upload',
    });
    const rows = await lancamentos('erp');
    expect(rows).toMatchObject([
      {
        id_externo: 'T-1',
        empresa_id: rede.lojas.a1,
        conta_franqueado_id: rede.contas.aluguel,
        centro_de_custo_id: rede.centros.salao,
        conta_bancaria_id: rede.banco,
        valor: '-123456',
        status: 'liquidado',
        data_competencia: '2026-03-15',
        data_pagamento: '2026-04-10',
        historico: 'Aluguel de março',
        fornecedor: 'Imobiliária Centro',
        parcela_aprovada: true,
        previsao: false,
      },
      {
        id_externo: 'T-2',
        empresa_id: rede.lojas.a2,
        valor: '250000',
        status: 'aberto',
        parcela_aprovada: false,
      },
    ]);
    const mensal = await rollupMensal(amb.t.tdb.ownerDb, rede.clienteId);
    expect(mensal.guardado).toEqual(mensal.calculado);
    const diario = await rollupDiario(amb.t.tdb.ownerDb, rede.clienteId);
    expect(diario.guardado).toEqual(diario.calculado);
  });

  it('o mesmo arquivo de novo: Ignorado, já processado, nada muda', async () => {
    const row = await amb.enviarEProcessar(admin, 0, 'lancamentos-de-novo.csv', boas('erp'));
    expect(row).toMatchObject({
      statusProcessamento: { valor: 2, descricao: 'Ignorado, já processado' },
      resultado: 'jaProcessado',
      totalNotas: 1,
    });
    expect((row.notas as string[])[0]).toMatch(/^Ignorado: o mesmo conteúdo.*lancamentos\.csv/);
    expect(await lancamentos('erp')).toHaveLength(2);
  });

  it('mesma origem e identificador com outro valor: atualiza, nunca duplica', async () => {
    const row = await amb.enviarEProcessar(admin, 0, 'lancamentos-v2.csv', boas('erp', '-1.000,00'));
    expect(row).toMatchObject({ resultado: 'sucesso', inseridos: 0, atualizados: 2 });
    const rows = await lancamentos('erp');
    expect(rows.map((r) => [r.id_externo, r.valor])).toEqual([
      ['T-1', '-100000'],
      ['T-2', '250000'],
    ]);
    const mensal = await rollupMensal(amb.t.tdb.ownerDb, rede.clienteId);
    expect(mensal.guardado).toEqual(mensal.calculado);
  });

  it('linhas ruins: nada é gravado e cada linha ruim é nomeada com o problema', async () => {
    const conteudo = csv([
      [...CABECALHO_LANCAMENTOS],
      linhaLancamento({
        'CNPJ da loja': '99.999.999/0001-99',
        'Conta (código)': '1.01',
        Competência: '01/03/2026',
        Vencimento: '01/03/2026',
        Valor: '10',
        'Identificador externo': 'R-1',
      }),
      linhaLancamento({
        'CNPJ da loja': CNPJ_A1,
        'Conta (código)': '7.77',
        Competência: '31/02/2026',
        Vencimento: '01/03/2026',
        Valor: '10,123',
        'Identificador externo': 'R-2',
      }),
      linhaLancamento({
        'CNPJ da loja': CNPJ_A1,
        'Conta (código)': '9.99',
        'Centro de custo (código)': '404',
        Competência: '01/03/2026',
        Vencimento: '01/03/2026',
        Valor: 'dez reais',
        Status: 'Liquidado',
        'Identificador externo': 'R-3',
      }),
      linhaLancamento({
        'Código da loja': 'A01',
        'Conta (código)': '1.01',
        Competência: '01/03/2026',
        Vencimento: '01/03/2026',
        Valor: '10',
        'Identificador externo': 'R-4',
        Previsão: 'talvez',
        'Conta bancária': 'Itaú',
      }),
      linhaLancamento({ 'Conta (código)': '1.01', Valor: '10' }),
      linhaLancamento({
        'Código da loja': 'A01',
        'Conta (código)': '1.01',
        Competência: '01/03/2026',
        Vencimento: '01/03/2026',
        Valor: '10',
        'Identificador externo': 'OK-1',
        Origem: 'ruim',
      }),
    ]);
    const row = await amb.enviarEProcessar(admin, 0, 'ruim.csv', conteudo);
    expect(row).toMatchObject({
      statusProcessamento: { valor: 2, descricao: 'Finalizado com erro' },
      resultado: 'erro',
      linhas: 6,
      inseridos: 0,
      totalNotas: 6,
    });
    const notas = await amb.notas(row._id);
    expect(notas[0]).toBe('Nada foi gravado: 5 linhas têm problemas. Corrija-as e envie o arquivo de novo.');
    expect(notas.slice(1)).toEqual([
      'Linha 2: CNPJ da loja 99.999.999/0001-99 não encontrado nesta rede',
      "Linha 3: Competência inválida ('31/02/2026'): use dd/mm/aaaa; Valor: no máximo 2 casas decimais",
      "Linha 4: Valor inválido ('dez reais'): use 1.234,56",
      "Linha 5: Previsão inválido ('talvez'): use Sim ou Não",
      'Linha 6: Competência é obrigatório; Vencimento é obrigatório; Identificador externo é obrigatório; informe CNPJ da loja ou Código da loja',
    ]);
    expect(await lancamentos('ruim')).toEqual([]);
  });

  it('referências: conta e centro de custo desconhecidos, conta ambígua, conta bancária, status incoerente', async () => {
    const base = {
      'CNPJ da loja': CNPJ_A1,
      Competência: '01/03/2026',
      Vencimento: '01/03/2026',
      Valor: '10',
    };
    const conteudo = csv([
      [...CABECALHO_LANCAMENTOS],
      linhaLancamento({ ...base, 'Conta (código)': '7.77', 'Identificador externo': 'X-1' }),
      linhaLancamento({ ...base, 'Conta (código)': '9.99', 'Identificador externo': 'X-2' }),
      linhaLancamento({
        ...base,
        'Conta (código)': '1.01',
        'Centro de custo (código)': '404',
        'Conta bancária': 'Itaú',
        'Identificador externo': 'X-3',
      }),
      linhaLancamento({
        ...base,
        'Conta (código)': '1.01',
        Status: 'Liquidado',
        'Identificador externo': 'X-4',
      }),
      linhaLancamento({
        ...base,
        'Conta (código)': '1.01',
        Status: 'Aberto',
        Pagamento: '02/03/2026',
        'Identificador externo': 'X-5',
      }),
    ]);
    const row = await amb.enviarEProcessar(admin, 0, 'referencias.csv', conteudo);
    expect(row.resultado).toBe('erro');
    expect((await amb.notas(row._id)).slice(1)).toEqual([
      'Linha 2: Conta 7.77 não encontrada no plano de contas do grupo da loja Loja A1 ' +
        rede.clienteId.slice(-8),
      'Linha 3: a Conta 9.99 aparece mais de uma vez no plano de contas do grupo da loja Loja A1 ' +
        rede.clienteId.slice(-8),
      `Linha 4: Centro de custo 404 não encontrado na loja Loja A1 ${rede.clienteId.slice(-8)}; Conta bancária Itaú não encontrada no grupo da loja Loja A1 ${rede.clienteId.slice(-8)}`,
      'Linha 5: Pagamento é obrigatório num lançamento Liquidado',
      'Linha 6: um lançamento Aberto não tem data de Pagamento',
    ]);
  });

  it('colunas de outro tipo: Ignorado, tipo não identificado; colunas faltando: também', async () => {
    const estoque = csv([
      ['CNPJ da loja', 'Data', 'Código do produto', 'Quantidade', 'Valor total', 'Identificador externo'],
      [CNPJ_A1, '01/03/2026', 'P1', '1', '10', 'E-1'],
    ]);
    const row = await amb.enviarEProcessar(admin, 0, 'entradas.csv', estoque);
    expect(row).toMatchObject({
      statusProcessamento: { valor: 2, descricao: 'Ignorado, tipo não identificado' },
      resultado: 'tipoNaoIdentificado',
    });
    expect(row.notas).toEqual([
      "As colunas do arquivo são as de 'Entrada de estoque', não as de 'Processamento de dados'. Escolha o tipo 'Entrada de estoque' e envie o arquivo de novo.",
    ]);
    const outra = await amb.enviarEProcessar(admin, 0, 'outra.csv', 'A;B\r\n1;2\r\n');
    expect(outra.resultado).toBe('tipoNaoIdentificado');
    expect((outra.notas as string[])[0]).toMatch(
      /^As colunas do arquivo não são as de 'Processamento de dados': faltam/,
    );
  });

  it('xlsx: datas, números e texto; uma fórmula é recusada na linha, nunca avaliada', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Dados');
    ws.addRow([...CABECALHO_LANCAMENTOS]);
    const linha = (id: string, valor: unknown) =>
      ws.addRow(
        linhaLancamento({
          'CNPJ da loja': CNPJ_A1,
          'Conta (código)': '1.01',
          'Identificador externo': id,
        }).map((v, i) => (i === 4 || i === 5 ? new Date('2026-03-05T00:00:00Z') : i === 7 ? valor : v)),
      );
    linha('F-1', 1234.5600000000002);
    linha('F-2', { formula: 'A1*2', result: 99 });
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const row = await amb.enviarEProcessar(admin, 0, 'formula.xlsx', buffer);
    expect(row.resultado).toBe('erro');
    expect(await amb.notas(row._id)).toEqual([
      'Nada foi gravado: 1 linha tem problemas. Corrija-a e envie o arquivo de novo.',
      'Linha 3: Valor: fórmulas não são aceitas (grave o valor na célula)',
    ]);
    ws.spliceRows(3, 1);
    const bom = await amb.enviarEProcessar(
      admin,
      0,
      'sem-formula.xlsx',
      Buffer.from(await wb.xlsx.writeBuffer()),
    );
    expect(bom).toMatchObject({ resultado: 'sucesso', inseridos: 1 });
    const [f1] = await lancamentos('upload');
    expect(f1).toMatchObject({ id_externo: 'F-1', valor: '123456', data_competencia: '2026-03-05' });
  });
});
