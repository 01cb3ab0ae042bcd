import { create } from 'zustand';
import type { ThemeName } from 'aquila-ui/theme';
import { startFromSaved } from './saved-state';

/** localStorage key of the theme preference (also read by the inline script in index.html) and its default. */
export const THEME_STORAGE_KEY = 'theme-storage-current-name';
export const DEFAULT_THEME: ThemeName = 'light';

/** Reads the saved theme; anything but 'dark' or 'light' (or no storage at all) gives the default. */
export function readStoredTheme(): ThemeName {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'dark' || saved === 'light' ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
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

function applyTheme(theme: ThemeName) {
  const root = document.documentElement;
  if (root.getAttribute('theme') !== theme) withoutTransitions(() => root.setAttribute('theme', theme));
  try {
    // The raw string, not JSON: the key and format are shared with the inline script in index.html.
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or disabled storage: the theme still applies for this visit.
  }
}

interface ThemeState {
  theme: ThemeName;
  setTheme: (theme: ThemeName) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: DEFAULT_THEME,
  setTheme: (theme) => {
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'light' ? 'dark' : 'light'),
}));
startFromSaved(useThemeStore, () => ({ theme: readStoredTheme() }));
