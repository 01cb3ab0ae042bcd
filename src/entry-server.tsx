/* eslint-disable react-refresh/only-export-components -- the build's server entry, never hot-reloaded */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { COMPONENT_PAGE_ROUTE_ID, routes } from './app/router';
import { titleForPath } from './app/title';
import type { DocPage } from './docs/types';
import { AVAILABLE_PAGES } from './docs/registry';
import { COMPONENTS } from './data/components';

/** Every route that is a page of its own; '/', '/components' and unknown paths redirect. */
export function prerenderPaths(): string[] {
  return [
    '/overview',
    '/components/categories',
    '/advanced',
    ...COMPONENTS.filter((entry) => AVAILABLE_PAGES.has(entry.path)).map((entry) => `/components/${entry.path}`),
  ];
}

/** Paths the app sends on to a page of their own. */
export const REDIRECTS: Record<string, string> = { '/': '/overview', '/components': '/components/categories' };

/** The site's base path with its trailing slash, as the built files are linked. */
export const BASE_PATH = import.meta.env.BASE_URL;

export interface RenderedPage {
  /** The markup of the app's root, as the browser's first render will produce it. */
  html: string;
  title: string;
  description: string;
  /** A component page's texts. */
  page?: DocPage;
}

const DESCRIPTIONS: Record<string, string> = {
  '/overview': 'Aquila UI: thirty React components with live examples you can edit in the browser, recompile and share as a link.',
  '/components/categories': 'All thirty Aquila UI components, searchable by name, each with live examples, its source and its API.',
  '/advanced':
    'Guides for every Aquila UI component: theming with CSS variables, controlled and uncontrolled props, and accessibility.',
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/**
 * Renders one route of the site as it first shows in a browser: its loaders run and its lazy modules
 * load first, and the render waits for every Suspense boundary, so the markup holds the whole page.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Every boundary inline, in place: a large one would otherwise come last in the page, hidden until a
    // script moves it, and a reader without JavaScript would see its fallback.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const page = Object.entries(context.loaderData).find(([id]) => id.startsWith(COMPONENT_PAGE_ROUTE_ID))?.[1] as DocPage | undefined;
  return {
    html: await streamToString(prelude),
    title: titleForPath(path),
    description: page?.description ?? DESCRIPTIONS[path] ?? DESCRIPTIONS['/overview'],
    page,
  };
}
