import {
  contarMeses,
  DRE_MAX_COLUNAS,
  DRE_MAX_COLUNAS_EXPORTACAO,
  DRE_MAX_MESES,
  dreMessages,
  mesDe,
  type ConfigDre,
  type FiltroDre,
} from './dre-messages.ts';
import {
  CAMPO_COLUNAS_DRE,
  campoDoFiltro,
  conflitosDre,
  contarColunasDre,
  type PeriodoDre,
  type ProblemaDre,
  type TamanhoSelecaoDre,
} from './dre-regras.ts';

/** The checks of a whole DRE query (spec 001 §5), for the screen and the server alike, without zod. */

/** What validarConsultaDre reads of a query: the model, the toggles and the months of each filter. */
export interface ConsultaDreRegras extends ConfigDre {
  modeloDREId?: string | null;
  filters: readonly PeriodoDre[];
}

export interface OpcoesValidacaoDre extends TamanhoSelecaoDre {
  /** an export (spec 001 §5: beyond 36 columns the reports are exported): Excel's column limit instead of 36 */
  exportacao?: boolean;
  /** the plan's history window (mesMinimoHistoricoDre): a start before `mesMinimo` is refused */
  historico?: { mesMinimo: string; meses: number } | null;
}

const preenchido = (v: string | null | undefined) => typeof v === 'string' && v.trim() !== '';

/** Where filter `nome` is in the list, or where it would be added. */
function indiceDoFiltro(filtros: readonly PeriodoDre[], nome: FiltroDre, depoisDe = -1): number {
  const i = filtros.findIndex((f) => f.nomeDoFiltro === nome);
  return i >= 0 ? i : Math.max(filtros.length, depoisDe + 1);
}

function validarPeriodo(
  filtro: PeriodoDre | undefined,
  i: number,
  historico: OpcoesValidacaoDre['historico'],
): ProblemaDre[] {
  const problemas: ProblemaDre[] = [];
  for (const campo of ['dataInicio', 'dataFim'] as const) {
    const valor = filtro?.[campo];
    if (!preenchido(valor))
      problemas.push({ campo: campoDoFiltro(i, campo), mensagem: dreMessages.required });
    else if (mesDe(valor) === null)
      problemas.push({ campo: campoDoFiltro(i, campo), mensagem: dreMessages.mesInvalido });
  }
  const inicio = mesDe(filtro?.dataInicio);
  const fim = mesDe(filtro?.dataFim);
  if (inicio === null || fim === null) return problemas;
  if (inicio > fim)
    problemas.push({ campo: campoDoFiltro(i, 'dataFim'), mensagem: dreMessages.inicioDepoisDoFim });
  else if (contarMeses(inicio, fim) > DRE_MAX_MESES)
    problemas.push({ campo: campoDoFiltro(i, 'dataFim'), mensagem: dreMessages.maxMeses });
  const mesMinimo = mesDe(historico?.mesMinimo);
  if (historico && mesMinimo !== null && inicio < mesMinimo)
    problemas.push({
      campo: campoDoFiltro(i, 'dataInicio'),
      mensagem: dreMessages.historicoExcedido(historico.meses, historico.mesMinimo),
    });
  return problemas;
}

/**
 * Every problem of a query (spec 001 §5), in the order of the card: model, start and end required for A (and for
 * B with horizontal analysis) — 'Campo obrigatório'; start after end; at most 12 months per filter; A and B of the
 * same length; filter B only with horizontal analysis; the plan's history window; the toggle conflicts
 * (conflitosDre); at most 36 columns (contarColunasDre), except for exports. Empty: the query may be searched.
 * The screen disables Pesquisar on any problem and shows each on its field; the server answers 400 with them.
 */
export function validarConsultaDre(
  consulta: ConsultaDreRegras,
  opcoes: OpcoesValidacaoDre = {},
): ProblemaDre[] {
  const { filters } = consulta;
  const problemas: ProblemaDre[] = [];
  if (!preenchido(consulta.modeloDREId))
    problemas.push({ campo: 'modeloDREId', mensagem: dreMessages.required });
  const iA = indiceDoFiltro(filters, 'A');
  const iB = indiceDoFiltro(filters, 'B', iA);
  problemas.push(...validarPeriodo(filters[iA], iA, opcoes.historico));
  if (consulta.AnaliseHorizontal) {
    problemas.push(...validarPeriodo(filters[iB], iB, opcoes.historico));
    const mesesA = contarMeses(filters[iA]?.dataInicio, filters[iA]?.dataFim);
    const mesesB = contarMeses(filters[iB]?.dataInicio, filters[iB]?.dataFim);
    if (mesesA > 0 && mesesB > 0 && mesesA !== mesesB)
      problemas.push({ campo: campoDoFiltro(iB, 'dataFim'), mensagem: dreMessages.mesesDiferentes });
  } else if (iB < filters.length) {
    problemas.push({ campo: campoDoFiltro(iB, 'nomeDoFiltro'), mensagem: dreMessages.filtroBSemHorizontal });
  }
  problemas.push(...conflitosDre(consulta));
  // exports are not bound by the screen's 36 columns (spec 001 §5), only by what Excel opens
  const colunas = contarColunasDre(consulta, filters, opcoes);
  const maximo = opcoes.exportacao ? DRE_MAX_COLUNAS_EXPORTACAO : DRE_MAX_COLUNAS;
  if (colunas !== null && colunas > maximo)
    problemas.push({
      campo: CAMPO_COLUNAS_DRE,
      mensagem: opcoes.exportacao ? dreMessages.maxColunasExportacao : dreMessages.maxColunas,
    });
  return problemas;
}
