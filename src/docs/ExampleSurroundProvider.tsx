import { lazy, type ReactNode } from 'react';
import type { AquilaMessages } from 'aquila-ui/provider';
import { isDefaultSurround, type ExampleSurround } from '../shared/example-surround';

// Fetched with an example's first change of direction or language: as shipped, no example needs it,
// and read mode does not carry the provider's theme code.
const AquilaProvider = lazy(() => import('aquila-ui/provider').then((module) => ({ default: module.AquilaProvider })));

interface ExampleSurroundProviderProps {
  surround: ExampleSurround;
  messages: AquilaMessages | undefined;
  children: ReactNode;
}

/**
 * The example inside a provider of the chosen direction and language. As shipped (English, left to
 * right) there is no provider at all: the page rendered ahead of time hydrates exactly what it holds.
 */
export function ExampleSurroundProvider({ surround, messages, children }: ExampleSurroundProviderProps) {
  if (isDefaultSurround(surround)) return children;
  return (
    <AquilaProvider dir={surround.dir} locale={surround.locale} messages={messages}>
      {children}
    </AquilaProvider>
  );
}
