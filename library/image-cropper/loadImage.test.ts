import { installBrowserStubs, jpegHeader, pngHeader, type BrowserStubs } from './browserStubs.testing.ts';
import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import { withExifOrientation } from './exif.ts';
import { loadImage, readSource } from './loadImage.ts';

let stubs: BrowserStubs;
beforeEach(() => {
  stubs = installBrowserStubs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const shown = { canvasRotation: 0, containRatio: null, checkImageType: true };
const svgBytes = (attributes: string) =>
  new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="4" height="4"/></svg>`);

describe('readSource', () => {
  it('reads a file with its type', async () => {
    const file = new File([pngHeader(3, 2) as BlobPart], 'photo.png', { type: 'image/png' });
    expect(await readSource({ kind: 'file', file })).toEqual({ bytes: pngHeader(3, 2), type: 'image/png' });
  });

  it('GETs an address and reads the answer as a blob with its Content-Type', async () => {
    const fetchMock = vi.fn(async () => new Response(pngHeader(5, 5) as BodyInit, { headers: { 'Content-Type': 'image/png' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await readSource({ kind: 'url', url: '/photo.png' })).toEqual({ bytes: pngHeader(5, 5), type: 'image/png' });
    expect(fetchMock).toHaveBeenCalledWith('/photo.png', { signal: undefined });
  });

  it('fails on an HTTP error status', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }));
    await expect(readSource({ kind: 'url', url: '/missing.png' })).rejects.toThrow('The image could not be fetched: HTTP 404');
  });

  it('reads base64', async () => {
    const data = `data:image/png;base64,${btoa(String.fromCharCode(...pngHeader(1, 1)))}`;
    expect(await readSource({ kind: 'base64', data })).toEqual({ bytes: pngHeader(1, 1), type: 'image/png' });
  });
});

describe('loadImage', () => {
  it('decodes an upright image and shows it as it is', async () => {
    const loaded = await loadImage({ bytes: pngHeader(40, 20), type: 'image/png' }, shown);
    expect(loaded.original.size).toEqual({ width: 40, height: 20 });
    expect(loaded.transformed).toBe(loaded.original);
    expect(loaded.exifTransform).toEqual({ rotate: 0, flip: false });
    expect(stubs.liveUrls()).toEqual([loaded.original.objectUrl]);
  });

  it(`refuses other types with '${IMAGE_CROPPER_ERRORS.invalidType}', unless checkImageType is off`, async () => {
    await expect(loadImage({ bytes: pngHeader(4, 4), type: 'image/avif' }, shown)).rejects.toThrow(new Error('Invalid image type'));
    await expect(loadImage({ bytes: new TextEncoder().encode('%PDF'), type: '' }, shown)).rejects.toThrow('Invalid image type');
    const loaded = await loadImage({ bytes: pngHeader(4, 4), type: 'image/avif' }, { ...shown, checkImageType: false });
    expect(loaded.original.size).toEqual({ width: 4, height: 4 });
  });

  it('sizes an SVG from its viewBox and refuses one without a size', async () => {
    const loaded = await loadImage({ bytes: svgBytes('viewBox="0 0 30 10"'), type: 'image/svg+xml' }, shown);
    expect(loaded.original.size).toEqual({ width: 30, height: 10 });
    expect(await stubs.blobOf(loaded.original.objectUrl)!.text()).toContain('width="30"');
    await expect(loadImage({ bytes: svgBytes(''), type: 'image/svg+xml' }, shown)).rejects.toThrow(IMAGE_CROPPER_ERRORS.svgSize);
    await expect(loadImage({ bytes: new TextEncoder().encode('<svg><g></svg>'), type: 'image/svg+xml' }, shown)).rejects.toThrow(
      IMAGE_CROPPER_ERRORS.svgParse,
    );
  });

  it('turns the shown image by canvasRotation, redrawn as PNG', async () => {
    const loaded = await loadImage({ bytes: pngHeader(40, 20), type: 'image/png' }, { ...shown, canvasRotation: 1 });
    expect(loaded.transformed.size).toEqual({ width: 20, height: 40 });
    expect(stubs.blobOf(loaded.transformed.objectUrl)!.type).toBe('image/png');
    const drawing = stubs.canvases.at(-1)!;
    expect(drawing.canvas).toMatchObject({ width: 20, height: 40 });
    expect(drawing.calls).toEqual([
      ['setTransform', 0, 1, -1, 0, 10, 20],
      ['drawImage', loaded.original.image, -20, -10],
    ]);
  });

  it('stands a JPEG upright by its EXIF orientation when the browser does not', async () => {
    // These stubs decode no JPEG with an EXIF segment in front of the PNG data they encode, so the
    // browser counts as one that shows JPEGs as stored.
    const bytes = withExifOrientation(jpegHeader(40, 20), 6);
    const loaded = await loadImage({ bytes, type: 'image/jpeg' }, shown);
    expect(loaded.exifTransform).toEqual({ rotate: 1, flip: false });
    expect(loaded.original.size).toEqual({ width: 40, height: 20 });
    expect(loaded.transformed.size).toEqual({ width: 20, height: 40 });
  });

  it('pads to the aspect ratio with a containing ratio', async () => {
    const loaded = await loadImage({ bytes: pngHeader(40, 20), type: 'image/png' }, { ...shown, containRatio: 1 });
    expect(loaded.transformed.size).toEqual({ width: 40, height: 40 });
    expect(stubs.canvases.at(-1)!.calls[0]).toEqual(['setTransform', 1, 0, 0, 1, 20, 20]);
  });

  it(`fails with '${IMAGE_CROPPER_ERRORS.transformedBlob}' when the redrawn image cannot be encoded, releasing the original`, async () => {
    stubs.failEncoding(true);
    await expect(loadImage({ bytes: pngHeader(40, 20), type: 'image/png' }, { ...shown, canvasRotation: 2 })).rejects.toThrow(
      new Error('Failed to get Blob for transformed image.'),
    );
    expect(stubs.liveUrls()).toEqual([]);
  });

  it('fails without a 2D canvas, and for bytes that do not decode, leaving no object URL behind', async () => {
    stubs.failContext(true);
    await expect(loadImage({ bytes: pngHeader(40, 20), type: 'image/png' }, { ...shown, canvasRotation: 1 })).rejects.toThrow(
      IMAGE_CROPPER_ERRORS.noCanvas,
    );
    await expect(loadImage({ bytes: new Uint8Array([1, 2, 3]), type: 'image/gif' }, shown)).rejects.toThrow(
      IMAGE_CROPPER_ERRORS.decode,
    );
    expect(stubs.liveUrls()).toEqual([]);
  });
});
