/** The row of a named type in the page's Types table: `#type-SelectValue`. */
export const typeRowId = (name: string) => `type-${name}`;

/**
 * A type as the extractor prints it, with its string literals in the library's single quotes: the data
 * keeps TypeScript's double quotes, which the configurator reads.
 */
export function typeText(type: string): string {
  return type.replace(/"((?:[^"\\]|\\.)*)"/g, (_, inner: string) => `'${inner.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`);
}
