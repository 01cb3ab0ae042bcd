import { VALID_IMAGE_TYPES } from './constants.ts';

/** Whether a MIME type is one of the image types accepted while checkImageType is on (image/svg+xml counts as svg). */
export function isValidImageType(type: string): boolean {
  const match = /^image\/([^;\s]+)/i.exec(type.trim());
  if (!match) return false;
  return VALID_IMAGE_TYPES.includes(match[1].toLowerCase().replace(/\+xml$/, ''));
}

export const isSvgType = (type: string) => /^image\/svg(\+xml)?\b/i.test(type.trim());

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the first bytes announce, or '' when they announce none this cropper knows. */
export function sniffImageType(bytes: Uint8Array): string {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(bytes, [0x42, 0x4d])) return 'image/bmp';
  if (startsWith(bytes, [0, 0, 1, 0])) return 'image/x-icon';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0]) || startsWith(bytes, [0x4d, 0x4d, 0, 0x2a])) return 'image/tiff';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(heic|heix|mif1|msf1)$/.test(ascii(bytes, 8, 12))) return 'image/heic';
  const text = new TextDecoder()
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return '';
}

/**
 * The type to trust for bytes that came with `declared`: an empty or generic type (a file without an
 * extension, a server answering application/octet-stream) is replaced by what the bytes announce.
 */
export function resolveImageType(declared: string, bytes: Uint8Array): string {
  const generic = declared.trim() === '' || /^application\/octet-stream\b/i.test(declared);
  return generic ? sniffImageType(bytes) : declared;
}

const base64ToBytes = (data: string) => Uint8Array.from(atob(data.replace(/\s+/g, '')), (char) => char.charCodeAt(0));

/**
 * Reads imageBase64: a data URL (base64 or percent-encoded, as `data:image/svg+xml,%3Csvg…`) or bare base64.
 * Throws the browser's own error for characters that are not base64.
 */
export function parseBase64Image(text: string): { type: string; bytes: Uint8Array } {
  const match = /^data:([^,]*),(.*)$/s.exec(text.trim());
  if (!match) return { type: '', bytes: base64ToBytes(text) };
  const [type = '', ...parameters] = match[1].split(';');
  if (parameters.includes('base64')) return { type, bytes: base64ToBytes(match[2]) };
  return { type, bytes: new TextEncoder().encode(decodeURIComponent(match[2])) };
}
