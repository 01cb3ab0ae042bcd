import { contentExtent, EDGE, GROWTH_STEP, OVERLAY_MARGIN, watchExtent } from './extent';

// jsdom lays nothing out: each box says where it is, as a browser would.
function place(element: Element, top: number, height: number, width = 100) {
  element.getBoundingClientRect = () => new DOMRect(0, top, width, height);
}

function scrolls(element: HTMLElement, scrollHeight: number, clientHeight: number) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: clientHeight });
}

function add(parent: Element, style: string, top: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('style', style);
  parent.appendChild(element);
  place(element, top, height);
  return element;
}

const VIEWPORT = 200;

beforeEach(() => {
  document.body.innerHTML = '';
  document.body.setAttribute('style', 'margin: 0');
  place(document.body, 0, 150);
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
});

describe('contentExtent', () => {
  it('is the page’s own height when nothing is open, so the frame shrinks back', () => {
    add(document.body, '', 24, 100);
    expect(contentExtent(document)).toBe(150);
  });

  it('takes in a list portalled to the body below the page, with room for its shadow', () => {
    add(document.body, 'position: absolute', 120, 240);
    expect(contentExtent(document)).toBe(360 + OVERLAY_MARGIN);
  });

  it('ignores what is not displayed, hidden, or clipped by a scrolling parent', () => {
    add(document.body, 'position: absolute; display: none', 100, 900);
    add(document.body, 'position: absolute; visibility: hidden', 100, 900);
    const table = add(document.body, 'overflow: auto', 24, 100);
    add(table, '', 24, 800);
    expect(contentExtent(document)).toBe(150);
  });

  it('needs the viewport it has for a fixed backdrop, never more (no endless growth)', () => {
    add(document.body, 'position: fixed', 0, VIEWPORT);
    expect(contentExtent(document)).toBe(VIEWPORT);
  });

  it('needs the whole height of a centred dialog taller than the viewport', () => {
    const layer = add(document.body, 'position: fixed', 0, VIEWPORT);
    add(layer, 'position: relative', -100, 400);
    expect(contentExtent(document)).toBe(400);
  });

  it('grows a step for a list the viewport cuts short, and not for one given room', () => {
    const floating = add(document.body, 'position: absolute', 60, VIEWPORT - 60 - 8);
    const list = add(floating, 'overflow: auto', 60, VIEWPORT - 60 - 8);
    scrolls(list, 600, VIEWPORT - 68);
    expect(contentExtent(document)).toBe(VIEWPORT + GROWTH_STEP);

    // The same scrolling list, ending clear of the edge: it scrolls by design.
    place(floating, 60, 100);
    place(list, 60, 100);
    expect(100 + 60).toBeLessThan(VIEWPORT - EDGE);
    expect(contentExtent(document)).toBe(160 + OVERLAY_MARGIN);
  });

  it('does not grow for a visually hidden label in a drawer (a 1 px box that clips its text)', () => {
    const drawer = add(document.body, 'position: fixed', 0, VIEWPORT);
    const label = add(drawer, 'position: absolute; overflow: hidden', -1, 1);
    scrolls(label, 15, 1);
    expect(contentExtent(document)).toBe(VIEWPORT);
  });

  it('grows for a dialog squeezed to the viewport, whose body scrolls', () => {
    const layer = add(document.body, 'position: fixed', 0, VIEWPORT);
    const dialog = add(layer, 'position: relative', 16, VIEWPORT - 32);
    const content = add(dialog, 'overflow: auto', 60, VIEWPORT - 120);
    scrolls(content, 500, VIEWPORT - 120);
    expect(contentExtent(document)).toBe(VIEWPORT + GROWTH_STEP);
  });
});

describe('contentExtent and clipping ancestors', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    place(document.body, 0, 150);
  });

  it('counts a list positioned absolutely inside a clipping box that is not its containing block', () => {
    const field = add(document.body, 'overflow: hidden', 24, 40);
    add(field, 'position: absolute', 64, 300);
    expect(contentExtent(document)).toBe(364 + OVERLAY_MARGIN);
  });

  it('leaves out one whose containing block clips it', () => {
    const card = add(document.body, 'overflow: hidden; position: relative', 24, 40);
    add(card, 'position: absolute', 64, 300);
    expect(contentExtent(document)).toBe(150);
  });
});

describe('watchExtent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    // jsdom has no ResizeObserver; the DOM's own changes are what these tests drive.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reports a new height when the DOM changes, and only when it differs', async () => {
    const reports: number[] = [];
    place(document.body, 0, 150);
    watchExtent(document, (height) => reports.push(height));
    await vi.advanceTimersByTimeAsync(200);
    expect(reports).toEqual([150]);

    const list = add(document.body, 'position: absolute', 100, 300);
    await vi.advanceTimersByTimeAsync(200);
    expect(reports).toEqual([150, 400 + OVERLAY_MARGIN]);

    list.remove();
    await vi.advanceTimersByTimeAsync(200);
    expect(reports).toEqual([150, 400 + OVERLAY_MARGIN, 150]);
  });

  it('holds the larger height when a layout keeps answering each height with the other, until the next key press', async () => {
    const reports: number[] = [];
    let tall = false;
    document.body.getBoundingClientRect = () => new DOMRect(0, 0, 100, tall ? 300 : 200);
    watchExtent(document, (height) => reports.push(height));
    for (let swing = 0; swing < 6; swing++) {
      tall = !tall;
      document.body.setAttribute('data-swing', String(swing));
      await vi.advanceTimersByTimeAsync(150);
    }
    const held = reports.length;
    expect(reports.slice(-1)).toEqual([300]);
    tall = false;
    document.body.setAttribute('data-swing', 'again');
    await vi.advanceTimersByTimeAsync(150);
    expect(reports.length).toBe(held);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await vi.advanceTimersByTimeAsync(150);
    expect(reports.slice(-1)).toEqual([200]);
  });
});
