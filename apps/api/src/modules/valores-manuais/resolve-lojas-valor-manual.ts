import { valoresManuaisMessages } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { inScope, SCOPE_FORBIDDEN, type Scope } from '../access/scope.ts';
import { assertMarcas, nomeCollator } from '../de-para/grupos-do-filtro.ts';
import { marcaFilter } from '../de-para/grupo-scope.ts';
import { isRestritoPorCentro } from '../dre/resolve-centros-dre.ts';

/** A store whose manual value the list shows and the edit and upload write. */
export interface LojaValorManual {
  id: string;
  /** legal name (razão social) */
  nome: string;
  /** 14 characters, unformatted */
  cnpj: string;
  codigoLoja: string | null;
  grupo: string;
  /**
   * Where the value goes: with UsarCentroDeCustoPadrao the store's default cost centre (`centro_de_custo.padrao`,
   * an active one first; null when it has none), otherwise null — the store as a whole.
   */
  centroDeCustoId: string | null;
  centroDeCustoNome: string | null;
  /** why no value may be written for the store (no default cost centre, or only an inactive one); null: it may */
  motivoBloqueio: string | null;
  editavel: boolean;
}

/** Who asks, and whether the values are the default cost centres' or the stores' as a whole. */
export interface PedidoLojas {
  clienteId: string;
  usuarioId: string;
  usarCentroPadrao: boolean;
}

const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

type Row = {
  id: string;
  nome: string;
  cnpj: string;
  codigo_loja: string | null;
  grupo: string;
  centro_id: string | null;
  centro_nome: string | null;
  centro_ativo: boolean | null;
};

/**
 * Why a store takes no value with UsarCentroDeCustoPadrao: it has no default cost centre, or only an inactive one —
 * a cost centre deactivated is out of use, as an inactive account takes no De-Para (what a finance user expects:
 * no new figures booked to it; its value already there stays in the DRE and in the list, read-only).
 */
function motivoDoCentroPadrao(r: Row): string | null {
  if (r.centro_id === null) return valoresManuaisMessages.semCentroPadrao;
  if (!r.centro_ativo) return valoresManuaisMessages.centroPadraoInativo(r.centro_nome ?? '');
  return null;
}

/**
 * A user whose rule limits cost centres sees no value of a store as a whole (the DRE hides them), so writes and
 * reads only the default cost centres' values: refused (403) without UsarCentroDeCustoPadrao. Answers whether the
 * rule limits cost centres (then only stores whose default cost centre is in scope are the user's).
 */
async function restricaoPorCentro(tx: DatabaseOrTransaction, p: PedidoLojas, scope: Scope): Promise<boolean> {
  const restrito = await isRestritoPorCentro(tx, p.clienteId, p.usuarioId, scope);
  if (restrito && !p.usarCentroPadrao) throw forbidden(valoresManuaisMessages.restritoPorCentro);
  return restrito;
}

async function selecionarLojas(
  tx: DatabaseOrTransaction,
  p: PedidoLojas,
  scope: Scope,
  restrito: boolean,
  onde: SQL,
): Promise<LojaValorManual[]> {
  const { rows } = await tx.execute<Row>(sql`
    select e.id, e.razao_social as nome, e.cnpj, e.codigo_loja, g.nome as grupo,
      cc.id as centro_id, cc.nome as centro_nome, cc.ativo as centro_ativo
    from empresa e
    join grupo g on g.cliente_id = e.cliente_id and g.id = e.grupo_id
    left join lateral (
      select c.id, c.nome, c.ativo from centro_de_custo c
      where c.cliente_id = e.cliente_id and c.empresa_id = e.id and c.padrao
      order by c.ativo desc, c.codigo, c.id
      limit 1
    ) cc on true
    where e.cliente_id = ${p.clienteId} and ${onde}
      ${scope.unrestricted ? sql`` : sql`and e.id = any(${uuids(scope.empresaIds)})`}`);
  return rows
    .filter((r) => !restrito || (r.centro_id !== null && inScope(scope, 'centroDeCustoIds', r.centro_id)))
    .map((r) => {
      const motivoBloqueio = p.usarCentroPadrao ? motivoDoCentroPadrao(r) : null;
      return {
        id: r.id,
        nome: r.nome,
        cnpj: r.cnpj,
        codigoLoja: r.codigo_loja,
        grupo: r.grupo,
        centroDeCustoId: p.usarCentroPadrao ? r.centro_id : null,
        centroDeCustoNome: p.usarCentroPadrao ? r.centro_nome : null,
        motivoBloqueio,
        editavel: motivoBloqueio === null,
      };
    })
    .sort((a, b) => nomeCollator.compare(a.nome, b.nome) || (a.id < b.id ? -1 : 1));
}

/** 404 when any id is not a row of the tenant's table (another tenant's id, or none at all). */
async function assertDoCliente(
  tx: DatabaseOrTransaction,
  clienteId: string,
  tabela: 'empresa' | 'grupo',
  ids: readonly string[],
  mensagem: string,
): Promise<void> {
  const unicos = new Set(ids);
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from ${sql.identifier(tabela)}
    where cliente_id = ${clienteId} and id = any(${uuids(unicos)})`);
  if ((rows[0]?.n ?? 0) < unicos.size) throw notFound(mensagem);
}

/**
 * The stores of the filter, within the user's scope (DESIGN.md §4), sorted by legal name: the grupo's stores (404
 * another tenant's grupo, 403 one outside the scope), of the marcas asked ('0' or none: all; 403 / 404 as the
 * grupo), only `Empresas` when given (404 not the tenant's, 403 outside the scope, 400 of another grupo). A rule
 * limited to cost centres: see restricaoPorCentro.
 */
export async function resolveLojasValorManual(
  tx: DatabaseOrTransaction,
  p: PedidoLojas,
  scope: Scope,
  f: { Grupo: string; Empresas: readonly string[]; marcas: readonly string[] },
): Promise<LojaValorManual[]> {
  await assertDoCliente(tx, p.clienteId, 'grupo', [f.Grupo], valoresManuaisMessages.grupoNaoEncontrado);
  if (!inScope(scope, 'grupoIds', f.Grupo)) throw forbidden(SCOPE_FORBIDDEN);
  const marcas = marcaFilter(f.marcas);
  if (marcas) await assertMarcas(tx, p.clienteId, scope, marcas);
  if (f.Empresas.length > 0) {
    await assertDoCliente(
      tx,
      p.clienteId,
      'empresa',
      f.Empresas,
      valoresManuaisMessages.empresaNaoEncontrada,
    );
    if (f.Empresas.some((id) => !inScope(scope, 'empresaIds', id))) throw forbidden(SCOPE_FORBIDDEN);
    const { rows } = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from empresa
      where cliente_id = ${p.clienteId} and id = any(${uuids(f.Empresas)}) and grupo_id <> ${f.Grupo}`);
    if ((rows[0]?.n ?? 0) > 0) throw badRequest(valoresManuaisMessages.empresaForaDoGrupo, 'Empresas');
  }
  const restrito = await restricaoPorCentro(tx, p, scope);
  return selecionarLojas(
    tx,
    p,
    scope,
    restrito,
    sql`e.grupo_id = ${f.Grupo}
      ${marcas ? sql`and e.marca_id = any(${uuids(marcas)})` : sql``}
      ${f.Empresas.length > 0 ? sql`and e.id = any(${uuids(f.Empresas)})` : sql``}`,
  );
}

/**
 * One store for the cell edit: the tenant's (404), in the user's scope (403), and — for a rule limited to cost
 * centres — with its default cost centre in scope (403). With UsarCentroDeCustoPadrao an active default cost centre
 * is required (400 saying which is missing: none, or the default one is inactive).
 */
export async function loadLojaValorManual(
  tx: DatabaseOrTransaction,
  p: PedidoLojas,
  scope: Scope,
  empresaId: string,
): Promise<LojaValorManual> {
  await assertDoCliente(tx, p.clienteId, 'empresa', [empresaId], valoresManuaisMessages.empresaNaoEncontrada);
  if (!inScope(scope, 'empresaIds', empresaId)) throw forbidden(SCOPE_FORBIDDEN);
  const restrito = await restricaoPorCentro(tx, p, scope);
  const [loja] = await selecionarLojas(tx, p, scope, restrito, sql`e.id = ${empresaId}`);
  // filtered out only for a rule limited to cost centres whose default cost centre is not the user's
  if (!loja) throw forbidden(SCOPE_FORBIDDEN);
  if (loja.motivoBloqueio) throw badRequest(loja.motivoBloqueio, 'EmpresaId');
  return loja;
}

/** Where a store's value of the line and month is kept (the key's store and cost centre). */
export const alvoDaLoja = (l: LojaValorManual) => ({ empresaId: l.id, centroDeCustoId: l.centroDeCustoId });

/**
 * Whether the store has a value to show: it may take one, or its default cost centre is inactive (the value kept
 * there is still the DRE's: shown, read-only). A store without a default cost centre has none.
 */
export const temValorAMostrar = (l: LojaValorManual) => l.editavel || l.centroDeCustoId !== null;
