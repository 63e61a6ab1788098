import type { ConsultaDre } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { ItemDoLayoutDre, LayoutDre } from '../../engine/dre/layout.ts';
import { loadCentrosDre, type CentroDre } from './resolve-centros-dre.ts';
import type { SelecaoResolvidaDre } from './resolve-selecao-dre.ts';

/**
 * The engine's layout of a query (engine/dre/layout.ts): the flags, the periods, and the stores and cost centres
 * of filter A as their columns name them — stores by legal name, or by nickname with 'mostrar apelido'; cost
 * centres 'código - nome', with the store when they come from more than one. The cost centres are those the
 * selection lists, else every cost centre of its stores (only read when a layout has cost-centre columns).
 */
export async function layoutDaConsulta(
  tx: DatabaseOrTransaction,
  clienteId: string,
  q: ConsultaDre,
  r: SelecaoResolvidaDre,
): Promise<LayoutDre> {
  const a = r.selecoes.find((s) => s.filtro === 'A');
  const b = q.AnaliseHorizontal ? r.selecoes.find((s) => s.filtro === 'B') : undefined;
  const lojas = a?.empresaIds ?? [];
  const nomeDaLoja = (id: string) => {
    const loja = r.lojas.get(id);
    return loja ? (q.EmpresaPorApelido ? loja.apelido : loja.nome) : id;
  };
  const porCentro = q.visaoPorCentroDeCusto || q.MostrarCadaCentroDeCustoSeparadoPorColuna;
  const centros: CentroDre[] = !porCentro
    ? []
    : a?.centroDeCustoIds
      ? a.centroDeCustoIds.flatMap((id) => r.centros.get(id) ?? [])
      : await loadCentrosDre(tx, clienteId, lojas, null);
  const variasLojas = new Set(centros.map((c) => c.empresaId)).size > 1;
  const porNome = (x: ItemDoLayoutDre, y: ItemDoLayoutDre) =>
    x.nome.localeCompare(y.nome, 'pt-BR') || x.id.localeCompare(y.id);
  return {
    filtros: {
      A: { inicio: a?.inicio ?? '', fim: a?.fim ?? '' },
      B: b ? { inicio: b.inicio, fim: b.fim } : null,
    },
    analiseVertical: q.AnaliseVertical,
    analiseHorizontal: q.AnaliseHorizontal,
    totalizarPeriodo: q.TotalizarPeriodo,
    adicionarDiferenca: q.adicionarDiferenca,
    cadaCentroDeCustoPorColuna: q.MostrarCadaCentroDeCustoSeparadoPorColuna,
    visaoPorLoja: q.visaoPorLoja,
    visaoPorCentroDeCusto: q.visaoPorCentroDeCusto,
    tirarMedia: q.tirarMedia,
    compararComOrcado: q.CompararComOrcado,
    empresas: lojas.map((id) => ({ id, nome: nomeDaLoja(id) })).sort(porNome),
    centrosDeCusto: centros.map((c) => ({
      id: c.id,
      nome: `${c.codigo} - ${c.nome}${variasLojas ? ` (${nomeDaLoja(c.empresaId)})` : ''}`,
    })),
  };
}
