import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleForPath } from './title';

/** Per navigation: the document title follows the URL, and a new URL starts at the top. */
export function useRouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleForPath(pathname);
    window.scrollTo(0, 0);
  }, [pathname]);
}
