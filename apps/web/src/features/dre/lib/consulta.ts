import {
  dreToggles,
  mesDe,
  type ConsultaDre,
  type FiltroConsultaDre,
  type FiltroDre,
} from '@matriz/contracts';

import dayjs from '../../../lib/dayjs.ts';

import {
  ehObjeto,
  filtroVazio,
  lerConfig,
  lerIds,
  lerStatus,
  type DreFormValores,
  type FiltroDreValores,
} from './formulario.ts';

/**
 * The DRE query (spec 001 §3 'DRE query (sent)') built from the card, and the same query in the address, so that
 * a copied link opens and runs the same DRE (issue 10 §2). The body is the contract's output shape (lists as
 * arrays, months 'YYYY-MM-01'), which the server reads as it is.
 */
export type CorpoConsultaDre = Omit<ConsultaDre, 'filtroOpcionalExportacao'>;

const mes = (d: { format: (f: string) => string } | null | undefined) => d?.format('YYYY-MM-01') ?? '';

/** One filter as sent: only the list its switch shows (spec 001 §3: a cluster list blanks the plain one). */
export function montarFiltro(f: FiltroDreValores): FiltroConsultaDre {
  return {
    nomeDoFiltro: f.nomeDoFiltro,
    Status: f.Status,
    dataInicio: mes(f.periodo?.[0]),
    dataFim: mes(f.periodo?.[1]),
    EmpresasIds: f.clusterEmpresaBool ? [] : [...f.EmpresasIds],
    clustersEmpresasIds: f.clusterEmpresaBool ? [...f.clustersEmpresasIds] : [],
    CentroDeCustosIds: f.clusterCentroDeCustoBool ? [] : [...f.CentroDeCustosIds],
    clustersCentroDeCustosIds: f.clusterCentroDeCustoBool ? [...f.clustersCentroDeCustosIds] : [],
    marcas: [...f.marcas],
    excluirOutliers: f.excluirOutliers,
  };
}

/**
 * The query of the card: filter A, and B with the horizontal analysis. A month not chosen goes as '' and a model
 * not chosen as '': validarConsultaDre reports them ('Campo obrigatório') before anything is sent.
 */
export function montarConsulta(v: DreFormValores): CorpoConsultaDre {
  return {
    modeloDREId: v.modeloDREId ?? '',
    tipoDeRegime: v.tipoDeRegime,
    ...v.config,
    filters: v.config.AnaliseHorizontal ? [montarFiltro(v.A), montarFiltro(v.B)] : [montarFiltro(v.A)],
  };
}

/** The card showing a query (a link opened, the back button): the switches on where a cluster list was sent. */
export function valoresDaConsulta(c: CorpoConsultaDre, base: DreFormValores): DreFormValores {
  const filtro = (nome: FiltroDre): FiltroDreValores => {
    const f = c.filters.find((x) => x.nomeDoFiltro === nome);
    if (!f) return nome === 'B' ? base.B : filtroVazio(nome);
    const inicio = dayjs(f.dataInicio);
    const fim = dayjs(f.dataFim);
    return {
      nomeDoFiltro: nome,
      marcas: [...f.marcas],
      clusterEmpresaBool: f.clustersEmpresasIds.length > 0,
      EmpresasIds: [...f.EmpresasIds],
      clustersEmpresasIds: [...f.clustersEmpresasIds],
      clusterCentroDeCustoBool: f.clustersCentroDeCustosIds.length > 0,
      CentroDeCustosIds: [...f.CentroDeCustosIds],
      clustersCentroDeCustosIds: [...f.clustersCentroDeCustosIds],
      Status: f.Status,
      periodo: [inicio.isValid() ? inicio : null, fim.isValid() ? fim : null],
      excluirOutliers: f.excluirOutliers,
    };
  };
  return {
    modeloDREId: c.modeloDREId || null,
    tipoDeRegime: c.tipoDeRegime,
    config: lerConfig(c),
    A: filtro('A'),
    B: filtro('B'),
  };
}

// ---------- the address ----------

/** The search parameter holding the searched query. */
export const PARAMETRO_CONSULTA = 'consulta';

const listas = [
  'EmpresasIds',
  'clustersEmpresasIds',
  'CentroDeCustosIds',
  'clustersCentroDeCustosIds',
  'marcas',
] as const;

/** The query as a short JSON for the address: toggles off, empty lists, status 0 and regime 1 left out. */
export function codificarConsulta(c: CorpoConsultaDre): string {
  const curto: Record<string, unknown> = { modeloDREId: c.modeloDREId };
  if (c.tipoDeRegime !== 1) curto.tipoDeRegime = c.tipoDeRegime;
  for (const t of dreToggles) if (c[t]) curto[t] = true;
  curto.filters = c.filters.map((f) => {
    const g: Record<string, unknown> = { nomeDoFiltro: f.nomeDoFiltro, dataInicio: f.dataInicio };
    g.dataFim = f.dataFim;
    if (f.Status !== 0) g.Status = f.Status;
    for (const l of listas) if (f[l].length > 0) g[l] = f[l];
    if (f.excluirOutliers) g.excluirOutliers = true;
    return g;
  });
  return JSON.stringify(curto);
}

function lerFiltroDaUrl(valor: unknown): FiltroConsultaDre | null {
  if (!ehObjeto(valor) || (valor.nomeDoFiltro !== 'A' && valor.nomeDoFiltro !== 'B')) return null;
  const dataInicio = typeof valor.dataInicio === 'string' ? mesDe(valor.dataInicio) : null;
  const dataFim = typeof valor.dataFim === 'string' ? mesDe(valor.dataFim) : null;
  if (dataInicio === null || dataFim === null) return null;
  return {
    nomeDoFiltro: valor.nomeDoFiltro,
    Status: lerStatus(valor.Status),
    dataInicio,
    dataFim,
    EmpresasIds: lerIds(valor.EmpresasIds),
    clustersEmpresasIds: lerIds(valor.clustersEmpresasIds),
    CentroDeCustosIds: lerIds(valor.CentroDeCustosIds),
    clustersCentroDeCustosIds: lerIds(valor.clustersCentroDeCustosIds),
    marcas: lerIds(valor.marcas),
    excluirOutliers: valor.excluirOutliers === true,
  };
}

/**
 * The query of an address, or null when it is not one (edited by hand, cut short): then the card keeps the
 * user's own values. The server checks it again as any query.
 */
export function decodificarConsulta(texto: string | null): CorpoConsultaDre | null {
  if (!texto) return null;
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    return null;
  }
  if (!ehObjeto(valor) || typeof valor.modeloDREId !== 'string' || !Array.isArray(valor.filters)) return null;
  const filters = valor.filters.map(lerFiltroDaUrl);
  if (filters.length < 1 || filters.length > 2 || filters.some((f) => f === null)) return null;
  const config = lerConfig(valor);
  return {
    modeloDREId: valor.modeloDREId,
    tipoDeRegime: valor.tipoDeRegime === 2 ? 2 : 1,
    ...config,
    filters: (filters as FiltroConsultaDre[]).filter(
      (f) => config.AnaliseHorizontal || f.nomeDoFiltro === 'A',
    ),
  };
}
