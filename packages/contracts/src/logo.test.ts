import { describe, expect, it } from 'vitest';
import { detectLogoMime, LOGO_ACCEPT } from './logo.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => new TextEncoder().encode(s);

describe('logo type by content', () => {
  it('recognises PNG and JPEG by their signatures', () => {
    expect(detectLogoMime(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe(
      'image/png',
    );
    expect(detectLogoMime(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
  });

  it('refuses everything else, truncated signatures and look-alikes included', () => {
    expect(detectLogoMime(text('isto não é uma imagem'))).toBeNull();
    expect(detectLogoMime(text('GIF89a'))).toBeNull();
    expect(detectLogoMime(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectLogoMime(text('\x89PNG'))).toBeNull();
    expect(detectLogoMime(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeNull();
    expect(detectLogoMime(bytes(0xff, 0xd8))).toBeNull();
    expect(detectLogoMime(new Uint8Array())).toBeNull();
  });

  it('offers only PNG and JPEG in the file picker', () => {
    expect(LOGO_ACCEPT).toBe('image/png,image/jpeg');
  });
});
