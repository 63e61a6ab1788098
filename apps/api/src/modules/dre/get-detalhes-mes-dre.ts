import type { DetalhesMesDreOutput, detalhesMesDreInput } from '@matriz/contracts';
import type { z } from 'zod';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { cellToJson, type Cell } from '../../engine/matrix.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { leitorDre } from './access.ts';
import { calcularLinhasDaCelula } from './calcular-celula-dre.ts';
import { fatosDaCelula } from './fatos-celula-dre.ts';
import { nomeDaLoja, resolveCelulaDre, type CelulaDre } from './resolve-celula-dre.ts';
import { listValoresCelulaDre } from './valores-celula-dre.ts';

type Params = z.output<typeof detalhesMesDreInput>;
type Saida = Pick<DetalhesMesDreOutput, 'valor' | 'porConta' | 'porEmpresa'>;

/**
 * POST 'Detalhes do mês selecionado' (spec 001 §2.1): one cell broken down by franchisor account (account lines)
 * and by store, each list summing to the cell's value; both empty: 'Não existem detalhes para esse item.'. Open
 * to every DRE reader (the spec lists it on the DRE tab for everyone; only the line detail is premium). Read from
 * the same aggregates as the search, so it answers as fast, and the values are the cell's.
 */
export function getDetalhesMesDre(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  p: Params,
  hoje?: Date,
): Promise<DetalhesMesDreOutput> {
  return withTenant(db, auth.clienteId, async (tx) => {
    const cel = await resolveCelulaDre(tx, leitorDre(auth), scope, p, hoje);
    const saida = await detalharCelula(tx, auth.clienteId, cel);
    return {
      linha: { id: cel.linha.id, nome: cel.linha.nome },
      competencia: p.competencia ?? null,
      ...saida,
    };
  });
}

/** The cell's value and its breakdowns, in a transaction already scoped to the tenant (also the export's). */
export function detalharCelula(tx: DatabaseOrTransaction, clienteId: string, cel: CelulaDre): Promise<Saida> {
  if (cel.linha.tipo === 'conta') return detalharConta(tx, clienteId, cel);
  if (cel.linha.tipo === 'total' || cel.linha.tipo === 'formula') return detalharComposta(tx, clienteId, cel);
  return detalharValores(tx, clienteId, cel);
}

/** Account lines: the facts of the search's aggregates, by franchisor account and by store, with entry counts. */
async function detalharConta(tx: DatabaseOrTransaction, clienteId: string, cel: CelulaDre): Promise<Saida> {
  const sinal = BigInt(cel.linha.sinal);
  const fatos = await fatosDaCelula(tx, clienteId, cel);
  return {
    valor: fatos.length === 0 ? null : centavosToReais(sinal * somar(fatos).valor),
    porConta: cel.contas.flatMap((c) => {
      const daConta = fatos.filter((f) => f.contaFranqueadorId === c.id);
      if (daConta.length === 0) return [];
      const g = somar(daConta);
      const valor = centavosToReais(sinal * g.valor);
      return [{ id: c.id, codigo: c.codigo, nome: c.nome, valor, quantidade: g.quantidade }];
    }),
    porEmpresa: porLoja(cel, fatos, sinal, true),
  };
}

/** Manual, PDV and CMV lines: the stored values, by store. */
async function detalharValores(tx: DatabaseOrTransaction, clienteId: string, cel: CelulaDre): Promise<Saida> {
  const sinal = BigInt(cel.linha.sinal);
  const valores = (await listValoresCelulaDre(tx, clienteId, cel.linha, cel.filtro)).map((v) => ({
    ...v,
    quantidade: 0,
  }));
  return {
    valor: valores.length === 0 ? null : centavosToReais(sinal * somar(valores).valor),
    porConta: [],
    porEmpresa: porLoja(cel, valores, sinal, false),
  };
}

/**
 * Total and formula lines: the cell's value as the search computes it; a total line by store too (a sum, so its
 * stores add up to it). A formula line has no store breakdown: a formula (a ratio) need not add up over stores.
 */
async function detalharComposta(
  tx: DatabaseOrTransaction,
  clienteId: string,
  cel: CelulaDre,
): Promise<Saida> {
  const total = cel.linha.tipo === 'total';
  const calculo = await calcularLinhasDaCelula(tx, clienteId, cel, { porEmpresa: total });
  const json = (cell: Cell | undefined) => {
    const v = cellToJson(cell ?? null);
    return typeof v === 'number' ? v : null;
  };
  return {
    valor: json(calculo.consolidado.get(cel.linha.id)),
    porConta: [],
    porEmpresa: [...calculo.porEmpresa].flatMap(([empresaId, linhas]) => {
      const valor = json(linhas.get(cel.linha.id));
      return valor === null
        ? []
        : [{ id: empresaId, nome: nomeDaLoja(cel, empresaId), valor, quantidade: null }];
    }),
  };
}

function somar(itens: readonly { valor: bigint; quantidade: number }[]) {
  return itens.reduce((g, f) => ({ valor: g.valor + f.valor, quantidade: g.quantidade + f.quantidade }), {
    valor: 0n,
    quantidade: 0,
  });
}

/** Per store (by name), the value and — for ledger values — how many entries are behind it. */
function porLoja(
  cel: CelulaDre,
  itens: readonly { empresaId: string | null; valor: bigint; quantidade: number }[],
  sinal: bigint,
  contarLancamentos: boolean,
): Saida['porEmpresa'] {
  const lojas = new Map<string, { valor: bigint; quantidade: number }>();
  for (const f of itens) {
    if (!f.empresaId) continue;
    const g = lojas.get(f.empresaId) ?? { valor: 0n, quantidade: 0 };
    lojas.set(f.empresaId, { valor: g.valor + f.valor, quantidade: g.quantidade + f.quantidade });
  }
  return [...lojas]
    .map(([id, g]) => ({
      id,
      nome: nomeDaLoja(cel, id),
      valor: centavosToReais(sinal * g.valor),
      quantidade: contarLancamentos ? g.quantidade : null,
    }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id.localeCompare(b.id));
}
