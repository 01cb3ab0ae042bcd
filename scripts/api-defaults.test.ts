// @vitest-environment node
import { normaliseDefault } from './api-defaults';

describe('normaliseDefault', () => {
  it('writes a string one way, however the @default quotes it', () => {
    for (const written of ["'medium'", '"medium"', '`medium`', "`'medium'`"]) expect(normaliseDefault(written, true)).toBe("'medium'");
    // Bare words are a string when the prop takes one.
    expect(normaliseDefault('medium', true)).toBe("'medium'");
    expect(normaliseDefault('No matches', true)).toBe("'No matches'");
    expect(normaliseDefault('#1890FF', true)).toBe("'#1890FF'");
    expect(normaliseDefault(`"it's"`, true)).toBe("'it\\'s'");
  });

  it('leaves numbers, booleans and null as they are', () => {
    expect(normaliseDefault('0.5', false)).toBe('0.5');
    expect(normaliseDefault('-1', true)).toBe('-1');
    expect(normaliseDefault('false', true)).toBe('false');
    expect(normaliseDefault('null', true)).toBe('null');
  });

  it('says nothing for no default, however that is written', () => {
    for (const written of [undefined, '', ' ', '-', '—', 'undefined', '`undefined`']) expect(normaliseDefault(written, true)).toBe('');
  });

  it('writes objects, arrays, functions and expressions as code, with their strings in single quotes', () => {
    expect(normaliseDefault('{ backdrop: true,\n   escape: true }', false)).toBe('{ backdrop: true, escape: true }');
    expect(normaliseDefault('["Sun", "Mon"]', false)).toBe("['Sun', 'Mon']");
    expect(normaliseDefault("'a', 'b'", true)).toBe("'a', 'b'");
    expect(normaliseDefault('() => 1050', false)).toBe('() => 1050');
    expect(normaliseDefault('document.body', true)).toBe('document.body');
    expect(normaliseDefault('document.body', false)).toBe('document.body');
  });
});
