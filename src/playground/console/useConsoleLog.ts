import { startTransition, useEffect, useMemo, useReducer, useState } from 'react';
import type { ConsoleBatch } from '../runtime/console-types';
import { consoleLogReducer, initialConsoleLog, type ConsoleLogState, type ReceivedBatch, type StackMapper } from './console-log';
import { createFrameQueue, nextFrame, type Schedule } from './frame-queue';

export interface ConsoleLogActions {
  /** A batch from the frame; `mapStack` maps its stacks with the current run's source maps. Applied at the next frame. */
  receive: (batch: ConsoleBatch, mapStack: StackMapper) => void;
  /** A run was sent to the frame: its messages are taken from now on, earlier runs' ignored. */
  runStarted: (runId: number) => void;
  clear: () => void;
  setPreserve: (preserve: boolean) => void;
}

export interface ConsoleLogOptions {
  preserve?: boolean;
  /** When the batches received meanwhile are applied: by default the next animation frame (tests apply them at will). */
  schedule?: Schedule;
}

/**
 * The console's log for one preview, and the functions that change it (the same functions every render).
 * Batches are applied once a frame, together: the frame may post ten a second, each replacing the whole
 * log in a flood, and the page draws no more often than the screen shows.
 */
export function useConsoleLog(options: ConsoleLogOptions = {}): { log: ConsoleLogState; actions: ConsoleLogActions } {
  const [log, dispatch] = useReducer(consoleLogReducer, options.preserve ?? false, initialConsoleLog);
  const [queue] = useState(() => {
    const schedule = options.schedule ?? nextFrame;
    // A transition: drawing what came gives way to what the person does meanwhile, and a long render is
    // cut into slices between which the page keeps drawing frames.
    return createFrameQueue<ReceivedBatch>(
      (received) => dispatch({ type: 'batches', received }),
      (apply) => schedule(() => startTransition(apply)),
    );
  });
  useEffect(() => () => queue.cancel(), [queue]);
  const actions = useMemo<ConsoleLogActions>(() => {
    // What came before a clear, a new run or a change of Preserve log is applied first, in order: a clear
    // must not be followed by the batches it cleared. Both updates are rendered together.
    const then = (action: Parameters<typeof dispatch>[0]) => {
      queue.flush();
      dispatch(action);
    };
    return {
      receive: (batch, mapStack) => queue.push({ batch, mapStack }),
      runStarted: (runId) => then({ type: 'runStarted', runId }),
      clear: () => then({ type: 'cleared' }),
      setPreserve: (preserve) => then({ type: 'preserveSet', preserve }),
    };
  }, [queue]);
  // One object while the log is the same, so a memoised panel skips the renders of its page.
  return useMemo(() => ({ log, actions }), [log, actions]);
}
