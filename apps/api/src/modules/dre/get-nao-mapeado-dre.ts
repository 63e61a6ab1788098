import type { DreResultado } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { RegimeDre, SelecaoDre } from '../../engine/dre/types.ts';
import { centavosToReais } from '../../lib/money.ts';
import { lerNaoMapeadoPorGrupo, type NaoMapeadoDoGrupo } from './read-nao-mapeado-dre.ts';

/**
 * The answer's unmapped money (issue 10 §1: never silently lost): of filter A's selection (the period searched),
 * the entries on franchisee accounts without an approved De-Para, in total and per grupo, the most first. The
 * figure is the movement the De-Para screens measure (Σ |net value| per account and store-month), so the value
 * the DRE shows is the one its link to the grupo's pending De-Para opens; a cancellation does not hide a sale.
 */
export async function getNaoMapeadoDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  regime: RegimeDre,
  selecoes: readonly SelecaoDre[],
  /** filter A's figures when the facts' read already measured them (lerFatosDre's `naoMapeado`) */
  lidos?: ReadonlyMap<string, NaoMapeadoDoGrupo[]>,
  /** grupo names already read (the selection's stores carry theirs): only the others are looked up */
  nomesConhecidos?: ReadonlyMap<string, string>,
): Promise<DreResultado['naoMapeado']> {
  const a = selecoes.filter((s) => s.filtro === 'A');
  const grupos = lidos?.get('A') ?? (await lerNaoMapeadoPorGrupo(tx, { clienteId, regime, selecoes: a }));
  if (grupos.length === 0) return { valor: 0, porGrupo: [] };
  const nomes = new Map(nomesConhecidos);
  const faltam = grupos.filter((g) => !nomes.has(g.grupoId)).map((g) => g.grupoId);
  if (faltam.length > 0) {
    const { rows } = await tx.execute<{ id: string; nome: string }>(sql`
      select id, nome from grupo where cliente_id = ${clienteId} and id = any(${sql.param(faltam)}::uuid[])`);
    for (const r of rows) nomes.set(r.id, r.nome);
  }
  return {
    valor: centavosToReais(grupos.reduce((s, g) => s + g.movimento, 0n)),
    porGrupo: grupos.map((g) => ({
      grupoId: g.grupoId,
      grupoNome: nomes.get(g.grupoId) ?? '',
      valor: centavosToReais(g.movimento),
    })),
  };
}
