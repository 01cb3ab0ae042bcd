import { createContext } from 'react';
import type { AquilaThemeTokens } from '../core/index.ts';

/**
 * The tokens of the providers above, merged nearest first. A nested provider writes them all again on its
 * own element: a colour scheme it sets would otherwise reset, through the stylesheet, a colour an outer
 * provider set on an ancestor element.
 */
export const ThemeContext = createContext<AquilaThemeTokens>({});
