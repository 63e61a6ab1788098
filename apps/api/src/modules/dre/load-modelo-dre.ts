import { dreMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { LinhaModeloDre, TipoLinhaDre } from '../../engine/dre/types.ts';
import { lerModeloDeLinhas, type ModeloDeLinhas, type TipoDeModelo } from './ler-modelo-de-linhas.ts';

/** A DRE model as the engine reads it: its lines, flat, in tree order (parents before children, by `ordem`). */
export type ModeloDreCarregado = ModeloDeLinhas<LinhaModeloDre>;

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

/** The DRE's kind of model: its tables and its lines' PDV value type and AV base. */
const MODELO_DRE: TipoDeModelo<LinhaModeloDre> = {
  modelo: 'modelo_dre',
  linha: 'linha_dre',
  linhaConta: 'linha_dre_conta',
  colunas: ['tipo_de_valor_de_pdv', 'is_base'],
  naoEncontrado: dreMessages.modeloNaoEncontrado,
  montar: (comum, row) => ({
    ...comum,
    tipo: row.tipo as TipoLinhaDre,
    tipoDeValorDePdv: row.tipo_de_valor_de_pdv as string | null,
    isBase: row.is_base === true,
  }),
};

/** loadModeloDre's read: one statement, whatever the size of the model. */
const lerModeloDre = (tx: DatabaseOrTransaction, clienteId: string, modeloId: string) =>
  lerModeloDeLinhas(tx, MODELO_DRE, clienteId, modeloId);
