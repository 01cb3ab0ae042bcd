import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { withCustomConfig, type PropItem } from 'react-docgen-typescript';
import type { ApiRow, ComponentApi } from '../src/docs/api-types';

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

/** Props declared by the library itself; the native attributes inherited from React's types are left out. */
const isOwnProp = (prop: PropItem) => (prop.declarations ?? []).some((declaration) => !declaration.fileName.includes('node_modules'));

/** A union of literals is spelled out (`"sm" | "md" | "lg"`): an alias name like `LoadingSize` tells the reader nothing. */
const formatType = (prop: PropItem): string => {
  const { name, raw, value } = prop.type;
  if (name === 'enum' && Array.isArray(value) && value.length > 0)
    return value.map((member: { value: string }) => member.value).join(' | ');
  return raw && !raw.includes('import(') ? raw : name;
};

const formatDefault = (prop: PropItem): string => {
  const value = prop.defaultValue?.value;
  return value === undefined || value === null || value === '' ? '-' : String(value);
};

/**
 * Reads the library's exported prop types and their JSDoc with the TypeScript 5 API.
 * The docs tables and the "every prop is documented" test both come from here.
 */
export function extractApiDocs(files = listComponentFiles()): Record<string, ComponentApi> {
  const parser = withCustomConfig(path.resolve(LIBRARY_DIR, '../tsconfig.json'), {
    savePropValueAsString: true,
    shouldExtractLiteralValuesFromEnum: true,
    shouldRemoveUndefinedFromOptional: true,
    propFilter: isOwnProp,
  });
  const result: Record<string, ComponentApi> = {};
  for (const doc of parser.parse(files)) {
    result[doc.displayName] = {
      name: doc.displayName,
      description: doc.description,
      rows: Object.values(doc.props)
        .map((prop) => ({
          property: prop.name,
          description: prop.description.trim(),
          type: formatType(prop),
          default: formatDefault(prop),
          required: prop.required,
        }))
        .sort((a, b) => Number(b.required) - Number(a.required) || a.property.localeCompare(b.property)),
    };
  }
  return result;
}
