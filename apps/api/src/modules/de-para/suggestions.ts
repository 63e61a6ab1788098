import type { DeParaSugestao } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { indexNetwork, type NetworkIndex } from '../../engine/de-para/network.ts';
import { indexChart, suggestCounterpart, type ChartIndex } from '../../engine/de-para/suggest.ts';

/** A pending franchisee account of a grupo, as the suggestion engine reads it. */
export interface ContaPendente {
  id: string;
  codigo: string;
  nome: string;
}

/**
 * Suggestions for many (grupo, marca) pairs of one cliente: the network's decisions are read once, each marca's
 * chart once, and each pair costs one query (its accounts already approved in other marcas).
 */
export interface Suggester {
  suggest(
    grupoId: string,
    marcaId: string,
    contas: readonly ContaPendente[],
  ): Promise<Map<string, DeParaSugestao>>;
}

export function createSuggester(tx: DatabaseOrTransaction, clienteId: string): Suggester {
  let net: NetworkIndex | undefined;
  const charts = new Map<string, ChartIndex>();
  return {
    async suggest(grupoId, marcaId, contas) {
      const out = new Map<string, DeParaSugestao>();
      if (contas.length === 0) return out;
      net ??= await loadNetwork(tx, clienteId);
      let ch = charts.get(marcaId);
      if (!ch) charts.set(marcaId, (ch = await loadChart(tx, clienteId, marcaId)));
      const own = await loadOwnCodes(tx, clienteId, grupoId, marcaId, contas);
      for (const conta of contas) {
        const s = suggestCounterpart({ nome: conta.nome, codigosEmOutrasMarcas: own.get(conta.id) }, net, ch);
        if (s) {
          out.set(conta.id, {
            id: s.conta.id,
            label: `${s.conta.codigo} - ${s.conta.nome}`,
            confianca: s.confianca,
            motivo: s.motivo,
          });
        }
      }
      return out;
    },
  };
}

/**
 * What the whole network decided, by franchisee account name: approved to a franchisor account (by its code, so
 * that a decision in one marca counts in the others) or justified as having no counterpart. Aggregated in SQL:
 * one row per spelling and code, with the grupos that decided it.
 */
async function loadNetwork(tx: DatabaseOrTransaction, clienteId: string): Promise<NetworkIndex> {
  const { rows } = await tx.execute<{ nome: string; codigo: string | null; grupos: string[] }>(sql`
    select c.nome, f.codigo, array_agg(distinct d.grupo_id::text) as grupos
    from de_para d
    join plano_contas_franqueado c on c.cliente_id = d.cliente_id and c.id = d.conta_franqueado_id
    left join plano_contas_franqueador f on f.cliente_id = d.cliente_id and f.id = d.conta_franqueador_id
    where d.cliente_id = ${clienteId}
      and ((d.status = 'aprovado' and d.conta_franqueador_id is not null)
        or (d.status in ('revisao', 'aprovado') and d.conta_franqueador_id is null and d.justificativa is not null))
    group by c.nome, f.codigo`);
  return indexNetwork(rows.map((r) => ({ nome: r.nome, codigo: r.codigo, grupoIds: r.grupos })));
}

/** The marca's leaf, active franchisor accounts: the only ones a mapping may point at. */
async function loadChart(tx: DatabaseOrTransaction, clienteId: string, marcaId: string): Promise<ChartIndex> {
  const { rows } = await tx.execute<{ id: string; codigo: string; nome: string }>(sql`
    select f.id, f.codigo, f.nome from plano_contas_franqueador f
    where f.cliente_id = ${clienteId} and f.marca_id = ${marcaId} and f.ativo
      and not exists (
        select 1 from plano_contas_franqueador c where c.cliente_id = f.cliente_id and c.parent_id = f.id
      )`);
  return indexChart(rows);
}

/** The codes each account of the grupo is approved to in its other marcas. */
async function loadOwnCodes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  grupoId: string,
  marcaId: string,
  contas: readonly ContaPendente[],
): Promise<Map<string, string[]>> {
  const { rows } = await tx.execute<{ conta_franqueado_id: string; codigo: string }>(sql`
    select d.conta_franqueado_id, f.codigo
    from de_para d
    join plano_contas_franqueador f on f.cliente_id = d.cliente_id and f.id = d.conta_franqueador_id
    where d.cliente_id = ${clienteId} and d.grupo_id = ${grupoId} and d.marca_id <> ${marcaId}
      and d.status = 'aprovado'
      and d.conta_franqueado_id = any(${sql.param(contas.map((c) => c.id))}::uuid[])`);
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.conta_franqueado_id, [...(out.get(r.conta_franqueado_id) ?? []), r.codigo]);
  return out;
}
