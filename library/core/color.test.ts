import {
  COLOR_ERRORS,
  PRESET_COLORS,
  contrastRatio,
  parseColor,
  prefersLightText,
  readColor,
  readableOn,
  relativeLuminance,
  textColorOn,
  textColorsOnPage,
  toCssColor,
  unresolvedColorError,
  withAlpha,
} from './color.ts';

/** The message parseColor throws for an input, or null when it parses. */
function errorOf(input: string | null | undefined): string | null {
  try {
    parseColor(input);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
}

describe('parseColor: accepted formats', () => {
  it.each([
    ['red', { r: 255, g: 0, b: 0, a: 1 }],
    ['indigo', { r: 75, g: 0, b: 130, a: 1 }],
    ['Indigo', { r: 75, g: 0, b: 130, a: 1 }],
    ['  white  ', { r: 255, g: 255, b: 255, a: 1 }],
    ['transparent', { r: 0, g: 0, b: 0, a: 0 }],
  ])('preset name %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('knows every preset it lists', () => {
    for (const name of Object.keys(PRESET_COLORS)) expect(errorOf(name)).toBeNull();
  });

  it('knows all 148 CSS named colours and transparent', () => {
    expect(Object.keys(PRESET_COLORS)).toHaveLength(149);
    expect(parseColor('aliceblue')).toEqual({ r: 240, g: 248, b: 255, a: 1 });
    expect(parseColor('RebeccaPurple')).toEqual({ r: 102, g: 51, b: 153, a: 1 });
    expect(parseColor('lightgoldenrodyellow')).toEqual({ r: 250, g: 250, b: 210, a: 1 });
    expect(parseColor('darkslategrey')).toEqual({ r: 47, g: 79, b: 79, a: 1 });
    expect(PRESET_COLORS.aliceblue).toBe('#f0f8ff');
    expect(PRESET_COLORS.transparent).toBe('transparent');
  });

  it('names no colour after an object property', () => {
    expect(errorOf('constructor')).toBe('Wrong color name');
    expect(errorOf('__proto__')).toBe('Wrong color name');
  });

  it.each([
    ['#abc', { r: 0xaa, g: 0xbb, b: 0xcc, a: 1 }],
    ['#ABC', { r: 0xaa, g: 0xbb, b: 0xcc, a: 1 }],
    ['#f00', { r: 255, g: 0, b: 0, a: 1 }],
    ['#aabbcc', { r: 0xaa, g: 0xbb, b: 0xcc, a: 1 }],
    ['#1890FF', { r: 24, g: 144, b: 255, a: 1 }],
    ['#000000', { r: 0, g: 0, b: 0, a: 1 }],
    ['#f008', { r: 255, g: 0, b: 0, a: 0.533 }],
    ['#1890FF80', { r: 24, g: 144, b: 255, a: 0.502 }],
    ['#00000000', { r: 0, g: 0, b: 0, a: 0 }],
  ])('hex %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['rgb(24, 144, 255)', { r: 24, g: 144, b: 255, a: 1 }],
    ['rgb(0,0,0)', { r: 0, g: 0, b: 0, a: 1 }],
    ['RGB( 255 , 255 , 255 )', { r: 255, g: 255, b: 255, a: 1 }],
    ['rgb(24 144 255)', { r: 24, g: 144, b: 255, a: 1 }],
    ['rgb(24 144 255 / 0.5)', { r: 24, g: 144, b: 255, a: 0.5 }],
    ['rgb(24 144 255 / 50%)', { r: 24, g: 144, b: 255, a: 0.5 }],
    ['rgb(100%, 50%, 0%)', { r: 255, g: 128, b: 0, a: 1 }],
    ['rgb(100% 50% 0)', { r: 255, g: 128, b: 0, a: 1 }],
    ['rgb(none 0 255)', { r: 0, g: 0, b: 255, a: 1 }],
    ['rgb(24, 144, 255, 0.5)', { r: 24, g: 144, b: 255, a: 0.5 }],
    // As browsers do: channels out of range are clamped, not refused.
    ['rgb(300, -1, 0)', { r: 255, g: 0, b: 0, a: 1 }],
  ])('rgb() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['rgba(24, 144, 255, 0.5)', { r: 24, g: 144, b: 255, a: 0.5 }],
    ['rgba(0,0,0,0)', { r: 0, g: 0, b: 0, a: 0 }],
    ['rgba(255, 0, 0, 1)', { r: 255, g: 0, b: 0, a: 1 }],
    ['rgba(0, 0, 0)', { r: 0, g: 0, b: 0, a: 1 }],
    ['rgba(0 0 0 / 25%)', { r: 0, g: 0, b: 0, a: 0.25 }],
    ['rgba(0, 0, 0, 1.5)', { r: 0, g: 0, b: 0, a: 1 }],
    ['rgba(0, 0, 0, -0.1)', { r: 0, g: 0, b: 0, a: 0 }],
  ])('rgba() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120, 100%, 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsl(240,100%,50%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsl(0, 0%, 100%)', { r: 255, g: 255, b: 255, a: 1 }],
    ['hsl(360, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(240 100% 50%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsl(240 100 50)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsl(240deg 100% 50% / 0.5)', { r: 0, g: 0, b: 255, a: 0.5 }],
    ['hsl(0.5turn, 100%, 50%)', { r: 0, g: 255, b: 255, a: 1 }],
    ['hsl(-120 100% 50%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsl(480, 101%, 50%)', { r: 0, g: 255, b: 0, a: 1 }],
  ])('hsl() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['hsla(120, 100%, 25%, 0.3)', { r: 0, g: 128, b: 0, a: 0.3 }],
    ['hsla(0,0%,0%,1)', { r: 0, g: 0, b: 0, a: 1 }],
    ['hsla(120, 100%, 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsla(120 100% 25% / 30%)', { r: 0, g: 128, b: 0, a: 0.3 }],
  ])('hsla() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });
});

describe('parseColor: the wider syntaxes of CSS Color 4', () => {
  // The reference values are CSS Color 4's own for sRGB red, #1890ff and grey.
  it.each([
    ['hwb(120 0% 50%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hwb(0 60% 60%)', { r: 128, g: 128, b: 128, a: 1 }],
    ['hwb(210deg 10% 0% / 0.5)', { r: 26, g: 140, b: 255, a: 0.5 }],
    ['lab(54.29% 80.82 69.88)', { r: 255, g: 0, b: 0, a: 1 }],
    ['lab(54.29 80.82 69.88 / 0.5)', { r: 255, g: 0, b: 0, a: 0.5 }],
    ['lch(54.29% 106.84 40.85)', { r: 255, g: 0, b: 0, a: 1 }],
    ['oklab(62.8% 0.2249 0.1258)', { r: 255, g: 0, b: 0, a: 1 }],
    ['oklab(0.628 56.23% 31.45%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['oklch(62.8% 0.2577 29.23)', { r: 255, g: 0, b: 0, a: 1 }],
    ['oklch(0.628 0.2577 29.23deg / 20%)', { r: 255, g: 0, b: 0, a: 0.2 }],
    ['OKLCH(50% 0 none)', { r: 99, g: 99, b: 99, a: 1 }],
    ['color(srgb 1 0 0)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(srgb 100% 0% 0% / 0.5)', { r: 255, g: 0, b: 0, a: 0.5 }],
    ['color(srgb-linear 1 0 0)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(display-p3 0.9175 0.2003 0.1387)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(a98-rgb 0.8587 0 0)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(prophoto-rgb 0.7023 0.2757 0.1036)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(rec2020 0.7919 0.231 0.0739)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(xyz 0.4124 0.2126 0.0193)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(xyz-d65 0.4124 0.2126 0.0193)', { r: 255, g: 0, b: 0, a: 1 }],
    ['color(xyz-d50 0.436 0.2225 0.0139)', { r: 255, g: 0, b: 0, a: 1 }],
  ])('%s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('clips a colour outside sRGB to the nearest channels', () => {
    expect(parseColor('color(display-p3 1 0 0)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseColor('oklch(0.9 0.4 140)')).toEqual(expect.objectContaining({ b: 0 }));
  });

  it('keeps the wider syntaxes as written for CSS, so their gamut survives, and writes the sRGB ones as rgb()', () => {
    expect(toCssColor(' oklch(70% 0.2 145) ')).toBe('oklch(70% 0.2 145)');
    expect(toCssColor('color(display-p3 1 0 0)')).toBe('color(display-p3 1 0 0)');
    expect(toCssColor('hwb(120 0% 50%)')).toBe('rgb(0, 128, 0)');
    expect(toCssColor('#1890FF80')).toBe('rgba(24, 144, 255, 0.502)');
  });

  it.each([['var(--brand)'], ['var(--brand, #1890ff)'], ['currentColor'], ['CanvasText'], ['AccentColor']])(
    '%s is a colour only the page resolves: valid for CSS, not computable',
    (input) => {
      expect(readColor(input)).toEqual({ kind: 'css', css: input });
      expect(toCssColor(input)).toBe(input);
      expect(() => parseColor(input)).toThrow(new TypeError(unresolvedColorError(input)));
    },
  );

  it.each([
    ['color-mix(in srgb, var(--brand) 40%, white)'],
    ['light-dark(#000, #fff)'],
    ['rgb(from var(--brand) r g b / 50%)'],
    ['oklch(from red calc(l - 0.1) c h)'],
    ['rgb(var(--r) 0 0)'],
    ['hsl(calc(120 + 60) 100% 50%)'],
  ])('%s goes to CSS as written', (input) => {
    expect(readColor(input)).toEqual({ kind: 'css', css: input });
  });

  it('computes with a colour only the page resolves as best it can', () => {
    expect(withAlpha('var(--brand)', 0.12)).toBe('color-mix(in srgb, var(--brand) 12%, transparent)');
    expect(prefersLightText('var(--brand)')).toBe(true);
    expect(textColorOn('currentColor')).toBe('#ffffff');
    expect(textColorsOnPage('var(--brand)')).toEqual({ light: 'var(--brand)', dark: 'var(--brand)' });
    expect(readableOn('var(--brand)', '#ffffff')).toBe('var(--brand)');
  });
});

describe('parseColor: error texts (the documented texts, verbatim)', () => {
  it('keeps the seven texts in COLOR_ERRORS', () => {
    expect(Object.values(COLOR_ERRORS).sort()).toEqual(
      [
        'Invalid argument; has no value.',
        'Invalid RGB color format',
        'Invalid RGBA color format',
        'Invalid HSL color format',
        'Invalid HSLA color format',
        'Incorrect RGB color format.',
        'Wrong color name',
      ].sort(),
    );
  });

  it.each([[''], ['   '], [null], [undefined]])('%j → "Invalid argument; has no value."', (input) => {
    expect(errorOf(input)).toBe('Invalid argument; has no value.');
  });

  it.each([['rgb(0, 0)'], ['rgb(red, 0, 0)'], ['rgb(0, 0, 0'], ['rgb(50%, 0, 0)'], ['rgb(0 0 0, 1)'], ['rgb(none, 0, 0)']])(
    '%j → "Invalid RGB color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid RGB color format');
    },
  );

  it.each([['rgba(0, 0)'], ['rgba(0, 0, 0, 1, 1)'], ['rgba(0 0 0 / )'], ['rgba(0 0 0 / 1 / 1)']])(
    '%j → "Invalid RGBA color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid RGBA color format');
    },
  );

  it.each([['hsl(0, 100, 50%)'], ['hsl(0%, 100%, 50%)'], ['hsl(0, 100%)'], ['hsl(10px 100% 50%)']])(
    '%j → "Invalid HSL color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid HSL color format');
    },
  );

  it.each([['hsla(0, 100%)'], ['hsla(0, 100%, 50%, red)'], ['hsla(0, 100, 50%, 0.5)']])(
    '%j → "Invalid HSLA color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid HSLA color format');
    },
  );

  it.each([['#ab'], ['#'], ['#gggggg'], ['#12345'], ['#aabbccd'], ['#aabbccddee']])(
    'malformed hex %j → "Incorrect RGB color format."',
    (input) => {
      expect(errorOf(input)).toBe('Incorrect RGB color format.');
    },
  );

  it.each([
    ['notacolor'],
    ['rebeccapurplish'],
    ['blue-ish'],
    ['1890ff'],
    ['inherit'],
    ['var(brand)'],
    ['var()'],
    ['hwb(0, 0%, 0%)'],
    ['lab(50 20)'],
    ['oklch(50% 0.1 10px)'],
    ['color(cmyk 0 0 0)'],
    ['color(srgb 1 0)'],
    ['gradient(red, blue)'],
    ['color-mix()'],
  ])('%j → "Wrong color name"', (input) => {
    expect(errorOf(input)).toBe('Wrong color name');
  });

  it('throws TypeError for an empty value and a malformed function, Error for a bad hex or name', () => {
    expect(() => parseColor('')).toThrow(TypeError);
    expect(() => parseColor('rgb(0, 0)')).toThrow(TypeError);
    expect(() => parseColor('rgba(0, 0)')).toThrow(TypeError);
    expect(() => parseColor('hsl(0, 0, 0)')).toThrow(TypeError);
    expect(() => parseColor('hsla(0, 0%)')).toThrow(TypeError);
    for (const input of ['#12', 'nope']) {
      expect(() => parseColor(input)).toThrow(Error);
      expect(() => parseColor(input)).not.toThrow(TypeError);
    }
  });

  it('throws the same texts from toCssColor and withAlpha', () => {
    expect(() => toCssColor('nope')).toThrowError(/^Wrong color name$/);
    expect(() => withAlpha('#12', 0.5)).toThrowError(/^Incorrect RGB color format\.$/);
  });
});

describe('toCssColor, withAlpha, prefersLightText', () => {
  it('writes rgb() for opaque colours and rgba() otherwise', () => {
    expect(toCssColor('#1890FF')).toBe('rgb(24, 144, 255)');
    expect(toCssColor('hsla(0, 100%, 50%, 0.25)')).toBe('rgba(255, 0, 0, 0.25)');
    expect(toCssColor('transparent')).toBe('rgba(0, 0, 0, 0)');
  });

  it('replaces the alpha', () => {
    expect(withAlpha('rgba(24, 144, 255, 0.9)', 0.2)).toBe('rgba(24, 144, 255, 0.2)');
    expect(withAlpha('indigo', 1)).toBe('rgba(75, 0, 130, 1)');
  });

  it('prefers white text on dark colours and black text on light ones', () => {
    expect(prefersLightText('#000000')).toBe(true);
    expect(prefersLightText('indigo')).toBe(true);
    // White on the brand blue #1890FF is only 3.2:1; the near-black text reaches 5.7:1.
    expect(prefersLightText('#1890FF')).toBe(false);
    expect(prefersLightText('#ffffff')).toBe(false);
    expect(prefersLightText('yellow')).toBe(false);
  });
});

describe('contrast helpers', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 1);
  });

  it('keeps a colour that is already readable, and finds a readable shade otherwise', () => {
    expect(readableOn('#0958d9', '#ffffff')).toBe('rgb(9, 88, 217)');
    const darker = readableOn('#389e0d', '#f6f7f9');
    expect(contrastRatio(darker, '#f6f7f9')).toBeGreaterThanOrEqual(4.5);
    const lighter = readableOn('#237804', '#1c2128');
    expect(contrastRatio(lighter, '#1c2128')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(lighter)).toBeGreaterThan(relativeLuminance('#237804'));
  });

  it('rejects invalid colours with the catalogue text', () => {
    expect(() => readableOn('nope', '#fff')).toThrow('Wrong color name');
  });
});
