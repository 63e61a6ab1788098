import { gerarEventos, gerarMetricas } from './atividade.ts';
import { monthSpan, type Mes } from './calendar.ts';
import { marcasPremium, marcaStarter, type PerfilMarca } from './catalog/marcas.ts';
import { buildCentrosDeCusto, buildContasBancarias } from './estrutura.ts';
import { gerarLojaMes } from './fatos.ts';
import type {
  EventoUsoGerado,
  FatosLojaMes,
  MetricaAtividadeGerada,
  ProdutoCatalogoGerado,
} from './fatos-types.ts';
import { buildLoja, type DadosRede } from './loja.ts';
import { buildModelos, type Modelos } from './modelos.ts';
import { buildRede } from './network.ts';
import { buildDePara, buildPlanoFranqueado, buildPlanoFranqueador } from './planos.ts';
import { applyApprovedSolicitacoes, buildSolicitacoes } from './solicitacoes.ts';
import { IdFactory } from './prng.ts';
import { DEFAULT_SEED, tamanhos, type ParametrosRede } from './sizes.ts';
import type {
  CentroDeCustoGerado,
  ClusterGerado,
  ContaBancariaGerada,
  ContaFranqueadoGerada,
  ContaFranqueadorGerada,
  DeParaGerado,
  EmpresaGerada,
  GenerateOptions,
  GrupoGerado,
  IsoDate,
  MarcaGerada,
  RegraGerada,
  SeedSize,
  SolicitacaoGerada,
  UsuarioGerado,
} from './types.ts';
import { buildAcessosPremium, buildAcessosStarter, buildClusters } from './usuarios.ts';

export const DEMO_CLIENTE_CODIGO = 'SABOR-BRASIL';
export const STARTER_CLIENTE_CODIGO = 'CAFE-DO-BAIRRO';
/** Fixed whatever the seed: `isSeeded` looks the demo cliente up through row-level security by id. */
export const DEMO_CLIENTE_ID = '0190e5a0-5ab0-7b5a-8000-000000000001';
export const STARTER_CLIENTE_ID = '0190e5a0-5ab0-7b5a-8000-000000000002';

export interface ClienteGerado {
  id: string;
  codigo: string;
  nome: string;
  plano: 'Premium' | 'Starter';
  marcas: MarcaGerada[];
  grupos: GrupoGerado[];
  empresas: EmpresaGerada[];
  centrosDeCusto: CentroDeCustoGerado[];
  contasBancarias: ContaBancariaGerada[];
  planoFranqueador: ContaFranqueadorGerada[];
  planoFranqueado: ContaFranqueadoGerada[];
  dePara: DeParaGerado[];
  solicitacoes: SolicitacaoGerada[];
  modelos: Modelos;
  /** Where the computed CMV and its stock adjustments land (per the first marca's chart). */
  configuracaoCmv: { contaCmvId: string; contaAjusteReceberId: string; contaAjustePagarId: string };
  catalogo: ProdutoCatalogoGerado[];
  regras: RegraGerada[];
  usuarios: UsuarioGerado[];
  clusters: ClusterGerado[];
  metricas: MetricaAtividadeGerada[];
  eventos: EventoUsoGerado[];
  /** How many store-months `fatos()` yields (for progress reports). */
  lojaMeses: number;
  /**
   * Streams the facts grupo by grupo, store by store, month by month; never holds the whole ledger.
   * With `grupoIds`, only those grupos' stores (for loading in parallel).
   */
  fatos(grupoIds?: ReadonlySet<string>): Generator<FatosLojaMes>;
}

export interface RedeGerada {
  size: SeedSize;
  seed: number;
  today: IsoDate;
  meses: Mes[];
  /** First day with bank statement lines. */
  extratoDesde: IsoDate;
  clientes: ClienteGerado[];
}

interface DefCliente {
  id: string;
  chave: string;
  codigo: string;
  nome: string;
  franqueadora: string;
  plano: 'Premium' | 'Starter';
  perfis: PerfilMarca[];
  params: ParametrosRede;
}

type Cadastro = Omit<ClienteGerado, 'lojaMeses' | 'fatos'>;

function buildCatalogo(marcas: MarcaGerada[]): ProdutoCatalogoGerado[] {
  return marcas.flatMap((m) =>
    m.perfil.produtos.map((p) => ({
      marcaId: m.id,
      codigo: p.codigo,
      nome: p.nome,
      unidade: p.unidade,
      custo: BigInt(p.custo),
      precoVenda: BigInt(Math.round(p.custo / m.perfil.cmv / 10) * 10),
    })),
  );
}

/** The cliente's registry: network, charts, mapping, models, users, clusters, activity. */
function buildCadastro(seed: number, def: DefCliente, meses: Mes[], today: IsoDate): Cadastro {
  const premium = def.plano === 'Premium';
  const ids = new IdFactory(seed, def.chave);
  const { marcas, grupos, empresas } = buildRede(
    { seed, chave: def.chave, ids, meses },
    def.perfis,
    def.params,
  );
  const centrosDeCusto = buildCentrosDeCusto(ids, empresas);
  const contasBancarias = buildContasBancarias(seed, def.chave, ids, grupos, empresas, meses);
  const planoFranqueador = buildPlanoFranqueador(ids, marcas);
  const planoFranqueado = grupos.flatMap((g) => buildPlanoFranqueado(seed, ids, g));
  const gerados = buildDePara(seed, ids, grupos, planoFranqueado, planoFranqueador);
  const pedidos = premium ? 12 : 2;
  const solicitacoes = buildSolicitacoes(
    seed,
    ids,
    grupos,
    planoFranqueado,
    planoFranqueador,
    gerados,
    today,
    pedidos,
  );
  const dePara = applyApprovedSolicitacoes(gerados, solicitacoes);
  const modelos = buildModelos(ids, planoFranqueador, premium);
  const acessos = premium ? buildAcessosPremium(ids, marcas[0]!.id) : buildAcessosStarter(ids);
  const daPrimeiraMarca = (chave: string) =>
    planoFranqueador.find((c) => c.marcaId === marcas[0]!.id && c.chave === chave)!.id;
  const { id, codigo, nome, plano } = def;
  return {
    ...{ id, codigo, nome, plano, marcas, grupos, empresas, centrosDeCusto, contasBancarias },
    ...{ planoFranqueador, planoFranqueado, dePara, solicitacoes, modelos },
    configuracaoCmv: {
      contaCmvId: daPrimeiraMarca('cmv.insumos'),
      contaAjusteReceberId: daPrimeiraMarca('cmv.ajuste-receber'),
      contaAjustePagarId: daPrimeiraMarca('cmv.ajuste-pagar'),
    },
    catalogo: buildCatalogo(marcas),
    regras: acessos.regras,
    usuarios: acessos.usuarios,
    clusters: buildClusters(ids, empresas, premium),
    metricas: gerarMetricas(seed, grupos, meses),
    eventos: gerarEventos(seed, acessos.usuarios, grupos, today),
  };
}

/** Store-months grupo by grupo: a grupo's shared bank accounts are complete once its last store is done. */
function* streamFatos(
  seed: number,
  def: DefCliente,
  c: Cadastro,
  rede: Pick<RedeGerada, 'meses' | 'today' | 'extratoDesde'>,
  grupoIds?: ReadonlySet<string>,
): Generator<FatosLojaMes> {
  const dados: DadosRede = {
    seed,
    franqueadora: def.franqueadora,
    grupos: new Map(c.grupos.map((g) => [g.id, g])),
    perfis: new Map(c.marcas.map((m) => [m.id, m.perfil])),
    centros: agrupar(c.centrosDeCusto, (cc) => cc.empresaId),
    contasBancarias: c.contasBancarias,
    planos: agrupar(c.planoFranqueado, (p) => p.grupoId),
  };
  const principais = new Set(c.grupos.map((g) => c.empresas.find((e) => e.grupoId === g.id)!.id));
  const gerencial = c.modelos.dre[0]!;
  const manual = gerencial.linhas.find((l) => l.tipo === 'manual');
  const linhaManual = manual ? { modeloId: gerencial.id, linhaId: manual.id } : null;
  const grupos = grupoIds ? c.grupos.filter((g) => grupoIds.has(g.id)) : c.grupos;
  for (const empresa of grupos.flatMap((g) => c.empresas.filter((e) => e.grupoId === g.id))) {
    const loja = buildLoja(dados, empresa, rede.meses);
    const opcoes = {
      today: rede.today,
      extratoDesde: rede.extratoDesde,
      principal: principais.has(empresa.id),
      linhaManual,
    };
    for (const mes of rede.meses) yield gerarLojaMes(loja, mes, opcoes);
  }
}

function buildCliente(
  seed: number,
  def: DefCliente,
  rede: Pick<RedeGerada, 'meses' | 'today' | 'extratoDesde'>,
): ClienteGerado {
  const cadastro = buildCadastro(seed, def, rede.meses, rede.today);
  return {
    ...cadastro,
    lojaMeses: cadastro.empresas.length * rede.meses.length,
    fatos: (grupoIds) => streamFatos(seed, def, cadastro, rede, grupoIds),
  };
}

function agrupar<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/**
 * The demo network: a premium cliente with 2–3 brands and a Starter cliente with one, sized by `size`.
 * Deterministic: the same size, seed and `today` always give the same network and ledger.
 */
export function generateNetwork(options: GenerateOptions): RedeGerada {
  const seed = options.seed ?? DEFAULT_SEED;
  const today = (options.today ?? new Date()).toISOString().slice(0, 10);
  const params = tamanhos[options.size];
  const meses = monthSpan(new Date(`${today}T00:00:00Z`), params.meses);
  const extratoDesde = meses[Math.max(0, meses.length - params.mesesDeExtrato)]!.inicio;
  const premium: DefCliente = {
    id: DEMO_CLIENTE_ID,
    chave: 'premium',
    codigo: DEMO_CLIENTE_CODIGO,
    nome: 'Rede Sabor Brasil',
    franqueadora: 'Sabor Brasil Franchising Ltda',
    plano: 'Premium',
    perfis: marcasPremium,
    params: params.premium,
  };
  const starter: DefCliente = {
    id: STARTER_CLIENTE_ID,
    chave: 'starter',
    codigo: STARTER_CLIENTE_CODIGO,
    nome: 'Café do Bairro Franquias',
    franqueadora: 'Café do Bairro Franquias Ltda',
    plano: 'Starter',
    perfis: [marcaStarter],
    params: params.starter,
  };
  return {
    size: options.size,
    seed,
    today,
    meses,
    extratoDesde,
    clientes: [premium, starter].map((def) => buildCliente(seed, def, { meses, today, extratoDesde })),
  };
}
