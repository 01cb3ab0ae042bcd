import { Outlet } from 'react-router-dom';
import { Navbar } from './Navbar';
import { useRouteEffects } from './useRouteEffects';

export function AppShell() {
  useRouteEffects();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
