/** A point of a stroke, in the pad's drawing units (CSS px of the pad when the drawing began). */
export interface Point {
  x: number;
  y: number;
}

/** One stroke: from pressing the pen or finger down to lifting it. */
export interface Stroke {
  /** The pen colour chosen for it, as a CSS colour: the image's. The pad may show a shade of it (see paperLook.ts). */
  color: string;
  /** Its line width, in drawing units. */
  width: number;
  points: Point[];
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

// Each function draws in `color`, the stroke's own unless told otherwise: the pad shows a colour on
// its paper in a shade that stays readable there, while the image keeps the colour as chosen.
function setPen(context: CanvasRenderingContext2D, stroke: Stroke, color: string) {
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = stroke.width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}

/** A tap without movement still leaves a mark: a dot as wide as the line. */
export function drawDot(context: CanvasRenderingContext2D, stroke: Stroke, color = stroke.color) {
  const [point] = stroke.points;
  setPen(context, stroke, color);
  context.beginPath();
  context.arc(point.x, point.y, stroke.width / 2, 0, Math.PI * 2);
  context.fill();
}

/**
 * Draws the piece of the stroke that point `index` completes. Each piece runs from one midpoint to
 * the next with the point between them as the control of a quadratic curve, so the line passes
 * smoothly by the sampled points instead of turning sharply at each of them. Drawing piece by piece
 * as points arrive keeps each pointer move cheap, however long the stroke.
 */
export function drawPiece(context: CanvasRenderingContext2D, stroke: Stroke, index: number, color = stroke.color) {
  const { points } = stroke;
  setPen(context, stroke, color);
  context.beginPath();
  if (index === 1) {
    const start = points[0];
    const end = midpoint(points[0], points[1]);
    context.moveTo(start.x, start.y);
    context.lineTo(end.x, end.y);
  } else {
    const start = midpoint(points[index - 2], points[index - 1]);
    const end = midpoint(points[index - 1], points[index]);
    context.moveTo(start.x, start.y);
    context.quadraticCurveTo(points[index - 1].x, points[index - 1].y, end.x, end.y);
  }
  context.stroke();
}

/** The last half-segment, from the last midpoint to where the pen was lifted. */
export function drawTail(context: CanvasRenderingContext2D, stroke: Stroke, color = stroke.color) {
  const { points } = stroke;
  if (points.length < 2) return;
  const last = points[points.length - 1];
  const start = midpoint(points[points.length - 2], last);
  setPen(context, stroke, color);
  context.beginPath();
  context.moveTo(start.x, start.y);
  context.lineTo(last.x, last.y);
  context.stroke();
}

/** The whole stroke, as it looks once finished. */
export function drawStroke(context: CanvasRenderingContext2D, stroke: Stroke, color = stroke.color) {
  if (stroke.points.length === 1) {
    drawDot(context, stroke, color);
    return;
  }
  for (let index = 1; index < stroke.points.length; index++) drawPiece(context, stroke, index, color);
  drawTail(context, stroke, color);
}
