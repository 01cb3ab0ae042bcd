import { vi } from 'vitest';
import type { AnimationStyle } from '../../tests/unit/css-animation.ts';

/** The dialog window's animations as Dialog.scss gives them: in over 0.4 s, out over 0.2 s once closed. */
export const dialogAnimation = (element: Element): AnimationStyle | null =>
  element.classList.contains('aq-dialog')
    ? element.getAttribute('data-state') === 'closed'
      ? { animationName: 'aq-dialog-exit', animationDuration: '0.2s' }
      : { animationName: 'aq-dialog-enter', animationDuration: '0.4s' }
    : null;

/** The px offset a dragged element has in its `translate` style. */
export function translateOf(element: HTMLElement): { x: number; y: number } {
  const [x = '0px', y = '0px'] = element.style.translate.split(' ').filter(Boolean);
  return { x: parseFloat(x), y: parseFloat(y) };
}

/**
 * jsdom lays nothing out: gives `element` the box it would have at (left, top) with this size, moved
 * by whatever its `translate` style says, so constraints to the window can be checked.
 */
export function mockBox(element: HTMLElement, box: { left: number; top: number; width: number; height: number }) {
  return vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => {
    const { x, y } = translateOf(element);
    const left = box.left + x;
    const top = box.top + y;
    return {
      left,
      top,
      right: left + box.width,
      bottom: top + box.height,
      width: box.width,
      height: box.height,
      x: left,
      y: top,
    } as DOMRect;
  });
}
