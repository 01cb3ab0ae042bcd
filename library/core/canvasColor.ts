import { readColor, rgbaToCss } from './color.ts';

/** The colour the page's CSS gives `css` where `element` is (its custom properties, its `currentColor`), or null. */
function resolveInPage(css: string, element: Element): string | null {
  const view = element.ownerDocument.defaultView;
  if (!view?.getComputedStyle) return null;
  // A hidden child inherits what the element's colour depends on; the browser computes the colour to rgb().
  const probe = element.ownerDocument.createElement('span');
  probe.hidden = true;
  probe.style.color = css;
  if (!probe.style.color) return null;
  element.append(probe);
  try {
    const computed = readColor(view.getComputedStyle(probe).color);
    return computed.kind === 'rgb' ? rgbaToCss(computed.rgba) : null;
  } finally {
    probe.remove();
  }
}

/**
 * A valid colour as a canvas can paint it. A canvas's fillStyle and strokeStyle ignore a `var()` or
 * `currentColor` (they have no element to resolve it on), so such a colour is resolved through the computed
 * style of `element` at the time of painting; null when it cannot be (no element, or outside a browser).
 */
export function canvasColor(css: string, element: Element | null | undefined): string | null {
  const reading = readColor(css);
  if (reading.kind === 'rgb') return rgbaToCss(reading.rgba);
  if (reading.kind === 'invalid' || !element) return null;
  return resolveInPage(reading.css, element);
}
