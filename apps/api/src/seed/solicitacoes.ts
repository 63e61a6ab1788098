import { addDays } from './calendar.ts';
import { type IdFactory, Rng } from './prng.ts';
import type {
  ContaFranqueadoGerada,
  ContaFranqueadorGerada,
  DeParaGerado,
  GrupoGerado,
  IsoDate,
  SolicitacaoGerada,
} from './types.ts';

/**
 * Franchisees ask for mappings of their pending accounts: most requests still open, a few already
 * decided by the panel (approved, rejected with a reason, cancelled).
 */
export function buildSolicitacoes(
  seed: number,
  ids: IdFactory,
  grupos: GrupoGerado[],
  planoFranqueado: ContaFranqueadoGerada[],
  planoFranqueador: ContaFranqueadorGerada[],
  dePara: DeParaGerado[],
  today: IsoDate,
  quantas: number,
): SolicitacaoGerada[] {
  const rng = Rng.of(seed, 'solicitacoes');
  const contas = new Map(planoFranqueado.map((c) => [c.id, c]));
  const destino = new Map(planoFranqueador.map((c) => [`${c.marcaId}|${c.chave}`, c.id]));
  const nomeGrupo = new Map(grupos.map((g) => [g.id, g.nome]));
  const pendentes = dePara.filter((d) => d.status === 'pendente' && contas.get(d.contaFranqueadoId)?.chave);
  return rng.sample(pendentes, quantas).map((d, i) => {
    const conta = contas.get(d.contaFranqueadoId)!;
    const status = rng.weighted<0 | 1 | 2 | 3>([
      [0, 70],
      [1, 10],
      [2, 15],
      [3, 5],
    ]);
    return {
      id: ids.next(),
      grupoId: d.grupoId,
      marcaId: d.marcaId,
      contaFranqueadoId: conta.id,
      contaFranqueadorId: destino.get(`${d.marcaId}|${conta.chave}`) ?? null,
      registroDoFranqueado: `${conta.codigo} - ${conta.nome}`,
      status,
      solicitante: `Financeiro ${nomeGrupo.get(d.grupoId) ?? ''}`.trim(),
      justificativa: status === 2 ? 'Conta deve ser mapeada para Outras Despesas Administrativas' : null,
      dataDaSolicitacao: addDays(today, -rng.int(1, 60)),
      idExterno: `SOL-${String(i + 1).padStart(4, '0')}`,
    };
  });
}

/**
 * A request the panel approved put its mapping into review with the counterpart it asked for (what approving a
 * request does, issue 9 §3): the generated mapping says so, so the demo network never shows an approved request
 * whose account is still pending.
 */
export function applyApprovedSolicitacoes(
  dePara: DeParaGerado[],
  solicitacoes: readonly SolicitacaoGerada[],
): DeParaGerado[] {
  const approved = new Map(
    solicitacoes
      .filter((s) => s.status === 1 && s.contaFranqueadorId !== null)
      .map((s) => [`${s.grupoId}|${s.marcaId}|${s.contaFranqueadoId}`, s]),
  );
  return dePara.map((d) => {
    const s = approved.get(`${d.grupoId}|${d.marcaId}|${d.contaFranqueadoId}`);
    return s
      ? {
          ...d,
          status: 'revisao',
          contaFranqueadorId: s.contaFranqueadorId,
          justificativa: null,
          viaSolicitacao: s.idExterno,
        }
      : d;
  });
}
