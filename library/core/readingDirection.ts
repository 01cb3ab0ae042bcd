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
