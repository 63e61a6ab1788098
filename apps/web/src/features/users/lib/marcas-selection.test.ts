import { describe, expect, it } from 'vitest';

import { applyTodasAsMarcas } from './marcas-selection.ts';

describe('applyTodasAsMarcas', () => {
  it('keeps a plain choice as it is', () => {
    expect(applyTodasAsMarcas([], ['a'])).toEqual(['a']);
    expect(applyTodasAsMarcas(['a'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(applyTodasAsMarcas([], ['0'])).toEqual(['0']);
  });

  it("keeps only 'Todas' when it is added after other marcas", () => {
    expect(applyTodasAsMarcas(['a', 'b'], ['a', 'b', '0'])).toEqual(['0']);
  });

  it("drops 'Todas' when another marca is added after it", () => {
    expect(applyTodasAsMarcas(['0'], ['0', 'a'])).toEqual(['a']);
  });
});
