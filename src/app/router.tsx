import { Navigate, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import {
  CATEGORIES,
  COMPONENTS_SECTION,
  componentSlugs,
  GETTING_STARTED,
  GUIDES,
  MIGRATION,
  OVERVIEW,
  PLAYGROUND,
  PLAYGROUND_EMBED,
  MOVED,
  THEME,
  THEMING_GUIDE,
  REDIRECTS,
  UNKNOWN_PATH_LANDING,
  UNKNOWN_PATH_LANDINGS,
} from '../data/routes';
import type { DocPage } from '../demo-model/doc-page';
import { AVAILABLE_PAGES, loadPage, pageSource } from '../demo-model/pages';
import { AppShell } from './AppShell';
import { NotFoundRedirect } from './NotFoundNotice';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

/**
 * What each route tells the build: the modules it loads before its first render (given its loader's
 * data), as the build's manifest names them. A page rendered ahead of time links their chunks and
 * stylesheets, so it paints styled and hydrates without waiting for them.
 */
export interface RouteHandle {
  sources: (loaderData: unknown) => Promise<string[]>;
  /** Modules whose stylesheets the page links without their scripts: what it shows as built HTML only. */
  styles?: () => Promise<string[]>;
  /** Addresses the route fetches (not modules) before its first render: the page asks for them early too. */
  fetches?: (loaderData: unknown) => Promise<string[]>;
}

// Each page's module is a chunk of its own. A page module exports its component under the file's own
// name (`OverviewPage.tsx` → `OverviewPage`); a route names the module by its path, once, and both the
// router and the build take it from there.
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  '/src/pages/*/*Page.tsx',
  '/src/pages/components/ComponentsLayout.tsx',
]);

function lazyPage(path: string, extraSources: RouteHandle['sources'] = async () => []): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[path];
  if (!load) throw new Error(`No page module at ${path}`);
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  const handle: RouteHandle = { sources: async (data) => [path.slice(1), ...(await extraSources(data))] };
  return { lazy: () => load().then((module) => ({ Component: module[name] })), handle };
}

// What a component page loads besides its texts, each imported when a component page first opens: the
// router's own chunk, which every page downloads, stays free of them.
const configuratorPreload = () => import('../configurator/preload');
const apiPreload = () => import('../docs/preloadApi');
const demoModules = () => import('../demo-model/modules');

/**
 * The page's texts, its demo modules, its configurator and its API tables, loaded together: the page
 * first renders whole, with every example at its full size, so nothing below an example moves when
 * it arrives (and a page rendered ahead of time holds all of it).
 */
const loadComponentPage = (slug: string) =>
  Promise.all([
    loadPage(slug).then((page) =>
      Promise.all([
        configuratorPreload().then(({ preloadConfigurator }) => preloadConfigurator(slug, page)),
        apiPreload().then(({ preloadApi }) => preloadApi(page)),
      ]).then(() => page),
    ),
    demoModules().then(({ preloadPageDemos }) => preloadPageDemos(slug)),
  ]).then(([page]) => page);

/** What `loadComponentPage` loads, given the page it loaded. */
const componentPageSources = (slug: string) => async (data: unknown) => {
  const page = data as DocPage;
  const [{ configuratorSources }, { apiSources }, { pageDemoSources }] = await Promise.all([
    configuratorPreload(),
    apiPreload(),
    demoModules(),
  ]);
  return [pageSource(slug), ...configuratorSources(slug, page), ...apiSources(page), ...pageDemoSources(slug)];
};

/** What `loadComponentPage` fetches besides modules, given the page it loaded. */
const componentPageFetches = (slug: string) => async (data: unknown) => {
  const { configuratorFetches } = await configuratorPreload();
  return configuratorFetches(slug, data as DocPage);
};

/** A route that tells the build more: the stylesheets of what it shows as built HTML, the files it fetches. */
const withHandle = (route: Pick<RouteObject, 'lazy' | 'handle'>, more: Pick<RouteHandle, 'styles' | 'fetches'>) => ({
  ...route,
  handle: { ...(route.handle as RouteHandle), ...more },
});

/** The categories page's cards show each component's first example, rendered at build time. */
const categoryPreviewStyles = async () => {
  const [{ demoSource }, { previewDemoId }] = await Promise.all([
    demoModules(),
    import('../pages/components/previews/built-previews'),
  ]);
  return componentSlugs(AVAILABLE_PAGES).flatMap((slug) => demoSource(previewDemoId(slug)));
};

/**
 * The theming guide's table of tokens is the provider's generated API (its `AquilaThemeTokens` type and
 * their JSDoc), loaded with the route so the built page holds it and the table cannot drift from the code.
 */
const THEMING_GUIDE_API = ['AquilaProvider'];
const apiDocsModule = () => import('../docs/useApiDocs');
const themingGuideRoute = (): RouteObject => ({
  id: 'theming-guide',
  path: below(GUIDES.path, THEMING_GUIDE.path),
  loader: () => apiDocsModule().then(({ loadApiDocs }) => loadApiDocs(THEMING_GUIDE_API)),
  ...lazyPage('/src/pages/theming-guide/ThemingGuidePage.tsx', async () => {
    const { apiDocsSource } = await apiDocsModule();
    return THEMING_GUIDE_API.map(apiDocsSource);
  }),
});

/** The id of a component page's route starts with this; the page's texts are its loader data. */
export const COMPONENT_PAGE_ROUTE_ID = 'component-page';

/** One lazy route per component page that exists; its texts and demos load with the route. */
const componentRoutes: RouteObject[] = componentSlugs(AVAILABLE_PAGES).map((slug) => ({
  // Named, as a page rendered ahead of time is hydrated with its loader's data under this id.
  id: `${COMPONENT_PAGE_ROUTE_ID}:${slug}`,
  path: slug,
  loader: () => loadComponentPage(slug),
  ...withHandle(lazyPage('/src/pages/components/ComponentPage.tsx', componentPageSources(slug)), {
    fetches: componentPageFetches(slug),
  }),
}));

/** A child route's path below its parent's (`/components/categories` under `/components` → `categories`). */
const below = (parent: string, path: string) => path.slice(parent.length).replace(/^\//, '');

const redirect = (to: string) => <Navigate to={to} replace />;
// Where an unknown address below `section` lands, in place of it; the landing page is told what was asked for.
const landingUnder = (section: string) => UNKNOWN_PATH_LANDINGS.find((entry) => entry.under === section)!.landing;

export const routes: RouteObject[] = [
  // Outside the site's frame: it is shown inside other sites' pages.
  {
    path: PLAYGROUND_EMBED.path,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    ...lazyPage('/src/pages/playground/EmbedPage.tsx'),
  },
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, element: redirect(REDIRECTS['/']) },
      ...Object.entries(MOVED).map(([from, to]) => ({ path: below('/', from), element: redirect(to) })),
      { path: below('/', OVERVIEW.path), ...lazyPage('/src/pages/overview/OverviewPage.tsx') },
      { path: below('/', PLAYGROUND.path), ...lazyPage('/src/pages/playground/PlaygroundPage.tsx') },
      { path: below('/', THEME.path), ...lazyPage('/src/pages/theme/ThemePage.tsx') },
      {
        path: below('/', COMPONENTS_SECTION),
        ...lazyPage('/src/pages/components/ComponentsLayout.tsx'),
        children: [
          { index: true, element: redirect(REDIRECTS[COMPONENTS_SECTION]) },
          {
            path: below(COMPONENTS_SECTION, CATEGORIES.path),
            ...withHandle(lazyPage('/src/pages/components/CategoriesPage.tsx'), { styles: categoryPreviewStyles }),
          },
          ...componentRoutes,
          { path: '*', element: <NotFoundRedirect to={landingUnder(COMPONENTS_SECTION)} /> },
        ],
      },
      {
        path: below('/', GUIDES.path),
        ...lazyPage('/src/pages/components/ComponentsLayout.tsx'),
        children: [
          { index: true, ...lazyPage('/src/pages/guides/GuidesPage.tsx') },
          { path: below(GUIDES.path, MIGRATION.path), ...lazyPage('/src/pages/migration/MigrationPage.tsx') },
          { path: below(GUIDES.path, GETTING_STARTED.path), ...lazyPage('/src/pages/getting-started/GettingStartedPage.tsx') },
          themingGuideRoute(),
          { path: '*', element: <NotFoundRedirect to={landingUnder(GUIDES.path)} /> },
        ],
      },
      { path: '*', element: <NotFoundRedirect to={UNKNOWN_PATH_LANDING} /> },
    ],
  },
];

/** The site's base path, as the router wants it ('/' or '/docs', never with a trailing slash). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
