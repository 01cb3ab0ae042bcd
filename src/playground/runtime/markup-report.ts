/**
 * The preview's current markup, for edit mode's "HTML output" tab: what the demo has rendered into its
 * root, then what it put straight into `<body>` (portalled lists, menus, dialogs), the runtime's own
 * scripts and styles left out.
 */
export function currentMarkup(doc: Document): string {
  const root = doc.getElementById('root');
  let html = root?.innerHTML ?? '';
  for (const element of Array.from(doc.body.children)) {
    if (element !== root && element.tagName !== 'SCRIPT' && element.tagName !== 'STYLE') html += element.outerHTML;
  }
  return html;
}

/** How long after a change the markup is read and sent: a burst of changes (a render, an animation's steps) sends once. */
export const MARKUP_DELAY_MS = 250;

/** The most markup a report carries; the page reads no more. */
export const MAX_MARKUP = 200_000;

/**
 * Reports the document's markup while the page asks for it (its HTML output tab is open): at once when
 * started, then after each change. A MutationObserver notes any change and the markup is read
 * `MARKUP_DELAY_MS` later, so a demo that changes its DOM all the time sends at most four reports a
 * second, and one that settles sends one. A markup equal to the last one sent is not sent again.
 * Stopped, it observes nothing and costs nothing.
 */
export function markupReporter(doc: Document, report: (html: string) => void): { start: () => void; stop: () => void } {
  const view = doc.defaultView!;
  let last: string | null = null;
  let timer = 0;
  let observer: MutationObserver | null = null;
  const send = () => {
    timer = 0;
    const html = currentMarkup(doc).slice(0, MAX_MARKUP);
    if (html === last) return;
    last = html;
    report(html);
  };
  return {
    start: () => {
      if (observer) return;
      observer = new view.MutationObserver(() => {
        if (!timer) timer = view.setTimeout(send, MARKUP_DELAY_MS);
      });
      observer.observe(doc.body, { subtree: true, childList: true, attributes: true, characterData: true });
      // The page forgot what it was sent when it stopped asking.
      last = null;
      send();
    },
    stop: () => {
      observer?.disconnect();
      observer = null;
      view.clearTimeout(timer);
      timer = 0;
    },
  };
}
