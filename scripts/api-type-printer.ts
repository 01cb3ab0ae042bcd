import ts from 'typescript';

/**
 * Prints a type as its source writes it, not as the compiler's type-to-string does: the compiler lists a
 * union by when each member was first created anywhere in the program (`"small" | "large" | "medium"`),
 * and spells out, or hides, named types as it pleases. Literals are printed in double quotes, as the
 * compiler does (the configurator reads them so); the table shows them in the library's own single quotes.
 */

/** What the printer needs to know about the program. */
export interface PrinterContext {
  checker: ts.TypeChecker;
  /** A declaration of the library itself (its types are named and listed), not of React, the DOM or a package. */
  isOwn(declaration: ts.Node): boolean;
  /**
   * How a type parameter is printed. In a prop's type, by the constraint the component leaves open (the
   * select's `multiple?: Multiple` takes a `boolean`); in a named type's own definition, by its name.
   */
  parameters: 'constraint' | 'name';
  /** The library's named types the printed text mentions, by name: collected as it prints. */
  refs: Map<string, ts.Declaration>;
}

/** A union longer than this is named rather than spelled out in every row that uses it. */
const MAX_SPELLED_MEMBERS = 12;

/** Size words in ascending order; a union of them is listed small to large whatever order it was written in. */
const SIZE_SCALE = ['xs', 'sm', 'small', 'md', 'medium', 'default', 'lg', 'large', 'xl', 'full', 'fullscreen'];

/** Keywords that may stand beside literals in a union that is spelled out (`'small' | 'large' | number`). */
const KEYWORDS_LIKE_LITERALS = new Set([
  ts.SyntaxKind.BooleanKeyword,
  ts.SyntaxKind.NumberKeyword,
  ts.SyntaxKind.StringKeyword,
  ts.SyntaxKind.UndefinedKeyword,
]);

const unwrap = (node: ts.TypeNode): ts.TypeNode => (ts.isParenthesizedTypeNode(node) ? unwrap(node.type) : node);

/** The declaration a type name stands for, through imports and re-exports. */
function declarationOf(name: ts.Node, checker: ts.TypeChecker): ts.Declaration | undefined {
  let symbol = checker.getSymbolAtLocation(name);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.[0];
}

/**
 * The members of a union of literals that a named alias stands for, or null when it is anything else. Such a
 * name says less than its values (`'bars' | 'dots'` tells what `LoadingVariant` does not), so it is spelled out.
 */
function literalMembers(node: ts.TypeNode, context: PrinterContext, seen = new Set<ts.Node>()): ts.TypeNode[] | null {
  const type = unwrap(node);
  if (ts.isUnionTypeNode(type)) {
    const members: ts.TypeNode[] = [];
    for (const member of type.types) {
      const inner = literalMembers(member, context, seen);
      if (!inner) return null;
      members.push(...inner);
    }
    return members;
  }
  if (ts.isLiteralTypeNode(type) || KEYWORDS_LIKE_LITERALS.has(type.kind)) return [type];
  if (ts.isTypeReferenceNode(type) && !type.typeArguments) {
    const declaration = declarationOf(type.typeName, context.checker);
    if (declaration && ts.isTypeAliasDeclaration(declaration) && context.isOwn(declaration) && !seen.has(declaration)) {
      seen.add(declaration);
      return literalMembers(declaration.type, context, seen);
    }
  }
  return null;
}

function spelledAlias(declaration: ts.TypeAliasDeclaration, context: PrinterContext): ts.TypeNode[] | null {
  if (declaration.typeParameters) return null;
  const members = literalMembers(declaration.type, context);
  if (!members || members.length > MAX_SPELLED_MEMBERS || !members.some(ts.isLiteralTypeNode)) return null;
  return members;
}

/**
 * A generic alias that is a condition on one of its parameters (`Multiple extends true ? A : B`), given a
 * type parameter the component leaves open: the prop takes either branch, so both are printed — first the
 * one the parameter's default picks, as most people use the component with the default.
 */
function openConditional(node: ts.TypeReferenceNode, declaration: ts.TypeAliasDeclaration, context: PrinterContext) {
  const body = unwrap(declaration.type);
  if (context.parameters !== 'constraint' || !ts.isConditionalTypeNode(body) || !ts.isTypeReferenceNode(body.checkType)) return null;
  const checked = body.checkType.typeName.getText();
  const index = declaration.typeParameters?.findIndex((parameter) => parameter.name.text === checked) ?? -1;
  const argument = node.typeArguments?.[index];
  if (!argument || !ts.isTypeReferenceNode(argument)) return null;
  const parameter = declarationOf(argument.typeName, context.checker);
  if (!parameter || !ts.isTypeParameterDeclaration(parameter)) return null;
  const defaultPicksTrue = parameter.default?.getText() === body.extendsType.getText();
  return defaultPicksTrue || !parameter.default ? [body.trueType, body.falseType] : [body.falseType, body.trueType];
}

/** A named alias or conditional that stands for a union here: its members, to be merged into the union around it. */
function expansionOf(node: ts.TypeNode, context: PrinterContext): ts.TypeNode[] | null {
  if (!ts.isTypeReferenceNode(node)) return null;
  const declaration = declarationOf(node.typeName, context.checker);
  if (!declaration || !ts.isTypeAliasDeclaration(declaration) || !context.isOwn(declaration)) return null;
  return spelledAlias(declaration, context) ?? openConditional(node, declaration, context);
}

/** The members of a union, nested unions and spelled-out aliases merged in. */
function flatMembers(node: ts.TypeNode, context: PrinterContext): ts.TypeNode[] {
  const type = unwrap(node);
  if (ts.isUnionTypeNode(type)) return type.types.flatMap((member) => flatMembers(member, context));
  const expansion = expansionOf(type, context);
  return expansion ? expansion.flatMap((member) => flatMembers(member, context)) : [node];
}

/** A union printed in reading order; one member left (a function once `undefined` is gone) needs no brackets. */
function printMembers(nodes: readonly ts.TypeNode[], context: PrinterContext, dropUndefined = false): string {
  const printed = nodes
    .map((node) => ({ node, text: wrapped(node, context, true) }))
    .filter(({ text }) => !(dropUndefined && text === 'undefined'));
  const texts = orderMembers(printed.map(({ text }) => text));
  const only = texts.length === 1 ? printed.find(({ text }) => text === texts[0]) : undefined;
  return only ? printType(unwrap(only.node), context) : texts.join(' | ');
}

const sizeRank = (member: string) => SIZE_SCALE.indexOf(member.replace(/^"(.*)"$/, '$1').toLowerCase());

/**
 * Members in the order a reader expects: as written, except that sizes go from small to large whatever the
 * order of the source, and `null` comes last. Repeats (an alias and a literal naming the same value) go.
 */
export function orderMembers(members: readonly string[]): string[] {
  const unique = [...new Set(members)];
  const strings = unique.map((member, index) => ({ member, index })).filter(({ member }) => member.startsWith('"'));
  if (strings.length > 1 && strings.every(({ member }) => sizeRank(member) >= 0)) {
    const sorted = strings.map(({ member }) => member).sort((a, b) => sizeRank(a) - sizeRank(b));
    strings.forEach(({ index }, position) => (unique[index] = sorted[position]));
  }
  return [...unique.filter((member) => member !== 'null'), ...unique.filter((member) => member === 'null')];
}

/** Whether printed code has `token` outside all brackets: `A | B` does, `(A | B)[]` does not. */
function atTopLevel(text: string, token: string): boolean {
  let depth = 0;
  let quote = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if ('([{<'.includes(char)) depth++;
    else if (')]}'.includes(char) || (char === '>' && text[index - 1] !== '=')) depth--;
    else if (depth === 0 && text.startsWith(token, index)) return true;
  }
  return false;
}

/** Printed with brackets where the text around it would otherwise bind to a part of it (`("a" | "b")[]`). */
function wrapped(node: ts.TypeNode, context: PrinterContext, inUnion = false): string {
  const text = printType(node, context);
  if (ts.isParenthesizedTypeNode(node)) return text;
  const loose = atTopLevel(text, '=>') || atTopLevel(text, ' ? ') || (!inUnion && atTopLevel(text, ' | '));
  return loose ? `(${text})` : text;
}

function printLiteral(literal: ts.LiteralTypeNode['literal']): string {
  if (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) return JSON.stringify(literal.text);
  return literal.getText();
}

/** A type's own name, not the one a file imports it as (`MouseEvent`, not `ReactMouseEvent`). */
function nameOf(name: ts.Node, checker: ts.TypeChecker): string {
  if (!ts.isIdentifier(name)) return name.getText();
  const symbol = checker.getSymbolAtLocation(name);
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol).name : name.text;
}

/** A named type (`SelectValue`, `Ref<HTMLDivElement>`), or what an interface extends. */
function printReference(node: ts.TypeReferenceNode | ts.ExpressionWithTypeArguments, context: PrinterContext): string {
  const expansion = ts.isTypeReferenceNode(node) ? expansionOf(node, context) : null;
  if (expansion)
    return printMembers(
      expansion.flatMap((member) => flatMembers(member, context)),
      context,
    );
  const nameNode = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
  const declaration = declarationOf(nameNode, context.checker);
  const name = nameOf(nameNode, context.checker);
  if (declaration && ts.isTypeParameterDeclaration(declaration) && context.parameters === 'constraint')
    return declaration.constraint ? printType(declaration.constraint, context) : 'unknown';
  if (declaration && (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) && context.isOwn(declaration))
    context.refs.set(name, declaration);
  const args = node.typeArguments?.map((argument) => printType(argument, context));
  return args ? `${name}<${args.join(', ')}>` : name;
}

function printParameter(parameter: ts.ParameterDeclaration, context: PrinterContext): string {
  const name = `${parameter.dotDotDotToken ? '...' : ''}${parameter.name.getText()}${parameter.questionToken ? '?' : ''}`;
  return parameter.type ? `${name}: ${printType(parameter.type, context)}` : name;
}

const signature = (node: ts.SignatureDeclarationBase, context: PrinterContext) =>
  `(${node.parameters.map((parameter) => printParameter(parameter, context)).join(', ')})`;

/** A function's or a method's signature as a function type: `(offset?: DragOffset) => void`. */
export const printFunction = (node: ts.SignatureDeclarationBase, context: PrinterContext) =>
  `${signature(node, context)} => ${node.type ? printType(node.type, context) : 'void'}`;

/** One member of an object type: `label: string`, `x?: number`, `toDataURL(type?: string): string`. */
export function printMember(member: ts.TypeElement, context: PrinterContext): string {
  const name = member.name ? `${member.name.getText()}${member.questionToken ? '?' : ''}` : '';
  if (ts.isPropertySignature(member)) {
    const readonly = member.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ReadonlyKeyword) ? 'readonly ' : '';
    return `${readonly}${name}: ${member.type ? printType(member.type, context) : 'any'}`;
  }
  if (ts.isMethodSignature(member) || ts.isCallSignatureDeclaration(member))
    return `${name}${signature(member, context)}: ${member.type ? printType(member.type, context) : 'void'}`;
  if (ts.isIndexSignatureDeclaration(member))
    return `[${member.parameters.map((parameter) => printParameter(parameter, context)).join(', ')}]: ${printType(member.type, context)}`;
  return member.getText().replace(/\s+/g, ' ').replace(/;$/, '');
}

/** The type a node of the source names, printed on one line. */
export function printType(node: ts.TypeNode, context: PrinterContext): string {
  if (ts.isUnionTypeNode(node)) return printMembers(flatMembers(node, context), context);
  if (ts.isParenthesizedTypeNode(node)) {
    const inner = printType(node.type, context);
    // Brackets the source needed around a union may not be needed once it is printed (`(A | B) | C`).
    return atTopLevel(inner, ' | ') || atTopLevel(inner, '=>') || atTopLevel(inner, ' & ') ? `(${inner})` : inner;
  }
  if (ts.isLiteralTypeNode(node)) return printLiteral(node.literal);
  if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) return printReference(node, context);
  if (ts.isArrayTypeNode(node)) return `${wrapped(node.elementType, context)}[]`;
  if (ts.isTypeOperatorNode(node)) return `${ts.tokenToString(node.operator)} ${wrapped(node.type, context)}`;
  if (ts.isFunctionTypeNode(node)) return printFunction(node, context);
  if (ts.isTypeLiteralNode(node))
    return node.members.length === 0 ? '{}' : `{ ${node.members.map((member) => printMember(member, context)).join('; ')} }`;
  if (ts.isIntersectionTypeNode(node)) return node.types.map((member) => wrapped(member, context)).join(' & ');
  if (ts.isTupleTypeNode(node)) return `[${node.elements.map((element) => printType(element, context)).join(', ')}]`;
  if (ts.isNamedTupleMember(node))
    return `${node.dotDotDotToken ? '...' : ''}${node.name.text}${node.questionToken ? '?' : ''}: ${printType(node.type, context)}`;
  if (ts.isOptionalTypeNode(node)) return `${wrapped(node.type, context)}?`;
  if (ts.isRestTypeNode(node)) return `...${printType(node.type, context)}`;
  if (ts.isIndexedAccessTypeNode(node)) return `${wrapped(node.objectType, context)}[${printType(node.indexType, context)}]`;
  if (ts.isConditionalTypeNode(node))
    return `${printType(node.checkType, context)} extends ${printType(node.extendsType, context)} ? ${printType(node.trueType, context)} : ${printType(node.falseType, context)}`;
  // Keywords, template literal types, `typeof x`, mapped types: as the source writes them.
  return node.getText().replace(/\s+/g, ' ');
}

/**
 * A prop's type: as printed, with `undefined` left out of an optional prop's union (being optional
 * already says it may be left out).
 */
export function printPropType(node: ts.TypeNode, optional: boolean, context: PrinterContext): string {
  return printMembers(flatMembers(node, context), context, optional);
}
