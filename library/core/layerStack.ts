import { useEffect, useInsertionEffect, useRef } from 'react';

/** What an open overlay listens for. Only the topmost layer that listens for a kind of event gets it. */
export interface OverlayLayer {
  /** Escape was pressed (and nothing inside called `preventDefault()` on it). */
  onEscape?: (event: KeyboardEvent) => void;
  /** A pointer was pressed outside the layer, as `isInside` tells. */
  onOutsidePress?: (event: PointerEvent) => void;
  /** Whether a node belongs to the layer (its panel, its trigger); outside presses are those it does not contain. */
  isInside?: (target: Node) => boolean;
}

type LayerRef = { current: OverlayLayer };

/**
 * The open overlays in the order they opened. One stack for the tooltip, the drawer, the dialog and
 * the dropdown, so that with overlays inside overlays one Escape or one outside press closes only the
 * topmost of them — a tooltip in a drawer first, the drawer with the next Escape.
 */
const layers: LayerRef[] = [];

function topmost(listensFor: keyof OverlayLayer): OverlayLayer | undefined {
  for (let index = layers.length - 1; index >= 0; index--) {
    if (layers[index].current[listensFor]) return layers[index].current;
  }
  return undefined;
}

// Bubble phase on the document: a field inside the overlay that handles Escape itself and calls
// preventDefault() keeps the overlay open.
function handleKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const layer = topmost('onEscape');
  if (!layer) return;
  event.preventDefault();
  layer.onEscape!(event);
}

// Pointer-down rather than click, so a drag that starts inside and ends outside does not close.
function handlePointerDown(event: PointerEvent) {
  const layer = topmost('onOutsidePress');
  const target = event.target as Node | null;
  if (!layer || !target || layer.isInside?.(target)) return;
  layer.onOutsidePress!(event);
}

function push(layer: LayerRef): () => void {
  if (layers.length === 0) {
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
  }
  layers.push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index !== -1) layers.splice(index, 1);
    if (layers.length === 0) {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    }
  };
}

/** Puts the overlay on the layer stack while `active`; the handlers may change on every render. */
export function useOverlayLayer(active: boolean, layer: OverlayLayer): void {
  // The stack reads the handlers of the render last committed, noted before any event can reach them.
  const ref = useRef(layer);
  useInsertionEffect(() => {
    ref.current = layer;
  });
  useEffect(() => (active ? push(ref) : undefined), [active]);
}
