import { parse } from '@babel/parser';
import type { JSXAttribute, JSXOpeningElement, Node } from '@babel/types';
import { RENAMES, type ComponentRenames } from 'aquila-ui/core';
import { walkSyntax } from '../../shared/syntax-walk';

/** What upgrading one file's code to 1.0's names did. */
export interface NamesUpgrade {
  /** The code with 1.0's names; the code as it was when it could not be read. */
  code: string;
  /** Each rename made, e.g. `Button: buttonSize → size`. */
  changes: string[];
  /** What is left in 0.x's terms, in words: a prop 1.0 has no name for, a value it cannot tell. */
  leftovers: string[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const LIBRARY_MODULE = /^aquila-ui(\/[a-z-]+)?$/;

/** The library's components by the names this file calls them: `import { Button as B }` binds B to Button. */
function libraryBindings(program: Node): { named: Map<string, string>; namespaces: Set<string> } {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  if (program.type !== 'Program') return { named, namespaces };
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !LIBRARY_MODULE.test(statement.source.value)) continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespaces.add(specifier.local.name);
      else if (specifier.type === 'ImportSpecifier') {
        const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        named.set(specifier.local.name, imported);
      }
    }
  }
  return { named, namespaces };
}

/** The library component an element is, or null: `<B>` for an imported B, `<Aquila.Button>` for a namespace. */
function componentOf(element: JSXOpeningElement, bindings: ReturnType<typeof libraryBindings>): string | null {
  const { name } = element;
  if (name.type === 'JSXIdentifier') return bindings.named.get(name.name) ?? null;
  if (name.type === 'JSXMemberExpression' && name.object.type === 'JSXIdentifier' && bindings.namespaces.has(name.object.name)) {
    return name.property.name;
  }
  return null;
}

/** A string the attribute gives literally — `size="default"` or `size={'default'}` — with where it is; else null. */
function literalValue(attribute: JSXAttribute): { value: string; start: number; end: number } | null {
  let node: Node | null | undefined = attribute.value;
  if (node?.type === 'JSXExpressionContainer') node = node.expression;
  if (node?.type !== 'StringLiteral') return null;
  return { value: node.value, start: node.start!, end: node.end! };
}

/** The edits, changes and leftovers for one attribute of a component with renames. */
function upgradeAttribute(
  component: string,
  renames: ComponentRenames,
  attribute: JSXAttribute,
  result: Omit<NamesUpgrade, 'code'> & { edits: Edit[] },
) {
  if (attribute.name.type !== 'JSXIdentifier') return;
  const from = attribute.name.name;
  const literal = literalValue(attribute);
  const renameTo = (to: string) => {
    result.edits.push({ start: attribute.name.start!, end: attribute.name.end!, text: to });
    result.changes.push(`${component}: ${from} → ${to}`);
  };
  const renameValue = (values: Readonly<Record<string, string>> | undefined, prop: string) => {
    const to = literal && values?.[literal.value];
    if (!literal || to === undefined) return;
    result.edits.push({ start: literal.start, end: literal.end, text: JSON.stringify(to) });
    result.changes.push(`${component}: ${prop} "${literal.value}" → "${to}"`);
  };

  for (const rename of renames.renamed) {
    if (rename.from !== from) continue;
    if (rename.onlyForValues) {
      // The name is 1.0's too: only a value of 0.x's tells this prop apart.
      if (literal && rename.onlyForValues.includes(literal.value)) renameTo(rename.to);
      else if (!literal && attribute.value)
        result.leftovers.push(
          `${component}'s ${from} is computed, so it cannot be told whether it is 0.x's (now ${rename.to}) or 1.0's`,
        );
      return;
    }
    if (rename.to !== from) renameTo(rename.to);
    renameValue(rename.values, rename.to);
    return;
  }
  const removal = renames.removed?.find((entry) => entry.from === from);
  if (!removal) return;
  if (removal.to) renameTo(removal.to);
  else result.leftovers.push(`${component}'s ${from} has no 1.0 name: ${removal.instead}`);
}

/**
 * Rewrites code written with Aquila UI 0.x's prop names to 1.0's, as the rename table says: each prop
 * of a library component's JSX element (found through the file's imports from `aquila-ui`), and the
 * renamed values given literally. It reads the code with Babel's parser and edits only those names and
 * values in place, so the rest — spacing, comments — stays as written.
 */
export function upgradeNames(source: string): NamesUpgrade {
  let program: Node;
  try {
    program = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] }).program;
  } catch (error) {
    return { code: source, changes: [], leftovers: [`the code could not be read (${(error as Error).message})`] };
  }
  const bindings = libraryBindings(program);
  const result = { edits: [] as Edit[], changes: [] as string[], leftovers: [] as string[] };
  if (bindings.named.size === 0 && bindings.namespaces.size === 0) return { code: source, changes: [], leftovers: [] };

  walkSyntax(program, (node) => {
    if (node.type !== 'JSXOpeningElement') return;
    const component = componentOf(node, bindings);
    const renames = component ? RENAMES[component] : undefined;
    if (!component || !renames) return;
    for (const attribute of node.attributes) {
      if (attribute.type === 'JSXAttribute') upgradeAttribute(component, renames, attribute, result);
    }
  });

  let code = source;
  for (const edit of [...result.edits].sort((a, b) => b.start - a.start))
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return { code, changes: result.changes, leftovers: result.leftovers };
}
