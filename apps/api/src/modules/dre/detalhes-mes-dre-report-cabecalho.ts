import {
  dreRegimeOpcoes,
  dreStatusOpcoes,
  rotuloMes,
  TODAS_AS_MARCAS,
  type ExportarDetalhesMesDreParams,
} from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { inScope, type Scope } from '../access/scope.ts';
import { nomeDaLoja, type CelulaDre } from './resolve-celula-dre.ts';

/** How many names a list of the header block shows before '… e mais N'. */
const NOMES_NO_CABECALHO = 20;

type Tabela = 'marca' | 'cluster' | 'centro_de_custo' | 'empresa';
const NOME: Record<Tabela, SQL> = {
  marca: sql`nome`,
  cluster: sql`nome`,
  centro_de_custo: sql`codigo || ' - ' || nome`,
  empresa: sql`razao_social`,
};

/** The tenant's names of some ids, in the order asked, at most NOMES_NO_CABECALHO then how many more. */
async function nomes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  tabela: Tabela,
  ids: readonly string[],
  cel: CelulaDre,
): Promise<string> {
  let lista: string[];
  if (tabela === 'empresa') lista = ids.map((id) => nomeDaLoja(cel, id));
  else {
    const { rows } = await tx.execute<{ id: string; nome: string }>(sql`
      select id, ${NOME[tabela]} as nome from ${sql.identifier(tabela)}
      where cliente_id = ${clienteId} and id = any(${sql.param([...ids])}::uuid[])`);
    const porId = new Map(rows.map((r) => [r.id, r.nome]));
    lista = ids.flatMap((id) => porId.get(id) ?? []);
  }
  if (lista.length <= NOMES_NO_CABECALHO) return lista.join(', ');
  return `${lista.slice(0, NOMES_NO_CABECALHO).join(', ')} … e mais ${lista.length - NOMES_NO_CABECALHO}`;
}

/**
 * The header block of the month detail's export (issue 11 §1, issue 4): the model, the line (and account), the
 * month and the column, the regime, the column's filter (period, status, marcas, stores or clusters, cost
 * centres) and who asked. Names, never ids; texts only (xlsx/safe-cell.ts keeps a name that looks like a formula
 * a text).
 */
export async function cabecalhoDoDetalheMes(
  tx: DatabaseOrTransaction,
  who: { clienteId: string; usuarioId: string },
  cel: CelulaDre,
  p: ExportarDetalhesMesDreParams,
  scope: Scope,
): Promise<Array<readonly [string, string]>> {
  const { clienteId } = who;
  const nomeDoFiltro = p.coluna?.filtro ?? 'A';
  const f = p.filter.filters.find((x) => x.nomeDoFiltro === nomeDoFiltro)!;
  const conta = p.PlanoDeContasId ? cel.contas[0] : undefined;
  const out: Array<readonly [string, string]> = [
    ['Modelo', cel.modelo.nome],
    ['Linha', `${cel.linha.codigo} - ${cel.linha.nome}`],
  ];
  if (conta) out.push(['Conta', `${conta.codigo} - ${conta.nome}`]);
  out.push(['Mês', p.competencia ? rotuloMes(p.competencia) : 'Período inteiro']);
  if (p.filter.filters.length > 1) out.push(['Filtro', nomeDoFiltro]);
  if (p.coluna?.empresaId) out.push(['Empresa da coluna', nomeDaLoja(cel, p.coluna.empresaId)]);
  const centro = p.coluna?.centroDeCusto;
  if (centro)
    out.push([
      'Centro de custo da coluna',
      // a cost centre outside the user's scope has an empty cell: its name is not theirs to read either
      !centro.id
        ? 'Sem centro de custo'
        : inScope(scope, 'centroDeCustoIds', centro.id)
          ? await nomes(tx, clienteId, 'centro_de_custo', [centro.id], cel)
          : 'Fora do seu acesso',
    ]);
  out.push(
    ['Regime', dreRegimeOpcoes.find((o) => o.value === p.filter.tipoDeRegime)?.label ?? ''],
    ['Status', dreStatusOpcoes.find((o) => o.value === f.Status)?.label ?? ''],
    ['Período', `${rotuloMes(f.dataInicio)} a ${rotuloMes(f.dataFim)}`],
  );
  const marcas = f.marcas.filter((m) => m !== TODAS_AS_MARCAS);
  out.push(['Marcas', marcas.length ? await nomes(tx, clienteId, 'marca', marcas, cel) : 'Todas']);
  if (f.clustersEmpresasIds.length > 0)
    out.push(['Clusters de empresas', await nomes(tx, clienteId, 'cluster', f.clustersEmpresasIds, cel)]);
  else
    out.push([
      'Empresas',
      f.EmpresasIds.length > 0
        ? await nomes(tx, clienteId, 'empresa', f.EmpresasIds, cel)
        : 'Todas do seu acesso',
    ]);
  if (f.clustersCentroDeCustosIds.length > 0)
    out.push([
      'Clusters de centros de custo',
      await nomes(tx, clienteId, 'cluster', f.clustersCentroDeCustosIds, cel),
    ]);
  else if (f.CentroDeCustosIds.length > 0)
    out.push(['Centros de custo', await nomes(tx, clienteId, 'centro_de_custo', f.CentroDeCustosIds, cel)]);
  if (f.excluirOutliers) out.push(['Excluir outliers', 'Sim']);
  const { rows } = await tx.execute<{ nome: string; email: string }>(sql`
    select nome, email from usuario where cliente_id = ${clienteId} and id = ${who.usuarioId}`);
  if (rows[0]) out.push(['Usuário', `${rows[0].nome} (${rows[0].email})`]);
  return out;
}
