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

/** A frame or a part of the image by its corners, in px: (x1, y1) the top left, (x2, y2) the bottom right. */
export const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });

/**
 * What a crop of the 800 × 400 image the tests show at 400 × 200 reports with the frame the cropper
 * places first, the largest centred square: (100, 0)–(300, 200) on screen is (200, 0)–(600, 400) of the
 * image, a 400 px square.
 */
export const centredSquareCrop = {
  width: 400,
  height: 400,
  imagePosition: box(200, 0, 600, 400),
  cropperPosition: box(100, 0, 300, 200),
};
