import { useEffect, useRef, useState } from 'react';
import { compileDemo } from './compiler/client';
import type { FrameRun } from './preview/PreviewFrame';
import type { PlaygroundError } from './runtime/protocol';

/** Short enough to feel instant, long enough that a burst of keystrokes compiles once. */
export const COMPILE_DEBOUNCE_MS = 25;

export interface CompiledRun {
  /** The last run that compiled; errors keep it on screen rather than blanking the preview. */
  run: FrameRun | null;
  sourceMap: string;
  errors: PlaygroundError[];
  compiling: boolean;
}

/** Recompiles the TS and SCSS files after each edit; only the newest compile's result is kept. */
export function useCompiledRun(tsx: string, scss: string): CompiledRun {
  const [state, setState] = useState<CompiledRun>({ run: null, sourceMap: '', errors: [], compiling: true });
  const latestRequest = useRef(0);

  useEffect(() => {
    const requestId = ++latestRequest.current;
    setState((previous) => ({ ...previous, compiling: true }));
    const timer = window.setTimeout(() => {
      compileDemo(tsx, scss).then(
        (result) => {
          if (requestId !== latestRequest.current) return;
          setState((previous) =>
            result.errors.length
              ? { ...previous, errors: result.errors, compiling: false }
              : { run: { runId: requestId, code: result.code, css: result.css }, sourceMap: result.map, errors: [], compiling: false },
          );
        },
        (error: Error) => {
          if (requestId !== latestRequest.current) return;
          setState((previous) => ({ ...previous, errors: [{ kind: 'compile', message: error.message }], compiling: false }));
        },
      );
    }, COMPILE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [tsx, scss]);

  return state;
}
