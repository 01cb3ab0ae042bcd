import { MODULE_FRAME, type PlaygroundError } from '../runtime/protocol';
import { originalPosition } from './source-map';

/**
 * `new Function` puts two lines of its own (the signature and the opening brace) before the body,
 * so line N of the compiled code is line N + 2 in the frame's stack traces.
 */
const FUNCTION_HEADER_LINES = 2;

/**
 * Turns an error thrown in the frame into the file, line and column of the demo's source where the
 * stack allows: the first frame in one of the demo's files, through that file's source map
 * (`sourceMaps` by file name). `fileLabel` names a file as its tab does.
 */
export function toRuntimeError(
  message: string,
  stack: string | undefined,
  sourceMaps: Record<string, string>,
  fileLabel: (name: string) => string,
): PlaygroundError {
  const frame = stack ? MODULE_FRAME.exec(stack) : null;
  const sourceMap = frame ? sourceMaps[frame[1]] : undefined;
  if (!frame || sourceMap === undefined) return { kind: 'runtime', message };
  const position = originalPosition(sourceMap, Number(frame[2]) - FUNCTION_HEADER_LINES, Number(frame[3]));
  if (!position) return { kind: 'runtime', message };
  return { kind: 'runtime', file: fileLabel(frame[1]), line: position.line, column: position.column, message };
}
