import type { ContaVinculadaRow, ContasVinculadasFiltros, OptionItem } from '@matriz/contracts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { contaBancaria, contaBancariaEmpresa, empresa, grupo } from '../../db/schema/index.ts';
import { anyUuid, contains } from '../../db/sql-helpers.ts';
import { idsForQuery, type Scope } from '../access/scope.ts';

/**
 * The bank accounts a user may see (DESIGN.md §4; issue 12 §5: a limited user never sees an account of a store
 * outside its scope): an unrestricted scope sees every account of the tenant; a limited one only accounts linked to
 * at least one store of its scope and to none outside it — an account shared with a store outside the scope is
 * that store's account too (its statement and payments), so it is hidden, as the cash-flow tab hides its balance.
 * An account linked to no store is seen only by an unrestricted scope.
 */
export function contaVisivel(scope: Scope): SQL | undefined {
  if (scope.unrestricted) return undefined;
  const vinculo = (cond: SQL) => sql`exists (select 1 from ${contaBancariaEmpresa} cbe
    where cbe.cliente_id = ${contaBancaria.clienteId} and cbe.conta_bancaria_id = ${contaBancaria.id} and ${cond})`;
  const noEscopo = anyUuid(sql`cbe.empresa_id`, scope.empresaIds);
  return sql`(${vinculo(noEscopo)} and not ${vinculo(sql`not (${noEscopo})`)})`;
}

/**
 * The stores an account is linked to, by name (for a limited scope all of them are in it: contaVisivel; the filter
 * stays as a guard).
 */
function empresasVinculadas(scope: Scope): SQL<string[]> {
  const noEscopo = scope.unrestricted ? sql`` : sql`and ${anyUuid(sql`e.id`, scope.empresaIds)}`;
  return sql<string[]>`array(select coalesce(e.apelido, e.nome_fantasia, e.razao_social) as nome
    from ${contaBancariaEmpresa} cbe
    join ${empresa} e on e.cliente_id = cbe.cliente_id and e.id = cbe.empresa_id
    where cbe.cliente_id = ${contaBancaria.clienteId} and cbe.conta_bancaria_id = ${contaBancaria.id} ${noEscopo}
    order by lower(coalesce(e.apelido, e.nome_fantasia, e.razao_social)), e.id)`;
}

const withGrupo = and(eq(grupo.clienteId, contaBancaria.clienteId), eq(grupo.id, contaBancaria.grupoId));

/**
 * The WHERE of the bank accounts list and its export: the tenant, the scope, the grupos asked (403 for a grupo
 * outside the scope) and part of the account's name.
 */
export function contasVinculadasCondition(clienteId: string, scope: Scope, f: ContasVinculadasFiltros): SQL {
  const grupos = f.grupos.length > 0 ? idsForQuery(scope, 'grupoIds', f.grupos) : null;
  return (
    and(
      eq(contaBancaria.clienteId, clienteId),
      contaVisivel(scope),
      grupos ? anyUuid(contaBancaria.grupoId, grupos) : undefined,
      contains(contaBancaria.nome, f.nomeConta),
    ) ?? sql`true`
  );
}

/** A page of the accounts, by grupo name, then account name (the id last, so pages are stable). */
export async function selectContasVinculadas(
  tx: DatabaseOrTransaction,
  scope: Scope,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<ContaVinculadaRow[]> {
  return tx
    .select({
      _id: contaBancaria.id,
      nomeGrupo: grupo.nome,
      empresasVinculada: empresasVinculadas(scope),
      banco: contaBancaria.banco,
      nomeConta: contaBancaria.nome,
      agencia: contaBancaria.agencia,
      numero: contaBancaria.numero,
      digito: contaBancaria.digito,
    })
    .from(contaBancaria)
    .innerJoin(grupo, withGrupo)
    .where(where)
    .orderBy(sql`lower(${grupo.nome})`, sql`lower(${contaBancaria.nome})`, asc(contaBancaria.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countContasVinculadas(tx: DatabaseOrTransaction, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(contaBancaria).where(where);
  return row?.n ?? 0;
}

/** How an account is named in a select: 'Conta Itaú — Itaú · ag. 1234 · 56789-0'. */
export function rotuloDaConta(c: {
  nome: string;
  banco: string | null;
  agencia: string | null;
  numero: string | null;
  digito: string | null;
}): string {
  const numero = c.numero ? `${c.numero}${c.digito ? `-${c.digito}` : ''}` : null;
  const partes = [c.banco, c.agencia ? `ag. ${c.agencia}` : null, numero].filter(Boolean);
  return partes.length > 0 ? `${c.nome} — ${partes.join(' · ')}` : c.nome;
}

/**
 * The accounts of a grupo a user may see, optionally only those linked to one of `empresaIds`, as options by
 * name (inactive accounts marked).
 */
export async function selectContasDoGrupo(
  tx: DatabaseOrTransaction,
  clienteId: string,
  scope: Scope,
  grupoId: string,
  empresaIds: readonly string[],
): Promise<OptionItem[]> {
  const dasEmpresas =
    empresaIds.length > 0
      ? sql`exists (select 1 from ${contaBancariaEmpresa} cbe
          where cbe.cliente_id = ${contaBancaria.clienteId} and cbe.conta_bancaria_id = ${contaBancaria.id}
            and ${anyUuid(sql`cbe.empresa_id`, empresaIds)})`
      : undefined;
  const rows = await tx
    .select({
      id: contaBancaria.id,
      nome: contaBancaria.nome,
      banco: contaBancaria.banco,
      agencia: contaBancaria.agencia,
      numero: contaBancaria.numero,
      digito: contaBancaria.digito,
      ativo: contaBancaria.ativo,
    })
    .from(contaBancaria)
    .where(
      and(
        eq(contaBancaria.clienteId, clienteId),
        eq(contaBancaria.grupoId, grupoId),
        contaVisivel(scope),
        dasEmpresas,
      ),
    )
    .orderBy(sql`lower(${contaBancaria.nome})`, asc(contaBancaria.id));
  return rows.map((r) => ({ id: r.id, label: `${rotuloDaConta(r)}${r.ativo ? '' : ' (inativa)'}` }));
}
