import type { PlaygroundError } from '../runtime/protocol';
import { firstDemoPosition, type SourceMaps } from './stack';

/** What an error that carries no message says: `throw ''`, `throw new Error()`, `Promise.reject()`. */
export const NO_MESSAGE = 'An error with no message was thrown';

/** The error's message, or, when it has none, its kind from the stack's first line ("TypeError, with no message"). */
function messageOf(message: string, stack: string | undefined): string {
  if (message.trim()) return message;
  const kind = stack?.split('\n', 1)[0].replace(/:\s*$/, '').trim();
  return kind && !kind.startsWith('at ') && kind !== 'undefined' ? `${kind}, with no message` : NO_MESSAGE;
}

/**
 * Turns an error thrown in the frame into the file, line and column of the demo's source where the
 * stack allows: the first frame in one of the demo's files, through that file's source map. It always
 * has a message, so the list never shows a place with nothing after it.
 */
export function toRuntimeError(message: string, stack: string | undefined, sourceMaps: SourceMaps): PlaygroundError {
  const position = firstDemoPosition(stack, sourceMaps);
  const text = messageOf(message, stack);
  return position ? { kind: 'runtime', ...position, message: text } : { kind: 'runtime', message: text };
}

/** A runtime error, and the run it came from. */
export interface RunError {
  runId: number | undefined;
  error: PlaygroundError;
}

/**
 * The errors to show for the code in the editor: the last compile's, and the error of the run on screen
 * only while that run is the editor's code. A compile that fails leaves the last good run in the frame,
 * but its runtime error is about code that is no longer there, so it goes with the new compile's errors.
 */
export function currentErrors(
  compileErrors: PlaygroundError[],
  runtime: RunError | null,
  runId: number | undefined,
): PlaygroundError[] {
  if (!runtime || runtime.runId !== runId || compileErrors.length > 0) return compileErrors;
  return [runtime.error];
}
