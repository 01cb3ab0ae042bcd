import { useEffect, useSyncExternalStore } from 'react';
import { withoutRenamedProps } from '../core/index.ts';
import { LoadingOverlayHost } from './LoadingOverlayHost.tsx';
import { LOADING_OVERLAY_ID, loadingStore, type LoadingOverlayOptions } from './loadingStore.ts';

const isShown = () => loadingStore.getSnapshot().entries.length > 0;

function show(given: LoadingOverlayOptions = {}): void {
  // The options are the spinner's props: an option under its 0.x name (spinnerType) warns as the prop does.
  const options = withoutRenamedProps('Loading', given);
  loadingStore.ensureHost(LoadingOverlayHost);
  if (loadingStore.find(LOADING_OVERLAY_ID)) loadingStore.update(LOADING_OVERLAY_ID, () => ({ id: LOADING_OVERLAY_ID, options }));
  else loadingStore.add({ id: LOADING_OVERLAY_ID, options });
}

function hide(): void {
  loadingStore.remove(LOADING_OVERLAY_ID);
}

/**
 * The full-page loading overlay, shown and hidden from code: `show()` dims the page and puts a spinner
 * in its centre until `hide()`; `visible` says whether it is up. One overlay for the whole page: a
 * second `show()` keeps it (with the new options) and one `hide()` takes it away.
 */
export function useLoading(): { show: typeof show; hide: typeof hide; visible: boolean } {
  // Mounts the overlay's status region ahead of the first show, so its announcement is heard.
  useEffect(() => {
    loadingStore.ensureHost(LoadingOverlayHost);
  }, []);
  const visible = useSyncExternalStore(loadingStore.subscribe, isShown, () => false);
  return { show, hide, visible };
}
