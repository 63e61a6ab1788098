import { formatCnpj } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../../db/index.ts';
import { inScope } from '../../access/scope.ts';
import { texto, type ContextoTipo, type Valores } from './processador.ts';

export interface Loja {
  id: string;
  grupoId: string;
  marcaId: string;
  cnpj: string;
  codigo: string | null;
  nome: string;
  controleDeEstoque: boolean;
}

const chaveCodigo = (c: string) => c.trim().toLowerCase();

/**
 * The stores of the cliente, found by CNPJ and/or store code as the upload's rows name them (every store: the
 * rows may name one outside the uploader's scope, which is then reported by name, never written). Also keeps the
 * names of the stores outside the scope that the file names, for the whole-file note.
 */
export class Lojas {
  private porCnpj = new Map<string, Loja[]>();
  private porCodigo = new Map<string, Loja[]>();
  private porId = new Map<string, Loja>();
  readonly foraDoEscopo = new Set<string>();

  private constructor(private readonly ctx: ContextoTipo) {}

  static async carregar(ctx: ContextoTipo): Promise<Lojas> {
    const lojas = new Lojas(ctx);
    const { rows } = await withTenant(ctx.db, ctx.clienteId, (tx) =>
      tx.execute<{
        id: string;
        grupo_id: string;
        marca_id: string;
        cnpj: string;
        codigo_loja: string | null;
        nome: string;
        controle: boolean;
      }>(sql`select e.id, e.grupo_id, e.marca_id, e.cnpj, e.codigo_loja,
          coalesce(e.apelido, e.nome_fantasia, e.razao_social) as nome, m.controle_de_estoque as controle
        from empresa e join marca m on m.cliente_id = e.cliente_id and m.id = e.marca_id
        where e.cliente_id = ${ctx.clienteId}`),
    );
    for (const r of rows) {
      const loja: Loja = {
        id: r.id,
        grupoId: r.grupo_id,
        marcaId: r.marca_id,
        cnpj: r.cnpj,
        codigo: r.codigo_loja,
        nome: r.nome,
        controleDeEstoque: r.controle,
      };
      lojas.porId.set(loja.id, loja);
      lojas.porCnpj.set(loja.cnpj, [...(lojas.porCnpj.get(loja.cnpj) ?? []), loja]);
      if (loja.codigo) {
        const k = chaveCodigo(loja.codigo);
        lojas.porCodigo.set(k, [...(lojas.porCodigo.get(k) ?? []), loja]);
      }
    }
    return lojas;
  }

  get(id: string): Loja | undefined {
    return this.porId.get(id);
  }

  /** The store a row names (columns cnpj / codigoLoja), or why none; one outside the scope is recorded. */
  resolver(v: Valores): Loja | string {
    const cnpj = texto(v, 'cnpj');
    const codigo = texto(v, 'codigoLoja');
    let candidatas: Loja[];
    if (cnpj) {
      const doCnpj = this.porCnpj.get(cnpj) ?? [];
      if (doCnpj.length === 0) return `CNPJ da loja ${formatCnpj(cnpj)} não encontrado nesta rede`;
      candidatas = codigo
        ? doCnpj.filter((l) => l.codigo && chaveCodigo(l.codigo) === chaveCodigo(codigo))
        : doCnpj;
      if (candidatas.length === 0)
        return `o Código da loja ${codigo} não é de uma loja do CNPJ ${formatCnpj(cnpj)}`;
      if (candidatas.length > 1)
        return `o CNPJ ${formatCnpj(cnpj)} é de mais de uma loja: informe também o Código da loja`;
    } else {
      candidatas = this.porCodigo.get(chaveCodigo(codigo ?? '')) ?? [];
      if (candidatas.length === 0) return `Código da loja ${codigo} não encontrado nesta rede`;
      if (candidatas.length > 1) return `o Código da loja ${codigo} é de mais de uma loja: informe o CNPJ`;
    }
    const loja = candidatas[0]!;
    this.conferirEscopo(loja);
    return loja;
  }

  /** Records a store outside the uploader's scope (named in the whole-file note). */
  conferirEscopo(loja: Loja): void {
    if (!inScope(this.ctx.uploader.scope, 'empresaIds', loja.id)) this.foraDoEscopo.add(loja.nome);
  }

  /**
   * The stores where rows already stored under these keys are (the same origem + identificador updates them, and may
   * move them): a store outside the scope would have its data taken by this file, so it is recorded too. Answers
   * their grupos (locked before writing) and how many keys exist.
   */
  async conferirExistentes(
    tabela: 'lancamento' | 'estoque_entrada' | 'estoque_ajuste',
    chaves: readonly { origem: string; idExterno: string }[],
  ): Promise<{ grupos: string[]; existentes: number }> {
    if (chaves.length === 0) return { grupos: [], existentes: 0 };
    const { rows } = await withTenant(this.ctx.db, this.ctx.clienteId, (tx) =>
      tx.execute<{ empresa_id: string; n: number }>(sql`
        select x.empresa_id, count(*)::int as n
        from unnest(${sql.param(chaves.map((c) => c.origem))}::text[], ${sql.param(
          chaves.map((c) => c.idExterno),
        )}::text[]) as k(origem, id_externo)
        join ${sql.raw(tabela)} x on x.cliente_id = ${this.ctx.clienteId} and x.origem = k.origem
          and x.id_externo = k.id_externo
        group by x.empresa_id`),
    );
    const grupos = new Set<string>();
    let existentes = 0;
    for (const r of rows) {
      existentes += r.n;
      const loja = this.porId.get(r.empresa_id);
      if (!loja) continue;
      grupos.add(loja.grupoId);
      this.conferirEscopo(loja);
    }
    return { grupos: [...grupos], existentes };
  }
}
