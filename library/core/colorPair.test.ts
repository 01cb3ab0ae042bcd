import { contrastingColors, fillColors } from './colorPair.ts';
import { resetWarnOnce } from './warnOnce.ts';

beforeEach(() => resetWarnOnce());
afterEach(() => vi.restoreAllMocks());

describe('contrastingColors', () => {
  it.each([
    ['#1890FF', '#ffffff'],
    ['#000', '#ffffff'],
    ['rebeccapurple', '#ffffff'],
    ['indigo', '#ffffff'],
    ['yellow', 'rgb(89,89,0)'],
    ['#ffffff', 'rgb(89,89,89)'],
    ['aliceblue', 'rgb(84,86,89)'],
    ['rgb(255, 255, 0)', 'rgb(89,89,0)'],
    ['hsl(60, 100%, 50%)', 'rgb(89,89,0)'],
  ])('%s → overlay %s', (color, overlayColor) => {
    expect(contrastingColors(color)).toEqual({ backgroundColor: color, overlayColor });
  });

  it('judges a see-through colour as it shows on white', () => {
    // rgba(24, 144, 255, 0.5) shows as rgb(140, 200, 255) on white: a light colour.
    expect(contrastingColors('rgba(24, 144, 255, 0.5)').overlayColor).toBe('rgb(49,70,89)');
    expect(contrastingColors('rgba(0, 0, 0, 0.2)').overlayColor).toBe('rgb(71,71,71)');
    expect(contrastingColors('rgba(0, 0, 0, 1)').overlayColor).toBe('#ffffff');
    expect(contrastingColors('hsla(0, 0%, 0%, 0.2)').overlayColor).toBe('rgb(71,71,71)');
    expect(contrastingColors('transparent').overlayColor).toBe('rgb(89,89,89)');
  });

  it('takes a colour only the page resolves as dark', () => {
    expect(contrastingColors('var(--brand)')).toEqual({ backgroundColor: 'var(--brand)', overlayColor: '#ffffff' });
  });

  it('keeps the colour as given for the background', () => {
    expect(contrastingColors('Indigo').backgroundColor).toBe('Indigo');
  });

  it('throws the colour helper’s errors', () => {
    expect(() => contrastingColors('')).toThrow(new TypeError('Invalid argument; has no value.'));
    expect(() => contrastingColors('blurple')).toThrow('Wrong color name');
    expect(() => contrastingColors('#12')).toThrow('Incorrect RGB color format.');
  });
});

describe('fillColors', () => {
  it('fills with the colour and picks readable text for a single colour', () => {
    expect(fillColors('#000000', 'Badge color', '#FF4D4F')).toEqual({ background: 'rgb(0, 0, 0)', text: '#ffffff' });
    expect(fillColors('oklch(95% 0.05 90)', 'Badge color', '#FF4D4F')).toEqual({
      background: 'oklch(95% 0.05 90)',
      text: '#1f2328',
    });
  });

  it('takes a pair as it is', () => {
    expect(fillColors({ backgroundColor: 'aliceblue', overlayColor: 'rebeccapurple' }, 'Badge color', '#FF4D4F')).toEqual({
      background: 'rgb(240, 248, 255)',
      text: 'rgb(102, 51, 153)',
    });
  });

  it('never throws: a fill that is no colour is the fallback, an overlay that is none the readable text colour', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fillColors('blurple', 'Badge color', '#000000')).toEqual({ background: 'rgb(0, 0, 0)', text: '#ffffff' });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Wrong color name: Badge color got "blurple"'));
    expect(fillColors({ backgroundColor: '#000', overlayColor: 'no-such' }, 'Badge color', '#FF4D4F')).toEqual({
      background: 'rgb(0, 0, 0)',
      text: '#ffffff',
    });
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('Wrong color name: Badge color overlayColor got "no-such"'));
    expect(fillColors(42, 'Badge color', '#000000')).toEqual({ background: 'rgb(0, 0, 0)', text: '#ffffff' });
  });

  it('passes a colour only the page resolves to CSS, with white text, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(fillColors('var(--brand)', 'Badge color', '#FF4D4F')).toEqual({ background: 'var(--brand)', text: '#ffffff' });
    fillColors('var(--brand)', 'Badge color', '#FF4D4F');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('Badge color var(--brand) reaches CSS as written');
  });
});
