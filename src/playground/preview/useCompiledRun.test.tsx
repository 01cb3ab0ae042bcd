import { StrictMode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { useCompiledRun } from './useCompiledRun';
import { compileDemo } from '../compiler/client';

vi.mock('../compiler/client', () => ({ compileDemo: vi.fn() }));
const compile = vi.mocked(compileDemo);

/** A one-file demo source; the hook compares precompiled files by content. */
const source = (tsx: string, scss = '') => ({
  scripts: { entry: 'demo.tsx', files: { 'demo.tsx': tsx } },
  styles: { 'demo.scss': scss },
});
const tsxOf = (demo: ReturnType<typeof source>) => demo.scripts.files['demo.tsx'];

/** The demo's one module compiled to `code`. */
const compiled = (code: string) => ({ 'demo.tsx': { code, map: '{}' } });
const ok = (tag: string) => ({
  modules: compiled(`code:${tag}`),
  css: `css:${tag}`,
  errors: [],
  packages: [],
  timings: { tsx: 1, scss: 1 },
});

describe('useCompiledRun', () => {
  beforeEach(() => {
    compile.mockReset();
  });

  it('uses the build-time compile for the shipped files, and the worker after an edit', async () => {
    compile.mockResolvedValue(ok('edited'));
    const precompiled = { ...source('a', 'b'), modules: compiled('code:shipped'), css: 'css:shipped' };
    const { result, rerender } = renderHook(({ demo }) => useCompiledRun(demo, precompiled), {
      initialProps: { demo: source('a', 'b') },
    });
    await waitFor(() => expect(result.current.run?.modules['demo.tsx']).toBe('code:shipped'));
    expect(compile).not.toHaveBeenCalled();
    rerender({ demo: source('a2', 'b') });
    await waitFor(() => expect(result.current.run?.modules['demo.tsx']).toBe('code:edited'));
    expect(compile).toHaveBeenCalledWith(source('a2', 'b'));
  });

  it('while a compile runs, a burst of edits compiles once more, with the newest text', async () => {
    let finish: (value: ReturnType<typeof ok>) => void = () => {};
    compile.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    compile.mockResolvedValue(ok('latest'));
    const { result, rerender } = renderHook(({ demo }) => useCompiledRun(demo), { initialProps: { demo: source('v1') } });
    rerender({ demo: source('v2') });
    rerender({ demo: source('v3') });
    finish(ok('v1'));
    await waitFor(() => expect(result.current.run?.modules['demo.tsx']).toBe('code:latest'));
    expect(compile.mock.calls.map(([demo]) => tsxOf(demo as ReturnType<typeof source>))).toEqual(['v1', 'v3']);
    expect(result.current.compiling).toBe(false);
  });

  it('keeps the last good run on screen when a compile fails', async () => {
    compile.mockResolvedValueOnce(ok('good'));
    compile.mockResolvedValueOnce({
      ...ok('bad'),
      modules: {},
      errors: [{ kind: 'compile', file: 'demo.tsx', line: 1, column: 2, message: 'Unexpected' }],
    });
    const { result, rerender } = renderHook(({ demo }) => useCompiledRun(demo), { initialProps: { demo: source('good') } });
    await waitFor(() => expect(result.current.run?.modules['demo.tsx']).toBe('code:good'));
    rerender({ demo: source('bad') });
    await waitFor(() => expect(result.current.errors).toHaveLength(1));
    expect(result.current.run?.modules['demo.tsx']).toBe('code:good');
  });

  it('reports a compiler that cannot load', async () => {
    compile.mockImplementation(async () => {
      throw new Error('The compiler could not be loaded.');
    });
    const demo = source('x');
    const { result } = renderHook(() => useCompiledRun(demo));
    await waitFor(() => expect(result.current.errors[0]?.message).toBe('The compiler could not be loaded.'));
  });

  it('keeps compiling after React’s development double-mount re-ran the first compile', async () => {
    // StrictMode re-runs the layout effect before the passive one that marks the hook mounted again.
    compile.mockImplementation(async (demo) => ok(tsxOf(demo as ReturnType<typeof source>)));
    const precompiled = { ...source('first'), modules: compiled('code:first'), css: '' };
    const { result, rerender } = renderHook(({ demo }) => useCompiledRun(demo, precompiled), {
      initialProps: { demo: source('first') },
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.run?.modules['demo.tsx']).toBe('code:first'));
    rerender({ demo: source('second') });
    await waitFor(() => expect(result.current.run?.modules['demo.tsx']).toBe('code:second'));
    expect(result.current.compiling).toBe(false);
  });
});
