import { onTestFinished, vi } from 'vitest';
import { resetWarnOnce } from '../../library/core/warnOnce.ts';

/**
 * Watches console.warn for the test that calls it (silenced until the test ends), with the once-per-page
 * memory of the library's warnings cleared, so each test sees its own warnings.
 */
export function watchWarnings() {
  resetWarnOnce();
  // A spy an earlier test left on console.warn is the same spy: forget its calls.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  warn.mockClear();
  onTestFinished(() => warn.mockRestore());
  return warn;
}
