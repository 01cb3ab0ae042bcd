import { Fragment, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { Link, Navigate, useHref, useLocation, useNavigate } from 'react-router-dom';
import { closestPages } from './closest-pages';
import './NotFoundNotice.scss';

/** What a redirect from an address that names no page leaves in the history entry it lands on. */
export interface NotFoundState {
  /** The address asked for, below the site's base path (`/components/buton`). */
  notFound: string;
}

const notFoundOf = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && typeof (state as Partial<NotFoundState>).notFound === 'string'
    ? (state as NotFoundState).notFound
    : undefined;

/**
 * The element of a `*` route: lands on `to` in place of the unknown address (no history entry of its
 * own), telling the landing page what was asked for.
 */
export function NotFoundRedirect({ to }: { to: string }) {
  const { pathname } = useLocation();
  const state: NotFoundState = { notFound: pathname };
  return <Navigate to={to} replace state={state} />;
}

const noSubscription = () => () => {};

/**
 * Over the page an unknown address landed on: that there is no page there, up to three pages it may
 * have meant, and Dismiss. It lives in the history entry's state: a reload keeps it, any navigation
 * leaves it behind. Renders nothing otherwise.
 */
export function NotFoundNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notFound = notFoundOf(location.state);
  const asked = useHref(notFound ?? location.pathname);
  // A page rendered ahead of time had no history entry, so no notice: the render that hydrates it must
  // say the same (after a reload), and the notice follows in the next.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // The status region is in the page a frame before its message (and the box around it): a screen
  // reader announces what changes in a region it knows, not a region that arrives full.
  const [filledFor, setFilledFor] = useState<string>();
  useEffect(() => {
    if (!notFound) return;
    const frame = requestAnimationFrame(() => setFilledFor(location.key));
    return () => cancelAnimationFrame(frame);
  }, [notFound, location.key]);

  if (!notFound || !hydrated) return null;

  const dismiss = (event: MouseEvent<HTMLButtonElement>) => {
    // The button goes with the notice: focus goes on to the content it sat above, not to the body.
    event.currentTarget.closest('main')?.focus({ preventScroll: true });
    // Cleared from the entry, so a reload does not bring it back.
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  };
  const suggestions = closestPages(notFound);

  const filled = filledFor === location.key;
  return (
    <div className={filled ? 'not-found-notice' : undefined}>
      {/* The message alone is announced; Dismiss is not part of it. */}
      <p role="status" className="not-found-notice__text">
        {filled && (
          <>
            There is no page at <code className="not-found-notice__address">{asked}</code>.
            {suggestions.length > 0 && (
              <>
                {' '}
                Did you mean:{' '}
                {suggestions.map((page, index) => (
                  <Fragment key={page.path}>
                    {index > 0 && ', '}
                    <Link to={page.path}>{page.title}</Link>
                  </Fragment>
                ))}
                ?
              </>
            )}
          </>
        )}
      </p>
      {filled && (
        <button type="button" className="text-button" onClick={dismiss}>
          Dismiss
        </button>
      )}
    </div>
  );
}
