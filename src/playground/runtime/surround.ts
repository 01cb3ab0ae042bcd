import { createElement, type ReactElement } from 'react';
import type { AquilaMessages, AquilaProviderProps } from 'aquila-ui/provider';
import { isDefaultSurround, parseSurround } from '../../shared/example-surround';

type ProviderModule = { AquilaProvider: (props: AquilaProviderProps) => ReactElement };

/**
 * The demo's element inside an AquilaProvider of the run's direction and language, as read mode shows
 * it. The provider and the catalogue are taken from the frame's own modules (the ones a demo imports,
 * of the build the frame runs), not bundled twice. A run that names none, or the defaults, is left as it is.
 */
export function surroundDemo(demo: ReactElement, value: unknown, modules: Record<string, unknown>): ReactElement {
  const surround = parseSurround(value);
  if (isDefaultSurround(surround)) return demo;
  const { AquilaProvider } = modules['aquila-ui/provider'] as ProviderModule;
  const catalogues = modules[`aquila-ui/locales/${surround.locale}`] as Record<string, AquilaMessages> | undefined;
  return createElement(AquilaProvider, { dir: surround.dir, locale: surround.locale, messages: catalogues?.[surround.locale] }, demo);
}
