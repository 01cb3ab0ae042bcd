// @vitest-environment node
import * as esbuild from 'esbuild-wasm';
import * as sass from 'sass';
import type { DemoScripts } from '../../demo-model/files';
import { compileModule, compileScripts, compileScss, compileStyles } from './compile';
import { insertLoopGuards } from './loop-guard';
import { LOOP_GUARD } from '../runtime/protocol';

const entries = new Set(['button', 'avatar']);

beforeAll(async () => {
  await esbuild.initialize({});
});

/** What a demo's file is compiled with: its siblings and its stylesheet; messages name each file by its name. */
const demo = (scripts: DemoScripts, styleNames = ['x.scss']) => ({ scripts, styleNames });
const one = (source: string) => demo({ entry: 'demo.tsx', files: { 'demo.tsx': source } });
/** A dialog demo whose entry is the `Sample` that its other file, `sample-dialog.tsx`, exports. */
const withSample = (sampleDialog: string) =>
  demo({
    entry: 'dialog-demo1.tsx',
    files: {
      'dialog-demo1.tsx': `import { Sample } from './sample-dialog';\nexport default Sample;\n`,
      'sample-dialog.tsx': sampleDialog,
    },
  });
/** Compiles as the playground does, with the library entries above. */
const compileDemo = (files: ReturnType<typeof demo>) => compileScripts(esbuild, files, entries);

describe('compileScripts', () => {
  it('turns a demo into CommonJS that requires the allowed modules', async () => {
    const result = await compileDemo(
      one(
        `import { Button } from 'aquila-ui/button';\nimport './x.scss';\nexport default function Demo() { return <Button>Hi</Button>; }\n`,
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.modules['demo.tsx'].code).toContain('require("aquila-ui/button")');
    expect(result.modules['demo.tsx'].code).toContain('require("react/jsx-runtime")');
    expect(JSON.parse(result.modules['demo.tsx'].map).sources).toEqual(['demo.tsx']);
  });

  it('reports a syntax error with file, line and column', async () => {
    const result = await compileDemo(one(`export default function Demo() {\n  return <div>;\n}\n`));
    expect(result.errors[0]).toMatchObject({ kind: 'compile', file: 'demo.tsx', line: 3 });
    expect(result.errors[0].column).toBeGreaterThan(0);
    expect(result.errors[0].message.length).toBeGreaterThan(0);
  });

  it('lists the npm packages a file imports, each once, for the page to resolve', async () => {
    const result = await compileDemo(
      one(
        `import React from 'react';\nimport _ from 'lodash';\nimport { nanoid } from 'nanoid@5.0.9';\nimport debounce from 'lodash';\nexport default () => _.noop(nanoid, debounce);\n`,
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.packages).toEqual(['lodash', 'nanoid@5.0.9']);
  });

  it('names a second copy of React, where it is imported: only the frame’s own is shared', async () => {
    const result = await compileDemo(
      one(`import React from 'react';\nimport { renderToString } from 'react-dom/server';\nexport default () => renderToString;\n`),
    );
    expect(result.errors).toEqual([
      expect.objectContaining({ file: 'demo.tsx', line: 2, message: expect.stringContaining('Cannot import "react-dom/server"') }),
    ]);
    expect(result.packages).toEqual([]);
  });

  it('rejects library entries that do not exist and files the example does not have', async () => {
    const result = await compileDemo(one(`import 'aquila-ui/nope';\nimport './other';\nexport default () => null;\n`));
    expect(result.errors.map((error) => error.message)).toEqual([
      expect.stringContaining('"aquila-ui/nope"'),
      'Cannot import "./other": there is no such file here (the files are demo.tsx, x.scss).',
    ]);
  });

  it("bundles a demo's own files: relative imports resolve, with or without extension", async () => {
    const result = await compileDemo(
      demo({
        entry: 'dialog-demo1.tsx',
        files: {
          'dialog-demo1.tsx': `import { Sample } from './sample-dialog';\nimport { states } from './states.ts';\nexport default () => <Sample items={states} />;\n`,
          'sample-dialog.tsx': `export function Sample({ items }: { items: string[] }) {\n  return <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>;\n}\n`,
          'states.ts': `export const states: string[] = ['Jalisco', 'Yucatán'];\n`,
        },
      }),
    );
    expect(result.errors).toEqual([]);
    expect(Object.keys(result.modules)).toEqual(['dialog-demo1.tsx', 'sample-dialog.tsx', 'states.ts']);
    expect(result.modules['states.ts'].code).toContain('Yucatán');
    // Each import of a sibling names its file exactly, which is how the frame finds it.
    expect(result.modules['dialog-demo1.tsx'].code).toContain('require("./sample-dialog.tsx")');
    expect(result.modules['dialog-demo1.tsx'].code).toContain('require("./states.ts")');
    expect(JSON.parse(result.modules['sample-dialog.tsx'].map).sources).toEqual(['sample-dialog.tsx']);
    // Linked the way the frame links them, the default export renders the sibling component.
    const jsx = (type: unknown, props: unknown) => ({ type, props });
    const packages: Record<string, unknown> = { 'react/jsx-runtime': { jsx, jsxs: jsx } };
    const loaded = new Map<string, { exports: Record<string, unknown> }>();
    const load = (name: string): Record<string, unknown> => {
      if (loaded.has(name)) return loaded.get(name)!.exports;
      const module = { exports: {} as Record<string, unknown> };
      loaded.set(name, module);
      const require = (specifier: string) => (specifier.startsWith('./') ? load(specifier.slice(2)) : packages[specifier]);
      new Function('require', 'module', 'exports', LOOP_GUARD, result.modules[name].code)(require, module, module.exports, () => {});
      return module.exports;
    };
    const element = (load('dialog-demo1.tsx').default as () => { type: unknown; props: { items: string[] } })();
    expect(element.type).toBe(load('sample-dialog.tsx').Sample);
    expect(element.props.items).toEqual(['Jalisco', 'Yucatán']);
  });

  it('numbers the loops of each file apart, so two files never share a loop id', async () => {
    const loop = 'export const spin = () => { while (true) {} };\n';
    const result = await compileDemo(demo({ entry: 'a.tsx', files: { 'a.tsx': loop, 'b.ts': loop } }));
    const ids = (name: string) =>
      [...result.modules[name].code.matchAll(new RegExp(`${LOOP_GUARD}\\((\\d+)\\)`, 'g'))].map((match) => match[1]);
    expect(ids('a.tsx').filter((id) => ids('b.ts').includes(id))).toEqual([]);
  });

  it('compiles only the files whose compile is not already known', async () => {
    const compile = vi.fn(compileModule);
    await compileScripts(
      esbuild,
      demo({ entry: 'a.tsx', files: { 'a.tsx': 'export default 1;', 'b.ts': 'export const b = 2;' } }),
      entries,
      compile,
    );
    expect(compile.mock.calls.map(([, , name]) => name)).toEqual(['a.tsx', 'b.ts']);
  });

  it("names the file, as its tab is named, where an error is in a demo's other file", async () => {
    const result = await compileDemo(withSample(`export function Sample() {\n  return <div>;\n}\n`));
    expect(result.errors[0]).toMatchObject({ kind: 'compile', file: 'sample-dialog.tsx', line: 3 });
  });

  it("names the importing file and line of a bad import in a demo's other file", async () => {
    const result = await compileDemo(
      withSample(`import 'react';\nimport server from 'react-dom/server';\nexport const Sample = () => server;\n`),
    );
    expect(result.errors).toEqual([
      expect.objectContaining({
        file: 'sample-dialog.tsx',
        line: 2,
        message: expect.stringContaining('Cannot import "react-dom/server"'),
      }),
    ]);
  });

  it('guards every loop of the compiled code', async () => {
    const result = await compileDemo(
      one(
        `export default function Demo() {\n  let n = 0;\n  while (true) { n++; }\n  for (;;) n++;\n  do n++; while (n);\n  for (const x of [1]) { n += x; }\n  return null;\n}\n`,
      ),
    );
    // Four loops of the demo, plus those of esbuild's own CommonJS helpers.
    const code = result.modules['demo.tsx'].code;
    expect(code.match(new RegExp(`${LOOP_GUARD}\\(`, 'g'))!.length).toBeGreaterThanOrEqual(4);
    expect(code).toMatch(new RegExp(`while \\(true\\) \\{\\s*${LOOP_GUARD}\\(\\d+\\);`));
  });
});

describe('insertLoopGuards', () => {
  it('keeps line numbers and wraps single-statement bodies', () => {
    const code = 'for (;;) x++;\nwhile (a) {\n  b();\n}\n';
    const guarded = insertLoopGuards(code);
    expect(guarded.split('\n')).toHaveLength(code.split('\n').length);
    expect(guarded).toBe(`for (;;) {${LOOP_GUARD}(0);x++;}\nwhile (a) {${LOOP_GUARD}(1);\n  b();\n}\n`);
  });

  it('leaves code with no loop word as it is, unparsed; a loop word anywhere means a parse', () => {
    // Not JavaScript acorn reads (a type annotation): were it parsed, it would throw.
    const noLoop = 'const label: string = "lap";';
    expect(insertLoopGuards(noLoop)).toBe(noLoop);
    expect(() => insertLoopGuards('const label: string = "for";')).toThrow();
    expect(insertLoopGuards('do { x++; } while (x < 3);')).toBe(`do {${LOOP_GUARD}(0); x++; } while (x < 3);`);
  });

  it('runs the guard on every iteration, so a throwing guard stops an endless loop', () => {
    const guarded = insertLoopGuards('let i = 0; while (true) { i++; }');
    let calls = 0;
    const guard = () => {
      if (++calls === 1000) throw new RangeError('stopped');
    };
    expect(() => new Function(LOOP_GUARD, guarded)(guard)).toThrow('stopped');
    expect(calls).toBe(1000);
  });
});

describe('stylesheets', () => {
  it('compiles SCSS', () => {
    expect(compileScss(sass, '.a { .b { color: red; } }', 'demo.scss').css).toContain('.a .b');
  });

  it('reports an error with file, line and column', () => {
    const result = compileScss(sass, '.a {\n  color: red\n  .b { }\n', 'demo.scss');
    expect(result.css).toBe('');
    expect(result.errors[0]).toMatchObject({
      kind: 'compile',
      file: 'demo.scss',
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(result.errors[0].message.length).toBeGreaterThan(0);
  });
});

describe('several stylesheets', () => {
  it('joins them in their order, SCSS compiled and CSS as written, each error named by its file', () => {
    const result = compileStyles(sass, { styles: { 'a.scss': '.a { .b { color: red; } }', 'b.css': '.c { color: blue; }' } });
    expect(result.errors).toEqual([]);
    expect(result.css.indexOf('.a .b')).toBeLessThan(result.css.indexOf('.c { color: blue; }'));
    const broken = compileStyles(sass, { styles: { 'card.scss': '.a {\n  color: red\n  .b { }\n' } });
    expect(broken.errors[0]).toMatchObject({ file: 'card.scss', line: expect.any(Number) });
  });

  it('lets a module import a stylesheet that is there, and names one that is not', async () => {
    const scripts = {
      entry: 'App.tsx',
      files: { 'App.tsx': "import './card.scss';\nimport './missing.css';\nexport default () => null;\n" },
    };
    const result = await compileDemo({ scripts, styleNames: ['card.scss'] });
    expect(result.errors).toEqual([
      expect.objectContaining({
        file: 'App.tsx',
        line: 2,
        message: 'Cannot import "./missing.css": there is no such file here (the files are App.tsx, card.scss).',
      }),
    ]);
  });
});
