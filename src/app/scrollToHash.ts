/** The element id a URL fragment names, or null: `#share=…` and other fragments that are no id are left alone. */
export function hashTarget(hash: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  return /^[A-Za-z][\w-]*$/.test(id) ? id : null;
}

/** How long to wait for the element: a page's API tables render after the page itself. */
const WAIT_MS = 5000;

function scrollToElement(element: HTMLElement) {
  // A demo starts at the top of the window (its scroll-margin clears the sticky header); a row sits in the middle.
  const tall = element.getBoundingClientRect().height > window.innerHeight / 2 || element.localName === 'section';
  element.scrollIntoView({ block: tall ? 'start' : 'center' });
}

/**
 * Scrolls to the element with this id as soon as it is in the document — routes and API tables load
 * lazily, so it may appear after the navigation. Returns the function that stops waiting.
 */
export function scrollToIdWhenRendered(id: string): () => void {
  const found = document.getElementById(id);
  if (found) {
    scrollToElement(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    scrollToElement(element);
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
