import { useRef, useState } from 'react';
import type { AquilaMessages } from 'aquila-ui/provider';
import { DEFAULT_SURROUND, type ExampleLocale, type ExampleSurround } from '../shared/example-surround';
import { loadCatalogue } from './example-catalogues';

export interface ExampleSurroundState {
  /** What the example is shown in: a locale applies once its catalogue has arrived. */
  surround: ExampleSurround;
  /** The applied locale's catalogue (none for English). */
  messages: AquilaMessages | undefined;
  /** The locale last chosen, which the select shows while its catalogue loads. */
  chosenLocale: ExampleLocale;
  setDir: (dir: ExampleSurround['dir']) => void;
  setLocale: (locale: ExampleLocale) => void;
}

/** One example's direction and language, as its toolbar sets them. */
export function useExampleSurround(): ExampleSurroundState {
  const [applied, setApplied] = useState<{ surround: ExampleSurround; messages?: AquilaMessages }>({ surround: DEFAULT_SURROUND });
  const [chosenLocale, setChosenLocale] = useState<ExampleLocale>(DEFAULT_SURROUND.locale);
  // Catalogues arrive in any order: only the last choice's is applied.
  const latest = useRef<ExampleLocale>(DEFAULT_SURROUND.locale);

  const setLocale = (locale: ExampleLocale) => {
    latest.current = locale;
    setChosenLocale(locale);
    void loadCatalogue(locale).then((messages) => {
      if (latest.current !== locale) return;
      setApplied((current) => ({ surround: { ...current.surround, locale }, messages }));
    });
  };
  const setDir = (dir: ExampleSurround['dir']) => setApplied((current) => ({ ...current, surround: { ...current.surround, dir } }));

  return { surround: applied.surround, messages: applied.messages, chosenLocale, setDir, setLocale };
}
