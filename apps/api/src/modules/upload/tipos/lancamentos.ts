import { sql } from 'drizzle-orm';
import { withTenant, type Transaction } from '../../../db/index.ts';
import { inScope } from '../../access/scope.ts';
import { CargaLancamentos, type LancamentoInput } from '../../ingestion/index.ts';
import { notasMessages } from '../notas.ts';
import { Lojas, type Loja } from './lojas.ts';
import {
  booleano,
  numero,
  ORIGEM_PADRAO,
  texto,
  type CargaDoTipo,
  type ContextoTipo,
  type Gravados,
  type Processador,
  type Valores,
} from './processador.ts';

type Linha = LancamentoInput & { origem: string };
interface Conta {
  id: string;
  ativo: boolean;
}
interface ContaBancaria {
  id: string;
  chaves: string[];
}

const chave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/**
 * Type 0 'Processamento de dados' (layout in upload-colunas.ts): each row a ledger entry, written through the one
 * ingestion path of the synchronisation and the seed (CargaLancamentos: idempotent on origem + identificador, the
 * rollups kept in the same transaction). The store by CNPJ or code; the account by its code in the store's grupo's
 * chart; the cost centre by its code in the store; the bank account among the grupo's.
 */
export class ProcessadorLancamentos implements Processador<Linha> {
  private contas = new Map<string, Map<string, Conta[]>>();
  private centros = new Map<string, Map<string, { id: string; nome: string }>>();
  private bancos = new Map<string, ContaBancaria[]>();
  private centrosFora = new Set<string>();

  private constructor(
    private readonly ctx: ContextoTipo,
    private readonly lojas: Lojas,
  ) {}

  static async criar(ctx: ContextoTipo): Promise<ProcessadorLancamentos> {
    return new ProcessadorLancamentos(ctx, await Lojas.carregar(ctx));
  }

  private consultar<R extends Record<string, unknown>>(q: ReturnType<typeof sql>) {
    return withTenant(this.ctx.db, this.ctx.clienteId, (tx) => tx.execute<R>(q)).then((r) => r.rows);
  }

  private async contasDoGrupo(grupoId: string): Promise<Map<string, Conta[]>> {
    let m = this.contas.get(grupoId);
    if (m) return m;
    m = new Map();
    const rows = await this.consultar<{ id: string; codigo: string; ativo: boolean }>(sql`
      select id, codigo, ativo from plano_contas_franqueado where cliente_id = ${this.ctx.clienteId} and grupo_id = ${grupoId}`);
    for (const r of rows)
      m.set(chave(r.codigo), [...(m.get(chave(r.codigo)) ?? []), { id: r.id, ativo: r.ativo }]);
    this.contas.set(grupoId, m);
    return m;
  }

  private async centrosDaLoja(empresaId: string) {
    let m = this.centros.get(empresaId);
    if (m) return m;
    const rows = await this.consultar<{ id: string; codigo: string; nome: string }>(sql`
      select id, codigo, nome from centro_de_custo where cliente_id = ${this.ctx.clienteId} and empresa_id = ${empresaId}`);
    m = new Map(rows.map((r) => [chave(r.codigo), { id: r.id, nome: r.nome }]));
    this.centros.set(empresaId, m);
    return m;
  }

  private async bancosDoGrupo(grupoId: string): Promise<ContaBancaria[]> {
    let lista = this.bancos.get(grupoId);
    if (lista) return lista;
    const rows = await this.consultar<{
      id: string;
      id_externo: string | null;
      numero: string | null;
      digito: string | null;
      nome: string;
    }>(sql`select id, id_externo, numero, digito, nome from conta_bancaria
      where cliente_id = ${this.ctx.clienteId} and grupo_id = ${grupoId}`);
    lista = rows.map((r) => ({
      id: r.id,
      chaves: [
        r.id_externo,
        r.numero,
        r.numero && r.digito ? `${r.numero}-${r.digito}` : null,
        r.numero && r.digito ? `${r.numero}${r.digito}` : null,
        r.nome,
      ]
        .filter((c): c is string => Boolean(c))
        .map(chave),
    }));
    this.bancos.set(grupoId, lista);
    return lista;
  }

  private async conta(loja: Loja, codigo: string): Promise<string | { erro: string }> {
    const candidatas = (await this.contasDoGrupo(loja.grupoId)).get(chave(codigo)) ?? [];
    const ativas = candidatas.filter((c) => c.ativo);
    const unica = candidatas.length === 1 ? candidatas[0] : ativas.length === 1 ? ativas[0] : undefined;
    if (unica) return unica.id;
    return {
      erro:
        candidatas.length === 0
          ? `Conta ${codigo} não encontrada no plano de contas do grupo da loja ${loja.nome}`
          : `a Conta ${codigo} aparece mais de uma vez no plano de contas do grupo da loja ${loja.nome}`,
    };
  }

  private async centro(loja: Loja, codigo: string | null, erros: string[]): Promise<string | null> {
    const restrito = this.ctx.uploader.restritoPorCentro;
    if (codigo === null) {
      if (restrito) erros.push('Centro de custo (código) é obrigatório para a sua regra de acesso');
      return null;
    }
    const cc = (await this.centrosDaLoja(loja.id)).get(chave(codigo));
    if (!cc) {
      erros.push(`Centro de custo ${codigo} não encontrado na loja ${loja.nome}`);
      return null;
    }
    if (restrito && !inScope(this.ctx.uploader.scope, 'centroDeCustoIds', cc.id))
      this.centrosFora.add(`${cc.nome} (${loja.nome})`);
    return cc.id;
  }

  private async banco(loja: Loja, nome: string | null, erros: string[]): Promise<string | null> {
    if (nome === null) return null;
    const achadas = (await this.bancosDoGrupo(loja.grupoId)).filter((b) => b.chaves.includes(chave(nome)));
    if (achadas.length === 1) return achadas[0]!.id;
    erros.push(
      achadas.length === 0
        ? `Conta bancária ${nome} não encontrada no grupo da loja ${loja.nome}`
        : `a Conta bancária ${nome} é de mais de uma conta do grupo: use o identificador dela`,
    );
    return null;
  }

  async validar(v: Valores): Promise<Linha | string[]> {
    const erros: string[] = [];
    const loja = this.lojas.resolver(v);
    if (typeof loja === 'string') return [loja];
    const conta = await this.conta(loja, texto(v, 'conta')!);
    if (typeof conta !== 'string') erros.push(conta.erro);
    const centroDeCustoId = await this.centro(loja, texto(v, 'centroDeCusto'), erros);
    const contaBancariaId = await this.banco(loja, texto(v, 'contaBancaria'), erros);
    const pagamento = texto(v, 'pagamento');
    const status = (texto(v, 'status') ?? (pagamento ? 'liquidado' : 'aberto')) as 'aberto' | 'liquidado';
    if (status === 'liquidado' && !pagamento) erros.push('Pagamento é obrigatório num lançamento Liquidado');
    if (status === 'aberto' && pagamento) erros.push('um lançamento Aberto não tem data de Pagamento');
    if (erros.length > 0 || typeof conta !== 'string') return erros;
    return {
      origem: texto(v, 'origem') ?? ORIGEM_PADRAO,
      idExterno: texto(v, 'idExterno')!,
      empresaId: loja.id,
      grupoId: loja.grupoId,
      centroDeCustoId,
      contaId: conta,
      dataCompetencia: texto(v, 'competencia')!,
      dataVencimento: texto(v, 'vencimento')!,
      dataPagamento: status === 'liquidado' ? pagamento : null,
      status,
      valor: numero(v, 'valor')!,
      fornecedor: texto(v, 'fornecedor'),
      historico: texto(v, 'historico') ?? '',
      observacao: texto(v, 'observacao'),
      documento: texto(v, 'documento'),
      meioDePagamento: texto(v, 'meioDePagamento'),
      contaBancariaId,
      parcelaAprovada: booleano(v, 'parcelaAprovada', true),
      previsao: booleano(v, 'previsao', false),
      transferencia: booleano(v, 'transferencia', false),
      boletoAReceber: booleano(v, 'boletoAReceber', false),
      caixaAberto: booleano(v, 'caixaAberto', false),
    };
  }

  resumos(): string[] {
    return [
      ...(this.lojas.foraDoEscopo.size ? [notasMessages.foraDoEscopo([...this.lojas.foraDoEscopo])] : []),
      ...(this.centrosFora.size ? [notasMessages.centrosForaDoEscopo([...this.centrosFora])] : []),
    ];
  }

  /**
   * The whole file in one load (CargaLancamentos: COPY into a staging table, then set-based writes of the ledger and
   * its rollups, with the grupos' De-Para locks and the per-origem lock it takes itself). The stores of entries the
   * file would take over (same origem + identificador already stored) are checked against the uploader's scope
   * before anything of them is replaced.
   */
  async abrirCarga(tx: Transaction): Promise<CargaDoTipo<Linha>> {
    const conferirEscopo = (lojas: readonly string[]) => {
      for (const id of lojas) {
        const loja = this.lojas.get(id);
        if (loja) this.lojas.conferirEscopo(loja);
      }
    };
    const carga = await CargaLancamentos.abrir(tx, this.ctx.clienteId, { aoTomarLojas: conferirEscopo });
    return {
      enviar: (lote) => carga.enviar(lote),
      pararEscritas: () => carga.pararEscritas(),
      conferir: async () => conferirEscopo(await carga.lojasExistentes()),
      concluir: async () => {
        const r = await carga.aplicar();
        return { inseridos: r.inseridos, atualizados: r.atualizados + r.inalterados };
      },
    };
  }

  async gravar(): Promise<Gravados> {
    throw new Error('lançamentos são gravados numa passada só (abrirCarga)');
  }
}
