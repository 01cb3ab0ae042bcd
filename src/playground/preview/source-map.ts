import { GREATEST_LOWER_BOUND, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** Source maps read so far, by their text: a stack's frames and the next error of the same run reuse them. */
const parsed = new Map<string, TraceMap | null>();
/** A run's maps are replaced by the next run's: a few dozen cover the runs still on screen. */
const KEPT = 32;

function traceMapOf(mapJson: string): TraceMap | null {
  if (parsed.has(mapJson)) return parsed.get(mapJson)!;
  let map: TraceMap | null;
  try {
    map = new TraceMap(mapJson);
  } catch {
    map = null;
  }
  if (parsed.size >= KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(mapJson, map);
  return map;
}

/**
 * Maps a 1-based line and column of the compiled code back to the source file it came from, using
 * esbuild's source map (version 3): the nearest mapping at or before the column. Returns null when the
 * position has no mapping or the map cannot be read.
 */
export function originalPosition(
  mapJson: string,
  line: number,
  column: number,
): { source: string; line: number; column: number } | null {
  const map = traceMapOf(mapJson);
  if (!map) return null;
  const found = originalPositionFor(map, { line, column: column - 1, bias: GREATEST_LOWER_BOUND });
  if (found.line === null || found.column === null) return null;
  return { source: found.source ?? '', line: found.line, column: found.column + 1 };
}
