import { parse } from '@babel/parser';
import type { JSXAttribute, JSXOpeningElement, Node } from '@babel/types';
import { RENAMES, type ComponentRenames } from 'aquila-ui/core';
import { walkSyntax } from '../syntax-walk';

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

type Collected = Omit<NamesUpgrade, 'code'> & { edits: Edit[] };

/** What 1.0 makes of one attribute: the name it ends with (renamed or not), and an edit of its value. */
interface AttributePlan {
  attribute: JSXAttribute;
  from: string;
  /** The 1.0 name when it is renamed; undefined when the name stays. */
  renamedTo?: string;
}

/** Plans one attribute of a component with renames; renamed values and leftovers are collected at once. */
function planAttribute(
  component: string,
  renames: ComponentRenames,
  attribute: JSXAttribute,
  result: Collected,
): AttributePlan | null {
  if (attribute.name.type !== 'JSXIdentifier') return null;
  const from = attribute.name.name;
  const literal = literalValue(attribute);
  const renameValue = (values: Readonly<Record<string, string>> | undefined, prop: string) => {
    if (!literal || !values || !Object.hasOwn(values, literal.value)) return;
    const to = values[literal.value];
    result.edits.push({ start: literal.start, end: literal.end, text: JSON.stringify(to) });
    result.changes.push(`${component}: ${prop} "${literal.value}" → "${to}"`);
  };

  for (const rename of renames.renamed) {
    if (rename.from !== from) continue;
    if (rename.onlyForValues) {
      // The name is 1.0's too: only a value of 0.x's tells this prop apart.
      if (literal && rename.onlyForValues.includes(literal.value)) return { attribute, from, renamedTo: rename.to };
      if (!literal && attribute.value)
        result.leftovers.push(
          `${component}'s ${from} is computed, so it cannot be told whether it is 0.x's (now ${rename.to}) or 1.0's`,
        );
      return { attribute, from };
    }
    renameValue(rename.values, rename.to);
    return { attribute, from, renamedTo: rename.to !== from ? rename.to : undefined };
  }
  const removal = renames.removed?.find((entry) => entry.from === from);
  if (removal && !removal.to) result.leftovers.push(`${component}'s ${from} has no 1.0 name: ${removal.instead}`);
  return { attribute, from, renamedTo: removal?.to };
}

/** The code of an attribute's `{expression}`, or null for a literal or a bare attribute. */
function expressionCode(attribute: JSXAttribute, source: string): string | null {
  const value = attribute.value;
  if (value?.type !== 'JSXExpressionContainer' || value.expression.type === 'JSXEmptyExpression') return null;
  return source.slice(value.expression.start!, value.expression.end!);
}

/**
 * Renames an element's attributes. Two 0.x props that are one in 1.0 (Checkbox's `onChange` and
 * `onChecked`, now `onCheckedChange`) become one handler calling both, in their order, with the same
 * arguments, so the code does what it did; anything else that would give a prop twice is left over.
 */
function upgradeElement(component: string, renames: ComponentRenames, element: JSXOpeningElement, source: string, result: Collected) {
  const plans = element.attributes
    .map((attribute) => (attribute.type === 'JSXAttribute' ? planAttribute(component, renames, attribute, result) : null))
    .filter((plan): plan is AttributePlan => plan !== null);
  const byName = new Map<string, AttributePlan[]>();
  for (const plan of plans) byName.set(plan.renamedTo ?? plan.from, [...(byName.get(plan.renamedTo ?? plan.from) ?? []), plan]);

  for (const [name, group] of byName) {
    const renamed = group.filter((plan) => plan.renamedTo);
    if (renamed.length === 0) continue;
    for (const plan of renamed) result.changes.push(`${component}: ${plan.from} → ${name}`);
    if (group.length === 1) {
      const { attribute } = group[0];
      result.edits.push({ start: attribute.name.start!, end: attribute.name.end!, text: name });
      continue;
    }
    const handlers = group.map((plan) => expressionCode(plan.attribute, source));
    if (!/^on[A-Z]/.test(name) || handlers.some((code) => code === null)) {
      result.leftovers.push(`${component} gives ${group.map((plan) => plan.from).join(' and ')}, which are one prop in 1.0 (${name})`);
      continue;
    }
    const [first, ...rest] = group;
    const calls = handlers.map((code) => `(${code})(...args);`).join(' ');
    result.edits.push({ start: first.attribute.start!, end: first.attribute.end!, text: `${name}={(...args) => { ${calls} }}` });
    // The others go, with the space before them.
    for (const { attribute } of rest) {
      let start = attribute.start!;
      while (start > 0 && /\s/.test(source[start - 1])) start--;
      result.edits.push({ start, end: attribute.end!, text: '' });
    }
  }
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
  const result: Collected = { edits: [], changes: [], leftovers: [] };
  if (bindings.named.size === 0 && bindings.namespaces.size === 0) return { code: source, changes: [], leftovers: [] };

  walkSyntax(program, (node) => {
    if (node.type !== 'JSXOpeningElement') return;
    const component = componentOf(node, bindings);
    const renames = component ? RENAMES[component] : undefined;
    if (component && renames) upgradeElement(component, renames, node, source, result);
  });

  let code = source;
  for (const edit of [...result.edits].sort((a, b) => b.start - a.start))
    code = code.slice(0, edit.start) + edit.text + code.slice(edit.end);
  return { code, changes: result.changes, leftovers: result.leftovers };
}
