/* eslint-disable react-refresh/only-export-components -- the build's server entry, never hot-reloaded */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { COMPONENT_PAGE_ROUTE_ID, routes, type RouteHandle } from './app/router';
import { titleForPath } from './shared/title';
import type { DocPage } from './demo-model/doc-page';
import { AVAILABLE_PAGES } from './demo-model/pages';
import {
  CATEGORIES,
  COMPONENTS_SECTION,
  OVERVIEW,
  prerenderedPaths,
  REDIRECTS,
  sectionDescription,
  sitePagePaths,
} from './data/routes';
import { demoFileList } from './demo-model/catalog';
import { componentMarkdown } from './docs/markdown/component-markdown';
import { htmlToMarkdown } from './docs/markdown/html-markdown';
import { llmsIndex, type IndexedPage } from './docs/markdown/llms';
import { loadApiDocs, withTypesLast } from './docs/useApiDocs';
import { lazyDemo } from './demo-model/modules';
import { demoFilePath, demoHighlightedPath } from './demo-model/paths';
import { OUTPUT_KEY } from './demo-model/files';
import type { HighlightLanguage } from './shared/highlight';
import { PrerenderContext, type Prerender } from './shared/prerender-context';

/** Every route that is a page of its own; '/', '/components' and unknown paths redirect. */
export const prerenderPaths = (): string[] => prerenderedPaths(AVAILABLE_PAGES);

/** The pages search engines are told of, in the sitemap's order (the embed is for other sites' pages). */
export const sitemapPaths = (): string[] => sitePagePaths(AVAILABLE_PAGES);

/** Paths the app sends on to a page of their own. */
export { REDIRECTS };

/** Where the built site keeps the demos' files, below its base. */
export { DEMO_ASSETS } from './demo-model/paths';

/** Every example, and the formatted HTML each renders: the build writes it beside the example's files. */
export { exampleDemoIds } from './demo-model/modules';
export { renderDemoMarkup } from './docs/demo-markup';

/** Where, below the demos' assets, an example's HTML output goes, highlighted as its files are. */
export const demoOutputPath = (demoId: string): string => demoHighlightedPath(demoId, OUTPUT_KEY);

/** How a built page names the stylesheets its one stylesheet is made of. */
export { stylesheetPartsHtml } from './shared/stylesheet-parts';

/** The site's base path with its trailing slash, as the built files are linked. */
export const BASE_PATH = import.meta.env.BASE_URL;

export interface RenderedPage {
  /** The markup of the app's root, as the browser's first render will produce it. */
  html: string;
  /** The page as Markdown, for people's coding assistants (`<path>.md`); null for a page not in the sitemap. */
  markdown: string | null;
  title: string;
  description: string;
  /**
   * The modules the page's routes loaded before this render, as the client build's manifest names
   * them: their chunks and stylesheets are what the page links.
   */
  sources: string[];
  /** Modules whose stylesheets alone the page links: what it shows as built HTML, running none of their code. */
  styleSources: string[];
  /** Files (not modules) the page's routes fetch before they first render in the browser: the page preloads them. */
  fetches: string[];
}

/** What the build script hands each render: its highlighter, and the demos' files as the client build wrote them. */
export interface BuildTools {
  /** The site's address, which the pages' Markdown links to. */
  siteUrl: string;
  highlight: (code: string, language: HighlightLanguage) => string;
  /** A file below the built site's demo assets (`button/button-demo1/button-demo1.tsx`); null if there is none. */
  readDemoAsset: (relativePath: string) => string | null;
}

const prerenderOf = (tools: BuildTools): Prerender => ({
  highlight: (code, language) => tools.highlight(code, language),
  demoSource: (demoId, key) => tools.readDemoAsset(demoFilePath(demoId, key)),
  demoComponent: lazyDemo,
});

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/**
 * A page as Markdown, from what its HTML is made of: a component page from its data (texts, the examples'
 * files, the API tables), any other page from its rendered HTML. The embed, outside the sitemap, has none.
 */
async function pageMarkdown(path: string, page: DocPage | undefined, html: string, tools: BuildTools): Promise<string | null> {
  if (!sitemapPaths().includes(path)) return null;
  if (!page) return htmlToMarkdown(html, tools.siteUrl);
  return componentMarkdown({
    page,
    path,
    demoFiles: demoFileList,
    demoSource: (demoId, key) => tools.readDemoAsset(demoFilePath(demoId, key)),
    apis: withTypesLast(await loadApiDocs(page.api)),
  });
}

/** `/llms.txt`: every page of the sitemap with a link to its Markdown, components apart. */
export function llmsText(siteUrl: string, pages: ReadonlyArray<IndexedPage>): string {
  const isComponent = (page: IndexedPage) => page.path.startsWith(`${COMPONENTS_SECTION}/`) && page.path !== CATEGORIES.path;
  return llmsIndex(siteUrl, [
    { heading: 'Docs', pages: pages.filter((page) => !isComponent(page)) },
    { heading: 'Components', pages: pages.filter(isComponent) },
  ]);
}

export { markdownPath } from './docs/markdown/llms';

/**
 * Renders one route of the site as it first shows in a browser: its loaders run and its lazy modules
 * load first, and the render waits for every Suspense boundary, so the markup holds the whole page.
 */
export async function renderPage(path: string, tools: BuildTools): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderContext.Provider value={prerenderOf(tools)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PrerenderContext.Provider>
    </StrictMode>,
    // Every boundary inline, in place: a large one would otherwise come last in the page, hidden until a
    // script moves it, and a reader without JavaScript would see its fallback.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const sources = await Promise.all(
    context.matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.sources(context.loaderData[route.id]) ?? []),
  );
  const styles = await Promise.all(context.matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.styles?.() ?? []));
  const fetches = await Promise.all(
    context.matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.fetches?.(context.loaderData[route.id]) ?? []),
  );
  const page = Object.entries(context.loaderData).find(([id]) => id.startsWith(COMPONENT_PAGE_ROUTE_ID))?.[1] as DocPage | undefined;
  const html = await streamToString(prelude);
  return {
    html,
    markdown: await pageMarkdown(path, page, html, tools),
    title: titleForPath(path),
    description: page?.description ?? sectionDescription(path) ?? OVERVIEW.description,
    sources: [...new Set(sources.flat())],
    styleSources: [...new Set(styles.flat())],
    fetches: [...new Set(fetches.flat())],
  };
}
