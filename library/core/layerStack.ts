import { useEffect, useInsertionEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

/** What a layer is told with an Escape or an outside press it answers. */
export interface LayerEventDetails {
  /** Whether the layer is the topmost open layer of its `group` (of all layers, when it has no group). */
  topmost: boolean;
}

/**
 * What an open overlay listens for. An Escape and a press outside go to the topmost layer that listens
 * for them, and to no other; focus moving out goes to every layer it left.
 */
export interface OverlayLayer {
  /** Escape was pressed (and nothing inside called `preventDefault()` on it). */
  onEscape?: (event: KeyboardEvent, details: LayerEventDetails) => void;
  /** A pointer was pressed outside the layer: neither in its area (`isInside`) nor in a layer opened after it. */
  onOutsidePress?: (event: PointerEvent, details: LayerEventDetails) => void;
  /**
   * Focus moved from inside the layer (or a layer opened after it) to an element outside them, as the
   * focus event's `relatedTarget` tells.
   */
  onFocusOutside?: (event: FocusEvent) => void;
  /** Whether a node belongs to the layer (its panel, its trigger or field). */
  isInside?: (target: Node) => boolean;
  /**
   * Layers of one group hear an Escape together: when the topmost layer that listens for it is of a
   * group, every layer of that group that listens hears it, the topmost first, each told whether it is
   * the topmost of the group. (The dialogs: an Escape reaches every open dialog, and each closes as its enableClose allows.)
   */
  group?: string;
}

type LayerRef = { current: OverlayLayer };

/**
 * The open overlays in the order they opened — one stack for every overlay of the library (dialog,
 * drawer, tooltip, dropdown, select, date picker), so that with overlays inside overlays one Escape or
 * one outside press closes only the topmost of them: a list in a drawer first, the drawer next time.
 * A layer opened after another is taken to be nested in it, as overlays opened from an overlay are.
 */
const layers: LayerRef[] = [];

/** Whether `node` is in the layer at `index` or in one opened after it: a nested layer is not outside its parent. */
function insideFrom(index: number, node: Node | null): boolean {
  return !!node && layers.slice(index).some((layer) => layer.current.isInside?.(node) ?? false);
}

/** The topmost layer that `matches`. */
function topmostWhere(matches: (layer: OverlayLayer) => unknown): LayerRef | undefined {
  for (let index = layers.length - 1; index >= 0; index--) {
    if (matches(layers[index].current)) return layers[index];
  }
  return undefined;
}

const topmostListening = (listensFor: 'onEscape' | 'onOutsidePress') => topmostWhere((layer) => layer[listensFor]);

function detailsOf(layer: LayerRef): LayerEventDetails {
  const { group } = layer.current;
  return { topmost: topmostWhere((other) => other.group === group) === layer };
}

// Bubble phase on the document: a field inside the overlay that handles Escape itself and calls
// preventDefault() keeps the overlay open. An Escape that ends a text composition is the composition's.
function handleKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = topmostListening('onEscape');
  if (!top) return;
  event.preventDefault();
  const { group } = top.current;
  if (group === undefined) {
    top.current.onEscape!(event, detailsOf(top));
    return;
  }
  // Told before any of them closes. Each close is committed before the next layer hears the key, so
  // focus goes back down the stack one layer at a time and lands where it was before the first opened.
  const hearing = layers.filter((layer) => layer.current.group === group && layer.current.onEscape).reverse();
  const told = hearing.map((layer) => [layer, detailsOf(layer)] as const);
  for (const [layer, details] of told) flushSync(() => layer.current.onEscape?.(event, details));
}

// Pointer-down rather than click, so a drag that starts inside and ends outside does not close. The close
// is committed before the press goes on, so what was pressed takes focus, not a focus trap of the overlay.
function handlePointerDown(event: PointerEvent) {
  const top = topmostListening('onOutsidePress');
  const target = event.target as Node | null;
  if (!top || !target || insideFrom(layers.indexOf(top), target)) return;
  const details = detailsOf(top);
  flushSync(() => top.current.onOutsidePress?.(event, details));
}

// Focus moved from one element to another: each layer it left hears it. Focus lost to nothing (a press
// on the page's background, another window or tab) is not focus moved elsewhere: a press is an outside
// press, and switching windows leaves the page as it was.
function handleFocusOut(event: FocusEvent) {
  const from = event.target as Node | null;
  const to = event.relatedTarget as Node | null;
  if (!to) return;
  const left = layers.filter((layer, index) => layer.current.onFocusOutside && insideFrom(index, from) && !insideFrom(index, to));
  for (const layer of left) layer.current.onFocusOutside?.(event);
}

const LISTENERS = [
  ['keydown', handleKeyDown],
  ['pointerdown', handlePointerDown],
  ['focusout', handleFocusOut],
] as const;

function push(layer: LayerRef): () => void {
  if (layers.length === 0) {
    for (const [type, listener] of LISTENERS) document.addEventListener(type, listener as EventListener);
  }
  layers.push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index !== -1) layers.splice(index, 1);
    if (layers.length === 0) {
      for (const [type, listener] of LISTENERS) document.removeEventListener(type, listener as EventListener);
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
