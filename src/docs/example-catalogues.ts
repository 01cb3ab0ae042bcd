import type { AquilaMessages } from 'aquila-ui/provider';
import type { ExampleLocale } from '../shared/example-surround';

/**
 * The library's message catalogues, each fetched only when someone first picks its language on an
 * example's toolbar: read mode pays nothing for the ones nobody picks. English is the library's own
 * texts, so it needs none.
 */
const CATALOGUES: Record<Exclude<ExampleLocale, 'en'>, () => Promise<AquilaMessages>> = {
  fr: () => import('aquila-ui/locales/fr').then((module) => module.fr),
  de: () => import('aquila-ui/locales/de').then((module) => module.de),
  es: () => import('aquila-ui/locales/es').then((module) => module.es),
  ja: () => import('aquila-ui/locales/ja').then((module) => module.ja),
  ar: () => import('aquila-ui/locales/ar').then((module) => module.ar),
};

export function loadCatalogue(locale: ExampleLocale): Promise<AquilaMessages | undefined> {
  return locale === 'en' ? Promise.resolve(undefined) : CATALOGUES[locale]();
}
