import { AS_CHOSEN, sameLook, shownColor, type PaperLook } from './paperLook.ts';
import { drawDot, drawPiece, drawStroke, drawTail, type Point, type Stroke } from './strokes.ts';

export interface Size {
  width: number;
  height: number;
}

/** Closer than this (in drawing units) to the last point, a pointer move adds nothing visible. */
const MIN_STEP = 0.5;

/**
 * The drawing behind a signature pad's canvas: the strokes, kept as points so they can be painted
 * again whenever the canvas's buffer must change, and the buffer sized to the canvas's CSS size times
 * the device pixel ratio so lines stay crisp on high-density screens.
 *
 * Points are kept in the CSS px of the canvas as it was when the drawing began. When the pad is
 * resized later (a phone turned, a window narrowed), the drawing is painted scaled by the same factor
 * on both axes, the largest that still fits, so a signature is never cut off or distorted.
 *
 * Each stroke keeps the colour it was drawn with; the canvas shows it as the paper's look says (black
 * in the theme's text colour, any colour readable on the paper), and is painted again when the look
 * changes. The image always has the colours as chosen, whatever the theme it was drawn in.
 */
export class SignatureSurface {
  private canvas: HTMLCanvasElement | null = null;
  private strokes: Stroke[] = [];
  private active: Stroke | null = null;
  private reference: Size | null = null;
  private size: Size;
  private ratio = 1;
  private look: PaperLook = AS_CHOSEN;
  private shades = new Map<string, string>();

  /** `fallback` is the CSS size to assume when the canvas has no layout (hidden, or no layout engine). */
  constructor(private fallback: Size) {
    this.size = fallback;
  }

  attach(canvas: HTMLCanvasElement | null) {
    this.canvas = canvas;
  }

  setFallback(fallback: Size) {
    this.fallback = fallback;
  }

  get isEmpty() {
    return this.strokes.length === 0;
  }

  get drawing() {
    return this.active !== null;
  }

  private get context() {
    return this.canvas?.getContext('2d') ?? null;
  }

  /** Drawing units per CSS px of the canvas now. */
  private get scale() {
    const reference = this.reference;
    return reference ? Math.min(this.size.width / reference.width, this.size.height / reference.height) : 1;
  }

  /**
   * Matches the buffer to the canvas's CSS size and the device pixel ratio, then paints the drawing
   * again (resizing a canvas's buffer wipes it).
   */
  fit() {
    const canvas = this.canvas;
    if (!canvas) return;
    this.size = { width: canvas.clientWidth || this.fallback.width, height: canvas.clientHeight || this.fallback.height };
    this.ratio = window.devicePixelRatio || 1;
    const bufferWidth = Math.max(1, Math.round(this.size.width * this.ratio));
    const bufferHeight = Math.max(1, Math.round(this.size.height * this.ratio));
    if (canvas.width !== bufferWidth) canvas.width = bufferWidth;
    if (canvas.height !== bufferHeight) canvas.height = bufferHeight;
    this.paint();
  }

  /** Shows the strokes as `look` says, painting them again if it changed (a theme switched). */
  setLook(look: PaperLook) {
    if (sameLook(look, this.look)) return;
    this.look = look;
    this.shades.clear();
    if (this.strokes.length) this.paint();
  }

  /** The colour a stroke of `color` is shown in now. */
  private shown(color: string): string {
    let shade = this.shades.get(color);
    if (shade === undefined) {
      shade = shownColor(color, this.look);
      this.shades.set(color, shade);
    }
    return shade;
  }

  private paint() {
    const context = this.context;
    if (!context || !this.canvas) return;
    this.paintOn(context, this.canvas, (stroke) => this.shown(stroke.color));
  }

  /** Paints every stroke afresh on `canvas`, each in the colour `colorOf` gives it. */
  private paintOn(context: CanvasRenderingContext2D, canvas: HTMLCanvasElement, colorOf: (stroke: Stroke) => string) {
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    const scale = this.ratio * this.scale;
    context.setTransform(scale, 0, 0, scale, 0, 0);
    for (const stroke of this.strokes) drawStroke(context, stroke, colorOf(stroke));
  }

  /** A point in the page (client coordinates) in drawing units. */
  private toPoint(clientX: number, clientY: number): Point {
    const canvas = this.canvas!;
    const rect = canvas.getBoundingClientRect();
    // The canvas may be scaled by a CSS transform: its on-screen box and its layout size then differ.
    const cssPerScreenX = rect.width ? this.size.width / rect.width : 1;
    const cssPerScreenY = rect.height ? this.size.height / rect.height : 1;
    const scale = this.scale;
    return { x: ((clientX - rect.left) * cssPerScreenX) / scale, y: ((clientY - rect.top) * cssPerScreenY) / scale };
  }

  /** Starts a stroke where the pen or finger touched down, and marks the spot with a dot. */
  begin(clientX: number, clientY: number, color: string, lineWidth: number) {
    if (!this.canvas) return;
    this.reference ??= { ...this.size };
    const stroke: Stroke = { color, width: lineWidth / this.scale, points: [this.toPoint(clientX, clientY)] };
    this.active = stroke;
    this.strokes.push(stroke);
    const context = this.context;
    if (context) drawDot(context, stroke, this.shown(color));
  }

  /** Continues the stroke through the given pointer positions. */
  extend(positions: ReadonlyArray<{ clientX: number; clientY: number }>) {
    const stroke = this.active;
    if (!stroke) return;
    const context = this.context;
    for (const { clientX, clientY } of positions) {
      const point = this.toPoint(clientX, clientY);
      const last = stroke.points[stroke.points.length - 1];
      if (Math.hypot(point.x - last.x, point.y - last.y) < MIN_STEP) continue;
      stroke.points.push(point);
      if (context) drawPiece(context, stroke, stroke.points.length - 1, this.shown(stroke.color));
    }
  }

  /** Finishes the stroke in progress; false when there was none. */
  end(): boolean {
    const stroke = this.active;
    if (!stroke) return false;
    this.active = null;
    const context = this.context;
    if (context) drawTail(context, stroke, this.shown(stroke.color));
    return true;
  }

  /** Wipes the drawing; the next stroke starts a new one at the canvas's size then. */
  clear() {
    this.strokes = [];
    this.active = null;
    this.reference = null;
    this.paint();
  }

  /**
   * The drawing as an image, with the colours as chosen: the canvas itself when it shows them so, else
   * a copy painted with them (black ink shown light on dark paper is black in the image, as a
   * signature is printed).
   */
  toDataURL(type: string, quality?: number): string {
    const canvas = this.canvas;
    if (!canvas) return '';
    if (this.strokes.every((stroke) => this.shown(stroke.color) === stroke.color)) return canvas.toDataURL(type, quality);
    const copy = canvas.ownerDocument.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d');
    if (!context) return canvas.toDataURL(type, quality);
    this.paintOn(context, copy, (stroke) => stroke.color);
    return copy.toDataURL(type, quality);
  }
}
