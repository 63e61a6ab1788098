import { describe, expect, it } from 'vitest';
import {
  consultaFluxoInput,
  detalhesFluxoInput,
  DFC_MAX_COLUNAS,
  contarColunasDfc,
  fluxoDeCaixaMessages as m,
  saldosPermitidosDfc,
  validarFiltroFluxo,
} from './index.ts';

const ID = '0190a0a0-0000-7000-8000-000000000001';
const consulta = (extra: object = {}) => ({
  ModeloFluxo: ID,
  Inicio: '2026-01-01',
  Fim: '2026-01-31',
  ...extra,
});
const erros = (input: unknown) => {
  const r = consultaFluxoInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('validarFiltroFluxo (spec 001 §5: flow model and period required)', () => {
  it('asks for the model, the period and both dates, each on its field', () => {
    expect(validarFiltroFluxo({})).toEqual([
      { campo: 'ModeloFluxo', mensagem: 'Campo obrigatório' },
      { campo: 'Periodo', mensagem: 'Campo obrigatório' },
      { campo: 'Inicio', mensagem: 'Campo obrigatório' },
      { campo: 'Fim', mensagem: 'Campo obrigatório' },
    ]);
    expect(
      validarFiltroFluxo({ ModeloFluxo: ID, Periodo: 'Diario', Inicio: '2026-01-01', Fim: '2026-01-01' }),
    ).toEqual([]);
  });

  it('refuses bad dates, reversed ranges and more columns than the cap', () => {
    const base = { ModeloFluxo: ID, Periodo: 'Diario' };
    expect(validarFiltroFluxo({ ...base, Inicio: '2026-02-30', Fim: '2026-03-01' })).toEqual([
      { campo: 'Inicio', mensagem: m.dataInvalida },
    ]);
    expect(validarFiltroFluxo({ ...base, Inicio: '1999-12-31', Fim: '2026-03-01' })).toEqual([
      { campo: 'Inicio', mensagem: m.dataForaDoLimite },
    ]);
    expect(validarFiltroFluxo({ ...base, Inicio: '2026-03-02', Fim: '2026-03-01' })).toEqual([
      { campo: 'Fim', mensagem: m.periodoInvertido },
    ]);
    // a leap year of days is allowed; one day more is not
    expect(validarFiltroFluxo({ ...base, Inicio: '2024-01-01', Fim: '2024-12-31' })).toEqual([]);
    expect(validarFiltroFluxo({ ...base, Inicio: '2024-01-01', Fim: '2025-01-02' })).toEqual([
      { campo: 'Fim', mensagem: m.maxColunas(368) },
    ]);
    expect(
      validarFiltroFluxo({ ...base, Periodo: 'Mensal', Inicio: '2024-01-01', Fim: '2030-01-01' }),
    ).toEqual([]);
    expect(
      validarFiltroFluxo({ ...base, Periodo: 'Anual', Inicio: '2024-01-01', Fim: '2024-01-01' }),
    ).toEqual([{ campo: 'Periodo', mensagem: m.periodoInvalido }]);
  });

  it("refuses, with the screen's plan, a start before the history window, in the server's words", () => {
    const f = { ModeloFluxo: ID, Periodo: 'Mensal', Inicio: '2025-11-30', Fim: '2026-03-01' };
    const historico = { mesMinimo: '2025-12-01', meses: 12 };
    expect(validarFiltroFluxo(f, { historico })).toEqual([
      { campo: 'Inicio', mensagem: m.historicoExcedido(12, '2025-12-01') },
    ]);
    expect(validarFiltroFluxo({ ...f, Inicio: '2025-12-01' }, { historico })).toEqual([]);
    // the server's own schema applies no window (it checks the plan itself)
    expect(validarFiltroFluxo(f)).toEqual([]);
  });
});

describe('contarColunasDfc', () => {
  it('counts days, months, calendar quarters (the fourth from 1 October) and semesters', () => {
    expect(contarColunasDfc('2025-01-01', '2025-12-31', 'Diario')).toBe(365);
    expect(contarColunasDfc('2024-01-01', '2024-12-31', 'Diario')).toBe(366);
    // 'Último ano' over a 29 February (today one year back to today, both included) is the cap, and passes
    const base = { ModeloFluxo: ID, Periodo: 'Diario' };
    expect(contarColunasDfc('2027-03-01', '2028-03-01', 'Diario')).toBe(DFC_MAX_COLUNAS);
    expect(
      validarFiltroFluxo({ ...base, Periodo: 'Diario', Inicio: '2027-03-01', Fim: '2028-03-01' }),
    ).toEqual([]);
    expect(
      validarFiltroFluxo({ ...base, Periodo: 'Diario', Inicio: '2027-02-28', Fim: '2028-03-01' }),
    ).toEqual([{ campo: 'Fim', mensagem: m.maxColunas(368) }]);
    expect(contarColunasDfc('2025-01-15', '2025-03-01', 'Mensal')).toBe(3);
    expect(contarColunasDfc('2025-09-30', '2025-10-01', 'Trimestral')).toBe(2);
    expect(contarColunasDfc('2025-06-30', '2025-07-01', 'Semestral')).toBe(2);
    expect(contarColunasDfc('2025-01-01', '2025-12-31', 'Semestral')).toBe(2);
    expect(contarColunasDfc('2025-02-01', '2025-01-01', 'Diario')).toBe(0);
  });
});

describe('saldosPermitidosDfc (spec 001 §4)', () => {
  it('allows balances for stores of exactly one grupo', () => {
    expect(saldosPermitidosDfc([])).toBe(false);
    expect(saldosPermitidosDfc(['g1', 'g1'])).toBe(true);
    expect(saldosPermitidosDfc(['g1', 'g2'])).toBe(false);
  });
});

describe('consultaFluxoInput', () => {
  it('takes the defaults: Diario, Caixa, status 0, flags off', () => {
    const q = consultaFluxoInput.parse(consulta());
    expect(q).toMatchObject({
      Periodo: 'Diario',
      tipoDeRegime: 2,
      Status: 0,
      TrazerSaldos: false,
      ExibirPrevisoes: false,
      Empresas: [],
      clusterEmpresaBool: false,
    });
  });

  it('reads codes and lists as the spec sends them (strings, comma-joined)', () => {
    const q = consultaFluxoInput.parse(
      consulta({
        Status: '1',
        tipoDeRegime: '1',
        Empresas: `${ID},${ID.replace('1', '2')}`,
        TrazerSaldos: 'true',
      }),
    );
    expect(q.Status).toBe(1);
    expect(q.tipoDeRegime).toBe(1);
    expect(q.Empresas).toHaveLength(2);
    expect(q.TrazerSaldos).toBe(true);
  });

  it('answers each problem on its field, in pt-BR', () => {
    expect(erros({})).toEqual(
      expect.arrayContaining([
        ['ModeloFluxo', 'Campo obrigatório'],
        ['Inicio', 'Campo obrigatório'],
        ['Fim', 'Campo obrigatório'],
      ]),
    );
    expect(erros(consulta({ ModeloFluxo: 'x' }))).toEqual([['ModeloFluxo', m.idInvalido]]);
    expect(erros(consulta({ Periodo: 'Anual' }))).toEqual([['Periodo', m.periodoInvalido]]);
    expect(erros(consulta({ tipoDeRegime: 3 }))).toEqual([['tipoDeRegime', m.regimeInvalido]]);
    expect(erros(consulta({ Status: 9 }))).toEqual([['Status', m.statusInvalido]]);
    expect(erros(consulta({ Inicio: '31/01/2026' }))).toEqual([['Inicio', m.dataInvalida]]);
    expect(erros(consulta({ Inicio: '2026-02-01' }))).toEqual([['Fim', m.periodoInvertido]]);
    expect(erros(consulta({ Inicio: '2024-01-01', Fim: '2025-06-30' }))).toEqual([
      ['Fim', m.maxColunas(547)],
    ]);
  });
});

describe('detalhesFluxoInput', () => {
  it('pages by 10 by default and takes only 10, 30, 50 or 100', () => {
    const d = detalhesFluxoInput.parse({ linhaId: ID, PesquisaModel: consulta() });
    expect(d).toMatchObject({ Page: 1, PageSize: 10 });
    expect(
      detalhesFluxoInput.parse({ linhaId: ID, PesquisaModel: consulta(), PageSize: '30' }).PageSize,
    ).toBe(30);
    const r = detalhesFluxoInput.safeParse({ linhaId: ID, PesquisaModel: consulta(), PageSize: 25, Page: 0 });
    expect(r.success ? [] : r.error.issues.map((i) => i.message).sort()).toEqual(
      [m.pageInvalida, m.pageSizeInvalido].sort(),
    );
  });

  it('keeps the spec messages verbatim', () => {
    expect(m.semContasParaSaldo).toBe('Não localizamos nenhuma conta autorizada para exibição de saldo…');
    expect(m.obterDetalheFalhou('Vendas')).toBe('Não foi possível obter detalhes para Vendas');
    expect(m.somentePremium).toBe('Detalhe de DRE está disponível apenas para usuários premium.');
    expect(m.semPermissoes).toBe('Sem permissões');
  });
});
