import { Portal, useMessages, useOverlayHost } from '../core/index.ts';
import { Loading } from './Loading.tsx';
import { loadingStore } from './loadingStore.ts';
import { loadingEnglish } from './english.ts';

/**
 * Draws the full-page loading overlay while `useLoading().show()` holds, and keeps the status region
 * that announces it — in the page before the overlay shows, so screen readers hear it appear.
 */
export function LoadingOverlayHost() {
  const [entry] = useOverlayHost(loadingStore);
  const { loading } = useMessages('loading', loadingEnglish);
  const label = entry?.options.label ?? loading;
  return (
    <>
      <div role="status" className="aq-visually-hidden">
        {entry ? label : ''}
      </div>
      {entry && (
        <Portal>
          <div className="aq-loading-overlay" data-state="open">
            <Loading size={entry.options.size} variant={entry.options.variant} aria-hidden="true" />
          </div>
        </Portal>
      )}
    </>
  );
}
