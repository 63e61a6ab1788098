import type {
  DeParaContexto,
  DeParaDetalheOutput,
  DeParaDetalheParams,
  DeParaLinha,
  DeParaSugestao,
  DeParaVisao,
} from '@matriz/contracts';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { selectLinhas, type LinhaLida } from './detalhe-queries.ts';
import { loadGrupo, marcaNomes } from './grupo-scope.ts';
import { paresDoGrupo } from './grupos-do-filtro.ts';
import { lojasDoEscopo } from './money-at-stake.ts';
import { createSuggester } from './suggestions.ts';

/**
 * GET pending / review / approved lists (spec 002 §2.3, §7): the rows of one tab of a grupo (403 outside the
 * scope, 404 not the tenant's), both views, the marca filter, the name filter (code or name of the row's account),
 * paged. Pending rows come with the money first, so the analyst starts where it matters; in the franqueado view
 * they carry the suggested counterpart, asked once per marca for the page's rows.
 */
export function listDeParaDetalhe(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  contexto: DeParaContexto,
  q: DeParaDetalheParams,
): Promise<DeParaDetalheOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const grupo = await loadGrupo(tx, auth.clienteId, scope, q.CustomerId);
    const pares = await paresDoGrupo(tx, auth.clienteId, scope, grupo, q.Marcas);
    const { rows, total } = await selectLinhas(tx, {
      clienteId: auth.clienteId,
      pares,
      visao: q.Visao,
      tabs: [contexto],
      nome: q.Nome,
      lojas: lojasDoEscopo(scope),
      page: { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
    });
    const sugestoes =
      q.Visao === 'franqueado' && contexto === 'pendente'
        ? await sugestoesDaPagina(tx, auth.clienteId, grupo.id, rows)
        : new Map<string, DeParaSugestao>();
    const marcas = await marcaNomes(tx, auth.clienteId, grupo.marcaIds);
    return {
      grupo: {
        id: grupo.id,
        nome: grupo.nome,
        marcas: [...marcas].map(([id, label]) => ({ id, label })),
      },
      valores: rows.map((r) => toDeParaLinha(r, q.Visao, sugestoes.get(chave(r)) ?? null)),
      page: q.page,
      total,
    };
  });
}

const chave = (r: Pick<LinhaLida, 'contaId' | 'marcaId'>) => `${r.contaId}:${r.marcaId}`;

/** The suggestions of the page's pending franchisee accounts, one call per marca. */
async function sugestoesDaPagina(
  tx: DatabaseOrTransaction,
  clienteId: string,
  grupoId: string,
  rows: readonly LinhaLida[],
): Promise<Map<string, DeParaSugestao>> {
  const porMarca = new Map<string, LinhaLida[]>();
  for (const r of rows) porMarca.set(r.marcaId, [...(porMarca.get(r.marcaId) ?? []), r]);
  const found = new Map<string, DeParaSugestao>();
  // one suggester for the page: the network's decisions are read once, whatever the number of marcas
  const suggester = createSuggester(tx, clienteId);
  for (const [marcaId, linhas] of porMarca) {
    const contas = linhas.map((r) => ({ id: r.contaId, codigo: r.contaCodigo, nome: r.contaNome }));
    const sugestoes = await suggester.suggest(grupoId, marcaId, contas);
    for (const [contaId, sugestao] of sugestoes) found.set(chave({ contaId, marcaId }), sugestao);
  }
  return found;
}

/** A row as the detail tables show it (spec 002 §3 De-Para detail row). */
export function toDeParaLinha(
  r: LinhaLida,
  visao: DeParaVisao,
  sugestao: DeParaSugestao | null,
): DeParaLinha {
  return {
    _id: chave(r),
    registroPendente: { id: r.contaId, label: r.label },
    valorPrimeiraColuna: r.label,
    valorSegundaColuna: r.contrapartes,
    marca: { id: r.marcaId, label: r.marcaNome },
    tipoDoValor: visao,
    tipo: r.tab,
    // a franqueador-view row stands for several mappings: its deParaIds say which
    deParaId: visao === 'franqueado' ? (r.deParaIds[0] ?? null) : null,
    deParaIds: r.deParaIds,
    justificativa: r.justificativa,
    temHistorico: r.temHistorico,
    movimento12Meses: centavosToReais(r.movimento),
    sugestao,
  };
}
