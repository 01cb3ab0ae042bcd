import type { PlaygroundError } from '../runtime/protocol';
import { originalPosition } from './source-map';

/**
 * `new Function` puts two lines of its own (the signature and the opening brace) before the body,
 * so line N of the compiled code is line N + 2 in the frame's stack traces.
 */
const FUNCTION_HEADER_LINES = 2;

/**
 * Turns an error thrown in the frame into the file, line and column of the demo's source where the
 * stack allows; `fileLabel` names a source file as its tab does.
 */
export function toRuntimeError(
  message: string,
  stack: string | undefined,
  sourceMap: string,
  fileLabel: (source: string) => string,
): PlaygroundError {
  const frame = stack ? /aquila-demo\.js:(\d+):(\d+)/.exec(stack) : null;
  if (!frame) return { kind: 'runtime', message };
  const position = originalPosition(sourceMap, Number(frame[1]) - FUNCTION_HEADER_LINES, Number(frame[2]));
  if (!position) return { kind: 'runtime', message };
  return { kind: 'runtime', file: fileLabel(position.source), line: position.line, column: position.column, message };
}
