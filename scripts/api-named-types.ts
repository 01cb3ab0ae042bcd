import ts from 'typescript';
import type { ApiField, ApiType } from '../src/docs/api-types';
import { printFunction, printMember, printPropType, printType, type PrinterContext } from './api-type-printer.ts';

type NamedDeclaration = ts.TypeAliasDeclaration | ts.InterfaceDeclaration;

/** A declaration's JSDoc text, its tags left out. */
export function docText(declaration: ts.Node, checker: ts.TypeChecker): string {
  const name = ts.getNameOfDeclaration(declaration as ts.Declaration);
  const symbol = name && checker.getSymbolAtLocation(name);
  return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : '';
}

function parametersOf(declaration: NamedDeclaration, context: PrinterContext): string {
  if (!declaration.typeParameters) return '';
  const parameters = declaration.typeParameters.map(
    (parameter) =>
      `${parameter.name.text}${parameter.constraint ? ` extends ${printType(parameter.constraint, context)}` : ''}${
        parameter.default ? ` = ${printType(parameter.default, context)}` : ''
      }`,
  );
  return `<${parameters.join(', ')}>`;
}

function fieldsOf(members: ts.NodeArray<ts.TypeElement>, context: PrinterContext): ApiField[] {
  return members.map((member) => {
    const optional = member.questionToken !== undefined;
    const name = member.name?.getText() ?? '';
    let type: string;
    if (ts.isPropertySignature(member) && member.type) type = printPropType(member.type, optional, context);
    else if (ts.isMethodSignature(member))
      // A method is a field holding a function, and reads as one beside the other fields.
      type = printFunction(member, context);
    else type = printMember(member, context);
    return { name, optional, type, description: docText(member, context.checker) };
  });
}

/** One entry of the Types table, and the named types its definition mentions. */
function typeEntry(name: string, declaration: NamedDeclaration, base: PrinterContext) {
  // Inside its own definition a type parameter is a name the definition explains, not its constraint.
  const context: PrinterContext = { ...base, parameters: 'name', refs: new Map() };
  const entry: ApiType = {
    name,
    parameters: parametersOf(declaration, context),
    description: docText(declaration, base.checker),
    definition: '',
    typeRefs: [],
  };
  if (ts.isInterfaceDeclaration(declaration)) {
    const bases = declaration.heritageClauses?.flatMap((clause) => clause.types) ?? [];
    entry.definition = bases.map((type) => printType(type, context)).join(' & ');
    entry.fields = fieldsOf(declaration.members, context);
  } else if (ts.isTypeLiteralNode(declaration.type)) {
    entry.fields = fieldsOf(declaration.type.members, context);
  } else {
    entry.definition = printType(declaration.type, context);
  }
  // A type that mentions itself (a tree of nodes) needs no link to where the reader already is.
  context.refs.delete(name);
  entry.typeRefs = [...context.refs.keys()];
  return { entry, refs: context.refs };
}

/**
 * The entries of the Types table for the named types a component's rows mention, and for those their
 * definitions mention in turn (so every name in the table links somewhere), by name; with the
 * declaration each name was read from.
 */
export function namedTypes(
  refs: ReadonlyMap<string, ts.Declaration>,
  context: PrinterContext,
): { types: ApiType[]; declarations: Map<string, ts.Declaration> } {
  const pending = new Map(refs);
  const done = new Map<string, ApiType>();
  const declarations = new Map<string, ts.Declaration>();
  while (pending.size > 0) {
    const [name, declaration] = pending.entries().next().value!;
    pending.delete(name);
    if (done.has(name) || !(ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration))) continue;
    const { entry, refs: mentioned } = typeEntry(name, declaration, context);
    done.set(name, entry);
    declarations.set(name, declaration);
    for (const [refName, refDeclaration] of mentioned) if (!done.has(refName)) pending.set(refName, refDeclaration);
  }
  return { types: [...done.values()].sort((a, b) => a.name.localeCompare(b.name)), declarations };
}
