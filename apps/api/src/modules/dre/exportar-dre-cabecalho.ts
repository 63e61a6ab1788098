import {
  dreRegimeOpcoes,
  dreStatusOpcoes,
  dreToggleLabels,
  dreToggles,
  rotuloMes,
  TODAS_AS_MARCAS,
  tipoExportacaoDreInfo,
  type ExportarDreParams,
  type FiltroConsultaDre,
} from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import type { MatrixSheetFiltros } from '../../xlsx/matrix-sheet.ts';
import type { BaseDre } from './get-dre.ts';
import { getNaoMapeadoDre } from './get-nao-mapeado-dre.ts';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** How many names a list of the header block shows before '… e mais N'. */
const NOMES_NO_CABECALHO = 20;

const uuids = (ids: Iterable<string>) => sql`${sql.param([...new Set(ids)])}::uuid[]`;

/** The tenant's names of some ids, in the order asked (an id without a row is left out). */
async function nomes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  tabela: 'marca' | 'cluster' | 'centro_de_custo' | 'empresa',
  ids: readonly string[],
  apelido = false,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const nome: Record<typeof tabela, SQL> = {
    marca: sql`nome`,
    cluster: sql`nome`,
    centro_de_custo: sql`codigo || ' - ' || nome`,
    empresa: apelido ? sql`coalesce(apelido, nome_fantasia, razao_social)` : sql`razao_social`,
  };
  const { rows } = await tx.execute<{ id: string; nome: string }>(sql`
    select id, ${nome[tabela]} as nome from ${sql.identifier(tabela)}
    where cliente_id = ${clienteId} and id = any(${uuids(ids)})`);
  const porId = new Map(rows.map((r) => [r.id, r.nome]));
  return ids.flatMap((id) => porId.get(id) ?? []);
}

/** 'A, B, C' — at most NOMES_NO_CABECALHO names, then how many more. */
function lista(itens: readonly string[]): string {
  if (itens.length <= NOMES_NO_CABECALHO) return itens.join(', ');
  return `${itens.slice(0, NOMES_NO_CABECALHO).join(', ')} … e mais ${itens.length - NOMES_NO_CABECALHO}`;
}

async function linhasDoFiltro(
  tx: DatabaseOrTransaction,
  clienteId: string,
  q: ExportarDreParams,
  f: FiltroConsultaDre,
  sufixo: string,
): Promise<Array<readonly [string, string]>> {
  const out: Array<readonly [string, string]> = [
    [`Período${sufixo}`, `${rotuloMes(f.dataInicio)} a ${rotuloMes(f.dataFim)}`],
    [`Status${sufixo}`, dreStatusOpcoes.find((o) => o.value === f.Status)?.label ?? String(f.Status)],
  ];
  const marcas = f.marcas.filter((m) => m !== TODAS_AS_MARCAS);
  out.push([`Marcas${sufixo}`, marcas.length ? lista(await nomes(tx, clienteId, 'marca', marcas)) : 'Todas']);
  if (f.clustersEmpresasIds.length > 0)
    out.push([
      `Clusters de empresas${sufixo}`,
      lista(await nomes(tx, clienteId, 'cluster', f.clustersEmpresasIds)),
    ]);
  else
    out.push([
      `Empresas${sufixo}`,
      f.EmpresasIds.length > 0
        ? lista(await nomes(tx, clienteId, 'empresa', f.EmpresasIds, q.EmpresaPorApelido))
        : 'Todas do seu acesso',
    ]);
  if (f.clustersCentroDeCustosIds.length > 0)
    out.push([
      `Clusters de centros de custo${sufixo}`,
      lista(await nomes(tx, clienteId, 'cluster', f.clustersCentroDeCustosIds)),
    ]);
  else if (f.CentroDeCustosIds.length > 0)
    out.push([
      `Centros de custo${sufixo}`,
      lista(await nomes(tx, clienteId, 'centro_de_custo', f.CentroDeCustosIds)),
    ]);
  if (f.excluirOutliers) out.push([`Excluir outliers${sufixo}`, 'Sim']);
  return out;
}

/**
 * The header block of every DRE export (issue 11 §1, issue 4): the export type, the model, the regime, each
 * filter (period, status, marcas, stores or clusters, cost centres), how many stores the selection resolved to,
 * the period's money on accounts without an approved De-Para (never silently lost), the options on, the lines of
 * 'Múltiplos detalhes' and who asked. Names, not ids; texts only (a name that
 * looks like a formula stays a text: xlsx/safe-cell.ts).
 */
export async function cabecalhoDaExportacaoDre(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  q: ExportarDreParams,
  base: BaseDre,
): Promise<MatrixSheetFiltros> {
  const out: Array<readonly [string, string]> = [
    ['Exportação', tipoExportacaoDreInfo(q.tipo).nome],
    ['Modelo', base.modelo.nome],
    ['Regime', dreRegimeOpcoes.find((o) => o.value === q.tipoDeRegime)?.label ?? String(q.tipoDeRegime)],
  ];
  for (const f of q.filters)
    out.push(
      ...(await linhasDoFiltro(tx, clienteId, q, f, q.filters.length > 1 ? ` ${f.nomeDoFiltro}` : '')),
    );
  const lojasA = base.selecao.selecoes.find((s) => s.filtro === 'A')?.empresaIds.length ?? 0;
  out.push(['Lojas na seleção', String(lojasA)]);
  const naoMapeado = await getNaoMapeadoDre(tx, clienteId, q.tipoDeRegime, base.selecao.selecoes);
  if (naoMapeado.valor !== 0)
    out.push([
      'Não mapeado',
      `${BRL.format(naoMapeado.valor)} do período em contas sem De-Para aprovado (fora da DRE)`,
    ]);
  const opcoes = dreToggles.filter((t) => q[t]).map((t) => dreToggleLabels[t]);
  out.push(['Opções', opcoes.length ? opcoes.join(', ') : 'Nenhuma']);
  const linhasIds = q.filtroOpcionalExportacao?.linhasIds ?? [];
  if (q.tipo === 6 && linhasIds.length > 0) {
    const linhas = linhasIds.flatMap((id) => base.modelo.linhas.find((l) => l.id === id) ?? []);
    out.push(['Linhas', lista(linhas.map((l) => `${l.codigo} - ${l.nome}`))]);
    if (q.filtroOpcionalExportacao?.addDetalhes) out.push(['Linhas abaixo das escolhidas', 'Incluídas']);
  }
  const { rows } = await tx.execute<{ nome: string; email: string }>(sql`
    select nome, email from usuario where cliente_id = ${clienteId} and id = ${usuarioId}`);
  const usuario = rows[0];
  if (usuario) out.push(['Usuário', `${usuario.nome} (${usuario.email})`]);
  return out;
}
