import {
  COLOR_ERRORS,
  PRESET_COLORS,
  contrastRatio,
  parseColor,
  prefersLightText,
  readableOn,
  relativeLuminance,
  toCssColor,
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
  ])('hex %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['rgb(24, 144, 255)', { r: 24, g: 144, b: 255, a: 1 }],
    ['rgb(0,0,0)', { r: 0, g: 0, b: 0, a: 1 }],
    ['RGB( 255 , 255 , 255 )', { r: 255, g: 255, b: 255, a: 1 }],
  ])('rgb() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['rgba(24, 144, 255, 0.5)', { r: 24, g: 144, b: 255, a: 0.5 }],
    ['rgba(0,0,0,0)', { r: 0, g: 0, b: 0, a: 0 }],
    ['rgba(255, 0, 0, 1)', { r: 255, g: 0, b: 0, a: 1 }],
  ])('rgba() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsl(120, 100%, 25%)', { r: 0, g: 128, b: 0, a: 1 }],
    ['hsl(240,100%,50%)', { r: 0, g: 0, b: 255, a: 1 }],
    ['hsl(0, 0%, 100%)', { r: 255, g: 255, b: 255, a: 1 }],
    ['hsl(360, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
  ])('hsl() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ['hsla(120, 100%, 25%, 0.3)', { r: 0, g: 128, b: 0, a: 0.3 }],
    ['hsla(0,0%,0%,1)', { r: 0, g: 0, b: 0, a: 1 }],
  ])('hsla() %j', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
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

  it.each([['rgb(256, 0, 0)'], ['rgb(0, 0)'], ['rgb(-1, 0, 0)'], ['rgb(red, 0, 0)'], ['rgb(0, 0, 0']])(
    '%j → "Invalid RGB color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid RGB color format');
    },
  );

  it.each([['rgba(0, 0, 0, 1.5)'], ['rgba(0, 0, 0)'], ['rgba(0, 300, 0, 0.5)'], ['rgba(0, 0, 0, -0.1)']])(
    '%j → "Invalid RGBA color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid RGBA color format');
    },
  );

  it.each([['hsl(0, 100, 50%)'], ['hsl(361, 100%, 50%)'], ['hsl(0, 101%, 50%)'], ['hsl(0, 100%)']])(
    '%j → "Invalid HSL color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid HSL color format');
    },
  );

  it.each([['hsla(0, 100%, 50%)'], ['hsla(0, 100%, 50%, 2)'], ['hsla(0, 100, 50%, 0.5)']])(
    '%j → "Invalid HSLA color format"',
    (input) => {
      expect(errorOf(input)).toBe('Invalid HSLA color format');
    },
  );

  it.each([['#abcd'], ['#ab'], ['#'], ['#gggggg'], ['#aabbccdd'], ['#12345']])(
    'malformed hex %j → "Incorrect RGB color format."',
    (input) => {
      expect(errorOf(input)).toBe('Incorrect RGB color format.');
    },
  );

  it.each([['notacolor'], ['rebeccapurplish'], ['blue-ish'], ['1890ff']])('%j → "Wrong color name"', (input) => {
    expect(errorOf(input)).toBe('Wrong color name');
  });

  it('throws TypeError for an empty value and a malformed function, Error for a bad hex or name', () => {
    expect(() => parseColor('')).toThrow(TypeError);
    expect(() => parseColor('rgb(300, 0, 0)')).toThrow(TypeError);
    expect(() => parseColor('rgba(0, 0, 0)')).toThrow(TypeError);
    expect(() => parseColor('hsl(0, 0, 0)')).toThrow(TypeError);
    expect(() => parseColor('hsla(0, 0%, 0%)')).toThrow(TypeError);
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
