import { parse, type Node } from 'acorn';
import { LOOP_GUARD } from '../runtime/protocol.ts';

type LoopNode = Node & { body: Node };
const MAY_LOOP = /\b(?:for|while|do)\b/;
const LOOP_TYPES = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);

function collectLoops(node: unknown, loops: LoopNode[]) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collectLoops(child, loops);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string' && LOOP_TYPES.has(record.type)) loops.push(record as unknown as LoopNode);
  for (const key of Object.keys(record)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') collectLoops(record[key], loops);
  }
}

/**
 * Puts a call to the frame's time-budget guard at the top of every loop body of the compiled code,
 * so `while (true) {}` throws "stopped: the code ran too long" instead of freezing the page.
 * Insertions add no line breaks, so line numbers still match the source map. Loops are numbered from
 * `firstId`, so the files of one demo never share an id.
 */
export function insertLoopGuards(code: string, firstId = 0): string {
  // A loop cannot be written without one of these words (a keyword cannot be spelled with escapes), so
  // code without them has no loop to guard: sucrase's parse is then the only one its keystroke costs.
  // Most files have no loop; a word in a string or a name only costs the parse below.
  if (!MAY_LOOP.test(code)) return code;
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
  const loops: LoopNode[] = [];
  collectLoops(program, loops);
  const edits: Array<{ at: number; text: string }> = [];
  loops.forEach((loop, index) => {
    const call = `${LOOP_GUARD}(${firstId + index});`;
    if (loop.body.type === 'BlockStatement') {
      edits.push({ at: loop.body.start + 1, text: call });
    } else {
      edits.push({ at: loop.body.start, text: `{${call}` }, { at: loop.body.end, text: '}' });
    }
  });
  // Apply from the end so earlier offsets stay valid.
  edits.sort((a, b) => b.at - a.at);
  let result = code;
  for (const edit of edits) result = result.slice(0, edit.at) + edit.text + result.slice(edit.at);
  return result;
}
