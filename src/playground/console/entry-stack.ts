import type { MappedStack } from '../preview/stack';
import type { MessageEntry } from './console-log';

const mapped = new WeakMap<MessageEntry['message'], MappedStack>();

/**
 * Where the entry's message was logged, in the demo's files: mapped when its row is first drawn, not
 * when it arrives (a flood's rows mostly never are), and once per message, however often it is drawn
 * or merged. Undefined for a message that carries no stack.
 */
export function entryStack({ message, mapStack }: MessageEntry): MappedStack | undefined {
  if (message.stack === undefined) return undefined;
  let stack = mapped.get(message);
  if (!stack) {
    stack = mapStack(message.stack);
    mapped.set(message, stack);
  }
  return stack;
}
