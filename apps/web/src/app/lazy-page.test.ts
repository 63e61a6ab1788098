import { describe, expect, it, vi } from 'vitest';

import { CHUNK_TIMEOUT_MS, withTimeout } from './lazy-page.ts';

describe('withTimeout', () => {
  it('gives up on a chunk after 120 s', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(() => new Promise<never>(() => undefined));
    const outcome = expect(pending).rejects.toThrow('Tempo esgotado ao carregar a tela');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await outcome;
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a loaded chunk through', async () => {
    await expect(withTimeout(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
