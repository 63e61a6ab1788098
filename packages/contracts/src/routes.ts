import { hasAccess, isPremium, type Claim } from './access.ts';

/** Route table of spec 000 §2.1. `rule` is the access rule; `premium` adds the sysPremium claim. */
export type RouteAccess = 'public' | 'anonymous' | 'login' | 'rule';

export interface RouteDef {
  key: string;
  path: string;
  access: RouteAccess;
  rule?: string;
  premium?: boolean;
}

export const routes = {
  login: { key: 'public', path: '/', access: 'anonymous' },
  notFound: { key: '404public', path: '/404', access: 'public' },
  resetPassword: { key: 'reset-password', path: '/reset-password/:token', access: 'public' },
  desconectar: { key: 'desconectar', path: '/desconectar', access: 'public' },
  semPermissao: { key: 'semPermissao', path: '/semPermissao', access: 'login' },
  home: { key: 'home', path: '/home', access: 'login' },
  dre: { key: 'dre', path: '/dre', access: 'rule', rule: 'DRE' },
  fluxoDeCaixa: { key: 'fluxo-de-caixa', path: '/fluxo-de-caixa', access: 'rule', rule: 'FluxoDeCaixa' },
  indiceDeGestao: { key: 'indice-de-gestao', path: '/indice-de-gestao', access: 'login' },
  cluster: { key: 'cluster', path: '/cluster', access: 'rule', rule: 'Cluster' },
  dePara: { key: 'de-para', path: '/de-para', access: 'rule', rule: 'DePara' },
  upload: { key: 'upload', path: '/upload', access: 'rule', rule: 'Arquivo' },
  relatorio: { key: 'relatorio', path: '/relatorio', access: 'rule', rule: 'Relatorio', premium: true },
  sincronizacao: { key: 'sincronizacao', path: '/sincronizacao', access: 'rule', rule: 'Sincronizacao' },
  empresas: { key: 'empresas', path: '/empresas', access: 'rule', rule: 'Empresa' },
  webservice: { key: 'webservice', path: '/webservice', access: 'rule', rule: 'Webservice' },
  usuarios: { key: 'usuarios', path: '/usuarios', access: 'rule', rule: 'usuarios' },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/** The secure area of spec 000 §2.1 (named secure): login required, its landing page is /home. */
export const secureArea = { key: 'secure', path: '/home', access: 'login' } as const satisfies RouteDef;

const deParaLados = ['franqueado', 'franqueador'] as const;
const deParaStatus = ['pendente', 'revisao', 'aprovado'] as const;

/**
 * Children of /de-para (spec 000 §2.1): /de-para/{franqueado|franqueador} and, under each, pendente, revisao and
 * aprovado taking a customerId parameter (and a marcas query parameter), named de-para-{lado}-{status}.
 */
export const deParaChildRoutes: readonly RouteDef[] = deParaLados.flatMap((lado) => [
  { key: `de-para-${lado}`, path: `/de-para/${lado}`, access: 'rule', rule: 'DePara' },
  ...deParaStatus.map((status): RouteDef => ({
    key: `de-para-${lado}-${status}`,
    path: `/de-para/${lado}/${status}/:customerId`,
    access: 'rule',
    rule: 'DePara',
  })),
]);

/** Fills a route path's `:params`. */
export function getHref(key: RouteKey, params: Record<string, string> = {}): string {
  return routes[key].path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The guard of spec 000 §2.1: anonymous users on protected routes go to the login, signed-in users on the
 * login go to /home, routes with a rule need it (Relatorio also needs premium), else /semPermissao.
 */
export function guardRoute(route: RouteDef, session: { claims: readonly Claim[] } | null): GuardOutcome {
  if (route.access === 'public') return { kind: 'allow' };
  if (route.access === 'anonymous')
    return session ? { kind: 'redirect', to: routes.home.path } : { kind: 'allow' };
  if (!session) return { kind: 'redirect', to: routes.login.path };
  if (route.access === 'login') return { kind: 'allow' };
  if (!canUseRoute(route, session.claims)) return { kind: 'redirect', to: routes.semPermissao.path };
  return { kind: 'allow' };
}

export function canUseRoute(route: RouteDef, claims: readonly Claim[]): boolean {
  if (!hasAccess(claims, route.rule)) return false;
  if (route.premium && !isPremium(claims)) return false;
  return true;
}

export interface MenuItemDef {
  label: string;
  route: RouteKey;
  rule: string;
  premium?: boolean;
  star?: boolean;
}

/** Sidebar of spec 000 §2.3, in order. */
export const menuItems: readonly MenuItemDef[] = [
  { label: 'DRE', route: 'dre', rule: 'DRE' },
  { label: 'DFC/Contas bancárias', route: 'fluxoDeCaixa', rule: 'FluxoDeCaixa' },
  { label: 'Indice de Gestão', route: 'indiceDeGestao', rule: 'indiceGestao' },
  { label: 'Cluster', route: 'cluster', rule: 'Cluster' },
  { label: 'De - Para', route: 'dePara', rule: 'DePara' },
  { label: 'Upload', route: 'upload', rule: 'Arquivo' },
  { label: 'Relatórios', route: 'relatorio', rule: 'Relatorio', premium: true },
  { label: 'Sincronização', route: 'sincronizacao', rule: 'Sincronizacao' },
  { label: 'Empresas', route: 'empresas', rule: 'Empresa' },
  { label: 'Usuários', route: 'usuarios', rule: 'usuarios', star: true },
  { label: 'Webservice', route: 'webservice', rule: 'Webservice' },
];

export type MenuItemState = 'enabled' | 'disabled' | 'hidden';

/** Premium-only items are hidden from non-premium users; the rest are greyed when not allowed. */
export function getMenuItemState(item: MenuItemDef, claims: readonly Claim[]): MenuItemState {
  if (item.premium && !isPremium(claims)) return 'hidden';
  return hasAccess(claims, item.rule) ? 'enabled' : 'disabled';
}
