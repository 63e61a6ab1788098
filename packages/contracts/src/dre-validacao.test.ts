import { describe, expect, it } from 'vitest';
import { CONFIG_DRE_PADRAO, dreMessages, type ConfigDre } from './dre-messages.ts';
import { validarConsultaDre, type ConsultaDreRegras } from './dre-validacao.ts';

const MODELO = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const consulta = (
  on: Partial<ConfigDre> = {},
  filters: ConsultaDreRegras['filters'] = [
    { nomeDoFiltro: 'A', dataInicio: '2024-01-01', dataFim: '2024-12-01' },
  ],
): ConsultaDreRegras => ({ ...CONFIG_DRE_PADRAO, ...on, modeloDREId: MODELO, filters });
const horizontal = (a: [string, string], b: [string, string], on: Partial<ConfigDre> = {}) =>
  consulta({ AnaliseHorizontal: true, ...on }, [
    { nomeDoFiltro: 'A', dataInicio: a[0], dataFim: a[1] },
    { nomeDoFiltro: 'B', dataInicio: b[0], dataFim: b[1] },
  ]);

describe('validarConsultaDre (spec 001 §5)', () => {
  it('accepts a complete query of 12 months', () => {
    expect(validarConsultaDre(consulta())).toEqual([]);
  });

  it("asks for the model, the start and the end of A with 'Campo obrigatório'", () => {
    const q = { ...consulta({}, [{ nomeDoFiltro: 'A', dataInicio: '', dataFim: null }]), modeloDREId: null };
    expect(validarConsultaDre(q)).toEqual([
      { campo: 'modeloDREId', mensagem: 'Campo obrigatório' },
      { campo: 'filters.0.dataInicio', mensagem: 'Campo obrigatório' },
      { campo: 'filters.0.dataFim', mensagem: 'Campo obrigatório' },
    ]);
  });

  it('asks for the months of B only with horizontal analysis', () => {
    expect(validarConsultaDre(consulta({ AnaliseHorizontal: true }))).toEqual([
      { campo: 'filters.1.dataInicio', mensagem: 'Campo obrigatório' },
      { campo: 'filters.1.dataFim', mensagem: 'Campo obrigatório' },
    ]);
  });

  it('refuses a start after the end, and a value that is not a month', () => {
    expect(
      validarConsultaDre(
        consulta({}, [{ nomeDoFiltro: 'A', dataInicio: '2024-05-01', dataFim: '2024-04-30' }]),
      ),
    ).toEqual([{ campo: 'filters.0.dataFim', mensagem: dreMessages.inicioDepoisDoFim }]);
    expect(
      validarConsultaDre(consulta({}, [{ nomeDoFiltro: 'A', dataInicio: '05/2024', dataFim: '2024-06' }])),
    ).toEqual([{ campo: 'filters.0.dataInicio', mensagem: dreMessages.mesInvalido }]);
  });

  it('takes 12 months per filter and refuses 13, in A and in B', () => {
    expect(
      validarConsultaDre(consulta({}, [{ nomeDoFiltro: 'A', dataInicio: '2024-01', dataFim: '2025-01' }])),
    ).toEqual([
      {
        campo: 'filters.0.dataFim',
        mensagem: 'A quantidade de meses selecionados ultrapassou o limite de 12 meses.',
      },
    ]);
    const b13 = validarConsultaDre(horizontal(['2024-01', '2025-01'], ['2023-01', '2024-01']));
    expect(b13.filter((p) => p.mensagem === dreMessages.maxMeses).map((p) => p.campo)).toEqual([
      'filters.0.dataFim',
      'filters.1.dataFim',
    ]);
  });

  it('with horizontal analysis, A and B must be of the same length', () => {
    expect(validarConsultaDre(horizontal(['2024-01', '2024-06'], ['2023-01', '2023-06']))).toEqual([]);
    expect(validarConsultaDre(horizontal(['2024-01', '2024-06'], ['2023-01', '2023-05']))).toEqual([
      { campo: 'filters.1.dataFim', mensagem: 'Os meses do filtroA e filtroB devem ser iguais.' },
    ]);
  });

  it('refuses filter B without horizontal analysis', () => {
    const q = consulta({}, [
      { nomeDoFiltro: 'B', dataInicio: '2023-01', dataFim: '2023-03' },
      { nomeDoFiltro: 'A', dataInicio: '2024-01', dataFim: '2024-03' },
    ]);
    expect(validarConsultaDre(q)).toEqual([
      { campo: 'filters.0.nomeDoFiltro', mensagem: dreMessages.filtroBSemHorizontal },
    ]);
  });

  it('takes 36 columns and refuses 37, except for the exports', () => {
    const q36 = horizontal(['2024-01', '2024-12'], ['2023-01', '2023-12']);
    expect(validarConsultaDre(q36)).toEqual([]);
    const q37 = horizontal(['2024-01', '2024-12'], ['2023-01', '2023-12'], { TotalizarPeriodo: true });
    expect(validarConsultaDre(q37)).toEqual([
      {
        campo: 'colunas',
        mensagem: 'Relatórios com mais de 36 colunas são gerados exclusivamente via exportação para Excel.',
      },
    ]);
    expect(validarConsultaDre(q37, { exportacao: true })).toEqual([]);
  });

  it("lets an export go beyond 36 columns up to Excel's 16,384 (one is the line names)", () => {
    const loja = consulta({ visaoPorLoja: true, tirarMedia: true });
    expect(validarConsultaDre(loja, { exportacao: true, lojas: 16_382 })).toEqual([]);
    expect(validarConsultaDre(loja, { exportacao: true, lojas: 16_383 })).toEqual([
      {
        campo: 'colunas',
        mensagem:
          'A exportação passaria do limite de 16.384 colunas do Excel: escolha menos lojas ou centros de custo.',
      },
    ]);
  });

  it('counts store columns once known: 36 stores, 37 with the average', () => {
    const loja = consulta({ visaoPorLoja: true, tirarMedia: true });
    expect(validarConsultaDre(loja)).toEqual([]);
    expect(validarConsultaDre(loja, { lojas: 35 })).toEqual([]);
    expect(validarConsultaDre(loja, { lojas: 36 }).map((p) => p.campo)).toEqual(['colunas']);
  });

  it('reports the toggle conflicts', () => {
    expect(validarConsultaDre(consulta({ visaoPorLoja: true, AnaliseVertical: true }))).toEqual([
      {
        campo: 'AnaliseVertical',
        mensagem: 'A visão por loja não pode ser combinada com a análise vertical.',
      },
    ]);
  });

  it("refuses months before the plan's history window", () => {
    const historico = { mesMinimo: '2024-02-01', meses: 12 };
    expect(validarConsultaDre(consulta(), { historico })).toEqual([
      {
        campo: 'filters.0.dataInicio',
        mensagem: 'Seu plano permite consultar os últimos 12 meses: escolha um mês a partir de 02/2024.',
      },
    ]);
    expect(validarConsultaDre(consulta(), { historico: { mesMinimo: '2024-01-01', meses: 12 } })).toEqual([]);
  });
});
