import type { DetalhesLinhaDreOutput, GrupoDetalheDre } from '@matriz/contracts';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centavosToReais } from '../../lib/money.ts';
import {
  listLancamentosCelulaDre,
  loadContasMapeadasDre,
  paresDaCelula,
  resumirLancamentosCelulaDre,
  type ContaMapeadaDre,
  type ParDre,
  type LancamentoCelulaDre,
  type ResumoCelulaDre,
} from './lancamentos-celula-dre.ts';
import { nomeDaLoja, type CelulaDre } from './resolve-celula-dre.ts';

export interface PaginaDre {
  Page: number;
  PageSize: number;
}

/** Every row of the cell's account(s), resolved for reading in pages or batches. */
export interface LedgerDaCelula {
  mapa: ContaMapeadaDre[];
  pares: ParDre[];
  resumo: ResumoCelulaDre[];
}

/** The mappings of the cell's accounts and the per store × account summary of its rows (one query each). */
export async function loadLedgerDaCelula(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
): Promise<LedgerDaCelula> {
  const f = cel.filtroSemEmpresa;
  const mapa = await loadContasMapeadasDre(
    tx,
    clienteId,
    cel.contas.map((c) => c.id),
    f.empresaIds,
  );
  const lojas = f.empresaIds.flatMap((id) => cel.resolvida.lojas.get(id) ?? []);
  const pares = paresDaCelula(mapa, lojas);
  const resumo = await resumirLancamentosCelulaDre(tx, clienteId, f, pares);
  return { mapa, pares, resumo };
}

/** A ledger row as the modal lists it: values as the DRE counts them (the line's display sign applied). */
export function detalheDoLancamento(cel: CelulaDre, ledger: LedgerDaCelula, l: LancamentoCelulaDre) {
  const origem = ledger.mapa.find((m) => m.contaFranqueadoId === l.contaFranqueadoId)?.rotulo ?? null;
  return {
    id: l.id,
    data: l.data,
    empresa: nomeDaLoja(cel, l.empresaId),
    origem,
    observacao: l.observacao,
    meioDePagamento: l.meioDePagamento,
    fornecedor: l.fornecedor,
    historico: l.historico,
    valor: BigInt(cel.linha.sinal) * l.valor,
  };
}

/**
 * 'Detalhes de Linha' of an account line (or one franchisor account of it): a page of the ledger rows behind the
 * cell, the row count and exact sum of every page, the stores with rows (the company filter), and the premium
 * groups by franchisor account and by store. Two ledger statements: the summary (grouped) and the page.
 */
export async function getDetalhesContaDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
  pagina: PaginaDre,
): Promise<DetalhesLinhaDreOutput> {
  const ledger = await loadLedgerDaCelula(tx, clienteId, cel);
  const lojas = new Set(cel.filtro.empresaIds);
  const doFiltro = ledger.resumo.filter((r) => lojas.has(r.empresaId));
  const sinal = BigInt(cel.linha.sinal);
  const linhas = await listLancamentosCelulaDre(tx, clienteId, cel.filtro, ledger.pares, {
    limite: pagina.PageSize,
    offset: (pagina.Page - 1) * pagina.PageSize,
  });
  const porConta = new Map(agrupar(doFiltro, (r) => r.contaFranqueadorId, sinal));
  const grupos = [
    // the line's accounts in the model's order, then the stores by name
    ...cel.contas.flatMap((c): GrupoDetalheDre[] => {
      const g = porConta.get(c.id);
      return g ? [{ tipo: 'conta', id: c.id, nome: `${c.codigo} - ${c.nome}`, ...g }] : [];
    }),
    ...porNome(
      agrupar(doFiltro, (r) => r.empresaId, sinal).map(([id, g]): GrupoDetalheDre => ({
        tipo: 'empresa',
        id,
        nome: nomeDaLoja(cel, id),
        ...g,
      })),
    ),
  ];
  return {
    detalhes: linhas.map((l) => {
      const d = detalheDoLancamento(cel, ledger, l);
      return { ...d, valor: centavosToReais(d.valor) };
    }),
    empresas: opcoesDeEmpresa(
      cel,
      ledger.resumo.map((r) => r.empresaId),
    ),
    page: pagina.Page,
    total: doFiltro.reduce((n, r) => n + r.quantidade, 0),
    soma: centavosToReais(sinal * doFiltro.reduce((s, r) => s + r.valor, 0n)),
    grupos,
    composicao: null,
  };
}

/** Groups of the summary by a key, with their exact value (display sign applied) and row count, by name later. */
export function agrupar<T extends { valor: bigint; quantidade: number }>(
  itens: readonly T[],
  chave: (item: T) => string,
  sinal: bigint,
): [string, { valor: number; quantidade: number }][] {
  const soma = new Map<string, { valor: bigint; quantidade: number }>();
  for (const item of itens) {
    const g = soma.get(chave(item)) ?? { valor: 0n, quantidade: 0 };
    soma.set(chave(item), { valor: g.valor + item.valor, quantidade: g.quantidade + item.quantidade });
  }
  return [...soma].map(([id, g]) => [
    id,
    { valor: centavosToReais(sinal * g.valor), quantidade: g.quantidade },
  ]);
}

/** The company filter's options: the stores with rows in the cell, by label. */
export function opcoesDeEmpresa(cel: CelulaDre, empresaIds: Iterable<string>) {
  return [...new Set(empresaIds)]
    .map((id) => ({ id, label: nomeDaLoja(cel, id) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR') || a.id.localeCompare(b.id));
}

/** Groups by name (then id, so the order is stable). */
export const porNome = <T extends { id: string; nome: string }>(itens: T[]): T[] =>
  itens.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id.localeCompare(b.id));
