import { createContext, useContext, useMemo, type CSSProperties } from 'react';
import type { AquilaMessages, AquilaMessagesInput } from './messages.ts';

/** Reading direction: left to right, or right to left (Arabic, Hebrew, Persian …). */
export type Direction = 'ltr' | 'rtl';

/** What every component reads from the nearest `AquilaProvider`. */
export interface AquilaConfig {
  /** A BCP 47 language tag: what `Intl` names dates and writes numbers in. */
  locale: string;
  /** The reading direction: which way the arrow keys move and the layout mirrors. */
  dir: Direction;
  /** The components' texts the providers gave; each component falls back to its own English for the rest. */
  messages: AquilaMessagesInput;
}

/**
 * Outside any provider: English, as the components spoke before providers existed; 'en-US' so that a
 * week starts on Sunday, the calendar's first day then. No texts: each component holds its English.
 */
export const DEFAULT_CONFIG: AquilaConfig = { locale: 'en-US', dir: 'ltr', messages: {} };

export const AquilaConfigContext = createContext<AquilaConfig>(DEFAULT_CONFIG);

/** The nearest provider's settings (or the defaults). */
export const useAquilaConfig = (): AquilaConfig => useContext(AquilaConfigContext);

/** The BCP 47 tag of the nearest provider's `locale`, 'en-US' without one. */
export const useLocale = (): string => useContext(AquilaConfigContext).locale;

/** The nearest provider's reading direction, 'ltr' without one. */
export const useDirection = (): Direction => useContext(AquilaConfigContext).dir;

/**
 * One component's texts: the providers' catalogue over the component's own `english`, text by text. The
 * English lives with each component rather than here, so that a page loads only its own components' texts.
 */
export function useMessages<Component extends keyof AquilaMessages>(
  component: Component,
  english: AquilaMessages[Component],
): AquilaMessages[Component] {
  const given = useContext(AquilaConfigContext).messages[component];
  return useMemo(() => (given ? { ...english, ...given } : english), [english, given]);
}

/**
 * The attributes of the nearest provider's element that style what it holds: its theme variables, scheme,
 * direction and language. Overlays render at the end of `document.body`, outside that element, so `Portal`
 * puts them on a wrapper there, and a dialog opened inside a red, right-to-left provider is red and right to left.
 */
export interface ProviderSurface {
  style?: CSSProperties;
  theme?: string;
  dir?: Direction;
  lang?: string;
}

export const ProviderSurfaceContext = createContext<ProviderSurface | null>(null);
