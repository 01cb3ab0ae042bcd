import { colorProp, invalidColorWarning, unresolvedColorWarning } from './colorProp.ts';
import { resetWarnOnce } from './warnOnce.ts';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetWarnOnce();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('colorProp', () => {
  it('is the fallback, silently, for a prop left undefined', () => {
    expect(colorProp(undefined, { prop: 'Tag ngxColor', fallback: '#1890FF' })).toEqual({
      kind: 'rgb',
      css: 'rgb(24, 144, 255)',
      rgba: { r: 24, g: 144, b: 255, a: 1 },
    });
    expect(colorProp(undefined, { prop: 'Button ngxColor' })).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['var(--brand)'],
    ['currentColor'],
    ['transparent'],
    ['#f80'],
    ['#f808'],
    ['#ff8800'],
    ['#ff880080'],
    ['rgb(255, 136, 0)'],
    ['rgba(255, 136, 0, 0.5)'],
    ['rgb(255 136 0 / 0.5)'],
    ['hsl(32, 100%, 50%)'],
    ['hsla(32 100% 50% / 50%)'],
    ['hwb(32 0% 0%)'],
    ['lab(66% 44 74)'],
    ['lch(66% 86 59)'],
    ['oklab(0.73 0.1 0.15)'],
    ['oklch(0.73 0.18 56)'],
    ['color(display-p3 1 0.55 0)'],
    ['darkorange'],
  ])('takes %s', (value) => {
    expect(colorProp(value, { prop: 'Tag ngxColor', fallback: '#1890FF' })?.kind).not.toBe('invalid');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per value, with the documented text verbatim, and is the fallback', () => {
    expect(colorProp('blurple', { prop: 'Tag ngxColor', fallback: '#1890FF' })?.css).toBe('rgb(24, 144, 255)');
    colorProp('blurple', { prop: 'Tag ngxColor', fallback: '#1890FF' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      'Aquila UI: Wrong color name: Tag ngxColor got "blurple", which is no CSS colour; the default #1890FF is used instead.',
    );
    expect(colorProp('rgb(1, 2)', { prop: 'Tag ngxColor', fallback: '#1890FF' })?.css).toBe('rgb(24, 144, 255)');
    expect(warn).toHaveBeenLastCalledWith(invalidColorWarning('Invalid RGB color format', 'Tag ngxColor', 'rgb(1, 2)', '#1890FF'));
    expect(colorProp('', { prop: 'Button ngxColor' })).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(
      'Aquila UI: Invalid argument; has no value.: Button ngxColor got "", which is no CSS colour; the theme’s colour is used instead.',
    );
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('warns about a colour only the page resolves only when the component computes with it', () => {
    expect(colorProp('var(--brand)', { prop: 'Progress ngxColor' })).toEqual({ kind: 'css', css: 'var(--brand)' });
    expect(warn).not.toHaveBeenCalled();
    expect(colorProp('var(--brand)', { prop: 'Tag ngxColor', computes: true })).toEqual({ kind: 'css', css: 'var(--brand)' });
    colorProp('var(--brand)', { prop: 'Tag ngxColor', computes: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(unresolvedColorWarning('Tag ngxColor', 'var(--brand)'));
  });

  it('says nothing in production, and still falls back', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(colorProp('blurple', { prop: 'Tag ngxColor', fallback: '#000' })?.css).toBe('rgb(0, 0, 0)');
    expect(warn).not.toHaveBeenCalled();
  });
});
