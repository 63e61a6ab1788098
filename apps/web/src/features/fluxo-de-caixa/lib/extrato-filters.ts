import {
  EXTRATO_MODO,
  EXTRATO_STATUS,
  validarFiltroExtrato,
  type ErroDeCampo,
  type ModoExtrato,
  type StatusExtrato,
} from '@matriz/contracts';

import type { FilterCodec } from '../../../components/filters/use-persisted-filters.ts';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';
import { toApiDate } from '../../../lib/format.ts';

/** The values of the bank statement's filter card (spec 001 §2.3 'Bank statement tab'). */
export interface ExtratoFilterValues {
  grupo: string | undefined;
  empresas: string[];
  conta: string | undefined;
  periodo: [Dayjs, Dayjs] | null;
  status: StatusExtrato;
  modo: ModoExtrato;
}

export const emptyExtratoFilters: ExtratoFilterValues = {
  grupo: undefined,
  empresas: [],
  conta: undefined,
  periodo: null,
  status: EXTRATO_STATUS.Todos,
  modo: EXTRATO_MODO.Resumido,
};

/**
 * The fields another field's change clears (spec 001 §2.3): a new grupo clears the stores and the account; new
 * stores clear the account (its list is loaded again for them). Answers the fields to set, or null.
 */
export function camposLimposPelaMudanca(
  changed: Partial<ExtratoFilterValues>,
): Partial<ExtratoFilterValues> | null {
  if ('grupo' in changed) return { empresas: [], conta: undefined };
  if ('empresas' in changed) return { conta: undefined };
  return null;
}

/** Stores and account stay disabled until a grupo is picked (spec 001 §2.3). */
export const dependentesDesabilitados = (grupo: string | undefined) => !grupo;

/** The statement filter as the API reads it (ExtratoFiltros of the contracts; dates 'YYYY-MM-DD'). */
export interface ExtratoFiltroApi {
  grupo: string | undefined;
  empresas: string[];
  conta: string | undefined;
  inicio: string | undefined;
  fim: string | undefined;
  status: StatusExtrato;
  modo: ModoExtrato;
}

export function toExtratoFiltro(f: ExtratoFilterValues): ExtratoFiltroApi {
  return {
    grupo: f.grupo,
    empresas: f.empresas,
    conta: f.conta,
    inicio: f.periodo ? toApiDate(f.periodo[0]) : undefined,
    fim: f.periodo ? toApiDate(f.periodo[1]) : undefined,
    status: f.status,
    modo: f.modo,
  };
}

/** The required fields missing (spec 001 §5 messages), named as the form's fields. */
export function validarFiltros(
  f: ExtratoFilterValues,
): Array<ErroDeCampo & { campo: keyof ExtratoFilterValues }> {
  const api = toExtratoFiltro(f);
  return validarFiltroExtrato({ grupo: api.grupo, conta: api.conta, inicio: api.inicio, fim: api.fim });
}

/** The GET query of the statement (the stores comma-joined). */
export function toExtratoQuery(f: ExtratoFilterValues): Record<string, string | number | undefined> {
  const api = toExtratoFiltro(f);
  return {
    grupo: api.grupo,
    empresas: f.empresas.length > 0 ? f.empresas.join(',') : undefined,
    conta: api.conta,
    inicio: api.inicio,
    fim: api.fim,
    status: f.status,
    modo: f.modo,
  };
}

const isIso = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isId = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** Stored with the dates as 'YYYY-MM-DD'; each field read back on its own (a bad one falls back alone). */
export const extratoFiltersCodec: FilterCodec<ExtratoFilterValues> = {
  toStored: (v) => ({
    ...v,
    periodo: v.periodo ? [toApiDate(v.periodo[0]), toApiDate(v.periodo[1])] : null,
  }),
  fromStored: (stored, defaults) => {
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    const s = stored as Partial<Record<keyof ExtratoFilterValues, unknown>>;
    const datas =
      Array.isArray(s.periodo) && s.periodo.length === 2 && s.periodo.every(isIso) ? s.periodo : null;
    const grupo = isId(s.grupo) ? s.grupo : undefined;
    return {
      grupo,
      empresas:
        grupo && Array.isArray(s.empresas) && s.empresas.every(isId)
          ? (s.empresas as string[])
          : defaults.empresas,
      conta: grupo && isId(s.conta) ? s.conta : undefined,
      periodo: datas ? [dayjs(String(datas[0])), dayjs(String(datas[1]))] : defaults.periodo,
      status: [0, 1, 2].includes(s.status as number) ? (s.status as StatusExtrato) : defaults.status,
      modo: [0, 1].includes(s.modo as number) ? (s.modo as ModoExtrato) : defaults.modo,
    };
  },
};
