import { themeVariables } from 'aquila-ui/core';
import type { AquilaThemeTokens } from 'aquila-ui/provider';

/** A token's value as TypeScript: numbers bare, strings quoted as Prettier would (single quotes unless the text holds one). */
const literal = (value: string | number): string =>
  typeof value === 'number' ? String(value) : value.includes("'") ? JSON.stringify(value) : `'${value}'`;

/**
 * `<AquilaProvider theme={{ … }}>` around `child`, each line after the first indented by `indent`: one
 * writer for the code the page copies and the App it opens in the playground, so the two say the same.
 */
export function providerElement(tokens: AquilaThemeTokens, child: string, indent = ''): string {
  const entries = Object.entries(tokens).map(([name, value]) => `${indent}  ${name}: ${literal(value as string | number)},`);
  const theme = entries.length === 0 ? '{{}}' : `{{\n${entries.join('\n')}\n${indent}}}`;
  return `<AquilaProvider theme=${theme}>\n${indent}  ${child}\n${indent}</AquilaProvider>`;
}

export const PROVIDER_IMPORT = "import { AquilaProvider } from 'aquila-ui/provider';";

/** The theme as code to wrap an app in. */
export const providerCode = (tokens: AquilaThemeTokens): string => `${PROVIDER_IMPORT}\n\n${providerElement(tokens, '<App />')}\n`;

/**
 * The theme as the CSS custom properties `AquilaProvider` sets for it, computed by the library's own
 * `themeVariables` (derived shades included), for a stylesheet without the provider.
 */
export function cssVariablesCode(tokens: AquilaThemeTokens): string {
  const declarations = Object.entries(themeVariables(tokens)).map(([name, value]) => `  ${name}: ${String(value)};`);
  const body = declarations.length === 0 ? ['  /* The theme’s own values: nothing to override. */'] : declarations;
  return `/* What AquilaProvider sets for this theme, for a stylesheet:
   on :root, or on any element around the components. */
:root {
${body.join('\n')}
}
`;
}
