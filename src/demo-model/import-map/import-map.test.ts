import { describe, expect, it } from 'vitest';
import { readImportMap, withImports } from './import-map';

describe('readImportMap', () => {
  it('reads the standard shape', () => {
    const reading = readImportMap('{ "imports": { "dayjs": "https://esm.sh/dayjs@1.11.13" } }');
    expect(reading).toEqual({ ok: true, map: { imports: { dayjs: 'https://esm.sh/dayjs@1.11.13' } } });
  });

  it('takes an empty file, or one without imports, as an empty map', () => {
    expect(readImportMap('  \n')).toEqual({ ok: true, map: { imports: {} } });
    expect(readImportMap('{}')).toEqual({ ok: true, map: { imports: {} } });
  });

  it('names the line of a syntax error, with the parser’s words and no offset', () => {
    const text = '{\n  "imports": {\n    "a": "https://a.example/a.js"\n    "b": "https://b.example/b.js"\n  }\n}\n';
    const reading = readImportMap(text);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.problem.line).toBe(4);
    expect(reading.problem.message).toMatch(/^Expected ',' or '}'/);
    expect(reading.problem.message).not.toMatch(/position/);
  });

  it('says when the file ends too soon', () => {
    const reading = readImportMap('{\n  "imports":\n');
    expect(reading).toEqual({
      ok: false,
      problem: expect.objectContaining({ line: 3, message: 'The file ends before the map does' }),
    });
  });

  it('refuses a map that is not an object, imports that are not one, and entries that are not addresses', () => {
    expect(readImportMap('[]')).toMatchObject({ ok: false, problem: { line: 1 } });
    expect(readImportMap('{\n  "imports": []\n}')).toMatchObject({
      ok: false,
      problem: { line: 2, message: expect.stringContaining('"imports"') },
    });
    const reading = readImportMap('{\n  "imports": {\n    "ok": "https://a.example/",\n    "dayjs": "dayjs"\n  }\n}');
    expect(reading).toMatchObject({
      ok: false,
      problem: { line: 4, message: expect.stringContaining('"dayjs" must map to an address') },
    });
  });
});

describe('withImports', () => {
  it('adds entries and keeps what the person wrote', () => {
    const text = withImports('{ "imports": { "a": "https://a.example/a.js" }, "scopes": {} }', {
      dayjs: 'https://esm.sh/dayjs@1.11.13',
    });
    expect(JSON.parse(text)).toEqual({
      imports: { a: 'https://a.example/a.js', dayjs: 'https://esm.sh/dayjs@1.11.13' },
      scopes: {},
    });
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('starts a map when there is none', () => {
    expect(JSON.parse(withImports(undefined, { x: 'https://esm.sh/x@1.0.0' }))).toEqual({ imports: { x: 'https://esm.sh/x@1.0.0' } });
  });

  it('leaves a map it cannot read as it is', () => {
    expect(withImports('{ "imports": ', { x: 'https://esm.sh/x@1.0.0' })).toBe('{ "imports": ');
  });
});
