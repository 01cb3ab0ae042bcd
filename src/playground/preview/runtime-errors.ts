import type { PlaygroundError } from '../runtime/protocol';
import { firstDemoPosition, type SourceMaps } from './stack';

/**
 * Turns an error thrown in the frame into the file, line and column of the demo's source where the
 * stack allows: the first frame in one of the demo's files, through that file's source map.
 */
export function toRuntimeError(message: string, stack: string | undefined, sourceMaps: SourceMaps): PlaygroundError {
  const position = firstDemoPosition(stack, sourceMaps);
  return position ? { kind: 'runtime', ...position, message } : { kind: 'runtime', message };
}
