import { Guid, isGuid } from './guid.ts';

describe('isGuid (8-4-4-4-12 alphanumeric groups)', () => {
  it('accepts generated UUIDs', () => {
    for (let i = 0; i < 20; i += 1) expect(isGuid(crypto.randomUUID())).toBe(true);
  });

  it.each([
    '123e4567-e89b-12d3-a456-426614174000',
    '123E4567-E89B-12D3-A456-426614174000',
    'abcdefgh-ijkl-mnop-qrst-uvwxyz012345',
    '00000000-0000-0000-0000-000000000000',
  ])('accepts %s', (value) => {
    expect(isGuid(value)).toBe(true);
  });

  it.each([
    ['123e4567e89b12d3a456426614174000', 'no hyphens'],
    ['123e456-e89b-12d3-a456-426614174000', '7 in the first group'],
    ['123e4567-e89-12d3-a456-426614174000', '3 in the second group'],
    ['123e4567-e89b-12d-a456-426614174000', '3 in the third group'],
    ['123e4567-e89b-12d3-a45-426614174000', '3 in the fourth group'],
    ['123e4567-e89b-12d3-a456-42661417400', '11 in the last group'],
    ['123e4567-e89b-12d3-a456-4266141740001', '13 in the last group'],
    ['123e4567-e89b-12d3-a456-426614174000-', 'a trailing hyphen'],
    [' 123e4567-e89b-12d3-a456-426614174000', 'a leading space'],
    ['123e4567_e89b_12d3_a456_426614174000', 'underscores'],
    ['123e4567-e89b-12d3-a456-42661417400!', 'a symbol'],
    ['dialog-123e4567-e89b-12d3-a456-426614174000', 'a prefix'],
  ])('rejects %j (%s)', (value) => {
    expect(isGuid(value)).toBe(false);
  });
});

describe('isGuid with no value', () => {
  it.each([[''], [null], [undefined]])('%j throws a TypeError "Invalid argument; has no value."', (value) => {
    expect(() => isGuid(value as string)).toThrow(new TypeError('Invalid argument; has no value.'));
    expect(() => isGuid(value as string)).toThrow(TypeError);
  });
});

describe('Guid', () => {
  it('has the all-zero GUID as EMPTY', () => {
    expect(Guid.EMPTY).toBe('00000000-0000-0000-0000-000000000000');
    expect(Guid.isGuid(Guid.EMPTY)).toBe(true);
  });

  it('creates random version 4 GUIDs in lower-case hex', () => {
    const created = Array.from({ length: 200 }, () => Guid.create());
    for (const guid of created) {
      expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isGuid(guid)).toBe(true);
    }
    expect(new Set(created).size).toBe(created.length);
  });

  it('creates them without the cryptographic source too', () => {
    vi.stubGlobal('crypto', undefined);
    try {
      expect(Guid.create()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('checks with the same rule as isGuid', () => {
    expect(Guid.isGuid).toBe(isGuid);
    expect(() => Guid.isGuid('')).toThrow('Invalid argument; has no value.');
  });
});
