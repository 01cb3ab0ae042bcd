import type { PlaygroundError } from '../runtime/protocol';
import { originalPosition } from './source-map';

/**
 * `new Function` puts two lines of its own (the signature and the opening brace) before the body,
 * so line N of the compiled code is line N + 2 in the frame's stack traces.
 */
const FUNCTION_HEADER_LINES = 2;

/** Turns an error thrown in the frame into file/line/column of the TS source where the stack allows. */
export function toRuntimeError(message: string, stack: string | undefined, sourceMap: string): PlaygroundError {
  const frame = stack ? /aquila-demo\.js:(\d+):(\d+)/.exec(stack) : null;
  if (!frame) return { kind: 'runtime', message };
  const position = originalPosition(sourceMap, Number(frame[1]) - FUNCTION_HEADER_LINES, Number(frame[2]));
  return position ? { kind: 'runtime', file: 'TS', ...position, message } : { kind: 'runtime', message };
}
