import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ContaDaLinha } from '../../engine/dre/types.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * The read of a report model made of lines (the DRE's modelo_dre / linha_dre / linha_dre_conta, the cash flow's
 * modelo_dfc / linha_dfc / linha_dfc_conta): the same tree of lines with franchisor accounts under account lines,
 * the tables and the line columns of its kind apart. loadModeloDre (with its cache) and loadModeloDfc use it.
 */

/** What every model line has, as read. */
export interface LinhaLida {
  id: string;
  parentId: string | null;
  codigo: string;
  nome: string;
  ordem: number;
  formula: string | null;
  sinal: 1 | -1;
  contas: ContaDaLinha[];
}

/** A kind of model: its tables, the line columns of its own, and how its line is built from a read row. */
export interface TipoDeModelo<L> {
  modelo: 'modelo_dre' | 'modelo_dfc';
  linha: 'linha_dre' | 'linha_dfc';
  linhaConta: 'linha_dre_conta' | 'linha_dfc_conta';
  /** columns of the line table read besides the common ones (the DRE's PDV value type and AV base) */
  colunas: readonly string[];
  /** the 404's text for a model that is not there */
  naoEncontrado: string;
  /** the line of this kind: the common fields and `linha.tipo` with the kind's own columns (by column name) */
  montar: (comum: LinhaLida, row: Record<string, unknown> & { tipo: string }) => L;
}

/** A model as the engines read it: its lines, flat, in tree order (parents before children, by `ordem`). */
export interface ModeloDeLinhas<L> {
  id: string;
  nome: string;
  linhas: L[];
}

type Row = Record<string, unknown> & {
  modelo_id: string;
  modelo_nome: string;
  id: string | null;
  parent_id: string | null;
  codigo: string;
  nome: string;
  ordem: number;
  tipo: string;
  formula: string | null;
  sinal: number;
  contas: Array<ContaDaLinha & { marca: string }>;
};

/**
 * The cliente's active model of a kind with its lines and, under each account line, its franchisor accounts (by
 * code). Another tenant's model, an inactive one or an unknown id: 404 (DESIGN.md §3), the same answer for all.
 * One statement, whatever the size of the model: a model without lines is one row with no line.
 */
export async function lerModeloDeLinhas<L extends Pick<LinhaLida, 'id' | 'parentId' | 'ordem' | 'codigo'>>(
  tx: DatabaseOrTransaction,
  tipo: TipoDeModelo<L>,
  clienteId: string,
  modeloId: string,
): Promise<ModeloDeLinhas<L>> {
  const colunas = tipo.colunas.map((c) => sql`, l.${sql.identifier(c)}`);
  const { rows } = await tx.execute<Row>(sql`
    select md.id as modelo_id, md.nome as modelo_nome, l.id, l.parent_id, l.codigo, l.nome, l.ordem, l.tipo,
      l.formula, l.sinal${sql.join(colunas)},
      coalesce(json_agg(json_build_object('id', c.id, 'codigo', c.codigo, 'nome', c.nome, 'marca', m.nome)
        order by c.codigo, m.nome, c.id) filter (where c.id is not null), '[]'::json) as contas
    from ${sql.identifier(tipo.modelo)} md
    left join ${sql.identifier(tipo.linha)} l on l.cliente_id = md.cliente_id and l.modelo_id = md.id
    left join ${sql.identifier(tipo.linhaConta)} lc on lc.cliente_id = l.cliente_id and lc.linha_id = l.id
    left join plano_contas_franqueador c on c.cliente_id = lc.cliente_id and c.id = lc.conta_franqueador_id
    left join marca m on m.cliente_id = c.cliente_id and m.id = c.marca_id
    where md.cliente_id = ${clienteId} and md.id = ${modeloId} and md.ativo
    group by md.id, md.nome, l.cliente_id, l.id`);
  const modelo = rows[0];
  if (!modelo) throw notFound(tipo.naoEncontrado);
  const linhas = rows.flatMap((r): L[] =>
    r.id === null
      ? []
      : [
          tipo.montar(
            {
              id: r.id,
              parentId: r.parent_id,
              codigo: r.codigo,
              nome: r.nome,
              ordem: r.ordem,
              formula: r.formula,
              sinal: r.sinal === -1 ? -1 : 1,
              contas: contasComMarca(r.contas),
            },
            r,
          ),
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

type NoDaArvore = Pick<LinhaLida, 'id' | 'parentId' | 'ordem' | 'codigo'>;

/** The lines depth-first (each parent before its children, siblings by `ordem` then code), with their level. */
export function emOrdemDeArvore<T extends NoDaArvore>(linhas: readonly T[]): T[] {
  return linhasComNivel(linhas).map((x) => x.linha);
}

/** As emOrdemDeArvore, each line with its level (0 for the top lines). A line whose parent is missing is a top line. */
export function linhasComNivel<T extends NoDaArvore>(linhas: readonly T[]): { linha: T; nivel: number }[] {
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
