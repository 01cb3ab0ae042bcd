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
 * Resolves once the browser has drawn the page's first frame, so the app's scripts never hold back its
 * first paint, even when they are cached and ready before the HTML is drawn. Two signals, whichever comes
 * first: a frame callback runs before its frame is drawn, so the next frame's runs once it has been; and
 * the first contentful paint's timing entry, which a busy phone delivers 150 to 250 ms after the frame
 * (the page answered that much later when it waited for it alone), but which still arrives where frame
 * callbacks are held back (a test's stopped clock). A hidden tab draws nothing, so it goes on at once, or
 * when hidden while waiting; and a second at most.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length) done();
        })
      : null;
    const timeout = setTimeout(() => done(), 1000);
    const done = () => {
      observer?.disconnect();
      clearTimeout(timeout);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    observer?.observe({ type: 'paint', buffered: true });
    requestAnimationFrame(() => requestAnimationFrame(done));
  });

async function start() {
  if (prerendered) await afterFirstPaint();
  const { startApp } = await import('./app/start');
  await startApp(container, prerendered);
}

void start();
