import { describe, expect, it } from 'vitest';

import { makeAccessToken, signIn } from '../testing/fixtures.ts';

import { decodeJwtPayload, isAccessTokenValid } from './jwt.ts';
import {
  clearStorage,
  expireStaleAccessToken,
  markPremiumRequested,
  setSidebarCollapsed,
  useAppStore,
  useSessionStore,
} from './storage.ts';

describe('access token', () => {
  it('is valid only with unique_name and a future exp', () => {
    const now = Date.now();
    expect(isAccessTokenValid(makeAccessToken(), now)).toBe(true);
    expect(isAccessTokenValid(makeAccessToken({ unique_name: undefined }), now)).toBe(false);
    expect(isAccessTokenValid(makeAccessToken({ exp: Math.floor(now / 1000) - 1 }), now)).toBe(false);
    expect(isAccessTokenValid('não-é-jwt', now)).toBe(false);
    expect(isAccessTokenValid(null, now)).toBe(false);
  });

  it('decodes UTF-8 payloads', () => {
    expect(decodeJwtPayload(makeAccessToken({ unique_name: 'joão@rede.com.br' }))?.unique_name).toBe(
      'joão@rede.com.br',
    );
  });

  it('clears token and user when the stored token expired', () => {
    signIn({ accessToken: makeAccessToken({ exp: 1 }) });
    expireStaleAccessToken();
    const state = useSessionStore.getState();
    expect(state.accessToken).toBeNull();
    expect(state.user).toBeNull();
  });
});

describe('stores', () => {
  it('persist the session and the app state in local storage', () => {
    signIn();
    setSidebarCollapsed(true);
    markPremiumRequested('c-1');
    expect(JSON.parse(localStorage.getItem('matriz-session') ?? '{}').state.user.nome).toBe('Ana Souza');
    const app = JSON.parse(localStorage.getItem('matriz-app') ?? '{}').state;
    expect(app.sidebarCollapsed).toBe(true);
    expect(app.premiumRequested).toEqual(['c-1']);
    expect(app.filtros.comparativo).toBe('TerceiroQuartil');
  });

  it('clearStorage drops the session and the filters but keeps interface preferences', () => {
    signIn();
    setSidebarCollapsed(true);
    useAppStore.setState((s) => ({ filtros: { ...s.filtros, comparativo: 'Media' } }));
    clearStorage();
    expect(useSessionStore.getState().user).toBeNull();
    expect(useAppStore.getState().filtros.comparativo).toBe('TerceiroQuartil');
    expect(useAppStore.getState().sidebarCollapsed).toBe(true);
  });
});
