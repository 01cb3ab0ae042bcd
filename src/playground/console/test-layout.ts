/**
 * jsdom lays nothing out, and a virtual list draws what fits its box: these give the console's log a
 * box for the tests (a 300-pixel view, 20-pixel rows, scrolling that moves and reports), as a browser
 * would. Call `layOutLog()` in `beforeAll` and the function it returns in `afterAll`.
 */
export const LOG_HEIGHT = 300;
export const ROW_HEIGHT = 20;

const isLog = (element: Element) => element.getAttribute('role') === 'log';

export function layOutLog(): () => void {
  const prototype = HTMLElement.prototype;
  const saved = ['clientHeight', 'offsetHeight', 'scrollHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(prototype, name)] as const,
  );
  const savedScrollTo = Element.prototype.scrollTo;
  const listHeight = (log: Element) => parseFloat((log.querySelector('[role="list"]') as HTMLElement | null)?.style.height ?? '0');
  Object.defineProperties(prototype, {
    clientHeight: {
      configurable: true,
      get: function (this: HTMLElement) {
        return isLog(this) ? LOG_HEIGHT : 0;
      },
    },
    offsetHeight: {
      configurable: true,
      get: function (this: HTMLElement) {
        return this.hasAttribute('data-index') ? ROW_HEIGHT : 0;
      },
    },
    scrollHeight: {
      configurable: true,
      get: function (this: HTMLElement) {
        return isLog(this) ? Math.max(LOG_HEIGHT, listHeight(this)) : 0;
      },
    },
  });
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    const top = typeof options === 'object' ? (options.top ?? this.scrollTop) : this.scrollTop;
    this.scrollTop = Math.max(0, Math.min(top, this.scrollHeight - this.clientHeight));
    this.dispatchEvent(new Event('scroll'));
  } as Element['scrollTo'];
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
      else delete (prototype as unknown as Record<string, unknown>)[name];
    }
    Element.prototype.scrollTo = savedScrollTo;
  };
}
