import { describe, expect, it } from 'vitest';
import { claimsWithin, hasAccess, type Claim } from './access.ts';
import { getMenuItemState, guardRoute, menuItems, routes } from './routes.ts';

const dre: Claim = { nome: 'DRE', acoes: ['Obter'] };
const admin: Claim = { nome: 'sysAdmin', acoes: [] };
const premium: Claim = { nome: 'sysPremium', acoes: [] };

describe('hasAccess', () => {
  it('passes an empty rule and an empty claims list', () => {
    expect(hasAccess([dre], '')).toBe(true);
    expect(hasAccess([], 'Cluster', 'Salvar')).toBe(true);
  });
  it('matches names case-insensitively and checks the action when asked', () => {
    expect(hasAccess([dre], 'dre')).toBe(true);
    expect(hasAccess([dre], 'DRE', 'obter')).toBe(true);
    expect(hasAccess([dre], 'DRE', 'Exportar')).toBe(false);
    expect(hasAccess([dre], 'Cluster')).toBe(false);
  });
  it('lets sysAdmin pass every rule and action', () => {
    expect(hasAccess([admin], 'Webservice', 'Criar')).toBe(true);
  });
});

describe('guardRoute', () => {
  it('sends anonymous users to the login and signed-in users away from it', () => {
    expect(guardRoute(routes.dre, null)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute(routes.login, { claims: [dre] })).toEqual({ kind: 'redirect', to: '/home' });
    expect(guardRoute(routes.login, null)).toEqual({ kind: 'allow' });
    expect(guardRoute(routes.notFound, null)).toEqual({ kind: 'allow' });
    expect(guardRoute(routes.resetPassword, { claims: [dre] })).toEqual({ kind: 'allow' });
  });
  it('redirects to /semPermissao without the rule, and Relatorio needs premium', () => {
    expect(guardRoute(routes.cluster, { claims: [dre] })).toEqual({ kind: 'redirect', to: '/semPermissao' });
    expect(guardRoute(routes.dre, { claims: [dre] })).toEqual({ kind: 'allow' });
    expect(guardRoute(routes.relatorio, { claims: [admin] })).toEqual({
      kind: 'redirect',
      to: '/semPermissao',
    });
    expect(guardRoute(routes.relatorio, { claims: [admin, premium] })).toEqual({ kind: 'allow' });
    expect(guardRoute(routes.home, { claims: [dre] })).toEqual({ kind: 'allow' });
  });
});

describe('menu', () => {
  it('hides premium items from non-premium users and greys items without access', () => {
    const states = Object.fromEntries(menuItems.map((i) => [i.label, getMenuItemState(i, [dre])]));
    expect(states['Relatórios']).toBe('hidden');
    expect(states['DRE']).toBe('enabled');
    expect(states['Cluster']).toBe('disabled');
    const premiumStates = menuItems.map((i) => getMenuItemState(i, [admin, premium]));
    expect(premiumStates.every((s) => s === 'enabled')).toBe(true);
  });
});

describe('de-para child routes', () => {
  it('names the six status routes of spec 000 §2.1 with the DePara rule', async () => {
    const { deParaChildRoutes } = await import('./routes.ts');
    const names = deParaChildRoutes.map((r) => r.key);
    for (const lado of ['franqueado', 'franqueador'])
      for (const status of ['pendente', 'revisao', 'aprovado'])
        expect(names).toContain(`de-para-${lado}-${status}`);
    expect(deParaChildRoutes.every((r) => r.rule === 'DePara')).toBe(true);
    expect(guardRoute(deParaChildRoutes[1]!, { claims: [dre] })).toEqual({
      kind: 'redirect',
      to: '/semPermissao',
    });
  });
});

describe('claimsWithin (what an editor may grant)', () => {
  const editor: Claim[] = [
    { nome: 'usuarios', acoes: ['Obter', 'Salvar'] },
    { nome: 'DRE', acoes: ['Obter'] },
  ];

  it('lets an editor grant their own resources and actions, in any letter case', () => {
    expect(claimsWithin([{ nome: 'dre', acoes: ['obter'] }], editor)).toBe(true);
    expect(
      claimsWithin(
        [
          { nome: 'usuarios', acoes: ['Obter'] },
          { nome: 'DRE', acoes: [] },
        ],
        editor,
      ),
    ).toBe(true);
    expect(claimsWithin([], editor)).toBe(true);
  });

  it('refuses an action, a resource or the administrator entry the editor lacks', () => {
    expect(claimsWithin([{ nome: 'DRE', acoes: ['Obter', 'Exportar'] }], editor)).toBe(false);
    expect(claimsWithin([{ nome: 'FluxoDeCaixa', acoes: ['Obter'] }], editor)).toBe(false);
    expect(claimsWithin([{ nome: 'sysAdmin', acoes: [] }], editor)).toBe(false);
  });

  it('lets an administrator grant anything, the administrator entry included', () => {
    const admin: Claim[] = [{ nome: 'sysAdmin', acoes: [] }];
    expect(claimsWithin([{ nome: 'sysAdmin', acoes: [] }], admin)).toBe(true);
    expect(claimsWithin([{ nome: 'FluxoDeCaixa', acoes: ['Exportar'] }], admin)).toBe(true);
  });
});
