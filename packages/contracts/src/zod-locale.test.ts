import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginInput } from './index.ts';

describe('Zod messages', () => {
  it('are in Brazilian Portuguese once the contracts are loaded', () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Entrada inválida: esperava um número, recebeu um texto');
  });
  it('keep the spec message where a field sets one', () => {
    expect(loginInput.safeParse({ Email: 'x' }).error?.issues[0]?.message).toBe('O E-mail deve ser Valido');
  });
});
