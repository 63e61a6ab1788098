import type { IdFactory } from './prng.ts';
import type { ClusterGerado, EmpresaGerada, RegraGerada, UsuarioGerado } from './types.ts';

export const SENHA_DEMO = 'Matriz@2026';

export const REGRA_ADMINISTRADOR = 'Administrador';
export const REGRA_ANALISTA = 'Analista DRE e DFC';

export interface Acessos {
  regras: RegraGerada[];
  usuarios: UsuarioGerado[];
}

export function buildAcessosPremium(ids: IdFactory, marcaAnalistaId: string): Acessos {
  const admin: RegraGerada = {
    id: ids.next(),
    nome: REGRA_ADMINISTRADOR,
    administrador: true,
    acessos: [{ nome: 'sysAdmin', acoes: [] }],
    marcaIds: [],
  };
  const analista: RegraGerada = {
    id: ids.next(),
    nome: REGRA_ANALISTA,
    administrador: false,
    acessos: [
      { nome: 'DRE', acoes: ['Obter', 'Exportar'] },
      { nome: 'FluxoDeCaixa', acoes: ['Obter', 'Exportar'] },
    ],
    marcaIds: [marcaAnalistaId],
  };
  return {
    regras: [admin, analista],
    usuarios: [
      {
        id: ids.next(),
        nome: 'Administrador Demo',
        email: 'admin@matriz.demo',
        regraId: admin.id,
        isAdmin: true,
      },
      {
        id: ids.next(),
        nome: 'Ana Analista',
        email: 'analista@matriz.demo',
        regraId: analista.id,
        isAdmin: false,
      },
    ],
  };
}

export function buildAcessosStarter(ids: IdFactory): Acessos {
  const admin: RegraGerada = {
    id: ids.next(),
    nome: REGRA_ADMINISTRADOR,
    administrador: true,
    acessos: [{ nome: 'sysAdmin', acoes: [] }],
    marcaIds: [],
  };
  return {
    regras: [admin],
    usuarios: [
      {
        id: ids.next(),
        nome: 'Sérgio Starter',
        email: 'starter@matriz.demo',
        regraId: admin.id,
        isAdmin: true,
      },
    ],
  };
}

const outliersEntre = (empresas: EmpresaGerada[]) => empresas.filter((e) => e.outlier).map((e) => e.id);

/** A few clusters to start from: by establishment type (static), by region (dynamic), the whole network. */
export function buildClusters(ids: IdFactory, empresas: EmpresaGerada[], premium: boolean): ClusterGerado[] {
  const ativas = empresas.filter((e) => e.ativa);
  if (!premium) {
    return [
      {
        id: ids.next(),
        nome: 'Todas as lojas',
        descricao: 'Todas as lojas ativas da rede',
        tipo: 1,
        empresaIds: ativas.map((e) => e.id),
        outlierIds: [],
        filtros: null,
      },
    ];
  }
  const shopping = ativas.filter((e) => e.tipoEstabelecimento === 'Shopping');
  const sudeste = ativas.filter((e) => e.regiao === 'Sudeste' && e.localEstabelecimento === 'Capital');
  return [
    {
      id: ids.next(),
      nome: 'Rede completa',
      descricao: 'Todas as lojas ativas, com as lojas fora do padrão marcadas como outliers',
      tipo: 1,
      empresaIds: ativas.map((e) => e.id),
      outlierIds: outliersEntre(ativas),
      filtros: null,
    },
    {
      id: ids.next(),
      nome: 'Lojas de shopping',
      descricao: 'Lojas instaladas em shopping centers',
      tipo: 1,
      empresaIds: shopping.map((e) => e.id),
      outlierIds: outliersEntre(shopping),
      filtros: null,
    },
    {
      id: ids.next(),
      nome: 'Capitais do Sudeste',
      descricao: 'Lojas nas capitais da região Sudeste (cluster dinâmico)',
      tipo: 2,
      empresaIds: [],
      outlierIds: outliersEntre(sudeste),
      filtros: { regiaoBrasil: ['Sudeste'], localEstabelecimento: ['Capital'] },
    },
  ];
}
