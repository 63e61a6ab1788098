import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCliente, createRede, createUser, signIn } from '../../test/fixtures.ts';
import { arquivo, relatorio } from '../db/schema/index.ts';

/**
 * Permission grid (issue 3 §2): every API route × six identities, with the expected outcome of each cell
 * written out. 'allow' means the request got past authentication and authorization (any status but 401/403;
 * a 400 for the minimal request or a 404 for a random id still proves access passed). The other-tenant
 * identity is an administrator of another premium network who sends the REAL ids of the first network's user,
 * rule, store, cluster and report: 'allow' there means it passed and its answer holds nothing of the first
 * network; 404 that the item is not found for it. A route of the app missing from the grid fails the test:
 * a new route must be added here, with its six cells.
 */
type Outcome = 'allow' | 401 | 403 | 404;
type Row = readonly [
  admin: Outcome,
  limited: Outcome,
  noClaims: Outcome,
  starter: Outcome,
  otherTenant: Outcome,
  none: Outcome,
];

//              administrator | only DRE Obter | no accesses | Starter administrator | other tenant | no session
const PUBLIC: Row = ['allow', 'allow', 'allow', 'allow', 'allow', 'allow'];
/** signed in, no access rule */
const LOGIN: Row = ['allow', 'allow', 'allow', 'allow', 'allow', 401];
/** rule usuarios (any action), every plan */
const USUARIOS: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule usuarios, one user by id */
const USUARIOS_ID: Row = ['allow', 403, 403, 'allow', 404, 401];
/** rule usuarios and premium */
const USUARIOS_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule usuarios and premium, one rule by id */
const USUARIOS_PREMIUM_ID: Row = ['allow', 403, 403, 403, 404, 401];
/** rule Logo/Salvar */
const LOGO_SALVAR: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule Empresa (Obter), every plan */
const EMPRESA: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule Empresa (Obter), one store by id */
const EMPRESA_ID: Row = ['allow', 403, 403, 'allow', 404, 401];
/** rule Empresa/Exportar and premium */
const EMPRESA_EXPORTAR_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule Cluster (any action), every plan */
const CLUSTER: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule Cluster, one cluster by id */
const CLUSTER_ID: Row = ['allow', 403, 403, 'allow', 404, 401];
/** rule Cluster and premium (report queue) */
const CLUSTER_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule DePara (any action), every plan */
const DEPARA: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule DePara/Exportar and premium (report queue) */
const DEPARA_EXPORTAR_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule DePara/VinculoAutomatico, every plan */
const DEPARA_VINCULO: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** any of the rules DRE, FluxoDeCaixa and DePara (the reports say how much of a period is not mapped) */
const NAO_MAPEADO: Row = ['allow', 'allow', 403, 'allow', 'allow', 401];
/** rule DRE (Obter), every plan */
const DRE: Row = ['allow', 'allow', 403, 'allow', 'allow', 401];
/** rule DRE (Obter) and premium: the line detail ('Detalhe de DRE está disponível apenas para usuários premium.') */
const DRE_PREMIUM: Row = ['allow', 'allow', 403, 403, 'allow', 401];
/** rule DRE/Exportar and premium (the line detail's export, report queue) */
const DRE_EXPORTAR_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule DreValorManual (Obter, Editar or Exportar), every plan: the 'only DRE Obter' user has none of it */
const DRE_VALOR_MANUAL: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** the CMV tab's exports: rule DRE/Exportar, every plan (a large export is queued only for a premium cliente) */
const CMV_EXPORTAR: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** the CMV setup's save: rule DRE and an administrator (the setup is the whole cliente's) */
const CMV_ADMINISTRADOR: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule FluxoDeCaixa (Obter), every plan: the bank tabs of /fluxo-de-caixa */
const FLUXO_DE_CAIXA: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule FluxoDeCaixa/Exportar and premium (report queue) */
const FLUXO_DE_CAIXA_EXPORTAR_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule FluxoDeCaixa (Obter) and premium: the cash-flow line detail ('Detalhe de DRE está disponível apenas…') */
const FLUXO_DE_CAIXA_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule Arquivo (Obter or Importar), every plan: the upload screen */
const ARQUIVO: Row = ['allow', 403, 403, 'allow', 'allow', 401];
/** rule Arquivo, one uploaded file by id */
const ARQUIVO_ID: Row = ['allow', 403, 403, 'allow', 404, 401];
/** rule Arquivo/Exportar and premium (the notes export waits in the report list) */
const ARQUIVO_EXPORTAR_PREMIUM: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule Relatorio and premium */
const RELATORIO: Row = ['allow', 403, 403, 403, 'allow', 401];
/** rule Relatorio and premium, one report by id */
const RELATORIO_ID: Row = ['allow', 403, 403, 403, 404, 401];

const grid: Record<string, Row> = {
  'GET /api/openapi.json': PUBLIC,
  'GET /api/health': PUBLIC,
  'POST /api/v1/Auth/login': PUBLIC,
  'POST /api/v1/Auth/login-cas': PUBLIC,
  'GET /api/v1/Auth/cas-retorno': PUBLIC,
  'POST /api/v1/Auth/enviar-email-recuperacao': PUBLIC,
  'GET /api/v1/Auth/validar-token-redefinicao': PUBLIC,
  'POST /api/v1/Auth/redefinir-senha': PUBLIC,
  'POST /api/v1/Auth/deletar-token': PUBLIC,
  'GET /api/v1/Auth/validar-token': LOGIN,
  'POST /api/v1/Auth/alterar-senha': LOGIN,
  'POST /api/v1/Auth/alterar-dados': LOGIN,
  'POST /api/v1/Premium/solicitar': LOGIN,
  'GET /api/v1/Logo': LOGIN,
  'POST /api/v1/Logo': LOGO_SALVAR,
  'GET /api/v1/Nps/campanha-ativa': LOGIN,
  'GET /api/v1/Nps/usuario': LOGIN,
  'POST /api/v1/Nps/salvar': LOGIN,
  'GET /api/v1/Usuario/listar': USUARIOS,
  'GET /api/v1/Usuario/obter': USUARIOS_ID,
  'GET /api/v1/Usuario/limite': USUARIOS,
  'GET /api/v1/Usuario/exportar-modelo': USUARIOS,
  'POST /api/v1/Usuario/criar': USUARIOS,
  'PUT /api/v1/Usuario/editar': USUARIOS_ID,
  'DELETE /api/v1/Usuario/deletar': USUARIOS_ID,
  'PUT /api/v1/Usuario/redefinir-senha': USUARIOS_ID,
  'GET /api/v1/RegraDeAcesso/listar-para-formulario': USUARIOS,
  'GET /api/v1/RegraDeAcesso/listar': USUARIOS_PREMIUM,
  'GET /api/v1/RegraDeAcesso/:id': USUARIOS_PREMIUM_ID,
  'POST /api/v1/RegraDeAcesso/criar': USUARIOS_PREMIUM,
  'PUT /api/v1/RegraDeAcesso/editar': USUARIOS_PREMIUM_ID,
  'DELETE /api/v1/RegraDeAcesso/deletar': USUARIOS_PREMIUM_ID,
  'GET /api/v1/RegraDeAcesso/opcoes-marcas': USUARIOS_PREMIUM,
  'GET /api/v1/RegraDeAcesso/opcoes-grupos': USUARIOS_PREMIUM,
  'GET /api/v1/RegraDeAcesso/opcoes-empresas': USUARIOS_PREMIUM,
  'GET /api/v1/RegraDeAcesso/opcoes-clusters': USUARIOS_PREMIUM,
  'GET /api/v1/RegraDeAcesso/opcoes-centros-de-custo': USUARIOS_PREMIUM,
  'GET /api/v1/Relatorio/listar': RELATORIO,
  'GET /api/v1/Relatorio/tipos-origem': RELATORIO,
  'GET /api/v1/Relatorio/download/:id': RELATORIO_ID,
  'GET /api/v1/Opcoes/marcas': LOGIN,
  'GET /api/v1/Opcoes/grupos': LOGIN,
  'GET /api/v1/Opcoes/empresas': LOGIN,
  'GET /api/v1/Opcoes/centros-de-custo': LOGIN,
  'GET /api/v1/cluster/listar-options': LOGIN,
  'GET /api/v1/Opcoes/clusters-dre': LOGIN,
  'GET /api/v1/Opcoes/clusters-por-empresa': LOGIN,
  'GET /api/v1/Opcoes/clusters-por-centro-de-custo': LOGIN,
  'GET /api/v1/Opcoes/tipos-de-estabelecimento': LOGIN,
  'GET /api/v1/Opcoes/locais-de-estabelecimento': LOGIN,
  'GET /api/v1/Opcoes/regioes': LOGIN,
  'GET /api/v1/Opcoes/estados': LOGIN,
  'GET /api/v1/Opcoes/cidades': LOGIN,
  'GET /api/v1/FluxoDeCaixa/listar-contas-vinculadas': FLUXO_DE_CAIXA,
  'POST /api/v1/FluxoDeCaixa/exportar-contas-vinculadas': FLUXO_DE_CAIXA_EXPORTAR_PREMIUM,
  'GET /api/v1/FluxoDeCaixa/listar-empresas-do-grupo': FLUXO_DE_CAIXA,
  'GET /api/v1/FluxoDeCaixa/listar-contas-bancarias': FLUXO_DE_CAIXA,
  'GET /api/v1/FluxoDeCaixa/listar-extrato': FLUXO_DE_CAIXA,
  'POST /api/v1/FluxoDeCaixa/exportar-extrato': FLUXO_DE_CAIXA_EXPORTAR_PREMIUM,
  'GET /api/v1/FluxoDeCaixa/listar-modelos': FLUXO_DE_CAIXA,
  'POST /api/v1/FluxoDeCaixa/listar': FLUXO_DE_CAIXA,
  'POST /api/v1/FluxoDeCaixa/obter-detalhes': FLUXO_DE_CAIXA_PREMIUM,
  'POST /api/v1/FluxoDeCaixa/exportar': FLUXO_DE_CAIXA_EXPORTAR_PREMIUM,
  'GET /api/v1/Empresa/listar': EMPRESA,
  'POST /api/v1/Empresa/editar': EMPRESA_ID,
  'POST /api/v1/Empresa/exportar': EMPRESA_EXPORTAR_PREMIUM,
  'GET /api/v1/cluster/listar': CLUSTER,
  'GET /api/v1/cluster/obter': CLUSTER_ID,
  'POST /api/v1/cluster/criar': CLUSTER,
  'PUT /api/v1/cluster/editar': CLUSTER_ID,
  'DELETE /api/v1/cluster/deletar': CLUSTER_ID,
  'GET /api/v1/cluster/listar-empresas': CLUSTER,
  'GET /api/v1/cluster/gerar-relatorio': CLUSTER_PREMIUM,
  'GET /api/v1/cluster/exportar-modelo': CLUSTER_PREMIUM,
  'GET /api/v1/DePara/listar': DEPARA,
  'GET /api/v1/DePara/listar-por-franqueado-marca-pendente': DEPARA,
  'GET /api/v1/DePara/listar-por-franqueado-marca-revisao': DEPARA,
  'GET /api/v1/DePara/listar-por-franqueado-marca-aprovado': DEPARA,
  'GET /api/v1/DePara/listar-plano-de-contas': DEPARA,
  'POST /api/v1/DePara/criar-depara-franqueado': DEPARA,
  'POST /api/v1/DePara/criar-depara-franqueador': DEPARA,
  'POST /api/v1/DePara/aprovar-configuracoes': DEPARA,
  'POST /api/v1/DePara/desfazer-depara': DEPARA,
  'POST /api/v1/DePara/desaprovar-depara': DEPARA,
  'GET /api/v1/DePara/historico': DEPARA,
  'GET /api/v1/DePara/gerar-relatorio': DEPARA_EXPORTAR_PREMIUM,
  'GET /api/v1/DePara/vinculo-automatico': DEPARA,
  'POST /api/v1/DePara/vinculo-automatico': DEPARA_VINCULO,
  'GET /api/v1/DePara/nao-mapeado': NAO_MAPEADO,
  'GET /api/v1/DePara/listar-solicitacoes': DEPARA,
  'POST /api/v1/DePara/aprovar-solicitacoes': DEPARA,
  'POST /api/v1/DePara/rejeitar-solicitacoes': DEPARA,
  'GET /api/v1/DRE/listar-modelos': DRE,
  'GET /api/v1/DRE/listar-linhas': DRE,
  'POST /api/v1/DRE/listar': DRE,
  'POST /api/v1/DRE/obter-detalhes-mes': DRE,
  'POST /api/v1/DRE/obter-detalhes': DRE_PREMIUM,
  'POST /api/v1/DRE/exportar-detalhes': DRE_EXPORTAR_PREMIUM,
  'POST /api/v1/DRE/exportar-detalhes-mes': DRE_EXPORTAR_PREMIUM,
  'POST /api/v1/DRE/exportar': DRE_EXPORTAR_PREMIUM,
  'GET /api/v1/CMV/disponibilidade': DRE,
  'GET /api/v1/CMV/obter-configuracao': DRE,
  'POST /api/v1/CMV/salvar-configuracao': CMV_ADMINISTRADOR,
  'GET /api/v1/CMV/planos-de-contas-a-pagar': DRE,
  'GET /api/v1/CMV/planos-de-contas-a-receber': DRE,
  'POST /api/v1/CMV/exportar-cmv': CMV_EXPORTAR,
  'POST /api/v1/CMV/exportar-posicao-estoque': CMV_EXPORTAR,
  'POST /api/v1/CMV/exportar-entrada-estoque': CMV_EXPORTAR,
  'POST /api/v1/CMV/exportar-catalogo-precos': CMV_EXPORTAR,
  'GET /api/v1/DreValorManual/listar-modelos': DRE_VALOR_MANUAL,
  'GET /api/v1/DreValorManual/listar-linhas': DRE_VALOR_MANUAL,
  'GET /api/v1/DreValorManual/listar-empresas': DRE_VALOR_MANUAL,
  'GET /api/v1/DreValorManual/listar': DRE_VALOR_MANUAL,
  'POST /api/v1/DreValorManual/editar': DRE_VALOR_MANUAL,
  'POST /api/v1/DreValorManual/baixar-modelo': DRE_VALOR_MANUAL,
  'POST /api/v1/DreValorManual/importar': DRE_VALOR_MANUAL,
  'POST /api/v1/Arquivo/upload': ARQUIVO,
  'GET /api/v1/Arquivo/listar': ARQUIVO,
  'GET /api/v1/Arquivo/status': ARQUIVO,
  'GET /api/v1/Arquivo/tipos': ARQUIVO,
  'GET /api/v1/Arquivo/modelo/:tipoArquivo': ARQUIVO,
  'GET /api/v1/Arquivo/download/:id': ARQUIVO_ID,
  'POST /api/v1/Arquivo/exportar-notas': ARQUIVO_EXPORTAR_PREMIUM,
};

const identities = ['administrator', 'limited', 'noClaims', 'starter', 'otherTenant', 'none'] as const;
type Identity = (typeof identities)[number];

/** "METHOD /path" of every route the app serves under /api, except the documentation UI (HEAD is implied). */
function listApiRoutes(app: TestApp['app']): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (m[2] ?? '');
    stack.length = depth;
    stack[depth] = path;
    for (const method of m[3]?.split(', ') ?? []) {
      if (method === 'HEAD' || !path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      found.push(`${method} ${path}`);
    }
  }
  return found;
}

let t: TestApp;
let routes: string[];
const sessions = {} as Record<Identity, { headers: Record<string, string>; loginToken: string }>;
/** The first network's real items, which the other tenant asks for by id. */
const theirs = { usuario: '', regra: '', empresa: '', cluster: '', relatorio: '', arquivo: '' };
/** Texts that identify the first network: none may appear in an answer to the other tenant. */
let markers: string[] = [];
let otherTenantRegra = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.tdb.ownerDb;
  const premium = await createCliente(db, { plano: 'Premium', nome: 'Rede Grade Primeira' });
  const admin = await createUser(db, premium.id, { email: 'admin@grade.dev', nome: 'Admin Grade Primeira' });
  await createUser(db, premium.id, { email: 'dre@grade.dev', acessos: [{ nome: 'DRE', acoes: ['Obter'] }] });
  await createUser(db, premium.id, { email: 'nada@grade.dev', acessos: [] });
  const rede = await createRede(db, premium.id, premium.marcaId, 'Loja Grade Primeira');
  const [relatorioRow] = await db
    .insert(relatorio)
    .values({
      clienteId: premium.id,
      usuarioId: admin.id,
      origem: 'empresas',
      descricao: 'Empresas',
      parametros: {},
      status: 2,
    })
    .returning({ id: relatorio.id });
  const [arquivoRow] = await db
    .insert(arquivo)
    .values({
      clienteId: premium.id,
      usuarioId: admin.id,
      nome: 'grade.csv',
      tipo: 0,
      formato: 'csv',
      hash: 'x',
      tamanho: 1,
      status: 2,
      resultado: 'sucesso',
    })
    .returning({ id: arquivo.id });
  Object.assign(theirs, {
    arquivo: arquivoRow!.id,
    usuario: admin.id,
    regra: admin.regraId,
    empresa: rede.empresaId,
    cluster: rede.clusterEmpresaId,
    relatorio: relatorioRow!.id,
  });
  markers = [premium.id, ...Object.values(theirs), 'admin@grade.dev', 'dre@grade.dev', 'Grade Primeira'];

  const starter = await createCliente(db, { plano: 'Starter' });
  await createUser(db, starter.id, { email: 'admin@starter-grade.dev' });
  const other = await createCliente(db, { plano: 'Premium', nome: 'Rede Grade Segunda' });
  otherTenantRegra = (await createUser(db, other.id, { email: 'admin@outra-grade.dev' })).regraId;
  await createRede(db, other.id, other.marcaId, 'Loja Grade Segunda');

  sessions.administrator = await signIn(t.app, 'admin@grade.dev');
  sessions.limited = await signIn(t.app, 'dre@grade.dev');
  sessions.noClaims = await signIn(t.app, 'nada@grade.dev');
  sessions.starter = await signIn(t.app, 'admin@starter-grade.dev');
  sessions.otherTenant = await signIn(t.app, 'admin@outra-grade.dev');
  sessions.none = { headers: {}, loginToken: 'sem-sessao' };
  routes = listApiRoutes(t.app);
});
afterAll(() => t.close());

/** The first network's id a route of this area names, for the other tenant's requests. */
function theirIdFor(path: string): string {
  if (path.includes('/Usuario/')) return theirs.usuario;
  if (path.includes('/RegraDeAcesso/')) return theirs.regra;
  if (path.includes('/Empresa/')) return theirs.empresa;
  if (path.includes('/cluster/')) return theirs.cluster;
  if (path.includes('/Relatorio/')) return theirs.relatorio;
  if (path.includes('/Arquivo/')) return theirs.arquivo;
  return randomUUID();
}

/** Valid bodies for the edits by id, so that the other tenant's request reaches the lookup of the item. */
function otherTenantBody(path: string, id: string): object {
  if (path.endsWith('/Usuario/editar'))
    return {
      _id: id,
      nome: 'X',
      email: 'x@outra-grade.dev',
      regraDeAcessosFranqueadorId: otherTenantRegra,
      isApproved: true,
    };
  if (path.endsWith('/RegraDeAcesso/editar'))
    return {
      _id: id,
      nome: 'X',
      marcas: ['0'],
      gruposIds: [],
      empresasIds: [],
      clusterEmpresaBool: false,
      clustersEmpresasIds: [],
      clusterCentroDeCustosBool: false,
      centroDecustosIds: [],
      clustersCentroDecustosIds: [],
      acessos: [],
    };
  if (path.endsWith('/Empresa/editar')) return { empresaId: id, apelido: 'X' };
  if (path.endsWith('/cluster/editar')) return { _id: id, nome: 'X', descricao: 'X' };
  return {};
}

/**
 * A minimal request: random uuids for path and id parameters (the first network's real ids for the other
 * tenant), the session's login token, an empty body (a valid edit for the other tenant).
 */
function requestFor(route: string, who: Identity) {
  const [method, path] = route.split(' ') as [string, string];
  const id = who === 'otherTenant' ? theirIdFor(path) : randomUUID();
  const url = path.replace(/:[A-Za-z]+/g, id);
  const query = new URLSearchParams({ id, userId: id, token: sessions[who].loginToken });
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  const payload = who === 'otherTenant' ? otherTenantBody(path, id) : {};
  return {
    method: method as 'GET',
    url: `${url}?${query}`,
    headers: sessions[who].headers,
    ...(withBody ? { payload } : {}),
  };
}

describe('permission grid', () => {
  it('finds the routes of the app (the route listing works)', () => {
    expect(routes).toContain('POST /api/v1/Auth/login');
    expect(routes).toContain('GET /api/v1/RegraDeAcesso/:id');
    for (const route of routes) {
      const [method, url] = route.split(' ') as ['GET', string];
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });

  it('has a row for every route of the app, and no row for a route that is gone', () => {
    const missing = routes.filter((r) => !(r in grid));
    expect(
      missing,
      "Rotas sem linha na grade de permissões: adicione cada uma a 'grid' em apps/api/src/modules/permission-grid.test.ts, com o resultado esperado de cada identidade",
    ).toEqual([]);
    expect(Object.keys(grid).filter((r) => !routes.includes(r))).toEqual([]);
  });

  // Each cell runs on its own (sequentially: a few cells write, e.g. the premium request).
  for (const [route, row] of Object.entries(grid)) {
    it(`${route}: ${row.join(' | ')}`, async () => {
      for (const [i, who] of identities.entries()) {
        const expected = row[i];
        const res = await t.app.inject(requestFor(route, who));
        const cell = `${route} as ${who}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (expected === 'allow') {
          expect([401, 403], cell).not.toContain(res.statusCode);
          expect(res.statusCode, cell).toBeLessThan(500);
        } else {
          expect(res.statusCode, cell).toBe(expected);
        }
        if (who === 'otherTenant') {
          const body = res.rawPayload.toString('latin1');
          for (const marker of markers) expect(body, `${cell}: mostra ${marker}`).not.toContain(marker);
        }
      }
    });
  }
});
