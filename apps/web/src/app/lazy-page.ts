import type { ComponentType } from 'react';

/** Spec 000 §8/§9: a chunk of the interface that has not loaded after 120 s gives up. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Tempo esgotado ao carregar a tela')), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A route `lazy` that loads a screen's component with the timeout. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await withTimeout(load) });
}
