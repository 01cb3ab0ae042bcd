import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser can know and that does not change while the page is open (the platform,
 * say). A page rendered ahead of time holds `serverValue`; hydration renders that too, so the markup
 * matches, and React re-renders with the browser's own value straight after.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

const always = () => true;

/**
 * Whether this render is the app's own: false on the server and in the render that hydrates a page
 * built ahead of time (which must match the build's markup), true from the render straight after.
 */
export const useScripted = (): boolean => useBrowserValue(always, false);
