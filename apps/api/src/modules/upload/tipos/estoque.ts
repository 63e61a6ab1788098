import { cmvMessages } from '@matriz/contracts';
import { sql } from 'drizzle-orm';
import { withTenant, type Transaction } from '../../../db/index.ts';
import {
  ingestEstoqueAjustes,
  ingestEstoqueEntradas,
  ingestEstoquePosicoes,
  type EstoqueAjusteInput,
  type EstoqueEntradaInput,
  type EstoquePosicaoInput,
} from '../../ingestion/index.ts';
import { notasMessages } from '../notas.ts';
import { Lojas, type Loja } from './lojas.ts';
import {
  agrupar,
  numero,
  ORIGEM_PADRAO,
  texto,
  type ContextoTipo,
  type Gravados,
  type Processador,
  type Valores,
} from './processador.ts';

/** quantity (thousandths) × unit cost (centavos), rounded half away from zero to the centavo */
function custoTotal(milesimos: bigint, custo: bigint): bigint {
  const p = milesimos * custo;
  const abs = p < 0n ? -p : p;
  const r = (abs + 500n) / 1000n;
  return p < 0n ? -r : r;
}

interface Base {
  loja: Loja;
  data: string;
  produtoCodigo: string;
  produtoNome: string | null;
  quantidadeMilesimos: number;
}

/**
 * What the stock types share (types 1, 2, 3, 5; layouts in upload-colunas.ts), written through the same ingestion
 * functions as the synchronisation and the seed (ingest-fatos.ts: natural keys, the monthly stock rollup of the CMV
 * recomputed in the same transaction): the store by CNPJ or code, of a marca under stock control and in the
 * uploader's scope; the product; a quantity; the total cost given or quantity × unit cost.
 */
abstract class ProcessadorEstoque<T> implements Processador<T> {
  protected existentesNoArquivo = 0;

  constructor(
    protected readonly ctx: ContextoTipo,
    protected readonly lojas: Lojas,
  ) {}

  protected base(v: Valores, erros: string[]): Base | null {
    const loja = this.lojas.resolver(v);
    if (typeof loja === 'string') {
      erros.push(loja);
      return null;
    }
    if (!loja.controleDeEstoque) erros.push(cmvMessages.empresaSemEstoque(loja.nome));
    return {
      loja,
      data: texto(v, 'data')!,
      produtoCodigo: texto(v, 'produtoCodigo')!,
      produtoNome: texto(v, 'produtoNome'),
      quantidadeMilesimos: Number(numero(v, 'quantidade')!),
    };
  }

  protected custo(v: Valores): { custoUnitario: bigint; valorTotal: bigint } {
    const unitario = numero(v, 'custoUnitario');
    const total = numero(v, 'valorTotal') ?? custoTotal(numero(v, 'quantidade')!, unitario ?? 0n);
    return { custoUnitario: unitario ?? 0n, valorTotal: total };
  }

  abstract validar(v: Valores, n: number): Promise<T | string[]>;
  abstract gravar(tx: Transaction, lote: readonly T[]): Promise<Gravados>;

  resumos(): string[] {
    return this.lojas.foraDoEscopo.size ? [notasMessages.foraDoEscopo([...this.lojas.foraDoEscopo])] : [];
  }

  existentes(): number {
    return this.existentesNoArquivo;
  }
}

type Entrada = EstoqueEntradaInput & { origem: string };

/** Type 1 'Entrada de estoque' (keyed by origem + identificador). */
export class ProcessadorEntradas extends ProcessadorEstoque<Entrada> {
  static async criar(ctx: ContextoTipo) {
    return new ProcessadorEntradas(ctx, await Lojas.carregar(ctx));
  }

  async validar(v: Valores): Promise<Entrada | string[]> {
    const erros: string[] = [];
    const b = this.base(v, erros);
    if (!b || erros.length > 0) return erros;
    return {
      ...b,
      ...this.custo(v),
      empresaId: b.loja.id,
      unidade: texto(v, 'unidade'),
      fornecedor: texto(v, 'fornecedor') ?? '',
      documento: texto(v, 'documento') ?? '',
      origem: texto(v, 'origem') ?? ORIGEM_PADRAO,
      idExterno: texto(v, 'idExterno')!,
    };
  }

  async conferirLote(lote: readonly Entrada[]) {
    this.existentesNoArquivo += (await this.lojas.conferirExistentes('estoque_entrada', lote)).existentes;
  }

  async gravar(tx: Transaction, lote: readonly Entrada[]): Promise<Gravados> {
    let n = 0;
    for (const [origem, linhas] of agrupar(lote, (l) => l.origem))
      n += await ingestEstoqueEntradas(tx, this.ctx.clienteId, linhas, origem);
    return { inseridos: n, atualizados: 0 };
  }
}

/** Types 2 and 3 'Posição de estoque inicial / final' (keyed by store, date, product and kind). */
export class ProcessadorPosicoes extends ProcessadorEstoque<EstoquePosicaoInput> {
  private constructor(
    ctx: ContextoTipo,
    lojas: Lojas,
    private readonly tipo: 'inicial' | 'final',
  ) {
    super(ctx, lojas);
  }

  static async criar(ctx: ContextoTipo, tipo: 'inicial' | 'final') {
    return new ProcessadorPosicoes(ctx, await Lojas.carregar(ctx), tipo);
  }

  async validar(v: Valores): Promise<EstoquePosicaoInput | string[]> {
    const erros: string[] = [];
    const b = this.base(v, erros);
    if (!b || erros.length > 0) return erros;
    if (b.quantidadeMilesimos < 0) return ['Quantidade não pode ser negativa numa posição de estoque'];
    return { ...b, ...this.custo(v), empresaId: b.loja.id, unidade: texto(v, 'unidade'), tipo: this.tipo };
  }

  async conferirLote(lote: readonly EstoquePosicaoInput[]) {
    const { rows } = await withTenant(this.ctx.db, this.ctx.clienteId, (tx) =>
      tx.execute<{ n: number }>(sql`select count(*)::int as n from unnest(
          ${sql.param(lote.map((l) => l.empresaId))}::uuid[], ${sql.param(lote.map((l) => l.data))}::date[],
          ${sql.param(lote.map((l) => l.produtoCodigo))}::text[]) as k(empresa_id, data, produto_codigo)
        join estoque_posicao p on p.cliente_id = ${this.ctx.clienteId} and p.empresa_id = k.empresa_id
          and p.data = k.data and p.produto_codigo = k.produto_codigo and p.tipo = ${this.tipo}`),
    );
    this.existentesNoArquivo += rows[0]?.n ?? 0;
  }

  async gravar(tx: Transaction, lote: readonly EstoquePosicaoInput[]): Promise<Gravados> {
    return { inseridos: await ingestEstoquePosicoes(tx, this.ctx.clienteId, lote), atualizados: 0 };
  }
}

type Ajuste = EstoqueAjusteInput & { origem: string };

/** Type 5 'Ajuste de Estoque' (keyed by origem + identificador): gains +, losses −, value with the same sign. */
export class ProcessadorAjustes extends ProcessadorEstoque<Ajuste> {
  static async criar(ctx: ContextoTipo) {
    return new ProcessadorAjustes(ctx, await Lojas.carregar(ctx));
  }

  async validar(v: Valores): Promise<Ajuste | string[]> {
    const erros: string[] = [];
    const b = this.base(v, erros);
    const valor = numero(v, 'valor')!;
    if (b && b.quantidadeMilesimos === 0) erros.push('Quantidade não pode ser zero num ajuste');
    if (b && ((b.quantidadeMilesimos > 0 && valor < 0n) || (b.quantidadeMilesimos < 0 && valor > 0n)))
      erros.push('Valor e Quantidade têm sinais diferentes (sobra: ambos positivos; perda: ambos negativos)');
    if (!b || erros.length > 0) return erros;
    return {
      ...b,
      empresaId: b.loja.id,
      valor,
      motivo: texto(v, 'motivo') ?? '',
      origem: texto(v, 'origem') ?? ORIGEM_PADRAO,
      idExterno: texto(v, 'idExterno')!,
    };
  }

  async conferirLote(lote: readonly Ajuste[]) {
    this.existentesNoArquivo += (await this.lojas.conferirExistentes('estoque_ajuste', lote)).existentes;
  }

  async gravar(tx: Transaction, lote: readonly Ajuste[]): Promise<Gravados> {
    let n = 0;
    for (const [origem, linhas] of agrupar(lote, (l) => l.origem))
      n += await ingestEstoqueAjustes(tx, this.ctx.clienteId, linhas, origem);
    return { inseridos: n, atualizados: 0 };
  }
}
