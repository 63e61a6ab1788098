import {
  endpoints,
  type consultaDreInput,
  type DetalhesLinhaDreInput,
  type DetalhesLinhaDreOutput,
  type DreResultado,
} from '@matriz/contracts';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { centavosToReais } from '../lib/money.ts';
import { mesmosValores, valoresDaApi, valoresDaBase } from './bench-dre-comparar.ts';
import type { ContextoDre } from './bench-dre-contexto.ts';
import type { DuckDbBase } from './bench-dre-duckdb.ts';
import {
  contagemBaseSql,
  dreBaseSql,
  paginaBaseSql,
  type CelulaBaseDre,
  type ConsultaBaseDre,
  type LinhaBaseDre,
} from './bench-dre-sql.ts';

// The DRE cases of the bench (issue 10 §3), each as the API request and the baselines' queries over the same
// selection, with how their answers are compared. Run by bench-dre.ts.

type ConsultaDreBody = z.input<typeof consultaDreInput>;
type FiltroBody = Partial<ConsultaDreBody['filters'][number]>;

export interface Chamadas {
  post: <T>(url: string, body: unknown) => Promise<T>;
  pg: <T>(queries: SQL[]) => Promise<T[][]>;
  duck: DuckDbBase | null;
}

export interface CasoDre {
  nome: string;
  api: () => Promise<unknown>;
  base: (via: 'sql' | 'duck') => Promise<unknown>;
  same: (api: unknown, base: unknown, via: string, log: (line: string) => void) => boolean;
}

const consulta = (
  ctx: ContextoDre,
  filtro: FiltroBody,
  toggles: Partial<ConsultaDreBody> = {},
): ConsultaDreBody => ({
  modeloDREId: ctx.modeloId,
  tipoDeRegime: 1,
  ...toggles,
  filters: [
    {
      nomeDoFiltro: 'A',
      Status: 0,
      dataInicio: ctx.inicio,
      dataFim: ctx.fim,
      EmpresasIds: [],
      CentroDeCustosIds: [],
      clustersEmpresasIds: [],
      clustersCentroDeCustosIds: [],
      marcas: '0',
      excluirOutliers: false,
      ...filtro,
    },
  ],
});

/** A DRE case: the matrix of the API against the baseline's account lines. */
function casoMatriz(
  ch: Chamadas,
  ctx: ContextoDre,
  nome: string,
  body: ConsultaDreBody,
  base: Omit<ConsultaBaseDre, 'clienteId' | 'modeloId' | 'inicio' | 'fim'>,
): CasoDre {
  const q: ConsultaBaseDre = {
    clienteId: ctx.clienteId,
    modeloId: ctx.modeloId,
    inicio: ctx.inicio,
    fim: ctx.fim,
    ...base,
  };
  return {
    nome,
    api: () => ch.post<DreResultado>(endpoints.dre.listar, body),
    base: async (via) =>
      via === 'sql'
        ? (await ch.pg<LinhaBaseDre>([dreBaseSql(q)]))[0]!
        : ch.duck!.consultar<LinhaBaseDre>(dreBaseSql(q)),
    same: (api, linhas, via, log) =>
      mesmosValores(
        valoresDaApi(api as DreResultado),
        valoresDaBase(linhas as LinhaBaseDre[], { media: body.tirarMedia === true }),
        log,
        via,
      ),
  };
}

type Pagina = { id: string }[];
type Contagem = { n: string; soma: string }[];

/** 'Detalhes de Linha' of the biggest account line of the whole network's last month: page 1 of 50 + the count. */
function casoDetalhe(ch: Chamadas, ctx: ContextoDre): CasoDre {
  const celula: CelulaBaseDre = { clienteId: ctx.clienteId, linhaId: ctx.linha.id, mes: ctx.fim };
  const body: DetalhesLinhaDreInput = {
    linhaId: ctx.linha.id,
    competencia: ctx.fim,
    coluna: { filtro: 'A' },
    filter: consulta(ctx, {}),
    Page: 1,
    PageSize: 50,
  };
  return {
    nome: `DRE: Detalhes de Linha '${ctx.linha.nome}' da rede no último mês, página de 50 + contagem`,
    api: () => ch.post<DetalhesLinhaDreOutput>(endpoints.dre.detalhesLinha, body),
    base: async (via) => {
      if (via === 'sql') return ch.pg<unknown>([paginaBaseSql(celula, 50, true), contagemBaseSql(celula)]);
      return [
        await ch.duck!.consultar(paginaBaseSql(celula, 50, false)),
        await ch.duck!.consultar(contagemBaseSql(celula)),
      ];
    },
    same: (api, base, via, log) => {
      const a = api as DetalhesLinhaDreOutput;
      const [pagina, [contagem]] = base as [Pagina, Contagem];
      const soma = centavosToReais(BigInt(ctx.linha.sinal) * BigInt(contagem?.soma ?? '0'));
      const ok =
        a.total === Number(contagem?.n) &&
        a.soma === soma &&
        JSON.stringify(a.detalhes.map((d) => d.id)) === JSON.stringify(pagina.map((p) => p.id));
      if (!ok)
        log(
          `    diferença: API ${a.total} linhas, soma ${a.soma}; ${via} ${contagem?.n} linhas, soma ${soma}`,
        );
      return ok;
    },
  };
}

export function casos(ch: Chamadas, ctx: ContextoDre): CasoDre[] {
  const l500 = ctx.lojas.slice(0, 500);
  const l36 = ctx.lojas.slice(0, 36);
  const l35 = ctx.lojas.slice(0, 35);
  return [
    casoMatriz(ch, ctx, `DRE: ${l500.length} lojas × 12 meses`, consulta(ctx, { EmpresasIds: l500 }), {
      lojas: l500,
      centros: null,
      porLoja: false,
    }),
    casoMatriz(ch, ctx, `DRE: a rede toda (${ctx.lojas.length} lojas) × 12 meses`, consulta(ctx, {}), {
      lojas: null,
      centros: null,
      porLoja: false,
    }),
    casoMatriz(
      ch,
      ctx,
      `DRE: visão por loja, ${l36.length} lojas (12 meses)`,
      consulta(ctx, { EmpresasIds: l36 }, { visaoPorLoja: true }),
      { lojas: l36, centros: null, porLoja: true },
    ),
    casoMatriz(
      ch,
      ctx,
      `DRE: filtro de centro de custo (Salão de ${l500.length} lojas) × 12 meses`,
      consulta(ctx, { EmpresasIds: l500, CentroDeCustosIds: ctx.centros }),
      { lojas: l500, centros: ctx.centros, porLoja: false },
    ),
    casoMatriz(
      ch,
      ctx,
      `DRE: tirar média, visão por ${l35.length} lojas + média (12 meses)`,
      consulta(ctx, { EmpresasIds: l35 }, { visaoPorLoja: true, tirarMedia: true }),
      { lojas: l35, centros: null, porLoja: true },
    ),
    casoDetalhe(ch, ctx),
  ];
}
