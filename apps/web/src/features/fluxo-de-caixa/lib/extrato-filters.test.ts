import { fluxoDeCaixaBancoMessages as m } from '@matriz/contracts';
import { describe, expect, it } from 'vitest';

import dayjs from '../../../lib/dayjs.ts';
import { getContasBancariasQueryOptions } from '../api/get-contas-bancarias.ts';

import {
  camposLimposPelaMudanca,
  dependentesDesabilitados,
  emptyExtratoFilters,
  toExtratoQuery,
  validarFiltros,
} from './extrato-filters.ts';

describe('the statement filter (spec 001 §2.3)', () => {
  it('keeps stores and account disabled until a grupo is picked', () => {
    expect(dependentesDesabilitados(undefined)).toBe(true);
    expect(dependentesDesabilitados('g-1')).toBe(false);
  });

  it('clears stores and account with the grupo, the account with the stores', () => {
    expect(camposLimposPelaMudanca({ grupo: 'g' })).toEqual({ empresas: [], conta: undefined });
    expect(camposLimposPelaMudanca({ empresas: ['e'] })).toEqual({ conta: undefined });
    expect(camposLimposPelaMudanca({ status: 1 })).toBeNull();
  });

  it('loads the accounts again for the stores chosen (another list: another request)', () => {
    const doGrupo = getContasBancariasQueryOptions('g-1', []).queryKey;
    const dasLojas = getContasBancariasQueryOptions('g-1', ['e-1', 'e-2']).queryKey;
    expect(dasLojas).not.toEqual(doGrupo);
    expect(dasLojas.at(-1)).toEqual({ grupo: 'g-1', empresas: 'e-1,e-2' });
    expect(getContasBancariasQueryOptions(undefined, []).enabled).toBe(false);
  });

  it("asks for the grupo, the account and the dates with the spec's messages", () => {
    expect(validarFiltros(emptyExtratoFilters).map((e) => [e.campo, e.mensagem])).toEqual([
      ['grupo', m.grupoObrigatorio],
      ['conta', m.contaObrigatoria],
      ['periodo', m.periodoObrigatorio],
    ]);
    const completo = {
      ...emptyExtratoFilters,
      grupo: 'g-1',
      conta: 'c-1',
      periodo: [dayjs('2026-01-01'), dayjs('2026-01-31')] as [dayjs.Dayjs, dayjs.Dayjs],
    };
    expect(validarFiltros(completo)).toEqual([]);
    expect(toExtratoQuery({ ...completo, empresas: ['e-1', 'e-2'] })).toMatchObject({
      grupo: 'g-1',
      empresas: 'e-1,e-2',
      conta: 'c-1',
      inicio: '2026-01-01',
      fim: '2026-01-31',
    });
  });
});
