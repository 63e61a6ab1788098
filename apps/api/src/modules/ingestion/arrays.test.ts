import { describe, expect, it } from 'vitest';
import { plainArray } from './arrays.ts';

describe('plainArray', () => {
  it('writes uuids, dates, numbers, booleans and NULL', () => {
    expect(plainArray(['2026-01-01', null, 12n, -3, true])).toBe('{2026-01-01,NULL,12,-3,true}');
  });
  it('refuses a value that would split or shift the elements', () => {
    for (const bad of ['a,b', '{x}', 'a"b', 'a b', 'a\\b', ''])
      expect(() => plainArray([bad])).toThrow(TypeError);
  });
});
