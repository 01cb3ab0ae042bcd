import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';

/** The performance mark set as hydration starts, once the route's modules and data are in hand. */
export const HYDRATION_MARK = 'aquila:hydrate';

/**
 * Makes the browser's first render of `location` the one the build rendered: the matched routes'
 * lazy modules are loaded and their loaders run before React starts, so the router begins initialised
 * with the same data instead of showing its fallback (which would not match the markup). The loaders
 * run here rather than being sent in the page: a component page's loader also loads its demo modules.
 */
export async function prepareHydration(routes: RouteObject[], location: Location, basename: string): Promise<HydrationState> {
  const matches = matchRoutes(routes, location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
  const url = new URL(location.href);
  const request = new Request(url);
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.loader !== 'function' || !route.id) return;
      loaderData[route.id] = await route.loader({ request, url, params, pattern: route.path ?? '', context: undefined });
    }),
  );
  return { loaderData };
}
