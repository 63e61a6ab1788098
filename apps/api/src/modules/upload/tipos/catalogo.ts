import { sql } from 'drizzle-orm';
import { withTenant, type Transaction } from '../../../db/index.ts';
import { inScope } from '../../access/scope.ts';
import { ingestCatalogoPrecos, type CatalogoPrecoInput } from '../../ingestion/index.ts';
import { notasMessages } from '../notas.ts';
import {
  numero,
  texto,
  type ContextoTipo,
  type Gravados,
  type Processador,
  type Valores,
} from './processador.ts';

interface Marca {
  id: string;
  nome: string;
  controleDeEstoque: boolean;
}

const chave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
const TODAS = 'todas as marcas';

/**
 * Type 4 'Catálogo de preços' (layout in upload-colunas.ts): the cost and sale price of a product from a date on,
 * for a marca (by name or code) or, with the column blank, for every marca. Keyed by marca, product and date: the
 * same key again replaces the prices. A marca outside the uploader's scope (or "every marca" for a user limited to
 * some) refuses the whole file.
 */
export class ProcessadorCatalogo implements Processador<CatalogoPrecoInput> {
  private foraDoEscopo = new Set<string>();
  private existentesNoArquivo = 0;

  private constructor(
    private readonly ctx: ContextoTipo,
    private readonly marcas: Map<string, Marca[]>,
  ) {}

  static async criar(ctx: ContextoTipo): Promise<ProcessadorCatalogo> {
    const { rows } = await withTenant(ctx.db, ctx.clienteId, (tx) =>
      tx.execute<{ id: string; nome: string; codigo: string | null; controle: boolean }>(sql`
        select id, nome, codigo, controle_de_estoque as controle from marca where cliente_id = ${ctx.clienteId}`),
    );
    const marcas = new Map<string, Marca[]>();
    for (const r of rows) {
      const m = { id: r.id, nome: r.nome, controleDeEstoque: r.controle };
      for (const k of new Set([chave(r.nome), ...(r.codigo ? [chave(r.codigo)] : [])]))
        marcas.set(k, [...(marcas.get(k) ?? []), m]);
    }
    return new ProcessadorCatalogo(ctx, marcas);
  }

  private marca(nome: string | null): Marca | null | string {
    const { scope } = this.ctx.uploader;
    if (nome === null) {
      if (!scope.unrestricted && !scope.todasAsMarcas) this.foraDoEscopo.add(TODAS);
      return null;
    }
    const achadas = this.marcas.get(chave(nome)) ?? [];
    if (achadas.length === 0) return `Marca ${nome} não encontrada nesta rede`;
    if (achadas.length > 1) return `a Marca ${nome} nomeia mais de uma marca: use o código dela`;
    const m = achadas[0]!;
    if (!m.controleDeEstoque) return `a Marca ${m.nome} não tem controle de estoque`;
    if (!inScope(scope, 'marcaIds', m.id)) this.foraDoEscopo.add(m.nome);
    return m;
  }

  async validar(v: Valores): Promise<CatalogoPrecoInput | string[]> {
    const marca = this.marca(texto(v, 'marca'));
    if (typeof marca === 'string') return [marca];
    return {
      marcaId: marca?.id ?? null,
      produtoCodigo: texto(v, 'produtoCodigo')!,
      produtoNome: texto(v, 'produtoNome')!,
      unidade: texto(v, 'unidade'),
      custo: numero(v, 'custo')!,
      precoVenda: numero(v, 'precoVenda'),
      vigenteDesde: texto(v, 'vigenteDesde')!,
    };
  }

  async conferirLote(lote: readonly CatalogoPrecoInput[]): Promise<void> {
    const { rows } = await withTenant(this.ctx.db, this.ctx.clienteId, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from unnest(
          ${sql.param(lote.map((l) => l.marcaId))}::uuid[], ${sql.param(lote.map((l) => l.produtoCodigo))}::text[],
          ${sql.param(lote.map((l) => l.vigenteDesde))}::date[]) as k(marca_id, produto_codigo, vigente_desde)
        join catalogo_preco c on c.cliente_id = ${this.ctx.clienteId} and c.marca_id is not distinct from k.marca_id
          and c.produto_codigo = k.produto_codigo and c.vigente_desde = k.vigente_desde`),
    );
    this.existentesNoArquivo += rows[0]?.n ?? 0;
  }

  resumos(): string[] {
    return this.foraDoEscopo.size ? [notasMessages.marcasForaDoEscopo([...this.foraDoEscopo])] : [];
  }

  existentes(): number {
    return this.existentesNoArquivo;
  }

  async gravar(tx: Transaction, lote: readonly CatalogoPrecoInput[]): Promise<Gravados> {
    return { inseridos: await ingestCatalogoPrecos(tx, this.ctx.clienteId, lote), atualizados: 0 };
  }
}
