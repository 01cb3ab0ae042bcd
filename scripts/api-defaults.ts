import ts from 'typescript';

/**
 * Defaults written one way, whoever wrote them: a string in single quotes, a number, boolean or null as
 * it is, an object, array or expression as code with its strings in single quotes, and no default as ''.
 * JSDoc spells the same default 'medium', "medium", medium, `medium`, -, — or undefined.
 */

/** What a `@default` says when it says there is none. */
const NONE = new Set(['', '-', '—', '–', 'undefined']);
const NUMBER = /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const KEYWORD = /^(true|false|null|Infinity|NaN)$/;
/** Code rather than words: brackets, a function, a dotted path (`document.body`), a CONSTANT_NAME. */
const EXPRESSION = /^[[{(]|=>|^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$|^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

const singleQuoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A quoted string's text, quotes and escapes taken off. */
function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** Code with its string literals requoted in single quotes and its spacing made one space. */
function asCode(code: string): string {
  return code
    .replace(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g, (_, double?: string, single?: string) =>
      singleQuoted(unquote(`"${double ?? single ?? ''}"`)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A default as a `@default` tag writes it, written the one way. Bare words are a string when the prop takes
 * strings (`@default medium` of a size), and code otherwise (`@default document.body` of an element).
 */
export function normaliseDefault(raw: string | undefined, acceptsString: boolean): string {
  let text = (raw ?? '').trim();
  if (/^`[^`]*`$/.test(text)) text = text.slice(1, -1).trim();
  if (NONE.has(text)) return '';
  if (/^(['"]).*\1$/s.test(text) && !atTopLevelComma(text)) return singleQuoted(unquote(text));
  if (NUMBER.test(text) || KEYWORD.test(text)) return text;
  // Words with quotes in them are code that quotes its own strings.
  if (!acceptsString || EXPRESSION.test(text) || /['"]/.test(text)) return asCode(text);
  return singleQuoted(text);
}

/** `'a', 'b'` is two strings, not one string with quotes in it. */
function atTopLevelComma(text: string): boolean {
  return /^(['"]).*?\1\s*,/.test(text);
}

/** Whether a value of this type may be a string: a default in bare words is one. */
export function acceptsString(type: ts.Type): boolean {
  const members = type.isUnion() ? type.types : [type];
  return members.some((member) => (member.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) !== 0);
}

/** A default the code gives: its text, and whether it is a plain value a `@default` can be checked against. */
export interface CodeDefault {
  text: string;
  literal: boolean;
}

/**
 * The value of a destructuring default (`size = 'medium'`, `autoPlayInterval = CAROUSEL_AUTOPLAY_INTERVAL`), read
 * through constants and `as const`, written the one way; a computed value is returned as its code.
 */
export function codeDefault(node: ts.Expression, checker: ts.TypeChecker, depth = 0): CodeDefault {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { text: singleQuoted(node.text), literal: true };
  if (ts.isNumericLiteral(node) || node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
    return { text: node.getText(), literal: true };
  if (node.kind === ts.SyntaxKind.NullKeyword) return { text: 'null', literal: true };
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) return { text: node.getText(), literal: true };
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return codeDefault(node.expression, checker, depth);
  if ((ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) && depth < 8) {
    if (ts.isIdentifier(node) && node.text === 'undefined') return { text: '', literal: true };
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    const initializer =
      declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration))
        ? declaration.initializer
        : undefined;
    const constant =
      declaration && ts.isVariableDeclaration(declaration) ? (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0 : true;
    if (initializer && constant) return codeDefault(initializer, checker, depth + 1);
  }
  const text = asCode(node.getText());
  const literal = (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) && isPlainData(node);
  return { text, literal };
}

/** An array or object of literals only: its text is its value. */
function isPlainData(node: ts.Node): boolean {
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isPlainData);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every((property) => ts.isPropertyAssignment(property) && isPlainData(property.initializer));
  return (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand))
  );
}
