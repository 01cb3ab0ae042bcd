import { frameDocument } from './frame-document';
import { originalPosition } from './source-map';
import { toRuntimeError } from './runtime-errors';

describe('frameDocument', () => {
  it('adds the library stylesheet to the head, the runtime at the end of the body, and the theme', () => {
    const page = frameDocument(
      '<!doctype html>\n<html lang="en">\n<head><title>x</title></head>\n<body><div id="root"></div></body>\n</html>',
      'http://site/runtime.js',
      'http://site/runtime.css',
      'dark',
    );
    expect(page).toContain('<html lang="en" theme="dark">');
    expect(page).toMatch(/<link rel="stylesheet" href="http:\/\/site\/runtime\.css"><\/head>/);
    expect(page).toMatch(/<div id="root"><\/div><script src="http:\/\/site\/runtime\.js"><\/script><\/body>/);
  });

  it('wraps a fragment in a page and escapes the URLs', () => {
    const page = frameDocument('<div id="root"></div>', 'http://site/a"b.js', 'http://site/c.css', 'light');
    expect(page).toMatch(/^<!doctype html><html theme="light"><head><link/);
    expect(page).toContain('src="http://site/a&quot;b.js"');
  });
});

// esbuild's map for a two-line module: line 1 → source line 1, line 2 col 2 → source line 3 col 4.
const MAP = JSON.stringify({ version: 3, sources: ['demo.tsx'], mappings: 'AAAA;EAEE' });

describe('source maps and runtime errors', () => {
  it('maps a compiled position back to the TS file', () => {
    expect(originalPosition(MAP, 1, 1)).toEqual({ source: 'demo.tsx', line: 1, column: 1 });
    expect(originalPosition(MAP, 2, 5)).toEqual({ source: 'demo.tsx', line: 3, column: 3 });
    expect(originalPosition(MAP, 9, 1)).toBeNull();
    expect(originalPosition('not json', 1, 1)).toBeNull();
  });

  it('reads the frame’s stack (two lines of `new Function` header) into file (by its own name), line and column', () => {
    const stack = 'TypeError: x is undefined\n    at Demo (aquila-demo/demo.tsx.js:4:5)\n    at renderWithHooks';
    expect(toRuntimeError('x is undefined', stack, { maps: { 'demo.tsx': MAP } })).toEqual({
      kind: 'runtime',
      file: 'demo.tsx',
      line: 3,
      column: 3,
      message: 'x is undefined',
    });
    expect(toRuntimeError('boom', undefined, { maps: { 'demo.tsx': MAP } })).toEqual({
      kind: 'runtime',
      message: 'boom',
    });
    // A frame in a file the demo does not have maps to nothing.
    expect(toRuntimeError('odd', 'at X (aquila-demo/other.tsx.js:4:5)', { maps: { 'demo.tsx': MAP } })).toEqual({
      kind: 'runtime',
      message: 'odd',
    });
  });

  it("names the demo's other file where a runtime error was thrown in it, through that file's map", () => {
    const maps = {
      'dialog-demo1.tsx': MAP,
      'sample-dialog.tsx': JSON.stringify({ version: 3, sources: ['sample-dialog.tsx'], mappings: 'AAAA;AACA' }),
    };
    expect(toRuntimeError('a', 'at X (aquila-demo/sample-dialog.tsx.js:4:1)', { maps })).toMatchObject({
      file: 'sample-dialog.tsx',
      line: 2,
    });
    expect(toRuntimeError('b', 'at Y (aquila-demo/dialog-demo1.tsx.js:4:5)', { maps })).toMatchObject({
      file: 'dialog-demo1.tsx',
      line: 3,
    });
  });
});
