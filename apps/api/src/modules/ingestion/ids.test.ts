import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { uuidV7 } from './ids.ts';

describe('uuidV7', () => {
  it('makes valid, unique, time-ordered version 7 UUIDs', () => {
    const ids = Array.from({ length: 20_000 }, () => uuidV7());
    for (const id of ids.slice(0, 500)) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
      expect(id[19]).toMatch(/[89ab]/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
