import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { BASENAME, routes } from './router';
import { HYDRATION_MARK, prepareHydration } from './hydration';
import { useThemeStore } from '../shared/theme-store';
import { fetchContributors } from '../services/contributors';
import { persistWorkspaces } from '../workspace/persistence';
import { useWorkspaceStore } from '../workspace/store';

// Re-applies what the inline script in index.html already set, so store and document agree.
useThemeStore.getState().setTheme(useThemeStore.getState().theme);
// Every workspace (each demo's edit, the playground page's) starts from what this browser saved, before
// the first render reads it, and is saved from then on.
persistWorkspaces(useWorkspaceStore, { storage: localStorage, events: window });
// The app asks for the contributor list on startup; the strip reads the same promise.
void fetchContributors();

/** The app, with the router starting from `hydrationData` when the page was rendered ahead of time. */
const app = (hydrationData?: HydrationState) => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes, { basename: BASENAME, hydrationData })} />
  </StrictMode>
);

/** Starts the app in `container`: hydrates the page the build rendered there, or renders it afresh. */
export async function startApp(container: HTMLElement, prerendered: boolean) {
  if (!prerendered) return createRoot(container).render(app());
  let hydrationData;
  try {
    hydrationData = await prepareHydration(routes, window.location, BASENAME);
  } catch (error) {
    // A module or the page's data could not be had: the app renders afresh and shows the error in place.
    console.error(error);
    return createRoot(container).render(app());
  }
  // What the page needed before this point it should have linked (a browser test holds it to that).
  performance.mark(HYDRATION_MARK);
  hydrateRoot(container, app(hydrationData));
}
