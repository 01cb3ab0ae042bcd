import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { titleForPath } from '../shared/title';
import { hashTarget, scrollToIdWhenRendered } from './scrollToHash';

/**
 * Per navigation: the document title follows the URL, and a new URL starts at the top — or at the
 * element its fragment names (a search result's API row or demo), once that has rendered.
 */
export function useRouteEffects() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    document.title = titleForPath(pathname);
    window.scrollTo(0, 0);
  }, [pathname]);
  // The location's key: choosing the same result again scrolls to it again.
  useEffect(() => {
    const id = hashTarget(hash);
    return id ? scrollToIdWhenRendered(id) : undefined;
  }, [pathname, hash, key]);
}
