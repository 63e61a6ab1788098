import type { ComposicaoDre, DetalhesLinhaDreOutput } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centavosToReais } from '../../lib/money.ts';
import { agrupar, opcoesDeEmpresa, porNome, type PaginaDre } from './detalhes-linha-conta-dre.ts';
import { nomeDaLoja, type CelulaDre } from './resolve-celula-dre.ts';
import { listValoresCelulaDre, type ValorCelulaDre } from './valores-celula-dre.ts';

type TipoValor = 'manual' | 'pdv' | 'cmv';

const ORIGEM: Record<TipoValor, string> = {
  manual: 'Valores Manuais',
  pdv: 'PDV',
  cmv: 'Estoque',
};

/** How a line of stored values is made (the modal says it above the values). */
export function composicaoDosValores(cel: CelulaDre): ComposicaoDre {
  const tipo = cel.linha.tipo as TipoValor;
  const descricao = {
    manual: 'Valores informados em Valores Manuais, por empresa e mês.',
    pdv: `Valores do PDV (${cel.linha.tipoDeValorDePdv ?? ''}), por empresa e mês.`,
    cmv: 'CMV apurado do estoque: posição inicial + entradas ± ajustes − posição final, por empresa e mês.',
  }[tipo];
  return { tipo, descricao, formula: null, linhas: [] };
}

/** A stored value as the modal lists it (the line's display sign applied, as the DRE counts it). */
export function detalheDoValor(cel: CelulaDre, v: ValorCelulaDre) {
  return {
    id: v.id,
    data: v.mes,
    empresa: nomeDaLoja(cel, v.empresaId),
    origem: ORIGEM[cel.linha.tipo as TipoValor],
    observacao: v.autor ? `Informado por ${v.autor}` : null,
    meioDePagamento: null,
    fornecedor: null,
    historico: v.movimento ?? cel.linha.nome,
    valor: BigInt(cel.linha.sinal) * v.valor,
  };
}

/**
 * 'Detalhes de Linha' of a manual, PDV or CMV line: the stored values behind the cell (manual values with who set
 * them), paged like ledger rows, with their count and exact sum, the stores (company filter) and the groups by
 * store; `composicao` says where the values come from.
 */
export async function getDetalhesValoresDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
  pagina: PaginaDre,
): Promise<DetalhesLinhaDreOutput> {
  const todos = await listValoresCelulaDre(tx, clienteId, cel.linha, cel.filtroSemEmpresa);
  const lojas = new Set(cel.filtro.empresaIds);
  const valores = todos.filter((v) => lojas.has(v.empresaId));
  const sinal = BigInt(cel.linha.sinal);
  const inicio = (pagina.Page - 1) * pagina.PageSize;
  const porLoja = agrupar(
    valores.map((v) => ({ ...v, quantidade: 1 })),
    (v) => v.empresaId,
    sinal,
  );
  return {
    detalhes: valores.slice(inicio, inicio + pagina.PageSize).map((v) => {
      const d = detalheDoValor(cel, v);
      return { ...d, valor: centavosToReais(d.valor) };
    }),
    empresas: opcoesDeEmpresa(
      cel,
      todos.map((v) => v.empresaId),
    ),
    page: pagina.Page,
    total: valores.length,
    soma: centavosToReais(sinal * valores.reduce((s, v) => s + v.valor, 0n)),
    grupos: porNome(
      porLoja.map(([id, g]) => ({ tipo: 'empresa' as const, id, nome: nomeDaLoja(cel, id), ...g })),
    ),
    composicao: composicaoDosValores(cel),
  };
}
