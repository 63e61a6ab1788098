import type { Claim, LoginConflictOutput, LoginOutput } from '@matriz/contracts';

import { setSession } from '../lib/storage.ts';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the claims the client reads (unique_name, exp), valid for an hour by default. */
export function makeAccessToken(payload: Record<string, unknown> = {}): string {
  const body = { unique_name: 'ana@redesabor.com.br', exp: Math.floor(Date.now() / 1000) + 3600, ...payload };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(body)}.assinatura`;
}

export const claims = {
  /** premium administrator: everything */
  premiumAdmin: [
    { nome: 'sysAdmin', acoes: [] },
    { nome: 'sysPremium', acoes: [] },
  ],
  /** starter account, common user with DRE and Cluster only */
  starterLimited: [
    { nome: 'sysFranqueador', acoes: [] },
    { nome: 'DRE', acoes: ['Obter', 'Exportar'] },
    { nome: 'Cluster', acoes: ['Salvar'] },
  ],
} satisfies Record<string, Claim[]>;

export function makeLoginOutput(overrides: Partial<LoginOutput> = {}): LoginOutput {
  return {
    isCASSolicitation: false,
    returnUrl: null,
    email: 'ana@redesabor.com.br',
    token: null,
    accessToken: makeAccessToken(),
    loginToken: 'login-token-1',
    user: {
      _id: 'u-1',
      nome: 'Ana Souza',
      email: 'ana@redesabor.com.br',
      isAdmin: true,
      isOnline: true,
      f360Admin: false,
      visaoConsultor: false,
      restritoPorCentroDeCusto: false,
    },
    customer: {
      _id: 'c-1',
      nome: 'Rede Sabor',
      codigo: 'SABOR',
      marcas: [{ id: 'm-1', label: 'Sabor Burger' }],
      marcasDaFranquia: [{ id: 'm-1', label: 'Sabor Burger' }],
      qtdeEmpresas: 12,
      qtdeGrupos: 5,
      contrato: 'Premium',
    },
    claims: claims.premiumAdmin,
    ...overrides,
  };
}

export const conflictAnswer: LoginConflictOutput = {
  status: 401,
  title: 'Acesso em andamento',
  token: 'temp-token-9',
  loginToken: 'other-login-token',
  isForcedLogin: true,
  isOnline: true,
};

/** Stores a signed-in session as a login would. */
export function signIn(overrides: Partial<LoginOutput> = {}): LoginOutput {
  const output = makeLoginOutput(overrides);
  setSession(output);
  return output;
}
