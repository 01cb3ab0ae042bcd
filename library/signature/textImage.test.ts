import { installRecordingCanvas, imageWith, type RecordingContext } from './recordingCanvas.testing.ts';
import { base64ToBlob, TEXT_IMAGE_ERRORS, textToBase64Image, textToBlobImage, type SignatureFontStyle } from './textImage.ts';

const STYLE: SignatureFontStyle = {
  fontFamily: "'Dancing Script', cursive",
  fontSize: '32px',
  color: '#2A7CFF',
  textAlign: 'center',
  fontWeight: '400',
  lineHeight: '1',
};

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('text-to-image helpers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('textToBase64Image', () => {
    it('draws the text once, centred on a 400 × 50 canvas in the font and colour given, and returns the PNG data URL', () => {
      const canvases: HTMLCanvasElement[] = [];
      const contextOf = installRecordingCanvas(canvases);
      const image = textToBase64Image('Ada Lovelace', STYLE);
      expect(image).toBe(imageWith(1));
      const [canvas] = canvases;
      expect([canvas.width, canvas.height]).toEqual([400, 50]);
      expect(contextOf(canvas).texts).toEqual([
        {
          text: 'Ada Lovelace',
          x: 200,
          y: 25,
          font: "400 32px 'Dancing Script', cursive",
          color: '#2A7CFF',
          align: 'center',
          baseline: 'middle',
        },
      ]);
      expect(HTMLCanvasElement.prototype.toDataURL).toHaveBeenCalledWith('image/png');
    });

    it('takes another size, and puts left and right text at the edges', () => {
      const canvases: HTMLCanvasElement[] = [];
      const contextOf = installRecordingCanvas(canvases);
      textToBase64Image('Left', { ...STYLE, textAlign: 'left' }, 300, 80);
      textToBase64Image('End', { ...STYLE, textAlign: 'end' }, 300, 80);
      expect([canvases[0].width, canvases[0].height]).toEqual([300, 80]);
      const at = (context: RecordingContext) => context.texts.map(({ x, y, align }) => [x, y, align]);
      expect(at(contextOf(canvases[0]))).toEqual([[0, 40, 'left']]);
      expect(at(contextOf(canvases[1]))).toEqual([[300, 40, 'end']]);
    });

    it("returns '' where there is no 2D canvas", () => {
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      expect(textToBase64Image('Ada', STYLE)).toBe('');
    });
  });

  describe('textToBlobImage', () => {
    it('gives the drawn PNG as a Blob of its bytes', async () => {
      installRecordingCanvas();
      const blob = textToBlobImage('Ada Lovelace', STYLE);
      expect(blob.type).toBe('image/png');
      expect(new TextDecoder().decode(await bytesOf(blob))).toBe('marks:1');
    });

    it("throws 'Canvas context is not available.' where there is no 2D canvas", () => {
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
      expect(() => textToBlobImage('Ada', STYLE)).toThrow(new Error('Canvas context is not available.'));
      expect(TEXT_IMAGE_ERRORS.noContext).toBe('Canvas context is not available.');
    });
  });

  describe('base64ToBlob', () => {
    it('decodes a data URL into a Blob of the type given', async () => {
      const blob = base64ToBlob(`data:image/png;base64,${btoa('\x89PNG\r\n')}`, 'image/png');
      expect(blob.type).toBe('image/png');
      expect([...(await bytesOf(blob))]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    });

    it('also takes the bare base64, without the data URL prefix', async () => {
      const blob = base64ToBlob(btoa('abc'), 'text/plain');
      expect(blob.type).toBe('text/plain');
      expect(new TextDecoder().decode(await bytesOf(blob))).toBe('abc');
    });
  });
});
