import type { ConsoleBatch, ConsoleMessage, ValueNode } from '../runtime/console-types';

/** Builders for the tests: messages and batches as the frame sends them. */

export const str = (text: string): ValueNode => ({ kind: 'string', text, length: text.length });
export const num = (value: number): ValueNode => ({ kind: 'number', text: String(value) });

let nextId = 1;

export function message(overrides: Partial<ConsoleMessage> = {}): ConsoleMessage {
  return { id: nextId++, level: 'log', method: 'log', args: [str('hello')], ...overrides };
}

export const batch = (runId: number, messages: ConsoleMessage[], dropped = 0): ConsoleBatch => ({
  type: 'console',
  runId,
  messages,
  dropped,
});
