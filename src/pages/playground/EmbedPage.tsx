import { useEffect } from 'react';
import { markAppReady } from '../../shared/app-ready';
import { loadable } from '../../shared/loadable';
import './EmbedPage.scss';

/** The preview and, if asked for, the code: they load in the browser, after this shell has painted. */
const embed = loadable(async () => (await import('./workspace/start')).openEmbed());

/**
 * `/playground/embed`: a playground workspace carried in the address, shown inside another site's page
 * (an `<iframe>`), without the site around it. No editor loads; the code, when shown, is read-only.
 */
export function EmbedPage() {
  // Outside the site's frame, this page says itself when it answers (browser tests wait for it).
  useEffect(markAppReady, []);
  return (
    <main className="embed-page">
      <embed.Component
        whileLoading={
          <div className="embed-page__loading" role="status">
            Loading the preview…
          </div>
        }
      />
    </main>
  );
}
