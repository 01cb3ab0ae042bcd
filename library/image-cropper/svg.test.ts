import { IMAGE_CROPPER_ERRORS } from './constants.ts';
import { sizedSvg } from './svg.ts';

const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect width="10" height="10"/></svg>`;
const rootOf = (text: string) => new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;

describe('sizedSvg', () => {
  it('keeps an SVG with a width and height in px as it is', () => {
    const text = svg('width="120" height="80px" viewBox="0 0 10 10"');
    expect(sizedSvg(text)).toEqual({ text, size: { width: 120, height: 80 } });
  });

  it('sizes an SVG with only a viewBox from it', () => {
    const result = sizedSvg(svg('viewBox="0 0 300 150"'));
    expect(result.size).toEqual({ width: 300, height: 150 });
    expect(rootOf(result.text).getAttribute('width')).toBe('300');
    expect(rootOf(result.text).getAttribute('height')).toBe('150');
  });

  it('completes one given side from the viewBox shape, and ignores relative lengths', () => {
    expect(sizedSvg(svg('width="60" viewBox="0,0,300,150"')).size).toEqual({ width: 60, height: 30 });
    expect(sizedSvg(svg('width="100%" height="100%" viewBox="0 0 40 20"')).size).toEqual({ width: 40, height: 20 });
  });

  it(`throws '${IMAGE_CROPPER_ERRORS.svgSize}' without width + height or a usable viewBox`, () => {
    expect(() => sizedSvg(svg(''))).toThrow(
      new Error('Failed to load SVG image. SVG must have width + height or viewBox definition.'),
    );
    expect(() => sizedSvg(svg('width="50"'))).toThrow(IMAGE_CROPPER_ERRORS.svgSize);
    expect(() => sizedSvg(svg('viewBox="0 0 0 10"'))).toThrow(IMAGE_CROPPER_ERRORS.svgSize);
  });

  it(`throws '${IMAGE_CROPPER_ERRORS.svgParse}' for text that is not an SVG document`, () => {
    expect(() => sizedSvg('<svg width="10" height="10"><rect></svg>')).toThrow(new Error('Failed to parse SVG image'));
    expect(() => sizedSvg('<html><body/></html>')).toThrow(IMAGE_CROPPER_ERRORS.svgParse);
    expect(() => sizedSvg('not markup at all')).toThrow(IMAGE_CROPPER_ERRORS.svgParse);
  });
});
