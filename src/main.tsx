// The site's entry. Its styles are linked from every page's HTML; the app itself is a chunk of its own,
// so a page the build rendered ahead of time paints from its HTML and CSS before any of it runs.
import 'aquila-ui/theme';
import './styles/site.scss';
import { linkStylesheetParts } from './shared/stylesheet-parts';

linkStylesheetParts();

const container = document.getElementById('root')!;
// The build renders each route into its own page, its #root marked data-prerendered="<the route's path>";
// the dev server and unknown paths (served the plain index.html) start from an empty root.
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');
const prerendered = container.dataset.prerendered === withoutTrailingSlash(window.location.pathname);

/**
 * Resolves once the browser has shown the page's first contentful paint, so the app's scripts never hold
 * it back, even when they are cached and ready before the HTML is drawn. A frame callback is too early:
 * the paint is presented after it. A hidden tab draws nothing, so it goes on at once, or when hidden
 * while waiting; without paint timing it waits one frame; and a second at most, should no paint be reported.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(resolve, 0));
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) done();
    });
    const timeout = setTimeout(() => done(), 1000);
    const done = () => {
      observer.disconnect();
      clearTimeout(timeout);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    observer.observe({ type: 'paint', buffered: true });
  });

async function start() {
  if (prerendered) await afterFirstPaint();
  const { startApp } = await import('./app/start');
  await startApp(container, prerendered);
}

void start();
