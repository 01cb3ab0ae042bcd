import { pngHeader } from './browserStubs.testing.ts';
import { isSvgType, isValidImageType, parseBase64Image, resolveImageType, sniffImageType } from './imageType.ts';

describe('isValidImageType', () => {
  it.each(['png', 'jpg', 'jpeg', 'heic', 'bmp', 'gif', 'tiff', 'svg', 'webp', 'x-icon', 'vnd.microsoft.icon'])(
    'accepts image/%s',
    (type) => {
      expect(isValidImageType(`image/${type}`)).toBe(true);
    },
  );

  it('accepts image/svg+xml, upper case and parameters', () => {
    expect(isValidImageType('image/svg+xml')).toBe(true);
    expect(isValidImageType('IMAGE/PNG')).toBe(true);
    expect(isValidImageType('image/jpeg; charset=binary')).toBe(true);
  });

  it.each(['image/avif', 'image/x-portable-pixmap', 'application/pdf', 'text/plain', '', 'png', 'application/octet-stream'])(
    'refuses %j',
    (type) => {
      expect(isValidImageType(type)).toBe(false);
    },
  );
});

describe('sniffImageType and resolveImageType', () => {
  const bytesOf = (...values: Array<number | string>) =>
    new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

  it.each([
    ['image/png', pngHeader(2, 2)],
    ['image/jpeg', bytesOf(0xff, 0xd8, 0xff, 0xe0)],
    ['image/gif', bytesOf('GIF89a')],
    ['image/webp', bytesOf('RIFF', 0, 0, 0, 0, 'WEBP')],
    ['image/bmp', bytesOf('BM', 0, 0)],
    ['image/x-icon', bytesOf(0, 0, 1, 0)],
    ['image/tiff', bytesOf('II', 42, 0)],
    ['image/heic', bytesOf(0, 0, 0, 24, 'ftypheic')],
    ['image/svg+xml', bytesOf('<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg">')],
    ['', bytesOf('%PDF-1.7')],
  ])('recognises %j', (type, bytes) => {
    expect(sniffImageType(bytes)).toBe(type);
  });

  it('trusts a declared type, and sniffs only an empty or generic one', () => {
    const png = pngHeader(1, 1);
    expect(resolveImageType('image/gif', png)).toBe('image/gif');
    expect(resolveImageType('', png)).toBe('image/png');
    expect(resolveImageType('application/octet-stream', png)).toBe('image/png');
  });

  it('isSvgType recognises SVG types only', () => {
    expect(isSvgType('image/svg+xml')).toBe(true);
    expect(isSvgType('image/svg')).toBe(true);
    expect(isSvgType('image/png')).toBe(false);
  });
});

describe('parseBase64Image', () => {
  it('reads a base64 data URL, a percent-encoded one and bare base64', () => {
    const png = pngHeader(3, 4);
    const base64 = btoa(String.fromCharCode(...png));
    expect(parseBase64Image(`data:image/png;base64,${base64}`)).toEqual({ type: 'image/png', bytes: png });
    expect(parseBase64Image(base64)).toEqual({ type: '', bytes: png });
    const svg = parseBase64Image('data:image/svg+xml,%3Csvg%20width%3D%221%22%2F%3E');
    expect(svg.type).toBe('image/svg+xml');
    expect(new TextDecoder().decode(svg.bytes)).toBe('<svg width="1"/>');
  });

  it('throws for text that is not base64', () => {
    expect(() => parseBase64Image('data:image/png;base64,***')).toThrow();
  });
});
