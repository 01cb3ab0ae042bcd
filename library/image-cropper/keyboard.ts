import type { CropperHandle } from './constants.ts';

export type KeyAction =
  | { kind: 'move'; dx: number; dy: number }
  | { kind: 'resize'; handle: CropperHandle; dx: number; dy: number }
  | { kind: 'step'; size: number };

export interface KeyModifiers {
  shiftKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, { x: number; y: number; edge: CropperHandle; opposite: CropperHandle }> = {
  ArrowUp: { x: 0, y: -1, edge: 'top', opposite: 'bottom' },
  ArrowRight: { x: 1, y: 0, edge: 'right', opposite: 'left' },
  ArrowDown: { x: 0, y: 1, edge: 'bottom', opposite: 'top' },
  ArrowLeft: { x: -1, y: 0, edge: 'left', opposite: 'right' },
};

/**
 * What a key does to the focused frame, or null. An arrow moves the frame `step` px its way; with Shift it
 * moves the edge on that side instead (the frame grows), and with Shift and Alt the opposite edge (it shrinks).
 * A digit 1–9 makes that many px the step.
 */
export function keyAction(key: string, modifiers: KeyModifiers, step: number): KeyAction | null {
  if (/^[1-9]$/.test(key)) return { kind: 'step', size: Number(key) };
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const dx = arrow.x * step;
  const dy = arrow.y * step;
  if (!modifiers.shiftKey) return { kind: 'move', dx, dy };
  return { kind: 'resize', handle: modifiers.altKey ? arrow.opposite : arrow.edge, dx, dy };
}
