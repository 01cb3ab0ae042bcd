import { Validators } from './validators.ts';

describe('Validators.required', () => {
  it.each([[null], [undefined], [''], [[]]])('fails for %j', (value) => {
    expect(Validators.required(value)).toEqual({ required: true });
  });

  it.each([['a'], [' '], [0], [false], [[1]], [{}]])('passes for %j', (value) => {
    expect(Validators.required(value)).toBeNull();
  });
});

describe('Validators.requiredTrue', () => {
  it('passes only for true', () => {
    expect(Validators.requiredTrue(true)).toBeNull();
    for (const value of [false, 'true', 1, null, undefined, '']) {
      expect(Validators.requiredTrue(value)).toEqual({ required: true });
    }
  });
});

describe('Validators.min and max', () => {
  const min3 = Validators.min(3);
  const max10 = Validators.max(10);

  it('min fails below the limit and passes at it', () => {
    expect(min3(2)).toEqual({ min: { min: 3, actual: 2 } });
    expect(min3(2.99)).toEqual({ min: { min: 3, actual: 2.99 } });
    expect(min3('2')).toEqual({ min: { min: 3, actual: '2' } });
    expect(min3('2 apples')).toEqual({ min: { min: 3, actual: '2 apples' } });
    expect(min3(3)).toBeNull();
    expect(min3(100)).toBeNull();
  });

  it('max fails above the limit and passes at it', () => {
    expect(max10(11)).toEqual({ max: { max: 10, actual: 11 } });
    expect(max10('10.5')).toEqual({ max: { max: 10, actual: '10.5' } });
    expect(max10(10)).toBeNull();
    expect(max10(-5)).toBeNull();
  });

  it('leaves empty and non-numeric values to other rules', () => {
    for (const value of [null, undefined, '', 'abc']) {
      expect(min3(value)).toBeNull();
      expect(max10(value)).toBeNull();
    }
  });
});

describe('Validators.minLength and maxLength', () => {
  const minLength3 = Validators.minLength(3);
  const maxLength3 = Validators.maxLength(3);

  it('minLength fails below the length and passes at it', () => {
    expect(minLength3('ab')).toEqual({ minlength: { requiredLength: 3, actualLength: 2 } });
    expect(minLength3([1, 2])).toEqual({ minlength: { requiredLength: 3, actualLength: 2 } });
    expect(minLength3('abc')).toBeNull();
    expect(minLength3([1, 2, 3, 4])).toBeNull();
  });

  it('minLength leaves empty values to required, and ignores values without a length', () => {
    expect(minLength3('')).toBeNull();
    expect(minLength3(null)).toBeNull();
    expect(minLength3(12)).toBeNull();
  });

  it('maxLength fails above the length and passes at it', () => {
    expect(maxLength3('abcd')).toEqual({ maxlength: { requiredLength: 3, actualLength: 4 } });
    expect(maxLength3([1, 2, 3, 4])).toEqual({ maxlength: { requiredLength: 3, actualLength: 4 } });
    expect(maxLength3('abc')).toBeNull();
    expect(maxLength3('')).toBeNull();
    expect(maxLength3(null)).toBeNull();
    expect(maxLength3(12345)).toBeNull();
  });
});

describe('Validators.pattern', () => {
  it('anchors a string pattern to the whole value', () => {
    const lettersOnly = Validators.pattern('[a-z]+');
    expect(lettersOnly('abc')).toBeNull();
    expect(lettersOnly('abc1')).toEqual({ pattern: { requiredPattern: '^[a-z]+$', actualValue: 'abc1' } });
    expect(lettersOnly('1abc')).not.toBeNull();
  });

  it('does not double the anchors of an anchored string', () => {
    const digits = Validators.pattern('^\\d+$');
    expect(digits('123')).toBeNull();
    expect(digits('12a')).toEqual({ pattern: { requiredPattern: '^\\d+$', actualValue: '12a' } });
  });

  it('uses a RegExp as given', () => {
    const hasDigit = Validators.pattern(/\d/);
    expect(hasDigit('a1b')).toBeNull();
    expect(hasDigit('abc')).toEqual({ pattern: { requiredPattern: '/\\d/', actualValue: 'abc' } });
  });

  it('lets everything pass with an empty pattern', () => {
    expect(Validators.pattern('')('anything')).toBeNull();
  });

  it('tests numbers as text, reports the value as given, and leaves empty values alone', () => {
    const digits = Validators.pattern('\\d+');
    expect(digits(42)).toBeNull();
    expect(digits(4.2)).toEqual({ pattern: { requiredPattern: '^\\d+$', actualValue: 4.2 } });
    expect(digits('')).toBeNull();
    expect(digits(null)).toBeNull();
  });
});

describe('Validators.email', () => {
  /** `count` characters made of labels of at most 63 characters, as a valid domain. */
  function domainOf(count: number): string {
    const labels: string[] = [];
    let left = count;
    while (left > 0) {
      const size = Math.min(63, left);
      labels.push('d'.repeat(size));
      left -= size + 1; // the dot before the next label
    }
    const domain = labels.join('.');
    expect(domain).toHaveLength(count);
    return domain;
  }

  it.each(['user@example.com', 'first.last+tag@sub.example.org', "o'brien@example.ie", 'a@b', 'x_y-z@ex-ample.co.uk'])(
    'accepts %s',
    (value) => {
      expect(Validators.email(value)).toBeNull();
    },
  );

  it.each([
    'plainaddress',
    '@example.com',
    'user@',
    'user@@example.com',
    'user name@example.com',
    'user@exa mple.com',
    'user..name@example.com',
    '.user@example.com',
    'user@-example.com',
    'user@example-.com',
  ])('rejects %s', (value) => {
    expect(Validators.email(value)).toEqual({ email: true });
  });

  it('leaves empty values to required', () => {
    expect(Validators.email('')).toBeNull();
    expect(Validators.email(null)).toBeNull();
    expect(Validators.email(undefined)).toBeNull();
  });

  it('accepts a local part of exactly 64 characters and rejects 65', () => {
    const at64 = `${'l'.repeat(64)}@example.com`;
    const at65 = `${'l'.repeat(65)}@example.com`;
    expect(Validators.email(at64)).toBeNull();
    expect(Validators.email(at65)).toEqual({ email: true });
  });

  it('accepts an address of exactly 254 characters and rejects 255', () => {
    const local = 'l'.repeat(64);
    const at254 = `${local}@${domainOf(254 - 65)}`;
    const at255 = `${local}@${domainOf(255 - 65)}`;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(Validators.email(at254)).toBeNull();
    expect(Validators.email(at255)).toEqual({ email: true });
  });

  it('rejects 255 characters with a short local part too', () => {
    const address = `a@${domainOf(253)}`;
    expect(address).toHaveLength(255);
    expect(Validators.email(address)).toEqual({ email: true });
    expect(Validators.email(`a@${domainOf(252)}`)).toBeNull();
  });
});

describe('Validators.compose', () => {
  it('merges the errors of every failing rule', () => {
    const login = Validators.compose([Validators.required, Validators.email, Validators.minLength(3), Validators.maxLength(50)]);
    expect(login('')).toEqual({ required: true });
    expect(login('ab')).toEqual({ email: true, minlength: { requiredLength: 3, actualLength: 2 } });
    expect(login('someone@example.com')).toBeNull();
  });

  it('is valid with no rules', () => {
    expect(Validators.compose([])('anything')).toBeNull();
  });
});
