import type {
  Claim,
  LoginConflictOutput,
  LoginOutput,
  SessionCustomer,
  SessionUser,
} from '@matriz/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { isAccessTokenValid } from './jwt.ts';

/** Data kept after a login 401 for the session-conflict page (spec 000 §4 b). */
export interface SessionConflict {
  tempToken: string;
  loginToken: string;
  isForcedLogin: boolean;
  isOnline: boolean;
  /** the e-mail typed on the login, used to sign in again after the other session is closed */
  email: string;
}

/** The stored session of spec 000 §3. */
export interface SessionState {
  user: SessionUser | null;
  customer: SessionCustomer | null;
  accessToken: string | null;
  loginToken: string | null;
  claims: Claim[];
  conflict: SessionConflict | null;
}

const emptySession: SessionState = {
  user: null,
  customer: null,
  accessToken: null,
  loginToken: null,
  claims: [],
  conflict: null,
};

export const useSessionStore = create<SessionState>()(
  persist(() => emptySession, {
    name: 'matriz-session',
    version: 1,
    storage: createJSONStorage(() => localStorage),
  }),
);

export function setSession(output: LoginOutput): void {
  useSessionStore.setState({
    user: output.user,
    customer: output.customer,
    accessToken: output.accessToken,
    loginToken: output.loginToken,
    claims: output.claims,
    conflict: null,
  });
}

/** Logout and global 401: clears the stored user and tokens. */
export function clearSession(): void {
  useSessionStore.setState({ user: null, customer: null, accessToken: null, loginToken: null, claims: [] });
}

export function setConflict(answer: LoginConflictOutput, email: string): void {
  useSessionStore.setState({
    conflict: {
      tempToken: answer.token,
      loginToken: answer.loginToken,
      isForcedLogin: answer.isForcedLogin,
      isOnline: answer.isOnline,
      email,
    },
  });
}

/** An access token without unique_name or past its exp clears token and user (spec 000 §4). */
export function expireStaleAccessToken(now = Date.now()): void {
  const { accessToken } = useSessionStore.getState();
  if (accessToken && !isAccessTokenValid(accessToken, now)) clearSession();
}

export type Comparativo = 'TerceiroQuartil' | 'Media' | 'Mediana' | 'Maximo' | 'Minimo' | 'Loja';

/** App-wide filter state of spec 000 §3; the report areas add their own fields as they arrive. */
export interface Filtros {
  tipo: string | null;
  selectedGroup: string | null;
  datas: string[];
  datas2: string[];
  grupo: string[];
  comparativo: Comparativo;
  shortcut: string | null;
}

export const defaultFiltros: Filtros = {
  tipo: null,
  selectedGroup: null,
  datas: [],
  datas2: [],
  grupo: [],
  comparativo: 'TerceiroQuartil',
  shortcut: null,
};

export interface AppState {
  sidebarCollapsed: boolean;
  /** customers (by _id) that already asked to become premium: the modal then shows the thanks screen */
  premiumRequested: string[];
  filtros: Filtros;
  /** the filter cards' values by card key (spec 000 §3), each restored only for the user that saved it */
  filterCards: Record<string, SavedFilterCard>;
}

/** A filter card's values as stored, and whose they are (`<cliente id>:<user id>`). */
export interface SavedFilterCard {
  owner: string;
  values: unknown;
}

const initialApp: AppState = {
  sidebarCollapsed: false,
  premiumRequested: [],
  filtros: defaultFiltros,
  filterCards: {},
};

export const useAppStore = create<AppState>()(
  persist(() => initialApp, {
    name: 'matriz-app',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    // fields added in later versions get their defaults instead of undefined
    merge: (persisted, current) => {
      const saved = (persisted ?? {}) as Partial<AppState>;
      return { ...current, ...saved, filtros: { ...defaultFiltros, ...saved.filtros } };
    },
  }),
);

export function setSidebarCollapsed(collapsed: boolean): void {
  useAppStore.setState({ sidebarCollapsed: collapsed });
}

export function markPremiumRequested(customerId: string): void {
  const { premiumRequested } = useAppStore.getState();
  if (!premiumRequested.includes(customerId)) {
    useAppStore.setState({ premiumRequested: [...premiumRequested, customerId] });
  }
}

export function setFiltros(changes: Partial<Filtros>): void {
  useAppStore.setState((s) => ({ filtros: { ...s.filtros, ...changes } }));
}

export function saveFilterCard(key: string, card: SavedFilterCard): void {
  useAppStore.setState((s) => ({ filterCards: { ...s.filterCards, [key]: card } }));
}

export function removeFilterCard(key: string): void {
  useAppStore.setState((s) => {
    const { [key]: _removed, ...rest } = s.filterCards;
    return { filterCards: rest };
  });
}

/**
 * "Clear local storage" of spec 000 §4 (failed token validation, session conflict): the whole session and the
 * filters go; the interface preferences (sidebar, premium request already sent) stay.
 */
export function clearStorage(): void {
  useSessionStore.setState(emptySession);
  useAppStore.setState({ filtros: defaultFiltros, filterCards: {} });
}

/** Test and logout helper: back to a fresh install. */
export function resetStores(): void {
  useSessionStore.setState(emptySession);
  useAppStore.setState(initialApp);
}

expireStaleAccessToken();
