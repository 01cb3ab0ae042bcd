import { create } from 'zustand';
import type { ThemeName } from 'aquila-ui/theme';
import { startFromSaved } from './saved-state';

/** localStorage key of the theme a person chose with the toggle (also read by the inline script in index.html). */
export const THEME_STORAGE_KEY = 'theme-storage-current-name';
/** The theme of pages rendered ahead of time, and of a visitor whose system states no colour scheme. */
export const DEFAULT_THEME: ThemeName = 'light';
/** Matches while the system asks for dark colours; the inline script in index.html asks the same. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The theme saved by the toggle; null when none was (or anything but 'dark' or 'light', or no storage at all). */
export function readSavedTheme(): ThemeName | null {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : null;
  } catch {
    return null;
  }
}

const darkScheme = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;

/** The system's colour scheme as a theme; the default where it cannot be asked. */
export function systemTheme(): ThemeName {
  return darkScheme()?.matches ? 'dark' : DEFAULT_THEME;
}

/**
 * The theme a visit starts with: the one saved by the toggle, else the system's colour scheme. The
 * inline script in index.html decides the same way before first paint, so the store agrees with it.
 */
export function startingTheme(): ThemeName {
  return readSavedTheme() ?? systemTheme();
}

/**
 * Runs a change with CSS transitions off, so every colour flips in the same frame: otherwise each control
 * with a colour transition fades from the old theme while the page around it has already switched.
 */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.dataset.themeSwitch = '';
  style.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.appendChild(style);
  change();
  // Reading a computed style makes the browser settle the new colours while transitions are still off.
  void window.getComputedStyle(document.documentElement).color;
  setTimeout(() => style.remove(), 0);
}

function showTheme(theme: ThemeName) {
  const root = document.documentElement;
  if (root.getAttribute('theme') !== theme) withoutTransitions(() => root.setAttribute('theme', theme));
}

function saveTheme(theme: ThemeName) {
  try {
    // The raw string, not JSON: the key and format are shared with the inline script in index.html.
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or disabled storage: the theme still applies for this visit.
  }
}

interface ThemeState {
  theme: ThemeName;
  /** True until a person chooses a theme: until then it is the system's colour scheme, and follows it. */
  followsSystem: boolean;
  /**
   * Shows `theme` and saves it as the person's choice, which wins over the system's scheme from then on.
   * Setting the theme already shown while it follows the system only shows it again (the app does so
   * as it starts): that is no choice, so nothing is saved and the page goes on following the system.
   */
  setTheme: (theme: ThemeName) => void;
  /** Switches light to dark and back, saving the choice. */
  toggleTheme: () => void;
}

// The initial state is what pages are rendered ahead of time with, and so what React hydrates them
// against; the browser's own start (saved choice or system scheme) is applied on top by startFromSaved.
// The `theme` attribute is no part of React's markup: the inline script has set it before first paint.
export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: DEFAULT_THEME,
  followsSystem: true,
  setTheme: (theme) => {
    showTheme(theme);
    if (theme === get().theme && get().followsSystem) return;
    saveTheme(theme);
    set({ theme, followsSystem: false });
  },
  toggleTheme: () => get().setTheme(get().theme === 'light' ? 'dark' : 'light'),
}));
startFromSaved(useThemeStore, () => ({ theme: startingTheme(), followsSystem: readSavedTheme() === null }));

/**
 * A visitor who has not chosen follows the system's scheme live, while the page is open (an OS that
 * turns dark at sunset, say): a site that followed the system on arrival but not later would be
 * following it only by accident. Once they toggle, their choice stays put. A choice saved meanwhile in
 * another tab also ends the following here, as it will on this tab's next load.
 */
function followSystemScheme() {
  darkScheme()?.addEventListener?.('change', (event) => {
    if (!useThemeStore.getState().followsSystem) return;
    if (readSavedTheme() !== null) {
      useThemeStore.setState({ followsSystem: false });
      return;
    }
    const theme: ThemeName = event.matches ? 'dark' : 'light';
    showTheme(theme);
    useThemeStore.setState({ theme });
  });
}
if (typeof window !== 'undefined') followSystemScheme();
