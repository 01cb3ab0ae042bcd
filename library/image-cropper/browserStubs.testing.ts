// Test helper (not part of the library's entry): jsdom decodes no images, lays nothing out and has no
// canvas. These stubs decode the size written in an image's own header, lay the cropper's image out fitted
// into a box, and give canvases a 2D context that records what is drawn on it.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { Dimensions } from './types.ts';

const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [...u16(value >>> 16), ...u16(value & 0xffff)];

/** The start of a PNG of this size (signature and header chunk): what type sniffing and the decoder read. */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = [0x49, 0x48, 0x44, 0x52, ...u32(width), ...u32(height), 8, 6, 0, 0, 0];
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), ...ihdr, 0, 0, 0, 0]);
}

/** A JPEG's markers down to its frame header, which gives the size. */
export function jpegHeader(width: number, height: number): Uint8Array {
  const frame = [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...frame, 0xff, 0xd9]);
}

/** The size a header announces, as a browser would decode it; null for bytes it would not decode. */
async function decodedSize(blob: Blob): Promise<Dimensions | null> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const view = new DataView(bytes.buffer);
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let offset = 2; offset + 9 < bytes.length; offset += 2 + view.getUint16(offset + 2)) {
      if (bytes[offset] !== 0xff) return null;
      if (bytes[offset + 1] >= 0xc0 && bytes[offset + 1] <= 0xc2)
        return { width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) };
    }
    return null;
  }
  const text = new TextDecoder().decode(bytes);
  if (text.includes('<svg')) {
    const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    const width = parseFloat(root.getAttribute('width') ?? '');
    const height = parseFloat(root.getAttribute('height') ?? '');
    return width > 0 && height > 0 ? { width, height } : null;
  }
  return null;
}

/** What a stubbed 2D context was asked to do, in order. */
export type CanvasCall = [name: string, ...args: unknown[]];

export class RecordingContext2D {
  fillStyle: string = '#000000';
  imageSmoothingEnabled = true;
  imageSmoothingQuality = 'low';
  calls: CanvasCall[] = [];
  constructor(readonly canvas: HTMLCanvasElement) {}
  setTransform(...args: number[]) {
    this.calls.push(['setTransform', ...args]);
  }
  drawImage(...args: unknown[]) {
    this.calls.push(['drawImage', ...args]);
  }
  fillRect(...args: number[]) {
    this.calls.push(['fillRect', this.fillStyle, ...args]);
  }
  clearRect(...args: number[]) {
    this.calls.push(['clearRect', ...args]);
  }
}

export interface BrowserStubs {
  /** Every canvas a context was asked of, with its context. */
  canvases: RecordingContext2D[];
  /** Every encoding asked of a canvas: its size, type and quality. */
  encodings: Array<{ width: number; height: number; type: string; quality: unknown }>;
  /** Object URLs made and not yet revoked. */
  liveUrls: () => string[];
  /** The blob behind an object URL. */
  blobOf: (url: string) => Blob | undefined;
  /** Lays the cropper's image out in a box of this size (the image is shrunk to fit, never enlarged); null: no layout. */
  setBox: (box: Dimensions | null) => void;
  /** Makes canvases give no context (a browser out of canvas memory). */
  failContext: (fail: boolean) => void;
  /** Makes canvases fail to encode: toBlob gives null, toDataURL 'data:,'. */
  failEncoding: (fail: boolean) => void;
}

/** Installs the stubs for one test; `vi.restoreAllMocks()` removes them. */
export function installBrowserStubs(box: Dimensions | null = { width: 400, height: 300 }): BrowserStubs {
  const blobs = new Map<string, Blob>();
  const live = new Set<string>();
  const natural = new WeakMap<HTMLImageElement, Dimensions>();
  const sizes = new Map<string, Dimensions>();
  const canvases: RecordingContext2D[] = [];
  const encodings: BrowserStubs['encodings'] = [];
  let layoutBox = box;
  let contextFails = false;
  let encodingFails = false;
  let counter = 0;

  // jsdom has no object URLs at all: give the spies something to wrap.
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    if (!(name in URL)) Object.defineProperty(URL, name, { value: () => undefined, configurable: true, writable: true });
  }
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:stub/${++counter}`;
    blobs.set(url, blob as Blob);
    live.add(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    live.delete(url);
  });

  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, url: string) {
    this.setAttribute('src', url);
    const blob = blobs.get(url);
    void (async () => {
      const size = blob && live.has(url) ? await decodedSize(blob) : null;
      if (size) {
        natural.set(this, size);
        sizes.set(url, size);
      }
      this.dispatchEvent(new Event(size ? 'load' : 'error'));
    })();
  });
  // React sets an <img>'s src as an attribute: such an image shows what an earlier decode of its URL found.
  const decodedFrom = (image: HTMLImageElement) => sizes.get(image.getAttribute('src') ?? '');
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(function (this: HTMLImageElement) {
    return (natural.get(this) ?? decodedFrom(this))?.width ?? 0;
  });
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockImplementation(function (this: HTMLImageElement) {
    return (natural.get(this) ?? decodedFrom(this))?.height ?? 0;
  });

  const laidOut = (element: HTMLElement): Dimensions | null => {
    if (!(element instanceof HTMLImageElement) || !element.classList.contains('aq-image-cropper__image') || !layoutBox) return null;
    const size = sizes.get(element.getAttribute('src') ?? '');
    if (!size) return null;
    const scale = Math.min(1, layoutBox.width / size.width, layoutBox.height / size.height);
    return { width: size.width * scale, height: size.height * scale };
  };
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return laidOut(this)?.width ?? 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return laidOut(this)?.height ?? 0;
  });

  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    if (contextFails) return null;
    const context = new RecordingContext2D(this);
    canvases.push(context);
    return context as unknown as CanvasRenderingContext2D;
  } as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback,
    type = 'image/png',
    quality,
  ) {
    encodings.push({ width: this.width, height: this.height, type, quality });
    const blob = encodingFails ? null : new Blob([pngHeader(this.width, this.height) as BlobPart], { type });
    setTimeout(() => callback(blob));
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type = 'image/png',
    quality,
  ) {
    encodings.push({ width: this.width, height: this.height, type, quality });
    if (encodingFails) return 'data:,';
    return `data:${type};base64,${btoa(String.fromCharCode(...pngHeader(this.width, this.height)))}`;
  });

  return {
    canvases,
    encodings,
    liveUrls: () => [...live],
    blobOf: (url) => blobs.get(url),
    setBox: (next) => {
      layoutBox = next;
    },
    failContext: (fail) => {
      contextFails = fail;
    },
    failEncoding: (fail) => {
      encodingFails = fail;
    },
  };
}

/**
 * Fake setTimeout for one test, so measuring, the auto crop and encoding run when the test moves the clock.
 * Testing Library waits on a zero timeout after each user-event action and moves fake timers past it only when
 * it finds Jest's; the stub lets it find Vitest's.
 */
export function installFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/**
 * Lets loading, measuring (every 50 ms), the auto crop (100 ms after the last change) and encoding finish:
 * the clock moves 10 ms at a time, and between steps jsdom's own asynchronous work (reading blobs) runs.
 */
export async function settle(ms = 500) {
  for (let elapsed = 0; elapsed < ms; elapsed += 10) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(10, ms - elapsed));
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/**
 * Stands in for ResizeObserver, which jsdom lacks. `observing()` lists the observers connected (each as the
 * function that notifies it); `resize()` notifies them all, as a change of the observed box would.
 */
export function stubResizeObserver() {
  let observers: Array<() => void> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly notify: () => void;
      constructor(callback: () => void) {
        this.notify = () => callback();
      }
      observe() {
        observers.push(this.notify);
      }
      unobserve() {}
      disconnect() {
        observers = observers.filter((notify) => notify !== this.notify);
      }
    },
  );
  return {
    observing: (): ReadonlyArray<() => void> => observers,
    resize: () => act(() => observers.forEach((notify) => notify())),
  };
}
