import { MODULE_FRAME, type SourcePosition } from '../runtime/protocol';
import { originalPosition } from './source-map';

/**
 * `new Function` puts two lines of its own (the signature and the opening brace) before the body,
 * so line N of the compiled code is line N + 2 in the frame's stack traces.
 */
const FUNCTION_HEADER_LINES = 2;

/** A stack as the console shows it: the demo's own frames at their source lines, the rest counted. */
export interface MappedStack {
  frames: { name: string; location: SourcePosition }[];
  /** Frames in React, the library or the frame's runtime: folded into one "n more" line. */
  hidden: number;
}

/** The compiled files' source maps, by file name. */
export interface SourceMaps {
  maps: Record<string, string>;
}

/** The source position of one compiled-file frame (`aquila-demo/App.js:14:9`), through its source map. */
function mapFrame(match: RegExpExecArray, { maps }: SourceMaps): SourcePosition | null {
  const map = maps[match[1]];
  if (map === undefined) return null;
  const position = originalPosition(map, Number(match[2]) - FUNCTION_HEADER_LINES, Number(match[3]));
  return position && { file: match[1], line: position.line, column: position.column };
}

/** A frame line of V8 (`    at name (url:1:2)`) or of Firefox and Safari (`name@url:1:2`). */
const FRAME_LINE = /^\s*at\s|@\S*:\d+:\d+\s*$/;
const V8_NAME = /^\s*at\s+(?:async\s+)?([^\s(]+)\s+\(/;
const GECKO_NAME = /^([^@]*)@/;

/**
 * Stacks already read, per run's source maps. One error reaches the page twice — for the error list and
 * for the console panel — and is read through the source maps once.
 */
const mappedStacks = new WeakMap<SourceMaps, Map<string, MappedStack>>();

/** Reads a stack the frame reported: the demo's frames mapped to their files and lines, every other frame counted. */
export function mapStack(stack: string, sourceMaps: SourceMaps): MappedStack {
  let mapped = mappedStacks.get(sourceMaps);
  if (!mapped) mappedStacks.set(sourceMaps, (mapped = new Map()));
  let result = mapped.get(stack);
  if (!result) mapped.set(stack, (result = readStack(stack, sourceMaps)));
  return result;
}

function readStack(stack: string, sourceMaps: SourceMaps): MappedStack {
  const result: MappedStack = { frames: [], hidden: 0 };
  for (const line of stack.split('\n')) {
    if (!FRAME_LINE.test(line)) continue;
    const match = MODULE_FRAME.exec(line);
    const location = match && mapFrame(match, sourceMaps);
    if (!location) {
      result.hidden++;
      continue;
    }
    const name = (V8_NAME.exec(line)?.[1] ?? GECKO_NAME.exec(line.trim())?.[1] ?? '').replace(/^Object\./, '');
    result.frames.push({ name, location });
  }
  return result;
}

/** The first place in the demo's own files that a stack passes through, if any. */
export function firstDemoPosition(stack: string | undefined, sourceMaps: SourceMaps): SourcePosition | null {
  if (!stack) return null;
  return mapStack(stack, sourceMaps).frames[0]?.location ?? null;
}
