/**
 * What the preview frame's console reports to the page: plain data, described inside the frame (the
 * page never evaluates anything a demo logged) and read again on arrival by `parseConsoleBatch`, since
 * a demo can post whatever it likes.
 */

/** A logged value as the console shows it. Collections carry their first entries; the rest is counted. */
export type ValueNode =
  /** `text` may be cut short of the string: `length` is the whole string's. */
  | { kind: 'string'; text: string; length: number }
  | { kind: 'number' | 'bigint' | 'boolean' | 'undefined' | 'null' | 'symbol'; text: string }
  /** `text` is the function's name ('' for an anonymous one). */
  | { kind: 'function'; text: string }
  /** `text`: a date's ISO form, a RegExp's source, a DOM node's short tag (`<div#id.a.b>`), a React element (`<Button …/>`). */
  | { kind: 'date' | 'regexp' | 'dom' | 'element'; text: string }
  /** A value already being described further up: a circular reference. `text` names its type (`Object`, `Array(2)`). */
  | { kind: 'circular'; text: string }
  /** `text` is `Name: message`; `stack` the frame's stack as the engine wrote it. */
  | { kind: 'error'; text: string; stack?: string }
  | CollectionNode;

export interface CollectionNode {
  kind: 'array' | 'object' | 'map' | 'set';
  /** How the console heads it: `Array(3)`, `Object`, a class's name, `Map(2)`, `Set(1)`. */
  label: string;
  /** The entries described, in order. Arrays and objects key by index or property name, maps by a value, sets not at all. */
  entries: ValueEntry[];
  /** Entries left out by the caps (the collection has `entries.length + more`). */
  more: number;
  /** True when the depth cap stopped the description here: the entries are not known. */
  truncated?: boolean;
}

export interface ValueEntry {
  key?: string | ValueNode;
  value: ValueNode;
}

export const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
export type ConsoleLevel = (typeof CONSOLE_LEVELS)[number];

/** A piece of a format string's output (`%s %d %i %f %o %O %c`): text with the style `%c` gave it, or a value. */
export type FormatSegment = { text: string; style?: string } | { value: ValueNode; style?: string };

export interface ConsoleMessage {
  /** Unique within a run, increasing. */
  id: number;
  level: ConsoleLevel;
  /**
   * The console method called, or `uncaught` for an error nobody caught and `rejection` for an
   * unhandled promise rejection. `group` opens a group, `groupEnd` is never sent (the page reads
   * membership from `parent`).
   */
  method: ConsoleMethod;
  /** The first argument's format string, applied: present when it had text to show. */
  format?: FormatSegment[];
  /** The arguments the format string did not take, shown after it, space-separated. */
  args: ValueNode[];
  /** Arguments left out after `args` because the message's node allowance (`CONSOLE_LIMITS.nodes`) ran out. */
  moreArgs?: number;
  /** Where the call was made (warn, error, trace, assert, uncaught errors): the frame's stack text. */
  stack?: string;
  /** The id of the group this message is in, if any. */
  parent?: number;
  /** For `group`: whether it opened collapsed (`groupCollapsed`). */
  collapsed?: boolean;
}

/** The `console` methods a message names as called; the frame reports the others it captures (`timeEnd`…) as one of these. */
export const CONSOLE_OWN_METHODS = [
  'log',
  'info',
  'warn',
  'error',
  'debug',
  'table',
  'group',
  'count',
  'time',
  'assert',
  'trace',
  'dir',
] as const;

/** The methods a message may name: the console's own, and the frame's reports of errors nobody caught. */
export const CONSOLE_METHODS = [...CONSOLE_OWN_METHODS, 'uncaught', 'rejection'] as const;
export type ConsoleMethod = (typeof CONSOLE_METHODS)[number];

/** Messages the frame sends in one post: at most one batch per turn of its event loop. */
export interface ConsoleBatch {
  type: 'console';
  runId: number;
  messages: ConsoleMessage[];
  /** Messages the frame logged but did not send, because a batch holds at most `MAX_BATCH`. */
  dropped: number;
}

/** Caps the frame describes within, and the page enforces again on arrival. */
export const CONSOLE_LIMITS = {
  /** Nesting below which collections are not described (`truncated`). */
  depth: 6,
  /** Entries described per collection. */
  entries: 100,
  /** Characters kept of a string (and of error stacks, labels, property names, and a format's text all together). */
  string: 10_000,
  /**
   * Nodes described per message, all arguments together: an enormous object costs no more than this.
   * Every ValueNode counts one (a map's keys too) and so does every text segment of `format`, in the
   * order they are sent (format, then args; a map entry's key before its value), so the frame's
   * description and the page's re-reading cut at the same place.
   */
  nodes: 2_000,
  /**
   * Nodes described per batch, all its messages together: what one turn of a demo's logging (or a forged
   * batch of cyclic data) costs the page at most. Spent on the newest messages first, each taking at most
   * `nodes`; an older message left with none is sent with its arguments counted in `moreArgs`.
   */
  batchNodes: 100_000,
  /** Messages per batch; the frame counts the rest as dropped. */
  batch: 1_000,
  /** Characters kept of a `%c` style. */
  style: 500,
} as const;
