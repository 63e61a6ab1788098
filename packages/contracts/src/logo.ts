/** Customer logo upload (spec 000 §2.3, §5): PNG or JPEG only, at most 1 MB, checked by content. */
export const LOGO_MAX_BYTES = 1_048_576;

export const logoMimeTypes = ['image/png', 'image/jpeg'] as const;
export type LogoMime = (typeof logoMimeTypes)[number];

/** The value of the upload input's `accept`: what the file picker offers, not what is trusted. */
export const LOGO_ACCEPT = logoMimeTypes.join(',');

export const logoMessages = {
  tooLarge: 'A imagem deve ter no máximo 1 MB',
  invalidFormat: 'Formato inválido: envie uma imagem PNG ou JPEG',
  saved: 'Logo atualizado com sucesso',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Bytes the type check needs from the start of a file. */
export const LOGO_SIGNATURE_BYTES = PNG_SIGNATURE.length;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The image type by the file's first bytes (its magic number), never by the declared type or the name:
 * a text file called logo.png is not a PNG. Null for anything but PNG or JPEG.
 */
export function detectLogoMime(head: Uint8Array): LogoMime | null {
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
