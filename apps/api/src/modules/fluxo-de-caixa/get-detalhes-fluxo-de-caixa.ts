import {
  errorMessages,
  fluxoDeCaixaMessages as m,
  somarMeses,
  type DetalhesFluxoOutput,
  type DetalhesFluxoParams,
} from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Database, type DatabaseOrTransaction } from '../../db/index.ts';
import { somarDias } from '../../engine/dfc/datas.ts';
import { periodoDoDia } from '../../engine/dfc/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { AuthContext } from '../access/auth-context.ts';
import type { Scope } from '../access/scope.ts';
import { loadContasMapeadasDre, paresDaCelula, type ParDre } from '../dre/lancamentos-celula-dre.ts';
import { assertDetalheDfcPremium, leitorDfc } from './dfc-access.ts';
import { criterioDaConsulta, hojeEmBrasilia } from './dfc-criterio.ts';
import {
  baldesDaCelula,
  janelaDaPagina,
  lancamentosDaJanelaSql,
  TODAS,
  type BaldeDaCelula,
  type CelulaCaixaDfc,
} from './dfc-celula-caixa.ts';
import { contaSql, datasDoLedgerSql, diaDoLedgerSql, recorteSql, uuids } from './dfc-fatos-sql.ts';
import type { CoberturaDfc } from './dfc-fatos-franqueador-sql.ts';
import { loadModeloDfc } from './dfc-load-modelo.ts';
import { coberturaDasLojas } from './dfc-read-fatos.ts';
import { assertHistoricoDfc, resolveSelecaoDfc } from './dfc-resolve-selecao.ts';

/**
 * POST cash-flow detail (spec 001 §2.3, §3 'Detail row', §7; issue 12 §2), premium only: the ledger entries behind
 * one cell of an account line (or of one franchisor account under it), in the column holding `data` (the Total
 * without it), under the same rule, stores, cost centres and bank accounts as the search (dfc-fatos-sql.ts, shared
 * with the facts' read): their exact sum is the cell (`soma`, the line's display sign applied). Each entry's `data`
 * is the day the cash flow puts it on. Total and formula lines have no entries of their own: 400, the screen drills
 * into the account lines under them. Balance rows open the accounts behind them (the search's `saldos`), not entries.
 */
export function getDetalhesFluxoDeCaixa(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  p: DetalhesFluxoParams,
  agora?: Date,
): Promise<DetalhesFluxoOutput> {
  assertDetalheDfcPremium(auth);
  const leitor = leitorDfc(auth);
  const q = p.PesquisaModel;
  assertHistoricoDfc(q, leitor.premium, agora);
  const coluna = colunaDoDetalhe(p);
  return withTenant(db, auth.clienteId, async (tx) => {
    const modelo = await loadModeloDfc(tx, auth.clienteId, q.ModeloFluxo);
    const linha = modelo.linhas.find((l) => l.id === p.linhaId);
    if (!linha) throw notFound(m.linhaNaoEncontrada);
    if (linha.tipo !== 'conta') throw invalido('linhaId', m.detalheSoDeContas);
    const contas = p.PlanoDeContasId ? linha.contas.filter((c) => c.id === p.PlanoDeContasId) : linha.contas;
    if (contas.length === 0 && p.PlanoDeContasId) throw notFound(m.linhaNaoEncontrada);
    const selecao = await resolveSelecaoDfc(tx, leitor, scope, q);
    const mapa = await loadContasMapeadasDre(
      tx,
      auth.clienteId,
      contas.map((c) => c.id),
      selecao.lojas.map((l) => l.id),
    );
    const pares = paresDaCelula(mapa, selecao.lojas);
    const vazio = { detalhes: [], empresas: [], page: p.Page, total: 0, soma: 0 };
    if (pares.length === 0) return vazio;
    const celula: CelulaDfc = {
      recorte: {
        clienteId: auth.clienteId,
        empresaIds: selecao.lojas.map((l) => l.id),
        centroDeCustoIds: selecao.centroDeCustoIds,
        contaBancariaIds: selecao.contaBancariaIds,
        inicio: coluna.inicio,
        fim: coluna.fim,
      },
      criterio: criterioDaConsulta(q, hojeEmBrasilia(agora)),
      contas: contas.map((c) => c.id),
      pares,
    };
    const pagina = { limite: p.PageSize, offset: (p.Page - 1) * p.PageSize };
    const { resumo, linhas } = await (celula.criterio.regime === 2 ? lerCelulaCaixa : lerCelulaDoLivro)(
      tx,
      celula,
      p.empresaId ?? null,
      pagina,
    );
    const nomes = new Map(selecao.lojas.map((l) => [l.id, l.nome]));
    const doFiltro = p.empresaId ? resumo.filter((r) => r.empresaId === p.empresaId) : resumo;
    const sinal = BigInt(linha.sinal);
    return {
      detalhes: linhas.map((l) => ({
        id: l.id,
        data: l.dia,
        empresa: nomes.get(l.empresa_id) ?? l.empresa_id,
        meioDePagamento: l.meio_de_pagamento,
        fornecedor: l.fornecedor,
        historico: l.historico,
        valor: centavosToReais(sinal * BigInt(l.valor)),
      })),
      empresas: resumo
        .map((r) => ({ id: r.empresaId, label: nomes.get(r.empresaId) ?? r.empresaId }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR') || a.id.localeCompare(b.id)),
      page: p.Page,
      total: doFiltro.reduce((n, r) => n + r.quantidade, 0),
      soma: centavosToReais(sinal * doFiltro.reduce((s, r) => s + r.valor, 0n)),
    };
  });
}

const invalido = (campo: string, mensagem: string) =>
  new AppError(400, mensagem, { detail: errorMessages.validation, errors: [{ campo, mensagem }] });

/** The days of the cell: the period of the query's type holding `data`, clipped to the range; the range without it. */
function colunaDoDetalhe(p: DetalhesFluxoParams): { inicio: string; fim: string } {
  const q = p.PesquisaModel;
  if (!p.data) return { inicio: q.Inicio, fim: q.Fim };
  if (p.data < q.Inicio || p.data > q.Fim) throw invalido('data', m.dataForaDoPeriodo);
  const periodo = periodoDoDia(p.data, q.Periodo);
  return {
    inicio: periodo.inicio > q.Inicio ? periodo.inicio : q.Inicio,
    fim: periodo.fim < q.Fim ? periodo.fim : q.Fim,
  };
}

type CelulaDfc = CelulaCaixaDfc;

type LinhaDetalhe = {
  id: string;
  dia: string;
  empresa_id: string;
  meio_de_pagamento: string | null;
  fornecedor: string | null;
  historico: string | null;
  valor: string;
};

/** The cell's count and sum per store, and one page of its entries (of `empresaId` alone when given). */
interface CelulaLida {
  resumo: Array<{ empresaId: string; valor: bigint; quantidade: number }>;
  linhas: LinhaDetalhe[];
}

type Pagina = { limite: number; offset: number };

const colunasDaLinha = sql`x.id, x.dia::text as dia, x.empresa_id, x.meio_de_pagamento, x.fornecedor, x.historico,
  x.valor::text as valor`;

/**
 * Caixa: the counts and sums per store from the search's rollups (dfc-celula-caixa.ts: by day, and by month for the
 * range's whole months), then the buckets the page lies in — a month at either end read again by day — and the
 * page's entries from the ledger on those days only: a cell of a year of the whole network reads one page, not the
 * year.
 */
async function lerCelulaCaixa(
  tx: DatabaseOrTransaction,
  c: CelulaDfc,
  empresaId: string | null,
  pagina: Pagina,
): Promise<CelulaLida> {
  let baldes = await baldesDaCelula(tx, c, true);
  const porLoja = new Map<string, { empresaId: string; valor: bigint; quantidade: number }>();
  for (const b of baldes) {
    const s = porLoja.get(b.empresaId) ?? { empresaId: b.empresaId, valor: 0n, quantidade: 0 };
    porLoja.set(b.empresaId, { ...s, valor: s.valor + b.valor, quantidade: s.quantidade + b.quantidade });
  }
  const resumo = [...porLoja.values()];
  const daLoja = (b: BaldeDaCelula) => !empresaId || b.empresaId === empresaId || b.empresaId === TODAS;
  let janela = janelaDaPagina(baldes.filter(daLoja), pagina);
  let cobertura: CoberturaDfc | undefined;
  // at most two rounds: the months at the window's ends are replaced by their days
  while (janela !== null && janela.mesesNasPontas.length > 0) {
    const meses = janela.mesesNasPontas;
    baldes = baldes.filter((b) => !(b.mes && meses.includes(b.dia)));
    // the month's days of the page's store, or of all summed (whole grupos from their rollups): the page needs no
    // more
    const recorte = { ...c.recorte, ...(empresaId ? { empresaIds: [empresaId] } : {}) };
    cobertura ??= empresaId ? undefined : await coberturaDasLojas(tx, recorte.clienteId, recorte.empresaIds);
    for (const mes of meses) {
      const doMes = { ...c, recorte: { ...recorte, inicio: mes, fim: ultimoDoMes(mes) } };
      baldes.push(...(await baldesDaCelula(tx, doMes, false, { cobertura })));
    }
    janela = janelaDaPagina(baldes.filter(daLoja), pagina);
  }
  if (janela === null) return { resumo, linhas: [] };
  const { rows } = await tx.execute<LinhaDetalhe>(
    lancamentosDaJanelaSql(c, janela, { limite: pagina.limite, empresaId }),
  );
  return { resumo, linhas: rows };
}

const ultimoDoMes = (mes: string) => somarDias(somarMeses(mes, 1)!, -1);

/**
 * Competência: the cell's ledger entries with their day (`x`), read through the ledger's (cliente, franchisee
 * account, competência date) index with the few mapped franchisee accounts, joined to the store × account pairs of
 * the mapping; the counts and sums, and the page, from them.
 */
async function lerCelulaDoLivro(
  tx: DatabaseOrTransaction,
  c: CelulaDfc,
  empresaId: string | null,
  pagina: Pagina,
): Promise<CelulaLida> {
  const col = (k: keyof ParDre) => sql`${sql.param(c.pares.map((x) => x[k]))}::uuid[]`;
  const entradas = sql`(
    select t.*, ${diaDoLedgerSql(c.criterio)} as dia
    from lancamento t
    join unnest(${col('empresaId')}, ${col('contaFranqueadoId')}) as m(empresa_id, conta_franqueado_id)
      on m.empresa_id = t.empresa_id and m.conta_franqueado_id = t.conta_franqueado_id
    where ${recorteSql(c.recorte)} and t.conta_franqueado_id = any(${uuids(c.pares.map((x) => x.contaFranqueadoId))})
      and ${datasDoLedgerSql(c.criterio, c.recorte)} and ${contaSql(c.criterio, sql`t.data_vencimento`)}
  ) x`;
  const noPeriodo = sql`x.dia between ${c.recorte.inicio}::date and ${c.recorte.fim}::date`;
  const resumo = await tx.execute<{ empresa_id: string; valor: string; quantidade: string }>(sql`
    select x.empresa_id, sum(x.valor)::text as valor, count(*)::text as quantidade
    from ${entradas}
    where ${noPeriodo}
    group by x.empresa_id`);
  const doFiltro = resumo.rows.filter((r) => !empresaId || r.empresa_id === empresaId);
  const linhas =
    doFiltro.length === 0
      ? []
      : (
          await tx.execute<LinhaDetalhe>(sql`
            select ${colunasDaLinha}
            from ${entradas}
            where ${noPeriodo} ${empresaId ? sql`and x.empresa_id = ${empresaId}` : sql``}
            order by x.dia, x.id
            limit ${pagina.limite} offset ${pagina.offset}`)
        ).rows;
  return {
    resumo: resumo.rows.map((r) => ({
      empresaId: r.empresa_id,
      valor: BigInt(r.valor),
      quantidade: Number(r.quantidade),
    })),
    linhas,
  };
}
