import { parse } from '@babel/parser';
import type { Expression, JSXAttribute, JSXOpeningElement, JSXSpreadAttribute, Node } from '@babel/types';
import { walkSyntax } from '../demo-model/syntax-walk.ts';

import type { ElementReading, PropReading, PropValue } from '../demo-model/precompiled';
import prettierConfig from '../../.prettierrc.json' with { type: 'json' };

export type { ElementReading, PropReading, PropValue };

export type JsxReading =
  | ElementReading
  /** The file parses, but renders no `<Component>` element. */
  | { status: 'missing' }
  /** The file does not parse (mid-typing, say); the message is the parser's. */
  | { status: 'unreadable'; message: string };

type Located = { element: JSXOpeningElement; source: string };

function parseFile(source: string) {
  return parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'], errorRecovery: false });
}

/**
 * The first element of each name in the file (`<Button …>` by 'Button'), depth first in source order;
 * with `only`, the walk stops at the first element of that name — the one the controls edit.
 */
function firstElements(root: Node, only?: string): Map<string, JSXOpeningElement> {
  const found = new Map<string, JSXOpeningElement>();
  walkSyntax(root, (node) => {
    if (node.type !== 'JSXOpeningElement' || node.name.type !== 'JSXIdentifier') return;
    const name = node.name.name;
    if (!found.has(name) && (!only || name === only)) found.set(name, node);
    if (only && found.has(only)) return false;
  });
  return found;
}

function locate(source: string, component: string): Located | null {
  const element = firstElements(parseFile(source).program, component).get(component);
  return element ? { element, source } : null;
}

const text = (source: string, node: Node) => source.slice(node.start ?? 0, node.end ?? 0);

/** A literal the controls can show, or undefined for anything computed. */
function literalOf(expression: Expression): PropValue | undefined {
  switch (expression.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return expression.value;
    case 'TemplateLiteral':
      return expression.expressions.length === 0 ? (expression.quasis[0]?.value.cooked ?? undefined) : undefined;
    case 'UnaryExpression':
      return expression.operator === '-' && expression.argument.type === 'NumericLiteral' ? -expression.argument.value : undefined;
    default:
      return undefined;
  }
}

function readAttribute(source: string, attribute: JSXAttribute): PropReading {
  const { value } = attribute;
  if (value === null || value === undefined) return { kind: 'value', value: true };
  if (value.type === 'StringLiteral') return { kind: 'value', value: value.value };
  if (value.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression') {
    const literal = literalOf(value.expression);
    return literal === undefined ? { kind: 'code', text: text(source, value.expression) } : { kind: 'value', value: literal };
  }
  return { kind: 'code', text: text(source, value) };
}

const attributeName = (attribute: JSXAttribute) =>
  attribute.name.type === 'JSXIdentifier' ? attribute.name.name : `${attribute.name.namespace.name}:${attribute.name.name.name}`;

const isAttribute = (node: JSXAttribute | JSXSpreadAttribute): node is JSXAttribute => node.type === 'JSXAttribute';

function readElement(source: string, element: JSXOpeningElement): ElementReading {
  const props: Record<string, PropReading> = {};
  for (const attribute of element.attributes.filter(isAttribute)) props[attributeName(attribute)] = readAttribute(source, attribute);
  return { status: 'found', props, spread: element.attributes.some((attribute) => !isAttribute(attribute)) };
}

/** Reads the props written on the file's first `<component>` element. */
export function readJsxProps(source: string, component: string): JsxReading {
  let located: Located | null;
  try {
    located = locate(source, component);
  } catch (error) {
    return { status: 'unreadable', message: error instanceof Error ? error.message : String(error) };
  }
  return located ? readElement(source, located.element) : { status: 'missing' };
}

/**
 * The props of the first element of every name in the file: what the build ships beside a sample, so
 * the controls show the shipped code's values before the parser has loaded. Throws when it does not parse.
 */
export function readAllJsxProps(source: string): Record<string, ElementReading> {
  const elements = firstElements(parseFile(source).program);
  return Object.fromEntries([...elements].map(([name, element]) => [name, readElement(source, element)]));
}

/** The attribute as JSX writes it: a string in quotes when JSX can hold it as it is, anything else in braces. */
export function formatAttribute(name: string, value: PropValue): string {
  if (value === true) return name;
  if (typeof value === 'string') return /^[^"\\\n\r{}<>&]*$/.test(value) ? `${name}="${value}"` : `${name}={${JSON.stringify(value)}}`;
  return `${name}={${String(value)}}`;
}

/**
 * Rewrites one prop of the file's first `<component>` element, leaving every other character of the
 * file as it was: the attribute's own range is replaced, a new one goes after the last attribute (on a
 * line of its own when the element puts one attribute per line), and `undefined` removes it.
 * Throws when the file does not parse or has no such element: the caller keeps the code as it was.
 */
export function writeJsxProp(source: string, component: string, prop: string, value: PropValue | undefined): string {
  const located = locate(source, component);
  if (!located) throw new Error(`The code renders no <${component}> element.`);
  const { element } = located;
  const attributes = element.attributes;
  const index = attributes.findIndex((attribute) => isAttribute(attribute) && attributeName(attribute) === prop);
  const splice = (start: number, end: number, insert: string) => source.slice(0, start) + insert + source.slice(end);

  if (index >= 0) {
    const attribute = attributes[index];
    if (value !== undefined)
      return keepInWidth(splice(attribute.start ?? 0, attribute.end ?? 0, formatAttribute(prop, value)), component);
    // Removed with the space before it, so neither a gap nor a blank line is left.
    const before = index > 0 ? (attributes[index - 1].end ?? 0) : (element.name.end ?? 0);
    return splice(before, attribute.end ?? 0, '');
  }
  if (value === undefined) return source;

  const last = attributes.at(-1);
  const anchor = last?.end ?? element.name.end ?? 0;
  const separator = last ? lineBreakBefore(source, last) : null;
  return keepInWidth(splice(anchor, anchor, `${separator ?? ' '}${formatAttribute(prop, value)}`), component);
}

/**
 * As Prettier would print it (the project's print width): an element written on one line that a
 * change has made too long gets one attribute per line, so the change stays in view in a narrow editor.
 */
function keepInWidth(source: string, component: string): string {
  const { element } = locate(source, component)!;
  const start = element.start ?? 0;
  const end = element.end ?? 0;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = source.indexOf('\n', end) === -1 ? source.length : source.indexOf('\n', end);
  if (source.slice(start, end).includes('\n') || lineEnd - lineStart <= prettierConfig.printWidth || element.attributes.length === 0)
    return source;
  const indentation = /^[ \t]*/.exec(source.slice(lineStart))![0];
  const attributes = element.attributes.map((attribute) => `\n${indentation}  ${text(source, attribute)}`).join('');
  const opening = `<${text(source, element.name)}${attributes}\n${indentation}${element.selfClosing ? '/>' : '>'}`;
  return source.slice(0, start) + opening + source.slice(end);
}

/** When the attribute starts a line of its own, that line break and indentation; otherwise null. */
function lineBreakBefore(source: string, attribute: Node): string | null {
  const start = attribute.start ?? 0;
  const lineStart = source.lastIndexOf('\n', start - 1);
  const indentation = source.slice(lineStart + 1, start);
  return lineStart >= 0 && /^[ \t]*$/.test(indentation) ? `\n${indentation}` : null;
}
