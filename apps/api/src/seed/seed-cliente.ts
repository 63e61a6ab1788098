import { sql } from 'drizzle-orm';
import { schema, withTenant, type Database } from '../db/index.ts';
import { reconstruirRollupDre } from '../modules/dre/remapear-rollup-dre.ts';
import { reconstruirRollupDfc } from '../modules/fluxo-de-caixa/rollup-dfc.ts';
import { TABELAS_DFC } from '../modules/fluxo-de-caixa/rollup-dfc-sql.ts';
import type { ClienteGerado, RedeGerada } from './generate.ts';
import { loadCadastros } from './load-cadastros.ts';
import { contagemVazia, loadFatos, somar, type ContagemFatos } from './load-fatos.ts';

export interface SeedReportCliente extends ContagemFatos {
  codigo: string;
  nome: string;
  plano: string;
  marcas: number;
  grupos: number;
  empresas: number;
  usuarios: number;
  ms: number;
}

export interface OpcoesCliente {
  rede: RedeGerada;
  senhaHash: string;
  origem: string;
  /** Parallel database sessions for the facts. */
  workers: number;
  /** A line per written chunk (big sizes) instead of about twenty in all. */
  porChunk: boolean;
  log?: (mensagem: string) => void;
}

/** Splits the grupos into `n` sets with about the same number of stores. */
function partirGrupos(c: ClienteGerado, n: number): Set<string>[] {
  const lojas = new Map<string, number>();
  for (const e of c.empresas) lojas.set(e.grupoId, (lojas.get(e.grupoId) ?? 0) + 1);
  const partes = Array.from({ length: Math.max(1, Math.min(n, c.grupos.length)) }, () => ({
    ids: new Set<string>(),
    lojas: 0,
  }));
  for (const g of [...c.grupos].sort((a, b) => (lojas.get(b.id) ?? 0) - (lojas.get(a.id) ?? 0))) {
    const menor = partes.reduce((min, p) => (p.lojas < min.lojas ? p : min));
    menor.ids.add(g.id);
    menor.lojas += lojas.get(g.id) ?? 0;
  }
  return partes.map((p) => p.ids);
}

/** Removes a cliente and everything of it (the ledger and the DRE's rollups have no foreign key to cascade from). */
export async function apagarCliente(db: Database, clienteId: string): Promise<void> {
  await withTenant(db, clienteId, async (tx) => {
    await tx.execute(sql`delete from lancamento where cliente_id = ${clienteId}`);
    await tx.execute(sql`delete from lancamento_mensal_franqueador where cliente_id = ${clienteId}`);
    await tx.execute(sql`delete from lancamento_mensal_franqueador_grupo where cliente_id = ${clienteId}`);
    for (const tabela of TABELAS_DFC)
      await tx.execute(sql`delete from ${sql.raw(tabela)} where cliente_id = ${clienteId}`);
    await tx.execute(sql`delete from estoque_mensal where cliente_id = ${clienteId}`);
    await tx.execute(sql`delete from cliente where id = ${clienteId}`);
  });
}

function progresso(c: ClienteGerado, o: OpcoesCliente, inicio: number) {
  let feitos = 0;
  let lancamentos = 0;
  let proximo = 0;
  const passo = Math.max(1, Math.round(c.lojaMeses / 20));
  return (lojaMeses: number, escrito: ContagemFatos) => {
    feitos += lojaMeses;
    lancamentos += escrito.lancamentos;
    if (!o.porChunk && feitos < proximo && feitos < c.lojaMeses) return;
    proximo = feitos + passo;
    const s = ((performance.now() - inicio) / 1000).toFixed(1);
    o.log?.(
      `  ${c.nome}: ${feitos}/${c.lojaMeses} loja-meses, ${lancamentos.toLocaleString('pt-BR')} lançamentos (${s} s)`,
    );
  };
}

/**
 * Seeds one cliente: its registry in one transaction with the cliente still inactive, then its facts
 * in `workers` parallel transactions (disjoint grupos, so no two touch the same rollup row), then the
 * cliente is switched on. Any failure removes the cliente entirely: all or nothing.
 */
export async function seedCliente(
  db: Database,
  c: ClienteGerado,
  o: OpcoesCliente,
): Promise<SeedReportCliente> {
  const inicio = performance.now();
  const { rede } = o;
  await withTenant(db, c.id, (tx) => loadCadastros(tx, c, rede.meses, o.senhaHash));
  try {
    const avisar = progresso(c, o, inicio);
    const resultados = await Promise.allSettled(
      partirGrupos(c, o.workers).map((grupoIds) =>
        withTenant(db, c.id, (tx) =>
          loadFatos(tx, c, {
            origem: o.origem,
            meses: rede.meses,
            today: rede.today,
            extratoDesde: rede.extratoDesde,
            grupoIds,
            progresso: avisar,
          }),
        ),
      ),
    );
    const falha = resultados.find((r) => r.status === 'rejected');
    if (falha) throw falha.reason;
    const fatos = resultados.reduce(
      (t, r) => (r.status === 'fulfilled' ? somar(t, r.value) : t),
      contagemVazia(),
    );
    // the facts were loaded without the rollups at the franchisor grain (load-fatos.ts): one set-based rebuild
    // of the DRE's and one of the cash flow's, the cliente still inactive
    await reconstruirRollupDre(db, c.id);
    await reconstruirRollupDfc(db, c.id);
    await withTenant(db, c.id, (tx) =>
      tx
        .update(schema.cliente)
        .set({ ativo: true })
        .where(sql`id = ${c.id}`),
    );
    return {
      codigo: c.codigo,
      nome: c.nome,
      plano: c.plano,
      marcas: c.marcas.length,
      grupos: c.grupos.length,
      empresas: c.empresas.length,
      usuarios: c.usuarios.length,
      ...fatos,
      ms: Math.round(performance.now() - inicio),
    };
  } catch (error) {
    await apagarCliente(db, c.id);
    throw error;
  }
}
