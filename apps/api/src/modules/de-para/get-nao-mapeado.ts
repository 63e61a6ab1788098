import { errorMessages, hasAccess, type naoMapeadoQuery, type NaoMapeadoOutput } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { assertInScope, type Scope } from '../access/scope.ts';
import { loadGrupos, marcaFilter } from './grupo-scope.ts';
import { assertMarcas, nomeCollator } from './grupos-do-filtro.ts';
import { lojasDoEscopo, lojasFiltro, movimentoPorContaCte } from './money-at-stake.ts';

type Params = z.output<typeof naoMapeadoQuery>;
type Row = {
  grupo_id: string;
  nome: string;
  total: string;
  nao_mapeado: string;
  pendente: string;
  contas: number;
};

/**
 * GET unmapped money (issue 9 §4): what the DRE and the cash flow say is "R$ X of the period not mapped". The
 * movement of an account is Σ |net value| of its store × month cells (what a report's cell of it would show), over the
 * period's monthly rollup (the regime asked) of the stores in scope ∩ the filters: the total, what has no approved
 * mapping to a franchisor account (what the reports cannot place), and of that what is still pending (no mapping
 * in review either) — per grupo too, the grupos with something unmapped only, the most first. Read from the
 * mappings as they are now, so an approval or a disapproval shows at once. Open to whoever reads a report or maps
 * accounts (DRE, FluxoDeCaixa or DePara).
 */
export function getNaoMapeado(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  q: Params,
): Promise<NaoMapeadoOutput> {
  assertNaoMapeadoAccess(auth);
  return withTenant(db, auth.clienteId, async (tx) => {
    const cl = auth.clienteId;
    const marcas = marcaFilter(q.marcas);
    if (marcas) await assertMarcas(tx, cl, scope, marcas);
    if (q.CustomerIds.length > 0) await loadGrupos(tx, cl, scope, q.CustomerIds);
    if (q.EmpresasIds.length > 0) await assertEmpresas(tx, cl, scope, q.EmpresasIds);
    const filtros = [
      lojasFiltro(lojasDoEscopo(scope)),
      marcas ? sql`and e.marca_id = any(${sql.param(marcas)}::uuid[])` : sql``,
      q.CustomerIds.length > 0 ? sql`and e.grupo_id = any(${sql.param(q.CustomerIds)}::uuid[])` : sql``,
      q.EmpresasIds.length > 0 ? sql`and e.id = any(${sql.param(q.EmpresasIds)}::uuid[])` : sql``,
    ];
    const { rows } = await tx.execute<Row>(sql`
      with ${movimentoPorContaCte({
        clienteId: cl,
        regime: q.regime,
        meses: { inicio: q.inicio, fim: q.fim },
        lojasDe: 'todas',
        filtros,
      })}, classificado as (
        select mv.grupo_id, mv.valor,
          not coalesce(d.status = 'aprovado' and d.conta_franqueador_id is not null, false) as nao_mapeado,
          not coalesce(d.status in ('revisao', 'aprovado'), false) as pendente
        from mov mv
        left join de_para d on d.cliente_id = ${cl} and d.grupo_id = mv.grupo_id and d.marca_id = mv.marca_id
          and d.conta_franqueado_id = mv.conta_id
      )
      select c.grupo_id, g.nome, sum(c.valor)::text as total,
        coalesce(sum(c.valor) filter (where c.nao_mapeado), 0)::text as nao_mapeado,
        coalesce(sum(c.valor) filter (where c.pendente), 0)::text as pendente,
        count(*) filter (where c.nao_mapeado and c.valor > 0)::int as contas
      from classificado c
      join grupo g on g.cliente_id = ${cl} and g.id = c.grupo_id
      group by c.grupo_id, g.nome`);
    return toOutput(rows);
  });
}

/**
 * Whoever reads a report or maps accounts may ask (DRE, FluxoDeCaixa or DePara, any action); anyone else 403.
 * The route calls it before the query is validated too, so a user without them learns nothing from a 400.
 */
export function assertNaoMapeadoAccess(auth: AuthContext): void {
  if (!['DRE', 'FluxoDeCaixa', 'DePara'].some((rule) => hasAccess(auth.claims, rule)))
    throw forbidden(errorMessages.forbidden);
}

function toOutput(rows: readonly Row[]): NaoMapeadoOutput {
  const sum = (pick: (r: Row) => string) => rows.reduce((acc, r) => acc + BigInt(pick(r)), 0n);
  const grupos = rows
    .filter((r) => BigInt(r.nao_mapeado) > 0n || r.contas > 0)
    .sort((a, b) => {
      const na = BigInt(a.nao_mapeado);
      const nb = BigInt(b.nao_mapeado);
      return na === nb ? nomeCollator.compare(a.nome, b.nome) : na > nb ? -1 : 1;
    });
  return {
    valorNaoMapeado: centavosToReais(sum((r) => r.nao_mapeado)),
    valorPendente: centavosToReais(sum((r) => r.pendente)),
    valorTotal: centavosToReais(sum((r) => r.total)),
    contas: rows.reduce((acc, r) => acc + r.contas, 0),
    grupos: grupos.map((r) => ({
      customerId: r.grupo_id,
      nome: r.nome,
      valorNaoMapeado: centavosToReais(BigInt(r.nao_mapeado)),
      valorPendente: centavosToReais(BigInt(r.pendente)),
      contas: r.contas,
    })),
  };
}

/** Stores asked by a filter: each in the scope (403) and the tenant's (404). */
async function assertEmpresas(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  ids: readonly string[],
): Promise<void> {
  assertInScope(scope, { empresaIds: ids });
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from empresa
    where cliente_id = ${clienteId} and id = any(${sql.param([...new Set(ids)])}::uuid[])`);
  if ((rows[0]?.n ?? 0) < new Set(ids).size) throw notFound(errorMessages.notFound);
}
