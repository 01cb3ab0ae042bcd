/** What the page asks the formatter's worker: format one file's text. */
export interface FormatRequest {
  /** Matches the reply to its request (several may be in flight). */
  id: number;
  /** The file's name; its extension chooses the parser. */
  fileName: string;
  text: string;
}

/** A file's formatted text, or why there is none (a syntax error, a kind of file Prettier is not given, a formatter that did not load). */
export type FormatResult = { ok: true; text: string } | { ok: false; message: string };

/** The worker's answer to one request. */
export type FormatReply = FormatResult & { id: number };

/** Everything the worker posts: its answers, and once, as soon as it listens, `listening`. */
export type FormatWorkerMessage = FormatReply | { type: 'listening' };
