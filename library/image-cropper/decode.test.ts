import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import { decodeImage } from './decode.ts';

/** Images that "load" with this natural width, or fail. */
function stubImages(outcome: { width: number } | 'error') {
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
    queueMicrotask(() => this.dispatchEvent(new Event(outcome === 'error' ? 'error' : 'load')));
  });
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(outcome === 'error' ? 0 : outcome.width);
}

afterEach(() => vi.restoreAllMocks());

describe('decodeImage', () => {
  it('gives the decoded image', async () => {
    stubImages({ width: 40 });
    await expect(decodeImage('blob:x')).resolves.toBeInstanceOf(HTMLImageElement);
  });

  it(`fails with '${IMAGE_CROPPER_ERRORS.noImage}' for an image that loads with nothing in it`, async () => {
    stubImages({ width: 0 });
    await expect(decodeImage('blob:x')).rejects.toThrow(new Error('No image loaded'));
  });

  it('fails with its own text when the browser cannot decode it', async () => {
    stubImages('error');
    await expect(decodeImage('blob:x')).rejects.toThrow(new Error(IMAGE_CROPPER_ERRORS.decode));
  });
});
