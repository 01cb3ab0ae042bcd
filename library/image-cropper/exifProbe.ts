import { canvasToBlob, decodeImage } from './decode.ts';
import { withExifOrientation } from './exif.ts';

let probe: Promise<boolean> | undefined;

/**
 * Whether this browser stands JPEGs upright by their EXIF orientation itself (current browsers do, both when
 * showing and when drawing them on a canvas; older ones show them as stored). Asked once, by decoding a
 * 2 × 1 JPEG that says it lies on its side: turned by the browser, it decodes as 1 × 2. If the question
 * cannot be asked, the answer is no and the cropper turns the image itself.
 */
export function browserAppliesExifOrientation(): Promise<boolean> {
  probe ??= (async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2;
    canvas.height = 1;
    const jpeg = await canvasToBlob(canvas, 'image/jpeg');
    if (!jpeg) return false;
    const bytes = withExifOrientation(new Uint8Array(await jpeg.arrayBuffer()), 6);
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'image/jpeg' }));
    try {
      const image = await decodeImage(url);
      return image.naturalWidth === 1 && image.naturalHeight === 2;
    } finally {
      URL.revokeObjectURL(url);
    }
  })().catch(() => false);
  return probe;
}
