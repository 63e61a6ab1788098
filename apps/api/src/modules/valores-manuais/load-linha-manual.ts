import { tiposDeLinhaPorTipoValor, valoresManuaisMessages, type TipoValorManual } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';

/** A manual line of a DRE model, with what the template's header block names. */
export interface LinhaManual {
  id: string;
  codigo: string;
  nome: string;
  modelo: { id: string; nome: string };
}

/**
 * The manual line the request names, of the model it names: the model must be an active model of the tenant (404
 * otherwise: another tenant's, inactive or unknown), the line a line of the tenant (404), of that model and of
 * type manual (400 on LinhaDaDreId: a total, account or formula line takes no typed value) — for the budget
 * (`tipo` 'orcado') of type account, manual, CMV or PDV.
 */
export async function loadLinhaManual(
  tx: DatabaseOrTransaction,
  clienteId: string,
  q: { tipo: TipoValorManual; DreId: string; LinhaDaDreId: string },
): Promise<LinhaManual> {
  const { rows: modelos } = await tx.execute<{ id: string; nome: string }>(sql`
    select id, nome from modelo_dre where cliente_id = ${clienteId} and id = ${q.DreId} and ativo`);
  const modelo = modelos[0];
  if (!modelo) throw notFound(valoresManuaisMessages.modeloNaoEncontrado);
  const { rows } = await tx.execute<{
    id: string;
    codigo: string;
    nome: string;
    tipo: string;
    modelo_id: string;
  }>(
    sql`select id, codigo, nome, tipo, modelo_id from linha_dre
      where cliente_id = ${clienteId} and id = ${q.LinhaDaDreId}`,
  );
  const linha = rows[0];
  if (!linha) throw notFound(valoresManuaisMessages.linhaNaoEncontrada);
  if (linha.modelo_id !== modelo.id || !tiposDeLinhaPorTipoValor[q.tipo].includes(linha.tipo))
    throw badRequest(
      q.tipo === 'orcado' ? valoresManuaisMessages.linhaNaoOrcavel : valoresManuaisMessages.linhaNaoManual,
      'LinhaDaDreId',
    );
  return { id: linha.id, codigo: linha.codigo, nome: linha.nome, modelo };
}

/** The line as the template's header block and the upload's check name it. */
export const rotuloDaLinha = (l: Pick<LinhaManual, 'codigo' | 'nome'>) => `${l.codigo} - ${l.nome}`;
