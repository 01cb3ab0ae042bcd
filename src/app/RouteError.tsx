import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { OVERVIEW } from '../data/routes';

/** What a person sees when a page's code fails to load (a new deploy, a dropped connection). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="route-error" id="main">
      <h1>This page could not be shown</h1>
      <p>{message}</p>
      <p>
        <a href={window.location.href}>Reload the page</a> or go to the <Link to={OVERVIEW.path}>overview</Link>.
      </p>
    </main>
  );
}
