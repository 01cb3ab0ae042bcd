import type { Direction } from './aquilaConfig.ts';

/**
 * Where a horizontal arrow key moves in the reading direction: 1 forward (to the next tab, star, slide,
 * page or day), -1 back, 0 for any other key. Right to left, the next item is on the left, so ArrowLeft
 * moves forward, as the WAI-ARIA Authoring Practices ask.
 */
export function readingStep(key: string, dir: Direction): -1 | 0 | 1 {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  return key === back ? -1 : 0;
}

/** Where a vertical arrow key moves: 1 down (the next item of a column), -1 up, 0 for any other key. */
export function verticalStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowDown') return 1;
  return key === 'ArrowUp' ? -1 : 0;
}
