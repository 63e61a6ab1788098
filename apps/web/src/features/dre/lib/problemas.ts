import {
  CAMPO_COLUNAS_DRE,
  dreMessages,
  type FiltroDre,
  type PeriodoDre,
  type ProblemaDre,
} from '@matriz/contracts';

/** The problems of the card (validarConsultaDre) placed where the card shows them. */
export interface ProblemasDoCartao {
  modelo: string | null;
  /** the first problem of each filter's months */
  periodo: Partial<Record<FiltroDre, string>>;
  /** the 36-column rule: a warning above the buttons, with Pesquisar disabled (spec 001 §5) */
  colunas: string | null;
  /** any other problem (a toggle conflict the card cannot produce, kept for safety) */
  outros: string[];
  /** whether Pesquisar may send the query */
  valida: boolean;
}

const CAMPO_FILTRO = /^filters\.(\d+)\.(dataInicio|dataFim|nomeDoFiltro)$/;

/**
 * Places each problem on its field. 'Campo obrigatório' shows only once the user asked to search
 * (`mostrarObrigatorios`): an empty card is not an error until then; the others show as soon as the months or
 * toggles make them.
 */
export function agruparProblemas(
  problemas: readonly ProblemaDre[],
  filtros: readonly PeriodoDre[],
  mostrarObrigatorios: boolean,
): ProblemasDoCartao {
  const grupo: ProblemasDoCartao = {
    modelo: null,
    periodo: {},
    colunas: null,
    outros: [],
    valida: problemas.length === 0,
  };
  for (const { campo, mensagem } of problemas) {
    if (mensagem === dreMessages.required && !mostrarObrigatorios) continue;
    const filtro = CAMPO_FILTRO.exec(campo);
    if (campo === 'modeloDREId') grupo.modelo ??= mensagem;
    else if (campo === CAMPO_COLUNAS_DRE) grupo.colunas = mensagem;
    else if (filtro) {
      const i = Number(filtro[1]);
      const nome = filtros[i]?.nomeDoFiltro ?? (i === 0 ? 'A' : 'B');
      grupo.periodo[nome] ??= mensagem;
    } else grupo.outros.push(mensagem);
  }
  return grupo;
}
