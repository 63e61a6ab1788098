import { fluxoDeCaixaMessages as m } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import dayjs from '../../../lib/dayjs.ts';

import {
  codecFiltrosDfc,
  datasPadraoDfc,
  grupoUnico,
  gruposDasEmpresas,
  historicoDoPlanoDfc,
  modeloDoCartao,
  montarConsultaDfc,
  problemasDfc,
  resumoDasColunas,
  saldosPermitidosNoCartao,
  valoresPadraoDfc,
  type DfcFormValores,
} from './dfc-filtros.ts';

const hoje = dayjs('2026-03-18');
const valores = (mudar: Partial<DfcFormValores> = {}): DfcFormValores => ({
  ...valoresPadraoDfc(hoje),
  ModeloFluxo: 'modelo-1',
  ...mudar,
});

describe('the card defaults', () => {
  it('start Diário, Caixa, both statuses, the current month up to today and every flag off', () => {
    const v = valoresPadraoDfc(hoje);
    expect(v.Periodo).toBe('Diario');
    expect(v.tipoDeRegime).toBe(2);
    expect(v.Status).toBe(0);
    expect(v.TrazerSaldos).toBe(false);
    expect(datasPadraoDfc(hoje).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-18']);
  });
});

describe('problemasDfc (spec 001 §5)', () => {
  it("asks for the model and the period with 'Campo obrigatório'", () => {
    expect(problemasDfc(valores({ ModeloFluxo: null, Periodo: null }))).toEqual([
      { campo: 'ModeloFluxo', mensagem: m.required },
      { campo: 'Periodo', mensagem: m.required },
    ]);
    expect(problemasDfc(valores())).toEqual([]);
  });

  it('asks for the dates and refuses more than a year of days', () => {
    expect(problemasDfc(valores({ datas: null })).map((p) => p.campo)).toEqual(['Inicio', 'Fim']);
    const ano = valores({ datas: [dayjs('2025-01-01'), dayjs('2026-01-03')] });
    expect(problemasDfc(ano)).toEqual([{ campo: 'Fim', mensagem: m.maxColunas(368) }]);
    expect(problemasDfc({ ...ano, Periodo: 'Mensal' })).toEqual([]);
  });
});

describe('the history window of the plan (spec 000 §6)', () => {
  it('starts 11 months before the current one for Starter, 35 for Premium', () => {
    expect(historicoDoPlanoDfc(false, hoje)).toEqual({ mesMinimo: '2025-04-01', meses: 12 });
    expect(historicoDoPlanoDfc(true, hoje)).toEqual({ mesMinimo: '2023-04-01', meses: 36 });
  });

  it("refuses a start before it on Inicio, in the server's words, and sends nothing", () => {
    const historico = historicoDoPlanoDfc(false, hoje);
    const antes = valores({ Periodo: 'Mensal', datas: [dayjs('2025-03-31'), hoje] });
    expect(problemasDfc(antes, historico)).toEqual([
      { campo: 'Inicio', mensagem: m.historicoExcedido(12, '2025-04-01') },
    ]);
    expect(montarConsultaDfc(antes, true, historico)).toBeNull();
    expect(problemasDfc({ ...antes, datas: [dayjs('2025-04-01'), hoje] }, historico)).toEqual([]);
  });
});

describe('modeloDoCartao (spec 001 §3: the default model)', () => {
  const lista = [
    { id: 'm-1', nome: 'Outro', padrao: false },
    { id: 'm-2', nome: 'Padrão', padrao: true },
  ];

  it('keeps a chosen model of the list, else takes the default (or the first)', () => {
    expect(modeloDoCartao('m-1', lista)).toBe('m-1');
    expect(modeloDoCartao(null, lista)).toBe('m-2');
    // a saved model since removed is replaced, never searched with (the server would answer 404)
    expect(modeloDoCartao('removido', lista)).toBe('m-2');
    expect(modeloDoCartao('removido', [{ ...lista[0]!, padrao: false }])).toBe('m-1');
    expect(modeloDoCartao('removido', [])).toBeNull();
  });

  it('is unknown while the list loads: nothing is searched with a saved id not yet checked', () => {
    expect(modeloDoCartao('m-1', undefined)).toBeUndefined();
  });
});

describe('resumoDasColunas', () => {
  it('says how many columns the range makes, beside the Total', () => {
    expect(resumoDasColunas(0)).toBeNull();
    expect(resumoDasColunas(1)).toBe('1 coluna e o Total');
    expect(resumoDasColunas(31)).toBe('31 colunas e o Total');
  });
});

describe('montarConsultaDfc', () => {
  it('is null while the card has problems', () => {
    expect(montarConsultaDfc(valores({ Periodo: null }), true)).toBeNull();
  });

  it('sends the list the cluster switch shows, the days as YYYY-MM-DD and the flags', () => {
    const v = valores({
      Empresas: ['e-1'],
      clusterEmpresa: ['c-1'],
      clusterEmpresaBool: true,
      OcultarTransferencias: true,
      TrazerSaldos: true,
    });
    const c = montarConsultaDfc(v, false);
    expect(c).toMatchObject({
      ModeloFluxo: 'modelo-1',
      Periodo: 'Diario',
      Inicio: '2026-03-01',
      Fim: '2026-03-18',
      Empresas: [],
      clusterEmpresa: ['c-1'],
      clusterEmpresaBool: true,
      OcultarTransferencias: true,
      ExibirPrevisoes: false,
      // balances not allowed: not asked, whatever the card says
      TrazerSaldos: false,
    });
    // unknown yet (a cluster's stores, options loading): asked, the server decides and says why not
    expect(montarConsultaDfc(v, null)).toMatchObject({ TrazerSaldos: true });
    expect(montarConsultaDfc({ ...v, clusterEmpresaBool: false }, true)).toMatchObject({
      Empresas: ['e-1'],
      clusterEmpresa: [],
      TrazerSaldos: true,
    });
  });
});

describe('TrazerSaldos (spec 001 §4)', () => {
  const opcoes = [
    { id: 'e-1', label: 'Loja 1', grupoId: 'g-1' },
    { id: 'e-2', label: 'Loja 2', grupoId: 'g-1' },
    { id: 'e-3', label: 'Loja 3', grupoId: 'g-2' },
  ];
  const sel = (Empresas: string[], clusterEmpresaBool = false, clusterEmpresa: string[] = []) => ({
    Empresas,
    clusterEmpresaBool,
    clusterEmpresa,
  });

  it('is allowed only for stores of one grupo, whose accounts the Contas list offers', () => {
    expect(saldosPermitidosNoCartao(gruposDasEmpresas(sel([]), opcoes))).toBe(false);
    expect(saldosPermitidosNoCartao(gruposDasEmpresas(sel(['e-1', 'e-2']), opcoes))).toBe(true);
    expect(grupoUnico(gruposDasEmpresas(sel(['e-1', 'e-2']), opcoes))).toBe('g-1');
    expect(saldosPermitidosNoCartao(gruposDasEmpresas(sel(['e-1', 'e-3']), opcoes))).toBe(false);
    expect(grupoUnico(gruposDasEmpresas(sel(['e-1', 'e-3']), opcoes))).toBeNull();
    // the cluster switch on without a cluster: no store chosen; with clusters, their grupos are the server's to check
    expect(saldosPermitidosNoCartao(gruposDasEmpresas(sel(['e-1'], true), opcoes))).toBe(false);
    expect(saldosPermitidosNoCartao(gruposDasEmpresas(sel([], true, ['c-1']), opcoes))).toBeNull();
  });

  it('is unknown (null) while the stores or their grupos are not loaded: nothing is turned off on a guess', () => {
    expect(saldosPermitidosNoCartao(gruposDasEmpresas(sel(['e-1']), undefined))).toBeNull();
    expect(gruposDasEmpresas(sel(['e-9']), opcoes)).toBeNull();
    expect(gruposDasEmpresas(sel(['e-1']), [{ id: 'e-1', label: 'sem grupo' }])).toBeNull();
  });
});

describe('codecFiltrosDfc', () => {
  it('keeps the dates as YYYY-MM-DD and reads every field back', () => {
    const v = valores({ Periodo: 'Mensal', Empresas: ['e-1'], TrazerSaldos: true, Status: 2 });
    const guardado = JSON.parse(JSON.stringify(codecFiltrosDfc.toStored(v))) as unknown;
    expect(guardado).toMatchObject({ datas: ['2026-03-01', '2026-03-18'] });
    const lido = codecFiltrosDfc.fromStored(guardado, valoresPadraoDfc(hoje));
    expect({ ...lido, datas: lido?.datas?.map((d) => d.format('YYYY-MM-DD')) }).toEqual({
      ...v,
      datas: ['2026-03-01', '2026-03-18'],
    });
  });

  it('falls back field by field on what it cannot read', () => {
    const padrao = valoresPadraoDfc(hoje);
    const lido = codecFiltrosDfc.fromStored(
      { Periodo: 'Anual', datas: ['x', 'y'], Status: 7, Empresas: [3], TrazerSaldos: 'sim' },
      padrao,
    );
    expect(lido).toEqual({ ...padrao, ModeloFluxo: null });
    expect(codecFiltrosDfc.fromStored([], padrao)).toBeNull();
  });
});
