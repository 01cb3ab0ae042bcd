import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import 'aquila-ui/theme';
import './styles/site.scss';
import { BASENAME, routes } from './app/router';
import { prepareHydration, PRERENDERED_ATTRIBUTE } from './app/hydration';
import { useThemeStore } from './stores/theme';
import { fetchContributors } from './services/contributors';

// Re-applies what the inline script in index.html already set, so store and document agree.
useThemeStore.getState().setTheme(useThemeStore.getState().theme);
// The app asks for the contributor list on startup; the strip reads the same promise.
void fetchContributors();

const container = document.getElementById('root')!;
// The build renders each route into its own page; the dev server and unknown paths (served the plain
// index.html) start from an empty root.
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');
const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE) === withoutTrailingSlash(window.location.pathname);

const renderOnClient = () =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes, { basename: BASENAME })} />
    </StrictMode>,
  );

async function start() {
  if (!prerendered) return renderOnClient();
  let hydrationData;
  try {
    hydrationData = await prepareHydration(routes, window.location, BASENAME);
  } catch (error) {
    // A module or the page's data could not be had: the app renders afresh and shows the error in place.
    console.error(error);
    return renderOnClient();
  }
  hydrateRoot(
    container,
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes, { basename: BASENAME, hydrationData })} />
    </StrictMode>,
  );
}

void start();
