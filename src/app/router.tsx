import { Navigate, type RouteObject } from 'react-router-dom';
import { COMPONENTS } from '../data/components';
import { AVAILABLE_PAGES, loadPage } from '../docs/registry';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

const componentPage = () => import('../pages/components/ComponentPage').then((m) => ({ Component: m.ComponentPage }));
const componentsLayout = () => import('../pages/components/ComponentsLayout').then((m) => ({ Component: m.ComponentsLayout }));

/**
 * The page's texts, its demo modules, its configurator and its API tables, loaded together: the page
 * first renders whole, with every example at its full size, so nothing below an example moves when
 * it arrives (and a page rendered ahead of time holds all of it).
 */
const loadComponentPage = (slug: string) =>
  Promise.all([
    loadPage(slug).then((page) =>
      Promise.all([
        import('../configurator/preload').then(({ preloadConfigurator }) => preloadConfigurator(slug, page)),
        import('../docs/preloadApi').then(({ preloadApi }) => preloadApi(page)),
      ]).then(() => page),
    ),
    import('../docs/demo-modules').then((modules) => modules.preloadPageDemos(slug)),
  ]).then(([page]) => page);

/** The id of a component page's route starts with this; the page's texts are its loader data. */
export const COMPONENT_PAGE_ROUTE_ID = 'component-page';

/** One lazy route per component page that exists; its texts and demos load with the route. */
const componentRoutes: RouteObject[] = COMPONENTS.filter((entry) => AVAILABLE_PAGES.has(entry.path)).map((entry) => ({
  // Named, as a page rendered ahead of time is hydrated with its loader's data under this id.
  id: `${COMPONENT_PAGE_ROUTE_ID}:${entry.path}`,
  path: entry.path,
  loader: () => loadComponentPage(entry.path),
  lazy: componentPage,
}));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: <Navigate to="/overview" replace /> },
      {
        path: 'overview',
        lazy: () => import('../pages/overview/OverviewPage').then((m) => ({ Component: m.OverviewPage })),
      },
      {
        path: 'components',
        lazy: componentsLayout,
        children: [
          { index: true, element: <Navigate to="categories" replace /> },
          {
            path: 'categories',
            lazy: () => import('../pages/components/CategoriesPage').then((m) => ({ Component: m.CategoriesPage })),
          },
          ...componentRoutes,
          { path: '*', element: <Navigate to="/components/categories" replace /> },
        ],
      },
      {
        path: 'advanced',
        lazy: componentsLayout,
        children: [
          {
            index: true,
            lazy: () => import('../pages/advanced/AdvancedPage').then((m) => ({ Component: m.AdvancedPage })),
          },
          { path: '*', element: <Navigate to="/advanced" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/overview" replace /> },
    ],
  },
];

/** The site's base path, as the router wants it ('/' or '/docs', never with a trailing slash). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
