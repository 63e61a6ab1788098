import type { DeParaListaOrderField, DeParaListaOutput, DeParaListaParams } from '@matriz/contracts';
import { withTenant, type Database } from '../../db/index.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import type { GrupoDePara } from './grupo-scope.ts';
import { loadGruposDoFiltro } from './grupos-do-filtro.ts';
import { paresOf } from './linhas-sql.ts';
import { loadTabCounts, noCounts } from './lista-queries.ts';
import { loadValorPendente, lojasDoEscopo } from './money-at-stake.ts';

/**
 * GET De-Para list (spec 002 §2.2, §7; issue 9 §1): one row per grupo of the filter with the rows of each tab of
 * the chosen view and the money still pending. Three statements whatever the page: the grupos, the counts and the
 * money, each for every pair of the page only — except the one the order needs, computed for every grupo of the
 * filter first. Ordering by valorPendente is thus the slower path: it reads the ledger rollup of every grupo.
 */
export function listDePara(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: DeParaListaParams,
): Promise<DeParaListaOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const clienteId = auth.clienteId;
    const grupos = await loadGruposDoFiltro(tx, clienteId, scope, q);
    const desc = q.Order.startsWith('-');
    const campo = q.Order.replace(/^-/, '') as DeParaListaOrderField;
    const lojas = lojasDoEscopo(scope);

    let counts: Awaited<ReturnType<typeof loadTabCounts>> | undefined;
    let money: Awaited<ReturnType<typeof loadValorPendente>> | undefined;
    let ordered: GrupoDePara[];
    if (campo === 'valorPendente') {
      money = await loadValorPendente(tx, clienteId, paresOf(grupos), lojas);
      const m = money;
      ordered = sortBy(grupos, (g) => m.get(g.id)?.valor ?? 0n, desc);
    } else if (campo !== 'nome') {
      counts = await loadTabCounts(tx, clienteId, paresOf(grupos), q.Visao);
      const c = counts;
      ordered = sortBy(grupos, (g) => BigInt((c.get(g.id) ?? noCounts())[campo]), desc);
    } else {
      ordered = desc ? [...grupos].reverse() : grupos;
    }

    const page = ordered.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
    counts ??= await loadTabCounts(tx, clienteId, paresOf(page), q.Visao);
    money ??= await loadValorPendente(tx, clienteId, paresOf(page), lojas);
    const c = counts;
    const m = money;
    return {
      valores: page.map((g) => {
        const pendente = m.get(g.id);
        return {
          _id: g.id,
          grupo: { id: g.id, nome: g.nome, codigo: g.codigo },
          ...(c.get(g.id) ?? noCounts()),
          valorPendente: centavosToReais(pendente?.valor ?? 0n),
          contasPendentesComMovimento: pendente?.contas ?? 0,
        };
      }),
      page: q.page,
      total: grupos.length,
    };
  });
}

/** A stable sort of grupos already in name order: ties keep the name order. */
function sortBy(grupos: GrupoDePara[], key: (g: GrupoDePara) => bigint, desc: boolean): GrupoDePara[] {
  const sign = desc ? -1 : 1;
  return [...grupos].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka === kb ? 0 : ka < kb ? -sign : sign;
  });
}
