import { startTransition, useRef, useState } from 'react';
import type { AquilaMessages } from 'aquila-ui/provider';
import { DEFAULT_SURROUND, type ExampleLocale, type ExampleSurround } from '../shared/example-surround';
import { loadCatalogue } from './example-catalogues';

export interface ExampleSurroundState {
  /** What the example is shown in: a choice applies once the provider's code and its catalogue have arrived. */
  surround: ExampleSurround;
  /** The applied locale's catalogue (none for English). */
  messages: AquilaMessages | undefined;
  /** The direction and locale last chosen, which the toolbar shows while they load. */
  chosen: ExampleSurround;
  setDir: (dir: ExampleSurround['dir']) => void;
  setLocale: (locale: ExampleLocale) => void;
}

/** One example's direction and language, as its toolbar sets them. */
export function useExampleSurround(): ExampleSurroundState {
  const [applied, setApplied] = useState<{ surround: ExampleSurround; messages?: AquilaMessages }>({ surround: DEFAULT_SURROUND });
  const [chosen, setChosen] = useState<ExampleSurround>(DEFAULT_SURROUND);
  // Catalogues arrive in any order: only the last choice's is applied.
  const latest = useRef<ExampleLocale>(DEFAULT_SURROUND.locale);

  // Applied in a transition: the first choice waits for the provider's code (ExampleSurroundProvider
  // fetches it then) with the example still shown as it was, not a blank.
  const setLocale = (locale: ExampleLocale) => {
    latest.current = locale;
    setChosen((current) => ({ ...current, locale }));
    void loadCatalogue(locale).then((messages) => {
      if (latest.current !== locale) return;
      startTransition(() => setApplied((current) => ({ surround: { ...current.surround, locale }, messages })));
    });
  };
  const setDir = (dir: ExampleSurround['dir']) => {
    setChosen((current) => ({ ...current, dir }));
    startTransition(() => setApplied((current) => ({ ...current, surround: { ...current.surround, dir } })));
  };

  return { surround: applied.surround, messages: applied.messages, chosen, setDir, setLocale };
}
