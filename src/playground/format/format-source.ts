import { format } from 'prettier/standalone';
import type { Options, Plugin } from 'prettier';
import settings from '../../../.prettierrc.json';

type Parser = 'typescript' | 'scss' | 'css';

const PARSERS: Record<string, Parser> = { '.tsx': 'typescript', '.ts': 'typescript', '.scss': 'scss', '.css': 'css' };

// Each language's plugins load when a file of that language is first formatted: a stylesheet does not
// wait for the TypeScript parser (900 kB), nor TSX for PostCSS.
const scriptPlugins = () => Promise.all([import('prettier/plugins/typescript'), import('prettier/plugins/estree')]);
const stylePlugins = () => Promise.all([import('prettier/plugins/postcss')]);
const PLUGINS: Record<Parser, () => Promise<Plugin[]>> = { typescript: scriptPlugins, scss: stylePlugins, css: stylePlugins };

function parserOf(fileName: string): Parser {
  const extension = /\.[^./]+$/.exec(fileName)?.[0].toLowerCase() ?? '';
  const parser = PARSERS[extension];
  if (!parser) throw new Error(`${fileName} cannot be formatted: only .tsx, .ts, .scss and .css files can.`);
  return parser;
}

type PrettierError = Error & { loc?: { start: { line: number; column: number } }; codeFrame?: string };

/**
 * Prettier's own words for a syntax error, with its "(line:column)", but without the code frame it
 * appends: the editor shows the code itself.
 */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { loc, codeFrame } = error as PrettierError;
  const text = codeFrame && error.message.endsWith(codeFrame) ? error.message.slice(0, -codeFrame.length) : error.message;
  const message = text.trim();
  return loc && !/\(\d+:\d+\)$/.test(message) ? `${message} (${loc.start.line}:${loc.start.column})` : message;
}

/**
 * A file's text formatted by Prettier with the repository's own settings (`.prettierrc.json`), the
 * parser chosen by the file's extension. Rejects with an Error whose message is fit to show: Prettier's
 * description of a syntax error and its place, or that the kind of file cannot be formatted.
 */
export async function formatSource(fileName: string, text: string): Promise<string> {
  const parser = parserOf(fileName);
  const plugins = await PLUGINS[parser]();
  try {
    return await format(text, { ...(settings as Options), parser, plugins, filepath: fileName });
  } catch (error) {
    throw new Error(messageOf(error), { cause: error });
  }
}
