import { endpoints, somarMeses, type ConsultaFluxoInput, type DetalhesFluxoOutput } from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { centavosToReais } from '../lib/money.ts';
import { diaDeCaixa, menosDias, semLacoAninhado, ultimoDia, type ContextoDfc } from './bench-dfc-casos.ts';
import type { CasoDre, Chamadas } from './bench-dre-casos.ts';

/**
 * The cash-flow detail cases of `npm run bench` (issue 12 §5): 'Detalhes' of the card-receipts line (the most
 * entries) — one day of the daily cash flow of 200 stores, and one month of the monthly one of the whole network:
 * page 1 of 50 with the count and the sum, the whole API call, against the same over the raw ledger in PostgreSQL
 * and DuckDB (every flag off: forecasts and unapproved instalments out, settled entries on their payment date).
 */

interface CelulaBaseDfc {
  clienteId: string;
  linhaId: string;
  de: string;
  ate: string;
  lojas: readonly string[] | null;
}

/** The cell's ledger rows (`l`, with `dia`): the line's accounts through the approved De-Para, the rule, the days. */
const celulaSql = (c: CelulaBaseDfc, colunas: SQL, cauda: SQL): SQL => sql`
  select ${colunas}
  from (select l.*, ${diaDeCaixa({})} as dia from lancamento l
    where l.cliente_id = ${c.clienteId}::uuid and not l.previsao and l.parcela_aprovada
      ${c.lojas ? sql`and l.empresa_id = any(${sql.param([...c.lojas])}::uuid[])` : sql``}) l
  join empresa e on e.cliente_id = l.cliente_id and e.id = l.empresa_id
  join de_para d on d.cliente_id = l.cliente_id and d.grupo_id = e.grupo_id and d.marca_id = e.marca_id
    and d.conta_franqueado_id = l.conta_franqueado_id and d.status = 'aprovado'
  join linha_dfc_conta ldc on ldc.cliente_id = l.cliente_id and ldc.conta_franqueador_id = d.conta_franqueador_id
    and ldc.linha_id = ${c.linhaId}::uuid
  where l.dia between ${c.de}::date and ${c.ate}::date
  ${cauda}`;

const paginaSql = (c: CelulaBaseDfc) =>
  celulaSql(c, sql`l.id::text as id`, sql`order by l.dia, l.id limit 50`);
const contagemSql = (c: CelulaBaseDfc) =>
  celulaSql(c, sql`count(*)::text as n, coalesce(sum(l.valor), 0)::text as soma`, sql``);

type Pagina = { id: string }[];
type Contagem = { n: string; soma: string }[];

function casoDetalhe(
  ch: Chamadas,
  ctx: ContextoDfc,
  nome: string,
  consulta: ConsultaFluxoInput,
  celula: CelulaBaseDfc,
): CasoDre {
  const body = { linhaId: ctx.linha.id, data: celula.de, PesquisaModel: consulta, Page: 1, PageSize: 50 };
  return {
    nome,
    api: () => ch.post<DetalhesFluxoOutput>(endpoints.dfc.detalhes, body),
    base: async (via) => {
      if (via === 'sql') {
        const [, pagina, contagem] = await ch.pg<unknown>([
          semLacoAninhado,
          paginaSql(celula),
          contagemSql(celula),
        ]);
        return [pagina, contagem];
      }
      return [await ch.duck!.consultar(paginaSql(celula)), await ch.duck!.consultar(contagemSql(celula))];
    },
    same: (api, base, via, log) => {
      const a = api as DetalhesFluxoOutput;
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

export function casosDetalheDfc(ch: Chamadas, ctx: ContextoDfc): CasoDre[] {
  const fim = ultimoDia(ctx.ultimoMes);
  const l200 = ctx.lojas.slice(0, 200);
  // a day and a month well inside the past (the last month holds forecasts, left out with every flag off)
  const dia = menosDias(fim, 60);
  const mes = somarMeses(ctx.ultimoMes, -1)!;
  const consulta = (inicio: string, Periodo: 'Diario' | 'Mensal', Empresas: string[]) =>
    ({
      ModeloFluxo: ctx.modeloId,
      Periodo,
      Inicio: inicio,
      Fim: fim,
      tipoDeRegime: 2,
      Status: 0,
      Empresas,
    }) as ConsultaFluxoInput;
  const base = { clienteId: ctx.clienteId, linhaId: ctx.linha.id };
  return [
    casoDetalhe(
      ch,
      ctx,
      `DFC: detalhe '${ctx.linha.nome}', um dia de ${l200.length} lojas (diário de 90 dias), página de 50 + contagem`,
      consulta(menosDias(fim, 89), 'Diario', l200),
      { ...base, de: dia, ate: dia, lojas: l200 },
    ),
    casoDetalhe(
      ch,
      ctx,
      `DFC: detalhe '${ctx.linha.nome}', um mês da rede toda (mensal de 12 meses), página de 50 + contagem`,
      consulta(somarMeses(ctx.ultimoMes, -11)!, 'Mensal', []),
      { ...base, de: mes, ate: ultimoDia(mes), lojas: null },
    ),
  ];
}
