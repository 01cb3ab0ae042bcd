import { StrictMode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { useCompiledRun } from './useCompiledRun';
import { compileDemo } from './compiler/client';

vi.mock('./compiler/client', () => ({ compileDemo: vi.fn() }));
const compile = vi.mocked(compileDemo);

const ok = (tag: string) => ({ code: `code:${tag}`, map: '{}', css: `css:${tag}`, errors: [], timings: { tsx: 1, scss: 1 } });

describe('useCompiledRun', () => {
  beforeEach(() => {
    compile.mockReset();
  });

  it('uses the build-time compile for the shipped files, and the worker after an edit', async () => {
    compile.mockResolvedValue(ok('edited'));
    const precompiled = { tsx: 'a', scss: 'b', code: 'code:shipped', map: '{}', css: 'css:shipped' };
    const { result, rerender } = renderHook(({ tsx }) => useCompiledRun(tsx, 'b', precompiled), { initialProps: { tsx: 'a' } });
    await waitFor(() => expect(result.current.run?.code).toBe('code:shipped'));
    expect(compile).not.toHaveBeenCalled();
    rerender({ tsx: 'a2' });
    await waitFor(() => expect(result.current.run?.code).toBe('code:edited'));
    expect(compile).toHaveBeenCalledWith('a2', 'b');
  });

  it('while a compile runs, a burst of edits compiles once more, with the newest text', async () => {
    let finish: (value: ReturnType<typeof ok>) => void = () => {};
    compile.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    compile.mockResolvedValue(ok('latest'));
    const { result, rerender } = renderHook(({ tsx }) => useCompiledRun(tsx, ''), { initialProps: { tsx: 'v1' } });
    rerender({ tsx: 'v2' });
    rerender({ tsx: 'v3' });
    finish(ok('v1'));
    await waitFor(() => expect(result.current.run?.code).toBe('code:latest'));
    expect(compile.mock.calls.map(([tsx]) => tsx)).toEqual(['v1', 'v3']);
    expect(result.current.compiling).toBe(false);
  });

  it('keeps the last good run on screen when a compile fails', async () => {
    compile.mockResolvedValueOnce(ok('good'));
    compile.mockResolvedValueOnce({ ...ok('bad'), code: '', errors: [{ kind: 'compile', file: 'TS', line: 1, column: 2, message: 'Unexpected' }] });
    const { result, rerender } = renderHook(({ tsx }) => useCompiledRun(tsx, ''), { initialProps: { tsx: 'good' } });
    await waitFor(() => expect(result.current.run?.code).toBe('code:good'));
    rerender({ tsx: 'bad' });
    await waitFor(() => expect(result.current.errors).toHaveLength(1));
    expect(result.current.run?.code).toBe('code:good');
  });

  it('reports a compiler that cannot load', async () => {
    compile.mockImplementation(async () => {
      throw new Error('The compiler could not be loaded.');
    });
    const { result } = renderHook(() => useCompiledRun('x', ''));
    await waitFor(() => expect(result.current.errors[0]?.message).toBe('The compiler could not be loaded.'));
  });

  it('keeps compiling after React’s development double-mount re-ran the first compile', async () => {
    // StrictMode re-runs the layout effect before the passive one that marks the hook mounted again.
    compile.mockImplementation(async (tsx) => ok(tsx));
    const precompiled = { tsx: 'first', scss: '', code: 'code:first', map: '{}', css: '' };
    const { result, rerender } = renderHook(({ tsx }) => useCompiledRun(tsx, '', precompiled), {
      initialProps: { tsx: 'first' },
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.run?.code).toBe('code:first'));
    rerender({ tsx: 'second' });
    await waitFor(() => expect(result.current.run?.code).toBe('code:second'));
    expect(result.current.compiling).toBe(false);
  });
});
