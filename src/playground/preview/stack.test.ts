import { mapStack } from './stack';

// esbuild's map for a two-line module: line 1 → source line 1, line 2 col 2 → source line 3 col 4.
const MAP = JSON.stringify({ version: 3, sources: ['demo.tsx'], mappings: 'AAAA;EAEE' });
const sourceMaps = { maps: { 'demo.tsx': MAP } };
/** A frame mapped back to its place in the demo's source. */
const inDemo = (name: string, line: number, column: number) => ({ name, location: { file: 'demo.tsx', line, column } });

describe('mapStack', () => {
  it("maps the demo's frames to their source lines and counts React's, the library's and the runtime's", () => {
    const stack = [
      'Error: boom',
      '    at console.error (http://site/playground/runtime.development.abc.js:1:200)',
      '    at Demo (aquila-demo/demo.tsx.js:4:5)',
      '    at renderWithHooks (http://site/playground/runtime.development.abc.js:9:10)',
      '    at Object.onClick (aquila-demo/demo.tsx.js:3:1)',
      '    at HTMLButtonElement.dispatch (http://site/playground/runtime.development.abc.js:9:99)',
    ].join('\n');
    expect(mapStack(stack, sourceMaps)).toEqual({ frames: [inDemo('Demo', 3, 3), inDemo('onClick', 1, 1)], hidden: 3 });
  });

  it('reads Firefox and Safari frames, anonymous ones included', () => {
    const stack = 'Demo@aquila-demo/demo.tsx.js:4:5\n@aquila-demo/demo.tsx.js:3:1\nrender@http://site/runtime.js:1:2';
    expect(mapStack(stack, sourceMaps)).toEqual({ frames: [inDemo('Demo', 3, 3), inDemo('', 1, 1)], hidden: 1 });
  });

  it('counts a frame of a file the demo does not have, and ignores lines that are not frames', () => {
    expect(mapStack('TypeError: x\n    at X (aquila-demo/gone.tsx.js:4:5)\nsome text', sourceMaps)).toEqual({ frames: [], hidden: 1 });
  });

  it('reads one stack once per run: the error list and the console share the reading', () => {
    const stack = 'Error: twice\n    at Demo (aquila-demo/demo.tsx.js:4:5)';
    const first = mapStack(stack, sourceMaps);
    expect(mapStack(stack, sourceMaps)).toBe(first);
    // Another run's maps are read afresh.
    expect(mapStack(stack, { maps: { 'demo.tsx': MAP } })).not.toBe(first);
  });
});
