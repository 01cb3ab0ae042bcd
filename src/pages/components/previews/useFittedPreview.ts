import { useLayoutEffect, type RefObject } from 'react';

/** The scale a card's picture is drawn at when the example fits its window at it. */
export const PREVIEW_SCALE = 0.6;
/** The custom property the stylesheet scales the stage by. */
const SCALE_PROPERTY = '--preview-scale';

/**
 * Scales a card's picture down further when its example is taller than the window it is shown in (the
 * Input card's form of six fields): the whole example is seen, not its top cut through a field. The
 * example is laid out at the same width whatever the scale, so its height does not depend on the scale
 * it is given; it is measured again whenever the card's width changes.
 */
export function useFittedPreview(preview: RefObject<HTMLElement | null>) {
  // After every render: the example's HTML can arrive after the first one (fetched from the built page).
  useLayoutEffect(() => {
    const element = preview.current;
    if (!element) return;
    const fit = () => {
      const stage = element.querySelector<HTMLElement>('.category-tile__stage');
      if (!stage || stage.offsetHeight === 0) return;
      const scale = Math.min(PREVIEW_SCALE, element.clientHeight / stage.offsetHeight);
      stage.style.setProperty(SCALE_PROPERTY, scale.toFixed(4));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  });
}
