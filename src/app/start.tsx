import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BASENAME, routes } from './router';
import { prepareHydration } from './hydration';
import { useThemeStore } from '../stores/theme';
import { fetchContributors } from '../services/contributors';

// Re-applies what the inline script in index.html already set, so store and document agree.
useThemeStore.getState().setTheme(useThemeStore.getState().theme);
// The app asks for the contributor list on startup; the strip reads the same promise.
void fetchContributors();

const renderOnClient = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes, { basename: BASENAME })} />
    </StrictMode>,
  );

/** Starts the app in `container`: hydrates the page the build rendered there, or renders it afresh. */
export async function startApp(container: HTMLElement, prerendered: boolean) {
  if (!prerendered) return renderOnClient(container);
  let hydrationData;
  try {
    hydrationData = await prepareHydration(routes, window.location, BASENAME);
  } catch (error) {
    // A module or the page's data could not be had: the app renders afresh and shows the error in place.
    console.error(error);
    return renderOnClient(container);
  }
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes, { basename: BASENAME, hydrationData })} />
    </StrictMode>,
  );
}
