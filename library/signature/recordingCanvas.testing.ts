// Test helper (not part of the library's entry): jsdom has no canvas, so unit tests give every canvas
// a recording 2D context and a toDataURL that encodes what is drawn on it.
import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

export type PathStep =
  ['moveTo' | 'lineTo', number, number] | ['quadraticCurveTo', number, number, number, number] | ['arc', number, number, number];

/** One `stroke()` or `fill()` call, with the pen settings and the path at that moment. */
export interface InkMark {
  kind: 'stroke' | 'fill';
  color: string;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  path: PathStep[];
}

/** The subset of CanvasRenderingContext2D a signature pad uses, recording instead of painting. */
export class RecordingContext {
  strokeStyle = '#000000';
  fillStyle = '#000000';
  lineWidth = 1;
  lineCap = 'butt';
  lineJoin = 'miter';
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  /** Every `fillText()` call, with the text settings at that moment. */
  texts: { text: string; x: number; y: number; font: string; color: string; align: string; baseline: string }[] = [];
  /** The current transform, [a, b, c, d, e, f]. */
  transform = [1, 0, 0, 1, 0, 0];
  /** The ink on the canvas now: a clear of the whole buffer removes it. */
  marks: InkMark[] = [];
  private path: PathStep[] = [];

  constructor(readonly canvas: HTMLCanvasElement) {}

  setTransform(a: number, b: number, c: number, d: number, e: number, f: number) {
    this.transform = [a, b, c, d, e, f];
  }
  clearRect(x: number, y: number, width: number, height: number) {
    const identity = this.transform.join() === '1,0,0,1,0,0';
    if (identity && x <= 0 && y <= 0 && width >= this.canvas.width && height >= this.canvas.height) this.marks = [];
  }
  beginPath() {
    this.path = [];
  }
  moveTo(x: number, y: number) {
    this.path.push(['moveTo', x, y]);
  }
  lineTo(x: number, y: number) {
    this.path.push(['lineTo', x, y]);
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number) {
    this.path.push(['quadraticCurveTo', cx, cy, x, y]);
  }
  arc(x: number, y: number, radius: number) {
    this.path.push(['arc', x, y, radius]);
  }
  fillText(text: string, x: number, y: number) {
    this.texts.push({ text, x, y, font: this.font, color: this.fillStyle, align: this.textAlign, baseline: this.textBaseline });
    this.marks.push({
      kind: 'fill',
      color: this.fillStyle,
      lineWidth: this.lineWidth,
      lineCap: this.lineCap,
      lineJoin: this.lineJoin,
      path: [],
    });
  }
  stroke() {
    this.record('stroke', this.strokeStyle);
  }
  fill() {
    this.record('fill', this.fillStyle);
  }
  private record(kind: InkMark['kind'], color: string) {
    const { lineWidth, lineCap, lineJoin } = this;
    this.marks.push({ kind, color, lineWidth, lineCap, lineJoin, path: [...this.path] });
  }
}

/** The data URL the fake returns for a canvas holding `marks` ink marks. */
export const imageWith = (marks: number, type = 'image/png') => `data:${type};base64,${btoa(`marks:${marks}`)}`;

/**
 * Replaces getContext and toDataURL of every canvas for the current test; returns a function that
 * gives the recording context of a canvas. vi.restoreAllMocks() undoes it. `created` collects every
 * canvas a context was asked of, also canvases never put in the document.
 */
export function installRecordingCanvas(created: HTMLCanvasElement[] = []): (canvas: HTMLCanvasElement) => RecordingContext {
  const contexts = new WeakMap<HTMLCanvasElement, RecordingContext>();
  const contextOf = (canvas: HTMLCanvasElement) => {
    let context = contexts.get(canvas);
    if (!context) {
      context = new RecordingContext(canvas);
      contexts.set(canvas, context);
      created.push(canvas);
    }
    return context;
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return contextOf(this) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement, type = 'image/png') {
    return imageWith(contextOf(this).marks.length, type);
  });
  return contextOf;
}

/** Draws one stroke through `points` (client coordinates) with pointer events, as a mouse, pen or finger does. */
export function drawStroke(
  canvas: HTMLElement,
  points: ReadonlyArray<readonly [number, number]>,
  { pointerId = 1, pointerType = 'mouse' }: { pointerId?: number; pointerType?: string } = {},
) {
  const at = ([clientX, clientY]: readonly [number, number]) => ({ pointerId, pointerType, clientX, clientY, button: 0 });
  fireEvent.pointerDown(canvas, at(points[0]));
  for (const point of points.slice(1)) fireEvent.pointerMove(canvas, { ...at(point), button: -1 });
  fireEvent.pointerUp(canvas, at(points[points.length - 1]));
}
