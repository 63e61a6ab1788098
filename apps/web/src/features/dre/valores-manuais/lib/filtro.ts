import { valoresManuaisMessages, type TipoValorManual, type ValoresManuaisFiltro } from '@matriz/contracts';

import type { Dayjs } from '../../../../lib/dayjs.ts';
import { toApiMonth } from '../../../../lib/format.ts';

/** The values of the filter card (spec 001 §2.1 'DRE Valores Manuais tab'). */
export interface FiltroValoresManuaisForm {
  /** Realizado (the manual values) or Orçado (the budget, issue 11 §3) */
  tipo: TipoValorManual;
  marcas: string[];
  DreId: string | null;
  LinhaDaDreId: string | null;
  Competencia: Dayjs | null;
  Grupo: string | null;
  Empresas: string[];
  UsarCentroDeCustoPadrao: boolean;
}

export const filtroVazio = (): FiltroValoresManuaisForm => ({
  tipo: 'realizado',
  marcas: ['0'],
  DreId: null,
  LinhaDaDreId: null,
  Competencia: null,
  Grupo: null,
  Empresas: [],
  UsarCentroDeCustoPadrao: false,
});

/** The four fields the search needs (spec 001 §5). */
export const camposObrigatorios = ['DreId', 'LinhaDaDreId', 'Competencia', 'Grupo'] as const;
export type CampoObrigatorio = (typeof camposObrigatorios)[number];

/** 'Campo obrigatório' of each required field left blank. */
export function problemasDoFiltro(v: FiltroValoresManuaisForm): Partial<Record<CampoObrigatorio, string>> {
  return Object.fromEntries(
    camposObrigatorios.filter((c) => !v[c]).map((c) => [c, valoresManuaisMessages.required]),
  );
}

/** The filter to search, or null while a required field is blank. */
export function montarFiltro(v: FiltroValoresManuaisForm): ValoresManuaisFiltro | null {
  if (!v.DreId || !v.LinhaDaDreId || !v.Competencia || !v.Grupo) return null;
  return {
    tipo: v.tipo,
    DreId: v.DreId,
    LinhaDaDreId: v.LinhaDaDreId,
    Competencia: toApiMonth(v.Competencia),
    Grupo: v.Grupo,
    Empresas: v.Empresas,
    marcas: v.marcas,
    UsarCentroDeCustoPadrao: v.UsarCentroDeCustoPadrao,
  };
}

/** The filter as a query string takes it (lists comma-joined, blanks left out). */
export function consultaDoFiltro(f: ValoresManuaisFiltro) {
  return {
    tipo: f.tipo ?? 'realizado',
    DreId: f.DreId,
    LinhaDaDreId: f.LinhaDaDreId,
    Competencia: f.Competencia,
    Grupo: f.Grupo,
    Empresas: f.Empresas?.length ? f.Empresas.join(',') : undefined,
    marcas: f.marcas?.length ? f.marcas.join(',') : undefined,
    UsarCentroDeCustoPadrao: f.UsarCentroDeCustoPadrao ?? false,
  };
}
