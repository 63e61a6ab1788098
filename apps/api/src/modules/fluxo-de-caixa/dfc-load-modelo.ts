import { fluxoDeCaixaMessages } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { LinhaModeloDfc, TipoLinhaDfc } from '../../engine/dfc/index.ts';
import { lerModeloDeLinhas, type ModeloDeLinhas, type TipoDeModelo } from '../dre/ler-modelo-de-linhas.ts';

/** A flow model as the engine reads it: its lines, flat, in tree order. */
export type ModeloDfcCarregado = ModeloDeLinhas<LinhaModeloDfc>;

/** The cash flow's kind of model: modelo_dfc, linha_dfc, linha_dfc_conta; its lines have nothing of their own. */
const MODELO_DFC: TipoDeModelo<LinhaModeloDfc> = {
  modelo: 'modelo_dfc',
  linha: 'linha_dfc',
  linhaConta: 'linha_dfc_conta',
  colunas: [],
  naoEncontrado: fluxoDeCaixaMessages.modeloNaoEncontrado,
  montar: (comum, row) => ({ ...comum, tipo: row.tipo as TipoLinhaDfc }),
};

/**
 * The cliente's active flow model (modelo_dfc) with its lines and, under each account line, its franchisor accounts
 * (by code; named with their marca when a line sums accounts of several marcas, as the DRE names them). Another
 * tenant's model, an inactive one or an unknown id: 404, the same answer for all. One statement. Not cached: the
 * DRE's cache stamp (dre_modelo_versao) does not cover the flow model's tables.
 */
export const loadModeloDfc = (
  tx: DatabaseOrTransaction,
  clienteId: string,
  modeloId: string,
): Promise<ModeloDfcCarregado> => lerModeloDeLinhas(tx, MODELO_DFC, clienteId, modeloId);
