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

/** Why 'Usar centro de custo padrão' is locked on for a user whose rule limits cost centres. */
export const AJUDA_CENTRO_PADRAO_OBRIGATORIO =
  'Sua regra de acesso limita os centros de custo: os valores são sempre os do centro de custo padrão de cada empresa.';

/**
 * The card's blank values. `centroPadraoObrigatorio`: the user's rule limits cost centres, so 'Usar centro de custo
 * padrão' starts (and stays) on — such a user has no value of a store as a whole (the server answers 403).
 */
export const filtroVazio = (centroPadraoObrigatorio = false): FiltroValoresManuaisForm => ({
  tipo: 'realizado',
  marcas: ['0'],
  DreId: null,
  LinhaDaDreId: null,
  Competencia: null,
  Grupo: null,
  Empresas: [],
  UsarCentroDeCustoPadrao: centroPadraoObrigatorio,
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
