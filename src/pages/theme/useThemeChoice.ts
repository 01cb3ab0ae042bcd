import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useScripted } from '../../shared/useBrowserValue';
import type { ThemeChoice } from './theme-choice';
import { readThemeLink, themeLinkQuery } from './theme-link';

export interface ThemeChoiceState {
  choice: ThemeChoice;
  /** What in the page's link was not used, in words; empty once the person changes the theme. */
  problems: string[];
  change: (next: Partial<ThemeChoice>) => void;
}

/**
 * The theme being built: the page's link until the person changes something, theirs from then on, and
 * the link rewritten in place with each change (replaceState: no history entry per colour dragged).
 * A page rendered ahead of time holds the theme's own values, and so does the render that hydrates it;
 * the link's theme follows straight after, so the markup matches.
 */
export function useThemeChoice(): ThemeChoiceState {
  const { search } = useLocation();
  const scripted = useScripted();
  const linked = useMemo(() => readThemeLink(scripted ? search : ''), [scripted, search]);
  const [chosen, setChosen] = useState<ThemeChoice | null>(null);
  const choice = chosen ?? linked.choice;

  const change = (next: Partial<ThemeChoice>) => {
    const updated = { ...choice, ...next };
    setChosen(updated);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${themeLinkQuery(updated)}${hash}`);
  };
  return { choice, problems: chosen === null ? linked.problems : [], change };
}
