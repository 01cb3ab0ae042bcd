import { exifTransformOf, readExifOrientation, withExifOrientation } from './exif.ts';

const SOI = [0xff, 0xd8];
const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0];

/** A JPEG start with one APP1 segment holding a TIFF block (byte order "II" or "MM") whose IFD0 has `entries`. */
function jpegWithTiff(little: boolean, entries: Array<[tag: number, value: number]>, before: number[] = []): Uint8Array {
  const u16 = (value: number) => (little ? [value & 0xff, value >> 8] : [value >> 8, value & 0xff]);
  const u32 = (value: number) =>
    little ? [...u16(value & 0xffff), ...u16(value >>> 16)] : [...u16(value >>> 16), ...u16(value & 0xffff)];
  const ifd = [
    ...u16(entries.length),
    ...entries.flatMap(([tag, value]) => [...u16(tag), ...u16(3), ...u32(1), ...u16(value), 0, 0]),
    ...u32(0),
  ];
  const tiff = [...(little ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(8), ...ifd];
  const body = [...EXIF, ...tiff];
  return new Uint8Array([...SOI, ...before, 0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body, 0xff, 0xda, 0, 2]);
}

describe('readExifOrientation', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('reads orientation %i from big- and little-endian EXIF', (orientation) => {
    expect(readExifOrientation(jpegWithTiff(false, [[0x0112, orientation]]))).toBe(orientation);
    expect(readExifOrientation(jpegWithTiff(true, [[0x0112, orientation]]))).toBe(orientation);
  });

  it('finds the tag among other entries and after other segments (an APP0 "JFIF" first)', () => {
    const app0 = [0xff, 0xe0, 0, 7, 0x4a, 0x46, 0x49, 0x46, 0];
    const bytes = jpegWithTiff(
      true,
      [
        [0x010f, 5],
        [0x0112, 6],
      ],
      app0,
    );
    expect(readExifOrientation(bytes)).toBe(6);
    expect(readExifOrientation(bytes.buffer as ArrayBuffer)).toBe(6);
  });

  it('is 1 (as stored) without EXIF, without the tag, for values outside 1–8, for other formats and for damaged data', () => {
    expect(readExifOrientation(new Uint8Array([...SOI, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(readExifOrientation(jpegWithTiff(false, [[0x010f, 3]]))).toBe(1);
    expect(readExifOrientation(jpegWithTiff(false, [[0x0112, 9]]))).toBe(1);
    expect(readExifOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(1);
    expect(readExifOrientation(jpegWithTiff(false, [[0x0112, 6]]).slice(0, 20))).toBe(1);
    expect(readExifOrientation(new Uint8Array([]))).toBe(1);
  });

  it('stops at the start of the image data: an orientation after it is not metadata', () => {
    const scanFirst = new Uint8Array([...SOI, 0xff, 0xda, 0, 2, ...jpegWithTiff(false, [[0x0112, 6]]).slice(2)]);
    expect(readExifOrientation(scanFirst)).toBe(1);
  });

  it('withExifOrientation writes a segment it reads back, keeping the rest of the file', () => {
    const plain = new Uint8Array([...SOI, 0xff, 0xc0, 0, 2, 0xff, 0xd9]);
    const marked = withExifOrientation(plain, 8);
    expect(readExifOrientation(marked)).toBe(8);
    expect([...marked.slice(0, 2)]).toEqual(SOI);
    expect([...marked.slice(-6)]).toEqual([...plain.slice(2)]);
  });
});

describe('exifTransformOf', () => {
  it.each([
    [1, 0, false],
    [2, 0, true],
    [3, 2, false],
    [4, 2, true],
    [5, 1, true],
    [6, 1, false],
    [7, 3, true],
    [8, 3, false],
  ])('undoes orientation %i with %i quarter turns, mirrored: %s', (orientation, rotate, flip) => {
    expect(exifTransformOf(orientation)).toEqual({ rotate, flip });
  });

  it('treats an unknown orientation as upright', () => {
    expect(exifTransformOf(0)).toEqual({ rotate: 0, flip: false });
    expect(exifTransformOf(12)).toEqual({ rotate: 0, flip: false });
  });
});
