import {
  DRE_HISTORICO_MESES,
  dreMessages,
  errorMessages,
  mesMinimoHistoricoDre,
  validarConsultaDre,
  type ConsultaDre,
  type OpcoesValidacaoDre,
} from '@matriz/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../access/auth-context.ts';
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
  recusar(validarConsultaDre(q, opcoes));
}

/**
 * The consultant view (spec 001 §6, spec 002 premium/claims): filter B takes clusters only, so a consultant's
 * filter B with a list of stores or of cost centres of its own is refused — 400 'Na visão de consultor, o filtro
 * B aceita apenas clusters.' on each such field, before anything is read. Cluster lists, or no list at all (every
 * store in scope, as for anyone), pass. `prefixo` is where the query is in the body ('filter.' in the details).
 */
export function assertFiltroBDoConsultor(
  auth: Pick<AuthContext, 'visaoConsultor'>,
  q: Pick<ConsultaDre, 'filters'>,
  prefixo = '',
): void {
  if (!auth.visaoConsultor) return;
  recusar(
    q.filters.flatMap((f, i) =>
      f.nomeDoFiltro !== 'B'
        ? []
        : (['EmpresasIds', 'CentroDeCustosIds'] as const)
            .filter((lista) => f[lista].length > 0)
            .map((lista) => ({
              campo: `${prefixo}filters.${i}.${lista}`,
              mensagem: dreMessages.somenteClustersEmB,
            })),
    ),
  );
}

/** 400 with each problem on its field, as the schema's own errors; nothing when there is none. */
function recusar(problemas: readonly { campo: string; mensagem: string }[]): void {
  if (problemas.length === 0) return;
  throw new AppError(400, problemas[0]!.mensagem, {
    detail: errorMessages.validation,
    errors: problemas.map((p) => ({ campo: p.campo, mensagem: p.mensagem })),
  });
}
