import {
  DRE_HISTORICO_MESES,
  errorMessages,
  mesMinimoHistoricoDre,
  validarConsultaDre,
  type ConsultaDre,
  type OpcoesValidacaoDre,
} from '@matriz/contracts';
import { AppError } from '../../lib/app-error.ts';
import { mesEmBrasilia } from '../de-para/money-at-stake.ts';

/**
 * The plan's history window (spec 000 §6, §9; DESIGN.md §4: enforced by the server): Starter the current month
 * and the 11 before, Premium the 35 before, the current month taken in Brasília's calendar (the network's).
 */
export function historicoDoPlano(
  premium: boolean,
  hoje: Date = new Date(),
): { mesMinimo: string; meses: number } {
  const { ano, mes } = mesEmBrasilia(hoje);
  const mesAtual = `${String(ano).padStart(4, '0')}-${String(mes + 1).padStart(2, '0')}-01`;
  return {
    mesMinimo: mesMinimoHistoricoDre(mesAtual, premium) ?? mesAtual,
    meses: premium ? DRE_HISTORICO_MESES.premium : DRE_HISTORICO_MESES.starter,
  };
}

/**
 * The query checked again once its selection is resolved (spec 001 §5): the rules the schema could not apply —
 * the 36-column limit where columns are stores or cost centres the request did not list, and the plan's history
 * window. 400 with each problem on its field, as the schema's own errors.
 */
export function assertConsultaResolvida(
  q: ConsultaDre,
  opcoes: OpcoesValidacaoDre & { historico: NonNullable<OpcoesValidacaoDre['historico']> },
): void {
  const problemas = validarConsultaDre(q, opcoes);
  if (problemas.length === 0) return;
  throw new AppError(400, problemas[0]!.mensagem, {
    detail: errorMessages.validation,
    errors: problemas.map((p) => ({ campo: p.campo, mensagem: p.mensagem })),
  });
}
