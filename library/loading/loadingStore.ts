import { createOverlayStore } from '../core/index.ts';
import type { LoadingSize, LoadingVariant } from './constants.ts';

/** How `useLoading().show` draws the full-page overlay. */
export interface LoadingOverlayOptions {
  /**
   * The spinner's size.
   * @default 'medium'
   */
  size?: LoadingSize;
  /**
   * Bars or dots.
   * @default 'bars'
   */
  variant?: LoadingVariant;
  /**
   * What is announced while the overlay shows.
   * @default 'Loading'
   */
  label?: string;
}

export interface LoadingEntry {
  id: string;
  options: LoadingOverlayOptions;
}

/** The one overlay: shown by `show()`, gone with `hide()`. */
export const LOADING_OVERLAY_ID = 'loading-overlay';

export const loadingStore = createOverlayStore<LoadingEntry>();
