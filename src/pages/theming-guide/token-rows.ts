import { themeVariables } from 'aquila-ui/core';
import type { AquilaThemeTokens } from 'aquila-ui/provider';
import type { ApiField, ComponentApi } from '../../docs/api-types';

/** The type of `AquilaProvider`'s `theme` tokens, as the generated API names it. */
export const TOKENS_TYPE = 'AquilaThemeTokens';

/**
 * A value of each token that sets its variables: asked of the library's `themeVariables`, it names the
 * CSS variables the token sets. A token the type gains without one here fails the guide's test.
 */
export const TOKEN_SAMPLES: Required<AquilaThemeTokens> = {
  colorScheme: 'dark',
  primaryColor: '#d32029',
  radius: 8,
  fontFamily: 'Georgia, serif',
  density: 'compact',
};

export interface TokenRow extends ApiField {
  /** The CSS custom properties the token sets on the provider's element (none for the colour scheme: an attribute). */
  variables: string[];
}

/** The rows of the guide's table: each field of the tokens' type with its JSDoc, and the variables it sets. */
export function tokenRows(apis: readonly ComponentApi[]): TokenRow[] {
  const type = apis.flatMap((api) => api.types ?? []).find((entry) => entry.name === TOKENS_TYPE);
  if (!type?.fields) throw new Error(`The generated API has no ${TOKENS_TYPE}`);
  return type.fields.map((field) => {
    const sample = TOKEN_SAMPLES[field.name as keyof AquilaThemeTokens];
    return { ...field, variables: sample === undefined ? [] : Object.keys(themeVariables({ [field.name]: sample })) };
  });
}
