import { useLayoutEffect, useState, type RefObject } from 'react';
import type { PanelSize } from './geometry.ts';

/** The widest the panel may be: its container's content width, or undefined before layout. */
function availableWidth(panel: HTMLElement): number | undefined {
  const parent = panel.parentElement;
  if (!parent) return undefined;
  const style = getComputedStyle(parent);
  const width = parent.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
  return width > 0 ? Math.floor(width) : undefined;
}

/** The panel's laid-out size in whole px, or null while it has none (not yet laid out, or hidden). */
export function readPanel(panel: HTMLElement | null): PanelSize | null {
  if (!panel) return null;
  const rect = panel.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return { width: Math.round(rect.width), height: Math.round(rect.height), maxWidth: availableWidth(panel) };
}

const same = (a: PanelSize, b: PanelSize) => a.width === b.width && a.height === b.height && a.maxWidth === b.maxWidth;

/**
 * The panel's size as last laid out, kept current when the panel or its container changes size (the
 * separator's aria-valuenow and aria-valuemax read it). `initial` stands in until the first layout.
 */
export function usePanelSize(panel: RefObject<HTMLElement | null>, initial: PanelSize) {
  const [size, setSize] = useState<PanelSize>(initial);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const update = () => {
      const next = readPanel(element);
      if (next) setSize((previous) => (same(previous, next) ? previous : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [panel]);

  return [size, setSize] as const;
}
