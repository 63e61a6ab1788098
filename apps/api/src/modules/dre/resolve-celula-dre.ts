import { dreMessages, type DetalhesLinhaDreParams } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ContaDaLinha, LinhaModeloDre, SelecaoDre } from '../../engine/dre/types.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../access/scope.ts';
import type { LeitorDre } from './access.ts';
import { filtroDaCelula, type FiltroCelulaDre } from './celula-filtro.ts';
import { loadModeloDre, type ModeloDreCarregado } from './load-modelo-dre.ts';
import { resolveSelecaoDre, type SelecaoResolvidaDre } from './resolve-selecao-dre.ts';
import { assertConsultaResolvida, historicoDoPlano } from './validate-consulta-dre.ts';

/** The cell a detail asks for (contracts dre-detalhes.ts), without the paging. */
export type PedidoCelulaDre = Pick<
  DetalhesLinhaDreParams,
  'linhaId' | 'PlanoDeContasId' | 'competencia' | 'coluna' | 'filter'
> & { empresaId?: string | undefined };

/** A cell resolved against the model and the user's scope. */
export interface CelulaDre {
  modelo: ModeloDreCarregado;
  linha: LinhaModeloDre;
  /** account lines: the franchisor account asked (PlanoDeContasId), else every account of the line */
  contas: readonly ContaDaLinha[];
  /** the cell, narrowed by the modal's company filter */
  filtro: FiltroCelulaDre;
  /** the cell without the company filter (its stores are the filter's options) */
  filtroSemEmpresa: FiltroCelulaDre;
  selecao: SelecaoDre;
  resolvida: SelecaoResolvidaDre;
  /** stores are named by nickname (the query's EmpresaPorApelido) */
  apelido: boolean;
}

/**
 * The cell of a detail request: the query searched is checked as the search is (the plan's history window; the
 * 36-column rule does not apply to a detail), its model (404 another tenant's), the line of the model (404
 * otherwise) and, under an account line, one of its franchisor accounts (404 otherwise); its filter's selection
 * resolved within the scope (403 / 404 as the search), then narrowed to the cell's column, month and company.
 */
export async function resolveCelulaDre(
  tx: DatabaseOrTransaction,
  auth: LeitorDre,
  scope: Scope,
  p: PedidoCelulaDre,
  hoje?: Date,
): Promise<CelulaDre> {
  assertConsultaResolvida(p.filter, { exportacao: true, historico: historicoDoPlano(auth.premium, hoje) });
  const modelo = await loadModeloDre(tx, auth.clienteId, p.filter.modeloDREId);
  const linha = modelo.linhas.find((l) => l.id === p.linhaId);
  if (!linha) throw notFound(dreMessages.linhaNaoEncontrada);
  let contas = linha.tipo === 'conta' ? linha.contas : [];
  if (p.PlanoDeContasId) {
    contas = contas.filter((c) => c.id === p.PlanoDeContasId);
    if (contas.length === 0) throw notFound(dreMessages.linhaNaoEncontrada);
  }
  const resolvida = await resolveSelecaoDre(tx, auth, scope, p.filter);
  const nome = p.coluna?.filtro ?? 'A';
  const selecao = resolvida.selecoes.find((s) => s.filtro === nome);
  if (!selecao) throw badRequest(dreMessages.filtroInvalido, 'coluna.filtro');
  const regime = p.filter.tipoDeRegime;
  const celula = { competencia: p.competencia, coluna: p.coluna };
  return {
    modelo,
    linha,
    contas,
    filtro: filtroDaCelula(selecao, regime, { ...celula, empresaId: p.empresaId }),
    filtroSemEmpresa: filtroDaCelula(selecao, regime, celula),
    selecao,
    resolvida,
    apelido: p.filter.EmpresaPorApelido,
  };
}

/** The store's label as the query names stores (nickname or legal name). */
export function nomeDaLoja(cel: Pick<CelulaDre, 'resolvida' | 'apelido'>, empresaId: string): string {
  const loja = cel.resolvida.lojas.get(empresaId);
  if (!loja) return empresaId;
  return cel.apelido ? loja.apelido : loja.nome;
}
