import type { ReactNode } from 'react';
import { AquilaProvider, type AquilaMessages } from 'aquila-ui/provider';
import { isDefaultSurround, type ExampleSurround } from '../shared/example-surround';

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
