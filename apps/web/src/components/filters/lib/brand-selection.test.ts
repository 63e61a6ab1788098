import { describe, expect, it } from 'vitest';

import { ALL_BRANDS, applyBrandSelection } from './brand-selection.ts';

describe('applyBrandSelection (spec 001 §5)', () => {
  it('keeps a choice without "all" as it is', () => {
    expect(applyBrandSelection([], ['a'])).toEqual(['a']);
    expect(applyBrandSelection(['a'], ['a', 'b'])).toEqual(['a', 'b']);
    expect(applyBrandSelection(['a', 'b'], ['b'])).toEqual(['b']);
    expect(applyBrandSelection(['a'], [])).toEqual([]);
  });

  it('keeps "all" alone', () => {
    expect(applyBrandSelection([], [ALL_BRANDS])).toEqual([ALL_BRANDS]);
  });

  it('keeps only "all" when it is added after other brands', () => {
    expect(applyBrandSelection(['a', 'b'], ['a', 'b', ALL_BRANDS])).toEqual([ALL_BRANDS]);
  });

  it('drops "all" when another brand is added after it', () => {
    expect(applyBrandSelection([ALL_BRANDS], [ALL_BRANDS, 'a'])).toEqual(['a']);
    expect(applyBrandSelection([ALL_BRANDS], ['a', ALL_BRANDS])).toEqual(['a']);
  });
});
