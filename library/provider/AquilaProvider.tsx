import { useContext, useMemo, type ReactNode } from 'react';
import {
  AquilaConfigContext,
  ProviderSurfaceContext,
  mergeMessages,
  shownValue,
  supportedLocale,
  themeVariables,
  warnOnce,
  type AquilaConfig,
  type AquilaMessagesInput,
  type AquilaThemeTokens,
  type ColorScheme,
  type Direction,
  type ProviderSurface,
} from '../core/index.ts';
import { ThemeContext } from './ThemeContext.ts';
import './AquilaProvider.scss';

export interface AquilaProviderProps {
  /**
   * Design tokens for what the provider wraps (`{ primaryColor: '#d32029', radius: 8, fontFamily, density, colorScheme }`),
   * or only a colour scheme: `'light'`, `'dark'` or `'auto'` (the system's). Tokens an outer provider set and
   * this one does not stay.
   */
  theme?: ColorScheme | AquilaThemeTokens;
  /** A BCP 47 language tag ("fr", "de-CH", "ar"): the language `Intl` names months and weekdays and writes numbers in. Inherited from an outer provider, 'en-US' outside any. */
  locale?: string;
  /** The reading direction: the layout mirrors and the arrow keys follow it. Inherited from an outer provider, 'ltr' outside any. */
  dir?: Direction;
  /**
   * The components' texts in the locale's language: a catalogue such as `fr` from `aquila-ui/locales/fr`,
   * or only the texts to change. Each text not given is the outer provider's, English outside any.
   */
  messages?: AquilaMessagesInput;
  children?: ReactNode;
}

const SCHEMES: readonly string[] = ['light', 'dark', 'auto'];
const DIRECTIONS: readonly string[] = ['ltr', 'rtl'];

/** The tokens of a `theme` prop; a word that is no scheme is none, with a warning. */
function themeTokens(theme: AquilaProviderProps['theme']): AquilaThemeTokens {
  if (theme === undefined) return {};
  if (typeof theme === 'object' && theme !== null) return theme;
  if (SCHEMES.includes(theme)) return { colorScheme: theme };
  warnOnce(
    `Aquila UI: AquilaProvider theme got ${shownValue(theme)}; a theme is 'light', 'dark', 'auto' or an object of tokens. The outer theme is used.`,
  );
  return {};
}

/** The direction asked for, or none for a value that is no direction (the outer one stays), with a warning. */
function direction(dir: unknown): Direction | undefined {
  if (dir === undefined || DIRECTIONS.includes(dir as string)) return dir as Direction | undefined;
  warnOnce(`Aquila UI: AquilaProvider dir got ${shownValue(dir)}; a direction is 'ltr' or 'rtl'. The outer direction is used.`);
  return undefined;
}

/**
 * App-wide settings for the components inside: the theme's design tokens as CSS variables, the locale
 * (`Intl` formats and a message catalogue) and the reading direction. Providers nest: the nearest one
 * wins, setting by setting, so a subtree can change only its colour or only its language.
 *
 * With `AquilaProvider` imported from `aquila-ui/provider` and the Arabic catalogue `ar` from `aquila-ui/locales/ar`:
 * ```tsx
 * <AquilaProvider theme={{ primaryColor: '#d32029', radius: 8 }} locale="ar" dir="rtl" messages={ar}>
 *   <App />
 * </AquilaProvider>
 * ```
 */
export function AquilaProvider({ theme, locale, dir, messages, children }: AquilaProviderProps) {
  const outer = useContext(AquilaConfigContext);
  const outerTheme = useContext(ThemeContext);
  const outerSurface = useContext(ProviderSurfaceContext);
  const ownTokens = themeTokens(theme);
  const ownDir = direction(dir);
  const tag = locale === undefined ? undefined : supportedLocale(locale);

  const config = useMemo<AquilaConfig>(
    () => ({
      locale: tag ?? outer.locale,
      dir: ownDir ?? outer.dir,
      messages: mergeMessages(outer.messages, messages),
    }),
    [outer, tag, ownDir, messages],
  );
  // Tokens are compared by their text: an inline `theme={{ … }}` is a new object on every render.
  const tokensKey = JSON.stringify(ownTokens);
  const mergedTokens = useMemo<AquilaThemeTokens>(
    () => ({ ...outerTheme, ...(JSON.parse(tokensKey) as AquilaThemeTokens) }),
    [outerTheme, tokensKey],
  );
  // Only what some provider set reaches the element: `dir` or `lang` written by default would hide the page's own.
  const surfaceDir = ownDir ?? outerSurface?.dir;
  const surfaceLang = tag ?? outerSurface?.lang;

  // Rendering-time values, not an effect: the variables are in the server's HTML and the first paint.
  const surface = useMemo<ProviderSurface>(
    () => ({
      style: themeVariables(mergedTokens),
      theme: mergedTokens.colorScheme,
      dir: surfaceDir,
      lang: surfaceLang,
    }),
    [mergedTokens, surfaceDir, surfaceLang],
  );

  return (
    <AquilaConfigContext value={config}>
      <ThemeContext value={mergedTokens}>
        <ProviderSurfaceContext value={surface}>
          <div className="aq-provider" {...surface}>
            {children}
          </div>
        </ProviderSurfaceContext>
      </ThemeContext>
    </AquilaConfigContext>
  );
}
