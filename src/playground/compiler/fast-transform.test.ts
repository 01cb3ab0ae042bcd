// @vitest-environment node
import type { DemoScripts } from '../../demo-model/files';
import * as esbuild from 'esbuild-wasm';
import { transform as sucrase } from 'sucrase';
import { compileScripts } from './compile';
import { withFastPath } from './fast-transform';
import { LOOP_GUARD } from '../runtime/protocol';

const entries = new Set(['button']);

beforeAll(async () => {
  await esbuild.initialize({});
});

/** esbuild, watched: the fast path must leave it alone unless sucrase rejects the file. */
function transpilers() {
  const slow = { transform: vi.fn(esbuild.transform) } as unknown as typeof esbuild;
  return { slow, fast: withFastPath(slow, sucrase) };
}

/** Runs a compiled module as the frame does: CommonJS with a `require` and the loop guard. */
function run(code: string, modules: Record<string, unknown>) {
  const module = { exports: {} as Record<string, unknown> };
  const require = (specifier: string) => {
    if (specifier in modules) return modules[specifier];
    throw new Error(`no ${specifier}`);
  };
  new Function('require', 'module', 'exports', LOOP_GUARD, code)(require, module, module.exports, () => {});
  return module.exports;
}

/** What a demo's file is compiled with: its siblings and its stylesheet; messages name each file by its name. */
const demoContext = (scripts: DemoScripts) => ({ scripts, styleNames: ['demo.scss'] });

describe('the fast path (sucrase, esbuild for what it rejects)', () => {
  it('compiles a two-file demo without esbuild, pointing the sibling import at its file', async () => {
    const { slow, fast } = transpilers();
    const result = await compileScripts(
      fast,
      demoContext({
        entry: 'demo.tsx',
        files: {
          'demo.tsx': `import { Button } from 'aquila-ui/button';\nimport { label } from './words';\nimport './demo.scss';\n\nexport default function Demo(): JSX.Element {\n  let total: number = 0;\n  for (let i = 0; i < 3; i++) total += i;\n  return <Button>{label} {total}</Button>;\n}\n`,
          'words.ts': `export const label: string = 'Sum';\n`,
        },
      }),
      entries,
    );
    expect(result.errors).toEqual([]);
    expect(slow.transform).not.toHaveBeenCalled();
    const demo = result.modules['demo.tsx'];
    expect(demo.code).toContain('require("./words.ts")');
    expect(demo.code).toContain(`${LOOP_GUARD}(`);
    expect(JSON.parse(demo.map).sources).toEqual(['demo.tsx']);

    const jsx = (type: unknown, props: Record<string, unknown>) => ({ type, props });
    const words = run(result.modules['words.ts'].code, {});
    const Button = () => null;
    const exports = run(demo.code, {
      'aquila-ui/button': { Button },
      'react/jsx-runtime': { jsx, jsxs: jsx },
      './words.ts': words,
      './demo.scss': {},
    });
    expect((exports.default as () => unknown)()).toEqual({ type: Button, props: { children: ['Sum', ' ', 3] } });
  });

  it('keeps sucrase’s lines, so an error in the preview points at the line typed', async () => {
    const { fast } = transpilers();
    const result = await compileScripts(
      fast,
      demoContext({ entry: 'demo.tsx', files: { 'demo.tsx': `\n\nexport default function Demo() {\n  return <p>Hi</p>;\n}\n` } }),
      entries,
    );
    const lines = result.modules['demo.tsx'].code.split('\n');
    expect(lines.findIndex((line) => line.includes('"Hi"') || line.includes("'Hi'"))).toBe(3);
  });

  it('names an import the playground lacks, whichever quotes the source used', async () => {
    const { fast } = transpilers();
    const result = await compileScripts(
      fast,
      demoContext({
        entry: 'demo.tsx',
        files: { 'demo.tsx': `import dayjs from "react-dom/server";\nexport default () => dayjs;\n` },
      }),
      entries,
    );
    expect(result.errors).toEqual([
      expect.objectContaining({ file: 'demo.tsx', line: 1, message: expect.stringContaining('Cannot import "react-dom/server"') }),
    ]);
  });

  it('hands a syntax error to esbuild, whose message, line and column are shown', async () => {
    const { slow, fast } = transpilers();
    const result = await compileScripts(
      fast,
      demoContext({ entry: 'demo.tsx', files: { 'demo.tsx': `export default function Demo() {\n  return <div>;\n}\n` } }),
      entries,
    );
    expect(slow.transform).toHaveBeenCalledTimes(1);
    expect(result.errors[0]).toEqual({
      kind: 'compile',
      file: 'demo.tsx',
      line: 3,
      column: 1,
      message: 'The character "}" is not valid inside a JSX element',
    });
  });
});
