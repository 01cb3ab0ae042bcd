import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { COMPONENTS } from '../data/components';
import { AVAILABLE_PAGES, loadPage } from '../docs/registry';
import { AppShell } from './AppShell';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

const componentPage = () => import('../pages/components/ComponentPage').then((m) => ({ Component: m.ComponentPage }));
const componentsLayout = () => import('../pages/components/ComponentsLayout').then((m) => ({ Component: m.ComponentsLayout }));

/**
 * The page's texts, its demo modules and its configurator, loaded together: the page first renders
 * with every example at its full size, so nothing below an example moves when it arrives.
 */
const loadComponentPage = (slug: string) =>
  Promise.all([
    loadPage(slug).then((page) =>
      import('../configurator/preload').then(({ preloadConfigurator }) => preloadConfigurator(slug, page)).then(() => page),
    ),
    import('../docs/demo-modules').then((modules) => modules.preloadPageDemos(slug)),
  ]).then(([page]) => page);

/** One lazy route per component page that exists; its texts and demos load with the route. */
const componentRoutes: RouteObject[] = COMPONENTS.filter((entry) => AVAILABLE_PAGES.has(entry.path)).map((entry) => ({
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

export const createRouter = () => createBrowserRouter(routes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/' });
