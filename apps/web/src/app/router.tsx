import {
  deParaChildRoutes,
  deParaContextos,
  deParaVisoes,
  menuItems,
  routes,
  secureArea,
  type RouteDef,
  type RouteKey,
} from '@matriz/contracts';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type IndexRouteObject, type RouteObject } from 'react-router';

import { PageLoader } from '../components/page-loader.tsx';

import { lazyPage } from './lazy-page.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { RouteGuard } from './route-guard.tsx';

const auth = {
  login: () => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
  reset: () => import('../features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  desconectar: () => import('../features/auth/pages/desconectar-page.tsx').then((m) => m.DesconectarPage),
};
const home = () => import('../features/home/pages/home-page.tsx').then((m) => m.HomePage);
const shell = {
  layout: () => import('../features/shell/components/shell-layout.tsx').then((m) => m.ShellLayout),
  notFound: () => import('../features/shell/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
  noPermission: () =>
    import('../features/shell/pages/no-permission-page.tsx').then((m) => m.NoPermissionPage),
};

/** A route whose screen needs the guard's permission check first. */
function guarded(route: RouteDef, child: Omit<IndexRouteObject, 'index'>): RouteObject {
  return { path: route.path, element: <RouteGuard route={route} />, children: [{ ...child, index: true }] };
}

const underConstruction = (area: string) =>
  lazyPage(() =>
    import('../features/shell/pages/under-construction-page.tsx').then(({ UnderConstructionPage }) => {
      const AreaPage = () => <UnderConstructionPage area={area} />;
      return AreaPage;
    }),
  );

/** The area screens built so far. */
const areaScreens: Partial<Record<RouteKey, () => Promise<ComponentType>>> = {
  usuarios: () => import('../features/usuarios/pages/usuarios-page.tsx').then((m) => m.UsuariosPage),
  empresas: () => import('../features/empresas/pages/empresas-page.tsx').then((m) => m.EmpresasPage),
  cluster: () => import('../features/cluster/pages/cluster-page.tsx').then((m) => m.ClusterPage),
  relatorio: () => import('../features/relatorio/pages/relatorio-page.tsx').then((m) => m.RelatorioPage),
  dePara: () => import('../features/de-para/pages/de-para-page.tsx').then((m) => m.DeParaPage),
  dre: () => import('../features/dre/pages/dre-page.tsx').then((m) => m.DrePage),
  fluxoDeCaixa: () =>
    import('../features/fluxo-de-caixa/pages/fluxo-de-caixa-page.tsx').then((m) => m.FluxoDeCaixaPage),
  upload: () => import('../features/upload/pages/upload-page.tsx').then((m) => m.UploadPage),
};

/** The De-Para detail screen of one view and context (spec 000 §2.1: de-para-{visao}-{contexto}). */
const deParaDetail = (route: RouteDef): Omit<IndexRouteObject, 'index'> => {
  const [, visao, contexto] = /^de-para-(\w+)-(\w+)$/.exec(route.key) ?? [];
  const v = deParaVisoes.find((x) => x === visao);
  const c = deParaContextos.find((x) => x === contexto);
  // /de-para/franqueado and /de-para/franqueador alone name no screen: the main screen
  if (!v || !c) return { element: <Navigate to={routes.dePara.path} replace /> };
  return {
    lazy: lazyPage(() =>
      import('../features/de-para/pages/de-para-detail-page.tsx').then(({ DeParaDetailPage }) => {
        const Page = () => <DeParaDetailPage visao={v} contexto={c} />;
        return Page;
      }),
    ),
  };
};

/** The areas of the sidebar; each screen arrives with its own issue, until then one shared placeholder. */
const areaRoutes: RouteObject[] = [
  ...menuItems.map((item) => {
    const screen = areaScreens[item.route];
    return guarded(routes[item.route], {
      lazy: screen ? lazyPage(screen) : underConstruction(item.label),
    });
  }),
  ...deParaChildRoutes.map((route) => guarded(route, deParaDetail(route))),
];

/** The route table of spec 000 §2.1 (paths and rules from packages/contracts). */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader fullScreen />,
      children: [
        guarded(routes.login, { lazy: lazyPage(auth.login) }),
        { path: routes.notFound.path, lazy: lazyPage(shell.notFound) },
        { path: routes.resetPassword.path, lazy: lazyPage(auth.reset) },
        { path: routes.desconectar.path, lazy: lazyPage(auth.desconectar) },
        {
          element: <RouteGuard route={secureArea} />,
          children: [
            {
              lazy: lazyPage(shell.layout),
              children: [
                { path: routes.home.path, lazy: lazyPage(home) },
                { path: routes.semPermissao.path, lazy: lazyPage(shell.noPermission) },
                ...areaRoutes,
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={routes.notFound.path} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}
