import { DEFAULT_THEME, readStoredTheme, THEME_STORAGE_KEY, useThemeStore } from './theme';

describe('theme store', () => {
  it('defaults to light when nothing or something unknown is stored', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(readStoredTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('reads a saved dark theme', () => {
    localStorage.setItem('theme-storage-current-name', 'dark');
    expect(readStoredTheme()).toBe('dark');
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
    // The earlier tests' switches clear theirs on a real timer that has not fired yet.
    document.head.querySelectorAll('style[data-theme-switch]').forEach((style) => style.remove());
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
