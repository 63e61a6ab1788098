import { dreMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ContaDaLinha, LinhaModeloDre, TipoLinhaDre } from '../../engine/dre/types.ts';
import { notFound } from '../../lib/app-error.ts';

/** A DRE model as the engine reads it: its lines, flat, in tree order (parents before children, by `ordem`). */
export interface ModeloDreCarregado {
  id: string;
  nome: string;
  linhas: LinhaModeloDre[];
}

type Row = {
  id: string;
  parent_id: string | null;
  codigo: string;
  nome: string;
  ordem: number;
  tipo: TipoLinhaDre;
  formula: string | null;
  tipo_de_valor_de_pdv: string | null;
  is_base: boolean;
  sinal: number;
  contas: Array<ContaDaLinha & { marca: string }>;
};

/**
 * The active model of the cliente with its lines and, under each account line, its franchisor accounts (by
 * code). Another tenant's model, an inactive one or an unknown id: 404 (DESIGN.md §3), the same answer for all.
 *
 * Kept in memory under the stamp of the model tables it was read with (migration dre_modelo_versao: every
 * statement writing modelo_dre, linha_dre, linha_dre_conta, plano_contas_franqueador or marca moves it, in the
 * writer's transaction): while the stamp has not moved, the search reads one row instead of the model. The stamp
 * is read before the model, so a model is never kept under a stamp newer than what it saw; a transaction that has
 * written (its stamp may be its own, and roll back) neither uses nor fills the cache. Per tenant and model;
 * what is kept is frozen (callers share it). A model not found is not kept.
 */
export async function loadModeloDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  modeloId: string,
): Promise<ModeloDreCarregado> {
  // a transaction that has written anything may have moved the stamp itself, and may still roll back: it reads
  // the model and keeps nothing (the search only reads)
  // and one whose tenant setting is not `clienteId` gets no kept model (the read below answers as RLS says)
  const { rows } = await tx.execute<{ versao: string; escreveu: boolean; doTenant: boolean }>(
    sql`select versao::text as versao, pg_current_xact_id_if_assigned() is not null as escreveu,
      coalesce(current_setting('app.cliente_id', true) = ${clienteId}, false) as "doTenant"
      from dre_modelo_versao`,
  );
  const versao = rows[0] && !rows[0].escreveu && rows[0].doTenant ? rows[0].versao : null;
  const chave = `${clienteId}|${modeloId}`;
  const guardado = guardados.get(chave);
  if (versao !== null && guardado?.versao === versao) return guardado.modelo;
  const modelo = congelar(await lerModeloDre(tx, clienteId, modeloId));
  if (versao !== null) {
    guardados.delete(chave);
    guardados.set(chave, { versao, modelo });
    // the oldest first out (a Map iterates in insertion order)
    if (guardados.size > MODELOS_GUARDADOS) guardados.delete(guardados.keys().next().value!);
  }
  return modelo;
}

const MODELOS_GUARDADOS = 200;
const guardados = new Map<string, { versao: string; modelo: ModeloDreCarregado }>();

function congelar(modelo: ModeloDreCarregado): ModeloDreCarregado {
  for (const l of modelo.linhas) {
    for (const c of l.contas) Object.freeze(c);
    Object.freeze(l.contas);
    Object.freeze(l);
  }
  Object.freeze(modelo.linhas);
  return Object.freeze(modelo);
}

/** loadModeloDre's read: one statement, whatever the size of the model. */
async function lerModeloDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  modeloId: string,
): Promise<ModeloDreCarregado> {
  // the model and its lines in one statement: a model without lines is one row with no line
  const { rows } = await tx.execute<
    Omit<Row, 'id'> & { id: string | null; modelo_id: string; modelo_nome: string }
  >(sql`
    select md.id as modelo_id, md.nome as modelo_nome, l.id, l.parent_id, l.codigo, l.nome, l.ordem, l.tipo, l.formula,
      l.tipo_de_valor_de_pdv, l.is_base, l.sinal,
      coalesce(json_agg(json_build_object('id', c.id, 'codigo', c.codigo, 'nome', c.nome, 'marca', m.nome)
        order by c.codigo, m.nome, c.id) filter (where c.id is not null), '[]'::json) as contas
    from modelo_dre md
    left join linha_dre l on l.cliente_id = md.cliente_id and l.modelo_id = md.id
    left join linha_dre_conta lc on lc.cliente_id = l.cliente_id and lc.linha_id = l.id
    left join plano_contas_franqueador c on c.cliente_id = lc.cliente_id and c.id = lc.conta_franqueador_id
    left join marca m on m.cliente_id = c.cliente_id and m.id = c.marca_id
    where md.cliente_id = ${clienteId} and md.id = ${modeloId} and md.ativo
    group by md.id, md.nome, l.cliente_id, l.id`);
  const modelo = rows[0];
  if (!modelo) throw notFound(dreMessages.modeloNaoEncontrado);
  const linhas = rows.flatMap((r): LinhaModeloDre[] =>
    r.id === null
      ? []
      : [
          {
            id: r.id,
            parentId: r.parent_id,
            codigo: r.codigo,
            nome: r.nome,
            ordem: r.ordem,
            tipo: r.tipo,
            formula: r.formula,
            tipoDeValorDePdv: r.tipo_de_valor_de_pdv,
            isBase: r.is_base,
            sinal: r.sinal === -1 ? -1 : 1,
            contas: contasComMarca(r.contas),
          },
        ],
  );
  return { id: modelo.modelo_id, nome: modelo.modelo_nome, linhas: emOrdemDeArvore(linhas) };
}

/**
 * Each marca has its own franchisor chart, often with the same codes and names: when a line sums accounts of
 * several marcas, each account's name says its marca, or the rows under the line could not be told apart.
 */
function contasComMarca(contas: Array<ContaDaLinha & { marca: string }>): ContaDaLinha[] {
  const variasMarcas = new Set(contas.map((c) => c.marca)).size > 1;
  return contas.map(({ marca, ...c }) => (variasMarcas ? { ...c, nome: `${c.nome} (${marca})` } : c));
}

/** The lines depth-first (each parent before its children, siblings by `ordem` then code), with their level. */
export function emOrdemDeArvore<T extends Pick<LinhaModeloDre, 'id' | 'parentId' | 'ordem' | 'codigo'>>(
  linhas: readonly T[],
): T[] {
  return linhasComNivel(linhas).map((x) => x.linha);
}

/** As emOrdemDeArvore, each line with its level (0 for the top lines). A line whose parent is missing is a top line. */
export function linhasComNivel<T extends Pick<LinhaModeloDre, 'id' | 'parentId' | 'ordem' | 'codigo'>>(
  linhas: readonly T[],
): { linha: T; nivel: number }[] {
  const ids = new Set(linhas.map((l) => l.id));
  const filhos = new Map<string | null, T[]>();
  for (const l of linhas) {
    const pai = l.parentId !== null && ids.has(l.parentId) ? l.parentId : null;
    filhos.set(pai, [...(filhos.get(pai) ?? []), l]);
  }
  const porOrdem = (a: T, b: T) => a.ordem - b.ordem || a.codigo.localeCompare(b.codigo);
  const out: { linha: T; nivel: number }[] = [];
  const vistas = new Set<string>();
  const visitar = (pai: string | null, nivel: number) => {
    for (const l of [...(filhos.get(pai) ?? [])].sort(porOrdem)) {
      if (vistas.has(l.id)) continue;
      vistas.add(l.id);
      out.push({ linha: l, nivel });
      visitar(l.id, nivel + 1);
    }
  };
  visitar(null, 0);
  // lines in a cycle of parents are reached from no root: each becomes a top line (as the engine's own tree
  // does), so a broken model still shows every line instead of dropping some silently
  for (const l of [...linhas].sort(porOrdem)) {
    if (vistas.has(l.id)) continue;
    vistas.add(l.id);
    out.push({ linha: l, nivel: 0 });
    visitar(l.id, 1);
  }
  return out;
}
