/**
 * How tall the preview frame must be to show everything a demo has rendered: its page, and what it
 * opens out of the page's flow — lists, calendars, menus and tooltips portalled to `<body>`, dialogs,
 * drawers and their backdrops. The document's own scroll height is no answer: it never drops below the
 * frame's current height (so the frame could only grow) and it leaves out fixed-position layers.
 */

/** Room kept under an absolutely positioned overlay (a list, a menu), for its shadow. */
export const OVERLAY_MARGIN = 24;

/**
 * A layer this close to the frame's top or bottom edge is taken to be cut short by it. Floating
 * lists keep 8 px from the edge when the window limits them and a dialog keeps 16 px, while an overlay
 * given room ends `OVERLAY_MARGIN` above it: the two never meet, so a fitted layer never looks cut
 * short, and the frame cannot swing between two heights.
 */
export const EDGE = 17;

/**
 * How much the frame grows at a time for a layer that the viewport cuts short. Lists and dialogs size
 * themselves to the room they are given, so the room they would take is found by giving them more
 * until they stop scrolling; small steps grow the frame smoothly instead of overshooting.
 */
export const GROWTH_STEP = 64;

/** A box whose overflow is not visible clips its children: what they extend past it is not seen. */
const clips = (style: CSSStyleDeclaration) =>
  [style.overflow, style.overflowX, style.overflowY].some((value) => value !== '' && value !== 'visible');

/** Smaller boxes that clip are no lists (a visually hidden label is a 1 px box that "scrolls" its text). */
const MIN_SCROLL_BOX = 24;

const scrollsItsContent = (element: Element) =>
  element.clientHeight >= MIN_SCROLL_BOX && element.scrollHeight > element.clientHeight + 1;

/**
 * The height, in CSS pixels, that shows the whole document without scrolling.
 *
 * - The page's flow: the body's bottom edge plus its margin.
 * - A box positioned absolutely: its bottom edge in the document, plus `OVERLAY_MARGIN`.
 * - A fixed-position layer lays out against the frame's viewport: one that fits needs the viewport
 *   it has (a backdrop as tall as the viewport must not make the frame grow for ever), one that
 *   sticks out needs the viewport plus what sticks out.
 * - A layer that the viewport cuts short — it reaches within `EDGE` of the top or bottom, and a box
 *   in it scrolls — needs `GROWTH_STEP` more, until it no longer scrolls or no longer reaches the edge.
 * Boxes not displayed or `visibility: hidden` (a closed menu kept mounted) count for nothing, and
 * neither do boxes that a clipping ancestor cuts off — but a list positioned absolutely escapes a
 * clipping ancestor that lies above its containing block, as it does on screen.
 */
export function contentExtent(doc: Document): number {
  const view = doc.defaultView;
  const body = doc.body;
  if (!view || !body) return 0;
  const viewport = view.innerHeight;
  const scrollY = view.scrollY;
  let extent = body.getBoundingClientRect().bottom + scrollY + (parseFloat(view.getComputedStyle(body).marginBottom) || 0);
  let cutShort = false;

  const atEdge = (box: DOMRect) => box.top <= EDGE || box.bottom >= viewport - EDGE;
  // A backdrop, or a side drawer: its height is the viewport's, whatever the viewport is.
  const spansViewport = (box: DOMRect) => box.top <= 0 && box.bottom >= viewport;

  interface Context {
    /** Set inside an out-of-flow box: whether it is fixed, and whether some box of it reaches an edge. */
    layer: { fixed: boolean; atEdge: boolean } | null;
    /** Whether a box in the flow here is cut off by a clipping ancestor (a scrolling table, a carousel's track). */
    flowClipped: boolean;
    /** Whether an absolutely positioned box here is: only a clipping box at or below its containing block cuts it. */
    absoluteClipped: boolean;
  }

  const visit = (parent: Element, context: Context) => {
    for (const element of Array.from(parent.children)) {
      const style = view.getComputedStyle(element);
      if (style.display === 'none') continue;
      const position = style.position;
      const { layer } = context;
      const inLayer = layer !== null || position === 'fixed' || position === 'absolute';
      const fixed = (layer?.fixed ?? false) || position === 'fixed';
      const clipped = position === 'fixed' ? false : position === 'absolute' ? context.absoluteClipped : context.flowClipped;
      let reachesEdge = layer?.atEdge ?? false;

      if (style.visibility !== 'hidden') {
        const box = element.getBoundingClientRect();
        // A box of a pixel or less is a visually hidden label, placed just off the edge: nothing to show.
        if (box.width > 1 && box.height > 1) {
          // A clipped box is seen only inside its clipping ancestor, which has been counted; but it may
          // be the list that scrolls because the frame cuts its layer short.
          if (!clipped) {
            if (inLayer && !spansViewport(box) && atEdge(box)) reachesEdge = true;
            if (fixed) {
              extent = Math.max(extent, viewport + Math.max(0, -box.top) + Math.max(0, box.bottom - viewport));
            } else {
              extent = Math.max(extent, box.bottom + scrollY + (position === 'absolute' ? OVERLAY_MARGIN : 0));
            }
          }
          if (inLayer && reachesEdge && clips(style) && scrollsItsContent(element)) cutShort = true;
        }
      }
      const clipsChildren = clipped || clips(style);
      visit(element, {
        layer: inLayer ? { fixed, atEdge: reachesEdge } : null,
        flowClipped: clipsChildren,
        // A positioned box is the containing block of absolutely positioned boxes inside it.
        absoluteClipped: position === 'static' ? context.absoluteClipped : clipsChildren,
      });
    }
  };
  visit(body, { layer: null, flowClipped: false, absoluteClipped: false });
  if (cutShort) extent = Math.max(extent, viewport + GROWTH_STEP);
  return Math.ceil(extent);
}

/** Two heights taking turns this often within a second is a layout that answers each size with the other. */
const SWINGS_BEFORE_HOLD = 3;

/**
 * Reports `contentExtent` whenever it may have changed: the DOM changed (an overlay mounted, moved or
 * closed), the viewport was resized, an image loaded, or an animation or transition ended (an overlay
 * scaling in measures small until it has). Measured once per animation frame at most.
 *
 * A demo whose layout answers each height with another (content sized in `vh` on a body with padding,
 * say) would swing the frame for ever: after a few swings the smaller height is no longer reported
 * until the person next presses a key or the pointer, or the demo runs again (`reset`).
 */
export function watchExtent(doc: Document, report: (height: number) => void): { reset: () => void } {
  const view = doc.defaultView!;
  let last = -1;
  let floor = 0;
  let recent: { height: number; at: number }[] = [];
  let frame = 0;
  let timer = 0;

  const measure = () => {
    view.cancelAnimationFrame(frame);
    view.clearTimeout(timer);
    frame = timer = 0;
    const height = Math.max(contentExtent(doc), floor);
    if (height === last) return;
    const now = view.performance.now();
    recent = [...recent.filter((entry) => now - entry.at < 1000), { height, at: now }];
    const swings = recent.filter((entry, index) => index >= 2 && entry.height === recent[index - 2].height).length;
    if (swings >= SWINGS_BEFORE_HOLD) floor = Math.max(...recent.map((entry) => entry.height));
    last = Math.max(height, floor);
    report(last);
  };
  const schedule = () => {
    if (frame || timer) return;
    // An animation frame comes after layout; a frame that is not shown gets none, so a timer backs it up.
    frame = view.requestAnimationFrame(measure);
    timer = view.setTimeout(measure, 100);
  };
  const release = () => {
    floor = 0;
    recent = [];
    schedule();
  };

  new view.MutationObserver(schedule).observe(doc.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const resizes = new view.ResizeObserver(schedule);
  resizes.observe(doc.documentElement);
  resizes.observe(doc.body);
  view.addEventListener('resize', schedule);
  for (const type of ['load', 'animationend', 'transitionend']) doc.addEventListener(type, schedule, true);
  for (const type of ['pointerdown', 'keydown']) doc.addEventListener(type, release, true);
  schedule();
  return { reset: release };
}
