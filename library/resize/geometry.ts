import type { Direction } from '../core/index.ts';
import type { ResizeDirection, ResizeMarkerPosition, ResizeSize } from './constants.ts';

/** The panel's size and the widest it may become (its container's content width, when known). */
export interface PanelSize extends ResizeSize {
  maxWidth?: number;
}

export interface ResizeRules {
  direction: ResizeDirection;
  marker: ResizeMarkerPosition;
  minWidth: number;
  minHeight: number;
}

/**
 * Where the handle is drawn in a reading direction: right to left the layout mirrors, so a handle named
 * for the right edge sits on the left one (the end of the line, where the panel grows), and the reverse.
 */
export function mirroredMarker(marker: ResizeMarkerPosition, dir: Direction): ResizeMarkerPosition {
  if (dir !== 'rtl') return marker;
  return marker.replace(/left|right/, (side) => (side === 'left' ? 'right' : 'left')) as ResizeMarkerPosition;
}

/** Which sizes a direction changes. */
export const axesOf = (direction: ResizeDirection) => ({ x: direction !== 'vertical', y: direction !== 'horizontal' });

/**
 * Moving the handle away from the panel grows it: right and down for a handle on the right or bottom,
 * left and up for one on the left or top.
 */
export const signsOf = (marker: ResizeMarkerPosition) => ({ x: marker.includes('left') ? -1 : 1, y: marker.includes('top') ? -1 : 1 });

/** The cursor that shows which way the handle moves. */
export function cursorOf(direction: ResizeDirection, marker: ResizeMarkerPosition): string {
  if (direction === 'horizontal') return 'ew-resize';
  if (direction === 'vertical') return 'ns-resize';
  const signs = signsOf(marker);
  return signs.x === signs.y ? 'nwse-resize' : 'nesw-resize';
}

// The minimum wins over the container: a panel never shrinks below it, even in a narrower container.
const clampWidth = (width: number, min: number, max: number | undefined) =>
  Math.max(min, max === undefined ? width : Math.min(width, max));

/** The size after the handle has moved by (dx, dy) px from where it was at `start`. */
export function resizeBy(start: PanelSize, dx: number, dy: number, rules: ResizeRules): ResizeSize {
  const axes = axesOf(rules.direction);
  const signs = signsOf(rules.marker);
  return {
    width: axes.x ? clampWidth(Math.round(start.width + signs.x * dx), rules.minWidth, start.maxWidth) : start.width,
    height: axes.y ? Math.max(rules.minHeight, Math.round(start.height + signs.y * dy)) : start.height,
  };
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The size a key asks for, or null when the key does nothing here. Arrows move the handle like a pointer
 * would, by `step` px; Home makes the panel as small as it may be, End as wide as its container.
 */
export function resizeByKey(start: PanelSize, key: string, step: number, rules: ResizeRules): ResizeSize | null {
  const axes = axesOf(rules.direction);
  const arrow = ARROWS[key];
  if (arrow) {
    const [x, y] = arrow;
    if ((x !== 0 && !axes.x) || (y !== 0 && !axes.y)) return null;
    return resizeBy(start, x * step, y * step, rules);
  }
  if (key === 'Home') {
    return { width: axes.x ? rules.minWidth : start.width, height: axes.y ? rules.minHeight : start.height };
  }
  if (key === 'End' && axes.x && start.maxWidth !== undefined) {
    return { width: Math.max(rules.minWidth, start.maxWidth), height: start.height };
  }
  return null;
}
