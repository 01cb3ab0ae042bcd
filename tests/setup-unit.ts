import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMediaQueryList } from './unit/media-query';

const inBrowserLikeEnvironment = typeof window !== 'undefined';

afterEach(() => {
  if (!inBrowserLikeEnvironment) return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('theme');
});

// jsdom lacks these browser APIs that layout-aware components touch.
if (inBrowserLikeEnvironment && !window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
if (inBrowserLikeEnvironment) window.scrollTo = () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (inBrowserLikeEnvironment) window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
