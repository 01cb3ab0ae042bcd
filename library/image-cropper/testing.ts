// Test helper (not part of the library's entry): the browser every cropper test file runs in, set up the same way.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { installBrowserStubs, installFakeClock, stubResizeObserver, type BrowserStubs } from './browserStubs.testing.ts';

/** What stubBrowserEachTest installed for the test running now. */
export interface StubbedBrowser {
  stubs: BrowserStubs;
  /** Only with resizeObserver: true. */
  resizeObserver: ReturnType<typeof stubResizeObserver>;
  /** Only with quietConsoleError: true. */
  consoleError: MockInstance<typeof console.error>;
}

/**
 * Before each test of the file that calls this: a fake clock and the browser stubs over a 400 × 300 box, and
 * on request a stubbed ResizeObserver and a silenced console.error (for tests that make React report an error
 * on purpose); after it, all undone. The object returned is filled in afresh for each test.
 */
export function stubBrowserEachTest({ resizeObserver = false, quietConsoleError = false } = {}): StubbedBrowser {
  const browser = {} as StubbedBrowser;
  beforeEach(() => {
    installFakeClock();
    browser.stubs = installBrowserStubs({ width: 400, height: 300 });
    if (resizeObserver) browser.resizeObserver = stubResizeObserver();
    if (quietConsoleError) browser.consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return browser;
}
