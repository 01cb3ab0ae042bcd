import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'aquila-ui/theme';
import './styles/site.scss';
import { createRouter } from './app/router';
import { useThemeStore } from './stores/theme';
import { fetchContributors } from './services/contributors';

// Re-applies what the inline script in index.html already set, so store and document agree.
useThemeStore.getState().setTheme(useThemeStore.getState().theme);
// The app asks for the contributor list on startup; the strip reads the same promise.
void fetchContributors();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
