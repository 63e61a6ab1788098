import {
  dfcFlagLabels,
  dfcFlags,
  dfcPeriodoOpcoes,
  rotuloDoDiaDfc,
  TODAS_AS_MARCAS,
  tipoExportacaoDfcInfo,
  type ExportacaoDfcParams,
} from '@matriz/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/index.ts';
import { centavosToReais } from '../../lib/money.ts';
import type { MatrixSheetFiltros } from '../../xlsx/matrix-sheet.ts';
import { uuids } from './dfc-fatos-sql.ts';
import type { DfcCalculado } from './get-fluxo-de-caixa.ts';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** How many names a list of the header block shows before '… e mais N' (as the DRE's exports). */
const NOMES_NO_CABECALHO = 20;

const REGIMES: Record<1 | 2, string> = { 1: 'Competência', 2: 'Caixa' };
const STATUS: Record<0 | 1 | 2, string> = { 0: 'Ambos', 1: 'Abertos', 2: 'Liquidados' };

/** The tenant's names of some ids, in the order asked (an id without a row is left out). */
async function nomes(
  tx: DatabaseOrTransaction,
  clienteId: string,
  tabela: 'marca' | 'cluster' | 'empresa' | 'conta_bancaria',
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const nome: Record<typeof tabela, SQL> = {
    marca: sql`nome`,
    cluster: sql`nome`,
    empresa: sql`razao_social`,
    conta_bancaria: sql`nome`,
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

/**
 * The header block of every cash-flow export (issue 12 §2, as the DRE's exportar-dre-cabecalho.ts): the export
 * kind, the model, the regime, the period type and days, the status, marcas, stores or clusters, bank accounts,
 * how many stores the selection resolved to, the options on, why balances are not shown (when asked and refused),
 * the range's money on accounts outside the model (never silently lost) and who asked. Names, not ids; texts only.
 */
export async function cabecalhoDaExportacaoDfc(
  tx: DatabaseOrTransaction,
  clienteId: string,
  usuarioId: string,
  q: ExportacaoDfcParams,
  dfc: DfcCalculado,
): Promise<MatrixSheetFiltros> {
  const out: Array<readonly [string, string]> = [
    ['Exportação', tipoExportacaoDfcInfo(q.tipo).nome],
    ['Modelo', dfc.modelo.nome],
    ['Regime', REGIMES[q.tipoDeRegime]],
    ['Tipo de período', dfcPeriodoOpcoes.find((o) => o.value === q.Periodo)?.label ?? q.Periodo],
    ['Período', `${rotuloDoDiaDfc(q.Inicio)} a ${rotuloDoDiaDfc(q.Fim)}`],
    ['Status', STATUS[q.Status]],
  ];
  const marcas = q.marcas.filter((m) => m !== TODAS_AS_MARCAS);
  out.push(['Marcas', marcas.length ? lista(await nomes(tx, clienteId, 'marca', marcas)) : 'Todas']);
  if (q.clusterEmpresaBool && q.clusterEmpresa.length > 0)
    out.push(['Clusters de empresas', lista(await nomes(tx, clienteId, 'cluster', q.clusterEmpresa))]);
  else
    out.push([
      'Empresas',
      !q.clusterEmpresaBool && q.Empresas.length > 0
        ? lista(await nomes(tx, clienteId, 'empresa', q.Empresas))
        : 'Todas do seu acesso',
    ]);
  out.push([
    'Contas bancárias',
    q.Contas.length > 0 ? lista(await nomes(tx, clienteId, 'conta_bancaria', q.Contas)) : 'Todas',
  ]);
  out.push(['Lojas na seleção', String(dfc.selecao.lojas.length)]);
  if (q.excluirInativas) out.push(['Excluir empresas inativas', 'Sim']);
  const opcoes = dfcFlags.filter((f) => q[f]).map((f) => dfcFlagLabels[f]);
  out.push(['Opções', opcoes.length ? opcoes.join(', ') : 'Nenhuma']);
  if (dfc.avisoSaldos) out.push(['Saldos', dfc.avisoSaldos]);
  const naoMapeado = dfc.resultado.naoMapeado;
  if (naoMapeado && naoMapeado.valor !== 0n)
    out.push([
      'Não mapeado',
      `${BRL.format(centavosToReais(naoMapeado.valor))} do período em contas sem De-Para aprovado ou fora do modelo (fora do fluxo de caixa)`,
    ]);
  const { rows } = await tx.execute<{ nome: string; email: string }>(sql`
    select nome, email from usuario where cliente_id = ${clienteId} and id = ${usuarioId}`);
  const usuario = rows[0];
  if (usuario) out.push(['Usuário', `${usuario.nome} (${usuario.email})`]);
  return out;
}
