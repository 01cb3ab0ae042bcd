import * as React from 'react';

type AnyFunction = (...args: never[]) => unknown;

/**
 * A function for effects and event handlers that always calls the latest `callback`, yet never
 * changes, so an effect need not re-run when a consumer passes a new inline callback each render.
 * React 19.2 has this built in (`useEffectEvent`); the library also supports React 18.3 and 19.0–19.1,
 * where the latest callback is noted in an insertion effect — before any layout effect or event can
 * call it, and never during render (React may render a component and throw the result away).
 */
function useEffectEventShim<T extends AnyFunction>(callback: T): T {
  const latest = React.useRef(callback);
  React.useInsertionEffect(() => {
    latest.current = callback;
  });
  const stable = React.useCallback((...args: Parameters<T>) => latest.current(...args), []);
  return stable as unknown as T;
}

// Which one a page uses is fixed by the React it runs, so the hook is the same in every render.
const builtIn = (React as { useEffectEvent?: <T extends AnyFunction>(callback: T) => T }).useEffectEvent;

export const useEffectEvent: <T extends AnyFunction>(callback: T) => T = builtIn ?? useEffectEventShim;
