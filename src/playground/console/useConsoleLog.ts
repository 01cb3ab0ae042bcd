import { useMemo, useReducer } from 'react';
import type { ConsoleBatch } from '../runtime/console-types';
import { consoleLogReducer, initialConsoleLog, type ConsoleLogState, type StackMapper } from './console-log';

export interface ConsoleLogActions {
  /** A batch from the frame; `mapStack` maps its stacks with the current run's source maps. */
  receive: (batch: ConsoleBatch, mapStack: StackMapper) => void;
  /** A run was sent to the frame: its messages are taken from now on, earlier runs' ignored. */
  runStarted: (runId: number) => void;
  clear: () => void;
  setPreserve: (preserve: boolean) => void;
}

/** The console's log for one preview, and the functions that change it (the same functions every render). */
export function useConsoleLog(options: { preserve?: boolean } = {}): { log: ConsoleLogState; actions: ConsoleLogActions } {
  const [log, dispatch] = useReducer(consoleLogReducer, options.preserve ?? false, initialConsoleLog);
  const actions = useMemo<ConsoleLogActions>(
    () => ({
      receive: (batch, mapStack) => dispatch({ type: 'batch', batch, mapStack }),
      runStarted: (runId) => dispatch({ type: 'runStarted', runId }),
      clear: () => dispatch({ type: 'cleared' }),
      setPreserve: (preserve) => dispatch({ type: 'preserveSet', preserve }),
    }),
    [],
  );
  // One object while the log is the same, so a memoised panel skips the renders of its page.
  return useMemo(() => ({ log, actions }), [log, actions]);
}
