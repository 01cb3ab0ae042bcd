const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one line's worth of base64 VLQ segments. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Maps a 1-based line and column of the compiled code back to the source file it came from, using
 * esbuild's source map (version 3). Returns null when the position has no mapping.
 */
export function originalPosition(
  mapJson: string,
  line: number,
  column: number,
): { source: string; line: number; column: number } | null {
  let map: { mappings?: string; sources?: string[] };
  try {
    map = JSON.parse(mapJson);
  } catch {
    return null;
  }
  const lines = (map.mappings ?? '').split(';');
  let sourceIndex = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  for (let index = 0; index < lines.length; index++) {
    let generatedColumn = 0;
    let best: { source: string; line: number; column: number } | null = null;
    for (const segment of lines[index].split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      generatedColumn += fields[0];
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        sourceLine += fields[2];
        sourceColumn += fields[3];
        if (index === line - 1 && generatedColumn <= column - 1) {
          best = { source: map.sources?.[sourceIndex] ?? '', line: sourceLine + 1, column: sourceColumn + 1 };
        }
      }
    }
    if (index === line - 1) return best;
  }
  return null;
}
