import type { ExifTransform } from './types.ts';

const ORIENTATION_TAG = 0x0112;
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

const view = (bytes: ArrayBuffer | Uint8Array) =>
  bytes instanceof Uint8Array ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new DataView(bytes);

/** Orientation from a TIFF block (the body of an EXIF segment): IFD0's tag 0x0112, or 0 when absent. */
function tiffOrientation(data: DataView, start: number, end: number): number {
  if (start + 8 > end) return 0;
  const order = data.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return 0; // "II" little-endian or "MM" big-endian
  const little = order === 0x4949;
  if (data.getUint16(start + 2, little) !== 42) return 0;
  const directory = start + data.getUint32(start + 4, little);
  if (directory + 2 > end) return 0;
  const entries = data.getUint16(directory, little);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > end) return 0;
    if (data.getUint16(entry, little) === ORIENTATION_TAG) return data.getUint16(entry + 8, little);
  }
  return 0;
}

/**
 * The EXIF orientation (1–8) of a JPEG, read from its APP1 segment; 1 (as stored) for anything else, for
 * damaged data and for values outside 1–8. Only the segments before the image data are read.
 */
export function readExifOrientation(bytes: ArrayBuffer | Uint8Array): number {
  const data = view(bytes);
  const length = data.byteLength;
  if (length < 4 || data.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= length) {
    if (data.getUint8(offset) !== 0xff) return 1;
    const marker = data.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return 1; // start of scan or end of image: no metadata after
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    const size = data.getUint16(offset + 2);
    const end = Math.min(length, offset + 2 + size);
    if (marker === 0xe1 && offset + 10 <= end && EXIF_HEADER.every((byte, index) => data.getUint8(offset + 4 + index) === byte)) {
      const orientation = tiffOrientation(data, offset + 10, end);
      if (orientation >= 1 && orientation <= 8) return orientation;
      if (orientation !== 0) return 1;
    }
    offset += 2 + size;
  }
  return 1;
}

// Index = orientation. Undo it by turning clockwise `rotate` quarter turns, then mirroring left–right:
// 2 is mirrored, 3 upside down, 4 mirrored upside down, 5 transposed, 6 lying on its left, 7 transversed, 8 on its right.
const TRANSFORMS: ExifTransform[] = [
  { rotate: 0, flip: false },
  { rotate: 0, flip: false },
  { rotate: 0, flip: true },
  { rotate: 2, flip: false },
  { rotate: 2, flip: true },
  { rotate: 1, flip: true },
  { rotate: 1, flip: false },
  { rotate: 3, flip: true },
  { rotate: 3, flip: false },
];

/** How to draw an image stored with this EXIF orientation so it stands upright. */
export function exifTransformOf(orientation: number): ExifTransform {
  return { ...(TRANSFORMS[orientation] ?? TRANSFORMS[1]) };
}

/**
 * A copy of the JPEG `jpeg` with an EXIF segment saying `orientation`, placed right after the start marker
 * (so it is the first one a reader finds). Used to ask the browser whether it turns such images itself.
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: number): Uint8Array {
  // "Exif\0\0", then a big-endian TIFF header whose only directory holds one SHORT entry: the orientation.
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [...EXIF_HEADER, ...tiff];
  const length = body.length + 2;
  const segment = [0xff, 0xe1, length >> 8, length & 0xff, ...body];
  const result = new Uint8Array(jpeg.length + segment.length);
  result.set(jpeg.subarray(0, 2));
  result.set(segment, 2);
  result.set(jpeg.subarray(2), 2 + segment.length);
  return result;
}
