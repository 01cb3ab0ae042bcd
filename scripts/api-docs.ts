import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { withCompilerOptions, type ComponentDoc, type PropItem } from 'react-docgen-typescript';
import type { ApiRow, ComponentApi } from '../src/docs/api-types';
import { acceptsString, codeDefault, normaliseDefault, type CodeDefault } from './api-defaults.ts';
import { namedTypes } from './api-named-types.ts';
import { printPropType, type PrinterContext } from './api-type-printer.ts';

export type { ApiRow, ComponentApi };

export const LIBRARY_DIR = path.resolve(import.meta.dirname, '../library');

/** The component sources of the library: PascalCase .tsx files, tests excluded. */
export function listComponentFiles(): string[] {
  return readdirSync(LIBRARY_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'core' && entry.name !== 'theme')
    .flatMap((folder) => {
      const dir = path.join(LIBRARY_DIR, folder.name);
      return readdirSync(dir)
        .filter((file) => /^[A-Z][A-Za-z]*\.tsx$/.test(file) && !file.includes('.test.'))
        .map((file) => path.join(dir, file));
    })
    .filter((file) => existsSync(file));
}

const isLibraryFile = (fileName: string) =>
  path.resolve(fileName).startsWith(LIBRARY_DIR + path.sep) && !fileName.includes('node_modules');

/** Props declared by the library itself; the native attributes inherited from React's types are left out. */
const isOwnProp = (prop: PropItem) => (prop.declarations ?? []).some((declaration) => !declaration.fileName.includes('node_modules'));

/** The type react-docgen gives, for a prop whose declaration cannot be read (none is today). */
const docgenType = (prop: PropItem): string => {
  const { name, raw, value } = prop.type;
  if (name === 'enum' && Array.isArray(value) && value.length > 0)
    return value.map((member: { value: string }) => member.value).join(' | ');
  return raw && !raw.includes('import(') ? raw : name;
};

/** A `@default` tag's text as written, or undefined without one. */
function defaultTag(declaration: ts.Node): string | undefined {
  const tag = ts.getJSDocTags(declaration).find((candidate) => candidate.tagName.text === 'default');
  return tag ? (ts.getTextOfJSDocComment(tag.comment) ?? '') : undefined;
}

/** The function a component is: `export function Button(…)`, `export const X = (…) => …`, or one wrapped in `memo(…)`. */
function componentFunction(symbol: ts.Symbol): ts.SignatureDeclaration | undefined {
  const declaration = symbol.valueDeclaration;
  if (!declaration) return undefined;
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  let initializer = ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  while (initializer && ts.isCallExpression(initializer)) initializer = initializer.arguments[0];
  return initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) ? initializer : undefined;
}

/**
 * The props pattern a component destructures with its defaults: its parameter (`function Button({ size = 'medium' })`),
 * or `const { … } = props` at the top of its body.
 */
function propsBinding(component: ts.SignatureDeclaration | undefined): ts.ObjectBindingPattern | undefined {
  const parameter = component?.parameters[0]?.name;
  if (!parameter) return undefined;
  if (ts.isObjectBindingPattern(parameter)) return parameter;
  const body = 'body' in component && component.body && ts.isBlock(component.body) ? component.body : undefined;
  for (const statement of body?.statements ?? []) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isObjectBindingPattern(declaration.name) && declaration.initializer?.getText() === parameter.getText())
        return declaration.name;
  }
  return undefined;
}

/** The defaults the component's code gives its props, in the destructuring of its props: the truth. */
function codeDefaults(component: ts.SignatureDeclaration | undefined, checker: ts.TypeChecker): Map<string, CodeDefault> {
  const defaults = new Map<string, CodeDefault>();
  for (const element of propsBinding(component)?.elements ?? []) {
    const name = (element.propertyName ?? element.name).getText().replace(/^['"]|['"]$/g, '');
    if (element.initializer && !element.dotDotDotToken) defaults.set(name, codeDefault(element.initializer, checker));
  }
  return defaults;
}

/** The uncontrolled twin of a controlled prop's name: `defaultOpen` of `open`, `defaultChecked` of `checked`. */
const twinOf = (prop: string) => {
  const base = prop.replace(/^ngx(?=[A-Z])/, '');
  return `default${base[0].toUpperCase()}${base.slice(1)}`;
};

/** A `@default` that says something other than the code does. */
export interface DefaultMismatch {
  prop: string;
  documented: string;
  code: string;
}

export interface ApiDocsReport {
  docs: Record<string, ComponentApi>;
  defaultMismatches: DefaultMismatch[];
  /**
   * Controlled props given a `@default` though they have an uncontrolled twin (`open` beside
   * `defaultOpen`): left out, such a prop is no value at all, and the twin says where the component starts.
   */
  controlledDefaults: string[];
  /** Names that stand for two different types of the library: a link to one would land on the other. */
  typeNameClashes: string[];
}

function readProgram(files: string[]): ts.Program {
  const configFile = path.resolve(LIBRARY_DIR, '../tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  return ts.createProgram(files, { ...config?.options, noEmit: true });
}

/**
 * Reads the library's exported prop types and their JSDoc with the TypeScript 5 API: react-docgen finds the
 * components, their own props and descriptions; the types and defaults are read from the source itself.
 * The docs tables, the configurator and the "every prop is documented" test all come from here.
 */
export function extractApiDocsReport(files = listComponentFiles()): ApiDocsReport {
  const program = readProgram(files);
  const checker = program.getTypeChecker();
  const parser = withCompilerOptions(program.getCompilerOptions(), {
    savePropValueAsString: true,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    propFilter: isOwnProp,
  });
  const isOwn = (node: ts.Node) => isLibraryFile(node.getSourceFile().fileName);
  const docs: Record<string, ComponentApi> = {};
  const defaultMismatches: DefaultMismatch[] = [];
  const typeDeclarations = new Map<string, ts.Declaration>();
  const typeNameClashes = new Set<string>();
  const controlledDefaults: string[] = [];

  for (const doc of parser.parseWithProgramProvider(files, () => program)) {
    const component = componentSymbol(doc, program, checker);
    const propsType = component && propsTypeOf(component, checker);
    const defaults = codeDefaults(component && componentFunction(component), checker);
    const context: PrinterContext = { checker, isOwn, parameters: 'constraint', refs: new Map() };

    const rows = Object.values(doc.props).map((prop): ApiRow => {
      const symbol = propsType?.getProperty(prop.name);
      const declaration = symbol?.declarations?.find(
        (candidate): candidate is ts.PropertySignature => ts.isPropertySignature(candidate) && isOwn(candidate),
      );
      const row: ApiRow = {
        property: prop.name,
        description: prop.description.trim(),
        type: docgenType(prop),
        default: normaliseDefault(prop.defaultValue?.value, true),
        required: prop.required,
      };
      if (!symbol || !declaration?.type) return row;

      const refs = new Map<string, ts.Declaration>();
      // Optional in the props (`Partial<…>` of a settings type) even where the declaration it comes from is not.
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0 || declaration.questionToken !== undefined;
      row.type = printPropType(declaration.type, optional, { ...context, refs });
      if (refs.size > 0) row.typeRefs = [...refs.keys()];
      for (const [name, found] of refs) context.refs.set(name, found);

      const documented = defaultTag(declaration);
      const code = defaults.get(prop.name);
      const stringy = acceptsString(checker.getTypeOfSymbol(symbol));
      row.default = documented !== undefined ? normaliseDefault(documented, stringy) : code?.literal ? code.text : '';
      if (documented !== undefined && code?.literal && row.default !== code.text)
        defaultMismatches.push({ prop: `${doc.displayName}.${prop.name}`, documented: row.default, code: code.text });
      return row;
    });

    const names = new Set(rows.map((row) => row.property));
    for (const row of rows)
      if (row.default !== '' && names.has(twinOf(row.property))) controlledDefaults.push(`${doc.displayName}.${row.property}`);

    const { types, declarations } = namedTypes(context.refs, context);
    for (const [name, declaration] of declarations) {
      const known = typeDeclarations.get(name);
      if (known && known !== declaration) typeNameClashes.add(name);
      typeDeclarations.set(name, declaration);
    }

    docs[doc.displayName] = {
      name: doc.displayName,
      description: doc.description,
      rows: rows.sort((a, b) => Number(b.required) - Number(a.required) || a.property.localeCompare(b.property)),
      ...(types.length > 0 ? { types } : {}),
    };
  }
  return { docs, defaultMismatches, controlledDefaults, typeNameClashes: [...typeNameClashes] };
}

/** The tables of the library's components, by component name. */
export function extractApiDocs(files = listComponentFiles()): Record<string, ComponentApi> {
  return extractApiDocsReport(files).docs;
}

function componentSymbol(doc: ComponentDoc, program: ts.Program, checker: ts.TypeChecker): ts.Symbol | undefined {
  const source = program.getSourceFile(doc.filePath);
  const module = source && checker.getSymbolAtLocation(source);
  let symbol = module && checker.getExportsOfModule(module).find((candidate) => candidate.name === doc.displayName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol;
}

/** The type of a component's props: its first parameter's. */
function propsTypeOf(component: ts.Symbol, checker: ts.TypeChecker): ts.Type | undefined {
  const parameter = checker.getTypeOfSymbol(component).getCallSignatures()[0]?.getParameters()[0];
  return parameter && checker.getTypeOfSymbol(parameter);
}
