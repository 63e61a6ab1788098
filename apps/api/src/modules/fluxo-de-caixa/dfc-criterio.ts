import type { ConsultaFluxo } from '@matriz/contracts';
import type { CriterioDfc } from '../../engine/dfc/index.ts';

const diaEmBrasilia = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today 'YYYY-MM-DD' in Brasília's calendar (the network's): open items due before it are overdue. */
export const hojeEmBrasilia = (agora: Date = new Date()): string => diaEmBrasilia.format(agora);

/** The engine's rule (engine/dfc/regra.ts) of a query: regime, status, the seven entry flags and today. */
export function criterioDaConsulta(q: ConsultaFluxo, hoje: string): CriterioDfc {
  return {
    regime: q.tipoDeRegime,
    status: q.Status,
    hoje,
    exibirParcelasNaoAprovadas: q.ExibirParcelasNaoAprovadas,
    valoresNosDiasOriginais: q.ValoresNosDiasOriginais,
    adicionarUmDiaNoVencimentoDeBoletosAReceber: q.AdicionarUmDiaNoVencimentoDeBoletosAReceber,
    ocultarTransferencias: q.OcultarTransferencias,
    ocultarDinheiroDeCaixasAbertos: q.OcultarDinheiroDeCaixasAbertos,
    ocultarTitulosVencidos: q.OcultarTitulosVencidos,
    exibirPrevisoes: q.ExibirPrevisoes,
  };
}
