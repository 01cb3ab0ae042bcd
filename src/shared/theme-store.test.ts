import { staticMediaQueryList } from '../../tests/unit/media-query';
import { DARK_SCHEME_QUERY, DEFAULT_THEME, readSavedTheme, startingTheme, THEME_STORAGE_KEY, useThemeStore } from './theme-store';

/** A prefers-color-scheme list whose answer the test sets, telling its listeners as a browser would. */
function systemScheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    ...staticMediaQueryList(DARK_SCHEME_QUERY, dark),
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
  } as MediaQueryList;
  const change = (nowDark: boolean) => {
    Object.assign(list, { matches: nowDark });
    for (const listener of listeners) listener({ matches: nowDark, media: DARK_SCHEME_QUERY } as MediaQueryListEvent);
  };
  return { list, change };
}

/** The store module as a fresh page load evaluates it, with the system scheme given. */
async function loadWithSystem(dark: boolean) {
  const scheme = systemScheme(dark);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === DARK_SCHEME_QUERY ? scheme.list : staticMediaQueryList(query, false),
  );
  vi.resetModules();
  const { useThemeStore: store } = await import('./theme-store');
  return { store, change: scheme.change };
}

afterEach(() => {
  vi.restoreAllMocks();
  // Theme switches clear their no-transition style on a real timer that may not have fired yet.
  document.head.querySelectorAll('style[data-theme-switch]').forEach((style) => style.remove());
});

describe('theme store', () => {
  it('starts light when nothing (or something unknown) is saved and the system does not ask for dark', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(readSavedTheme()).toBeNull();
    expect(startingTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readSavedTheme()).toBeNull();
    expect(startingTheme()).toBe('light');
  });

  it('reads a saved dark theme', () => {
    localStorage.setItem('theme-storage-current-name', 'dark');
    expect(readSavedTheme()).toBe('dark');
    expect(startingTheme()).toBe('dark');
  });

  it('starts dark on a first visit when the system asks for dark', async () => {
    const { store } = await loadWithSystem(true);
    expect(store.getState()).toMatchObject({ theme: 'dark', followsSystem: true });
    // What pages are rendered ahead of time with, and so hydrated against, stays the default.
    expect(store.getInitialState().theme).toBe('light');
  });

  it('starts from the saved choice whatever the system asks for', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { store } = await loadWithSystem(true);
    expect(store.getState()).toMatchObject({ theme: 'light', followsSystem: false });
  });

  it('saves nothing when the app re-applies the system theme as it starts, so the visitor goes on following it', async () => {
    const { store, change } = await loadWithSystem(true);
    store.getState().setTheme(store.getState().theme);
    expect(document.documentElement.getAttribute('theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    change(false);
    expect(store.getState().theme).toBe('light');
    expect(document.documentElement.getAttribute('theme')).toBe('light');
  });

  it('follows a live change of the system scheme until the visitor toggles, then keeps their choice', async () => {
    const { store, change } = await loadWithSystem(false);
    change(true);
    expect(store.getState().theme).toBe('dark');
    expect(document.documentElement.getAttribute('theme')).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    store.getState().toggleTheme();
    expect(store.getState()).toMatchObject({ theme: 'light', followsSystem: false });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    change(false);
    change(true);
    expect(store.getState().theme).toBe('light');
    expect(document.documentElement.getAttribute('theme')).toBe('light');
  });

  it('stops following the system once a choice was saved in another tab', async () => {
    const { store, change } = await loadWithSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    change(true);
    expect(store.getState()).toMatchObject({ theme: 'light', followsSystem: false });
  });

  it('toggles light → dark → light, saving the raw string and setting the theme attribute', () => {
    useThemeStore.getState().setTheme('light');
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(localStorage.getItem('theme-storage-current-name')).toBe('dark');
    expect(document.documentElement.getAttribute('theme')).toBe('dark');
    useThemeStore.getState().toggleTheme();
    expect(localStorage.getItem('theme-storage-current-name')).toBe('light');
    expect(document.documentElement.getAttribute('theme')).toBe('light');
  });

  it('switches with transitions off for that moment, so every colour flips in the same frame', () => {
    vi.useFakeTimers();
    try {
      useThemeStore.getState().setTheme('light');
      vi.runAllTimers();
      useThemeStore.getState().toggleTheme();
      const switchStyle = document.head.querySelector('style[data-theme-switch]');
      expect(switchStyle?.textContent).toContain('transition: none !important');
      vi.runAllTimers();
      expect(document.head.querySelector('style[data-theme-switch]')).toBeNull();
      expect(document.documentElement.getAttribute('theme')).toBe('dark');
    } finally {
      vi.useRealTimers();
    }
  });
});
