/**
 * Markup made readable: one element per line, indented by depth, an element holding only a short text
 * on one line (`<button class="…">Save</button>`). The build formats each example's server-rendered
 * HTML with it, and edit mode the preview's current markup, so both read alike.
 *
 * It reads the HTML a browser or React writes (well-formed, attributes quoted), not any HTML: it keeps
 * each tag's attributes to the letter, the content of `<pre>`, `<textarea>`, `<script>` and `<style>`
 * untouched, collapses runs of white space in text to one space (how they render outside those
 * elements), and leaves out the empty comments React puts between neighbouring texts and around
 * Suspense boundaries, which only React reads.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements whose content is kept as written: white space in it shows, or it is not markup. */
const RAW = new Set(['pre', 'textarea', 'script', 'style']);
/** React's own markers: `<!-- -->` between texts, `<!--$-->`… around Suspense boundaries. */
const REACT_COMMENT = /^<!--(?: |\$|\/\$|\$\?|\$!|)-->$/;
/** An element whose only content is a text this long or shorter stays on one line. */
const INLINE_TEXT = 60;
const INDENT = '  ';

interface ElementNode {
  kind: 'element';
  name: string;
  /** The opening tag as written. */
  open: string;
  children: Node[];
  /** For a raw element, its content as written. */
  raw?: string;
  /** Whether the markup closed it (a void or self-closed element needs no closing tag). */
  closed: boolean;
}
type Node = ElementNode | { kind: 'text'; text: string } | { kind: 'comment'; text: string };

/** Where the tag that starts at `from` ends (after its `>`), skipping any `>` inside quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from + 1; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index + 1;
  }
  return html.length;
}

const tagName = (tag: string) => /^<\/?([a-zA-Z][^\s/>]*)/.exec(tag)?.[1] ?? '';

function parse(html: string): Node[] {
  const root: ElementNode = { kind: 'element', name: '', open: '', children: [], closed: true };
  const stack: ElementNode[] = [root];
  const top = () => stack[stack.length - 1];
  // Text that follows text (a lone "<" between) is one text.
  const pushText = (text: string) => {
    const siblings = top().children;
    const last = siblings[siblings.length - 1];
    if (last?.kind === 'text') last.text += text;
    else siblings.push({ kind: 'text', text });
  };
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const textEnd = lt < 0 ? html.length : lt;
    if (textEnd > at) pushText(html.slice(at, textEnd));
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      const stop = end < 0 ? html.length : end + 3;
      top().children.push({ kind: 'comment', text: html.slice(lt, stop) });
      at = stop;
      continue;
    }
    const next = html[lt + 1] ?? '';
    if (!/[a-zA-Z/!]/.test(next)) {
      // A lone "<" is text.
      pushText('<');
      at = lt + 1;
      continue;
    }
    const end = tagEnd(html, lt);
    const tag = html.slice(lt, end);
    at = end;
    if (next === '!') {
      top().children.push({ kind: 'comment', text: tag }); // A doctype
      continue;
    }
    const name = tagName(tag).toLowerCase();
    if (next === '/') {
      // Closes the nearest open element of that name, and any left open inside it.
      let index = stack.length - 1;
      while (index > 0 && stack[index].name !== name) index--;
      if (index > 0) {
        stack[index].closed = true;
        stack.length = index;
      }
      continue;
    }
    const element: ElementNode = { kind: 'element', name, open: tag, children: [], closed: false };
    top().children.push(element);
    if (VOID.has(name) || tag.endsWith('/>')) continue;
    if (RAW.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, at);
      const contentEnd = close < 0 ? html.length : close;
      element.raw = html.slice(at, contentEnd);
      element.closed = close >= 0;
      at = close < 0 ? html.length : tagEnd(html, close);
      continue;
    }
    stack.push(element);
  }
  return root.children;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The node's children that show: React's markers left out, the texts they stood between joined again
 * (`Clicked <!-- -->0<!-- --> times` is one text), white space between elements dropped.
 */
function shown(nodes: Node[]): Node[] {
  const children: Node[] = [];
  for (const node of nodes) {
    if (node.kind === 'comment' && REACT_COMMENT.test(node.text)) continue;
    const last = children[children.length - 1];
    if (node.kind === 'text' && last?.kind === 'text') children[children.length - 1] = { kind: 'text', text: last.text + node.text };
    else children.push(node);
  }
  return children.filter((node) => node.kind !== 'text' || collapse(node.text) !== '');
}

function print(nodes: Node[], depth: number, lines: string[]): void {
  const pad = INDENT.repeat(depth);
  for (const node of shown(nodes)) {
    if (node.kind === 'text') {
      lines.push(pad + collapse(node.text));
      continue;
    }
    if (node.kind === 'comment') {
      lines.push(pad + node.text);
      continue;
    }
    const close = node.closed ? `</${node.name}>` : '';
    if (node.raw !== undefined) {
      lines.push(pad + node.open + node.raw + close);
      continue;
    }
    const children = shown(node.children);
    if (children.length === 0) {
      lines.push(pad + node.open + close);
    } else if (children.length === 1 && children[0].kind === 'text' && collapse(children[0].text).length <= INLINE_TEXT) {
      lines.push(pad + node.open + collapse(children[0].text) + close);
    } else {
      lines.push(pad + node.open);
      print(children, depth + 1, lines);
      if (close) lines.push(pad + close);
    }
  }
}

/** The markup formatted: one element per line, two spaces a level, ending with a newline (empty for none). */
export function formatMarkup(html: string): string {
  const lines: string[] = [];
  print(parse(html), 0, lines);
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}
