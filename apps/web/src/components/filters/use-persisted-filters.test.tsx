import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clearStorage, useAppStore } from '../../lib/storage.ts';
import { makeLoginOutput, signIn } from '../../testing/fixtures.ts';

import { usePersistedFilters } from './use-persisted-filters.ts';

interface Card {
  nome: string;
  marcas: string[];
  ativo: boolean;
}
const defaults: Card = { nome: '', marcas: [], ativo: true };

const mount = () => renderHook(() => usePersistedFilters('teste', defaults));

describe('usePersistedFilters (spec 000 §3)', () => {
  it('starts from the defaults, and restores what was saved on the next load', () => {
    signIn();
    const first = mount();
    expect(first.result.current.initialValues).toEqual(defaults);
    act(() => first.result.current.save({ nome: 'Centro', marcas: ['m-1'], ativo: false }));
    first.unmount();

    expect(JSON.parse(localStorage.getItem('matriz-app') ?? '{}').state.filterCards.teste.values).toEqual({
      nome: 'Centro',
      marcas: ['m-1'],
      ativo: false,
    });
    expect(mount().result.current.initialValues).toEqual({ nome: 'Centro', marcas: ['m-1'], ativo: false });
  });

  it('fills fields saved by an older version with their defaults', () => {
    signIn();
    useAppStore.setState({ filterCards: { teste: { owner: 'c-1:u-1', values: { nome: 'x' } } } });
    expect(mount().result.current.initialValues).toEqual({ ...defaults, nome: 'x' });
  });

  it('forgets the values on Limpar', () => {
    signIn();
    const first = mount();
    act(() => first.result.current.save({ ...defaults, nome: 'Centro' }));
    act(() => first.result.current.clear());
    expect(mount().result.current.initialValues).toEqual(defaults);
  });

  it('does not restore another user’s or another cliente’s values', () => {
    signIn();
    const saver = mount();
    act(() => saver.result.current.save({ ...defaults, nome: 'Centro' }));

    const base = makeLoginOutput();
    signIn({ user: { ...base.user!, _id: 'u-2' } });
    expect(mount().result.current.initialValues).toEqual(defaults);

    signIn({ customer: { ...base.customer!, _id: 'c-2' } });
    expect(mount().result.current.initialValues).toEqual(defaults);

    signIn();
    expect(mount().result.current.initialValues.nome).toBe('Centro');
  });

  it('goes when local storage is cleared (failed token check, session conflict)', () => {
    signIn();
    const saver = mount();
    act(() => saver.result.current.save({ ...defaults, nome: 'Centro' }));
    clearStorage();
    signIn();
    expect(mount().result.current.initialValues).toEqual(defaults);
  });
});
