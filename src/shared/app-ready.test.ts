import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mockElementBoxes } from '../../tests/unit/element-boxes';
import {
  boundaryHydrated,
  boundaryPending,
  HYDRATING_ATTRIBUTE,
  markAppReady,
  PRESS_AREA_ATTRIBUTE,
  PRESS_KEY_ATTRIBUTE,
} from './app-ready';

// index.html's script that holds early presses, run here as the browser runs it, before anything else.
const html = readFileSync(path.resolve('index.html'), 'utf8');
const holdingScript = /<script id="early-presses">([\s\S]*?)<\/script>/.exec(html)![1];

// A press area is measured where it was pressed and again where its press is replayed.
const boxes = mockElementBoxes();

/** A press, as the browser dispatches one; says whether its default action was held back. */
function press(element: Element, at: { clientX?: number; clientY?: number } = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...at });
  element.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  document.documentElement.removeAttribute('data-app-ready');
  document.documentElement.removeAttribute('data-app-hydrated');
  window.eval(holdingScript);
});

afterEach(() => {
  window.__aquilaPressHolder?.stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('early presses', () => {
  it('holds a press on a control before the app runs, default action included, and replays it once when ready', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button type="button">Primary</button><input type="checkbox" aria-label="Agree" />';
    const button = document.querySelector('button')!;
    const checkbox = document.querySelector('input')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);

    expect(press(button).defaultPrevented).toBe(true);
    press(checkbox);
    expect(clicks).not.toHaveBeenCalled();
    expect(checkbox.checked).toBe(false);
    expect(document.documentElement).toHaveAttribute('data-presses-held');

    markAppReady();
    expect(document.documentElement).toHaveAttribute('data-app-ready');
    vi.runAllTimers();
    expect(document.documentElement).not.toHaveAttribute('data-presses-held');
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(checkbox.checked).toBe(true);

    // Once live, presses go straight through, and nothing is replayed again.
    press(button);
    markAppReady();
    vi.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('lets links, text and disabled controls be, and replays on the control that took a removed one’s place', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<a href="#x"><span>Link</span></a><p>Text</p><button disabled>Off</button>
      <details><summary ${PRESS_KEY_ATTRIBUTE}="demo-show-code">Show code</summary></details>`;
    expect(press(document.querySelector('span')!).defaultPrevented).toBe(false);
    expect(press(document.querySelector('p')!).defaultPrevented).toBe(false);
    expect(press(document.querySelector('button')!).defaultPrevented).toBe(false);
    const summary = document.querySelector('summary')!;
    expect(press(summary).defaultPrevented).toBe(true);

    // The app swaps the built <summary> for its own button, as hydration's second render does.
    document.querySelector('details')!.replaceWith(Object.assign(document.createElement('button'), { textContent: 'Show code' }));
    const standIn = document.querySelector('button:not([disabled])')!;
    standIn.setAttribute(PRESS_KEY_ATTRIBUTE, 'demo-show-code');
    const clicks = vi.fn();
    standIn.addEventListener('click', clicks);
    markAppReady();
    vi.runAllTimers();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('holds a press on a press area with its place, and replays it at that place wherever the area has moved', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div ${PRESS_AREA_ATTRIBUTE}><span>A picture of a button</span></div>`;
    const area = document.querySelector('div')!;
    boxes.set(area, new DOMRect(10, 20, 200, 100));
    const clicks: Array<[number, number]> = [];
    area.addEventListener('click', (event) => clicks.push([event.clientX, event.clientY]));

    expect(press(document.querySelector('span')!, { clientX: 60, clientY: 45 }).defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    // The page scrolled by 300 px before it went live.
    boxes.set(area, new DOMRect(10, -280, 200, 100));
    markAppReady();
    vi.runAllTimers();
    expect(clicks).toEqual([[60, -255]]);
  });

  it('holds a press on a part still to hydrate after the page answers, and replays it once that part is live', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button type="button">Theme</button>
      <div ${HYDRATING_ATTRIBUTE}><input type="checkbox" aria-label="Remember me" /></div>`;
    const checkbox = document.querySelector('input')!;
    const part = checkbox.parentElement!;
    const theme = document.querySelector('button')!;
    const boxClicks = vi.fn();
    const themeClicks = vi.fn();
    checkbox.addEventListener('click', boxClicks);
    theme.addEventListener('click', themeClicks);
    boundaryPending('example');

    // Held before the page answers, and after it while the part is still its built markup.
    press(checkbox);
    markAppReady();
    vi.runAllTimers();
    expect(press(checkbox).defaultPrevented).toBe(true);
    expect(boxClicks).not.toHaveBeenCalled();
    expect(checkbox.checked).toBe(false);
    // The rest of the page answers at once.
    expect(press(theme).defaultPrevented).toBe(false);
    expect(themeClicks).toHaveBeenCalledTimes(1);
    expect(document.documentElement).not.toHaveAttribute('data-app-hydrated');

    // The part hydrates, and its next render drops the attribute: both presses reach the box, in order.
    boundaryHydrated('example');
    part.removeAttribute(HYDRATING_ATTRIBUTE);
    vi.runAllTimers();
    expect(boxClicks).toHaveBeenCalledTimes(2);
    expect(document.documentElement).toHaveAttribute('data-app-hydrated');
    expect(document.documentElement).not.toHaveAttribute('data-presses-held');
    // The holding has ended: a press goes straight through.
    expect(press(checkbox).defaultPrevented).toBe(false);
    expect(boxClicks).toHaveBeenCalledTimes(3);
  });
});
