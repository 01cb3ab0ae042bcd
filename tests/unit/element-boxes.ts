import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom lays nothing out: for the tests of one file, `getBoundingClientRect` answers the box a test has
 * set in the returned map, and an element without one sits off screen with no size. The map and the
 * mock are cleared after each test. Call it at the top of a test file.
 */
export function mockElementBoxes(): Map<Element, DOMRect> {
  const boxes = new Map<Element, DOMRect>();
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return boxes.get(this) ?? new DOMRect(-100, -100, 0, 0);
    });
  });
  afterEach(() => {
    boxes.clear();
    vi.restoreAllMocks();
  });
  return boxes;
}
