/**
 * tabbable (inside focus-trap) treats elements without client rects as hidden, and jsdom lays nothing
 * out: every element gets one 1 × 1 rect, so the focus traps of dialogs, drawers, calendars and the
 * search dialog find their controls. Call it in `beforeAll`.
 */
export function giveElementsClientRects() {
  Element.prototype.getClientRects = function getClientRects() {
    return [{ width: 1, height: 1 }] as unknown as DOMRectList;
  };
}
