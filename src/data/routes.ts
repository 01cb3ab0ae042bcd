import { COMPONENTS } from './components.ts';

/**
 * The site's addresses, in one table: the router builds its routes from it, the build renders and lists
 * in the sitemap exactly its pages and writes its redirects, the search index and every link to a
 * component page use its paths. Plain data, so the build's scripts read it as the browser does.
 */

/** A page of the site other than the component pages. */
export interface SectionPage {
  path: string;
  /** Its name in the navigation, the search and the page's own heading. */
  title: string;
  /** What search engines show under the page's title. */
  description: string;
}

export const OVERVIEW: SectionPage = {
  path: '/overview',
  title: 'Overview',
  description: 'Aquila UI: thirty React components with live examples you can edit in the browser, recompile and share as a link.',
};

export const CATEGORIES: SectionPage = {
  path: '/components/categories',
  title: 'Components',
  description: 'All thirty Aquila UI components, searchable by name, each with live examples, its source and its API.',
};

export const GUIDES: SectionPage = {
  path: '/guides',
  title: 'Guides',
  description:
    'Guides for every Aquila UI component: the API conventions, theming with CSS variables, controlled and uncontrolled props, and accessibility.',
};

/** The way in for a newcomer: install, the theme, a first component. */
export const GETTING_STARTED: SectionPage = {
  path: `${GUIDES.path}/getting-started`,
  title: 'Getting started',
  description:
    'Getting started with Aquila UI: install it with npm, pnpm or yarn, load the theme, render a first component, with TypeScript, server rendering and the dark theme.',
};

/** The guide for moving an app from the Angular original; a page of its own under the guides. */
export const MIGRATION: SectionPage = {
  path: `${GUIDES.path}/migrating`,
  title: 'Migrating from ngx-eagle',
  description:
    'Moving an app from ngx-eagle to Aquila UI: what changes in React, and a table per component of what it does differently.',
};

/** How to give the components a brand, a language and a reading direction with `AquilaProvider`. */
export const THEMING_GUIDE: SectionPage = {
  path: `${GUIDES.path}/theming`,
  title: 'Theming, localisation and right-to-left',
  description:
    'AquilaProvider in Aquila UI: theme tokens and the CSS variables they set, locales and message catalogues, one text overridden by labels, and right-to-left layouts.',
};

/** The theme builder: tokens chosen with controls, shown live on real components, copied as code. */
export const THEME: SectionPage = {
  path: '/theme',
  title: 'Theme',
  description:
    'Build an Aquila UI theme: pick a primary colour, radius, font and density, see real components change live, and copy it as AquilaProvider code or CSS variables.',
};

export const PLAYGROUND: SectionPage = {
  path: '/playground',
  title: 'Playground',
  description:
    'A playground of your own: write React with Aquila UI across several files and see it run, with its console, as you type.',
};

/** The section every component page sits in; its own path is no page and redirects. */
export const COMPONENTS_SECTION = '/components';

/** The address of a component page: `/components/<page folder>`. */
export const componentPath = (slug: string): string => `${COMPONENTS_SECTION}/${slug}`;

/** Where the guides lived before their section took its name: links to them still arrive. */
export const MOVED: Readonly<Record<string, string>> = {
  '/advanced': GUIDES.path,
  '/advanced/migrating': MIGRATION.path,
};

/** Paths that are no page of their own and send the reader on, without a trace in the history. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/': OVERVIEW.path,
  [COMPONENTS_SECTION]: CATEGORIES.path,
  ...MOVED,
};

/**
 * Where an address that names no page lands: an unknown component goes to the categories, an unknown
 * guide to the guides, anything else to the overview.
 */
export const UNKNOWN_PATH_LANDINGS: ReadonlyArray<{ under: string; landing: string }> = [
  { under: COMPONENTS_SECTION, landing: CATEGORIES.path },
  { under: GUIDES.path, landing: GUIDES.path },
];
export const UNKNOWN_PATH_LANDING = OVERVIEW.path;

/** The component pages that exist (those with a `demos/<slug>/page.ts`), in the component list's order. */
export const componentSlugs = (available: ReadonlySet<string>): string[] =>
  COMPONENTS.filter((entry) => available.has(entry.path)).map((entry) => entry.path);

/** Every page of the site, in the sitemap's order: what the build renders ahead of time. */
export const sitePagePaths = (available: ReadonlySet<string>): string[] => [
  OVERVIEW.path,
  CATEGORIES.path,
  GETTING_STARTED.path,
  GUIDES.path,
  MIGRATION.path,
  THEMING_GUIDE.path,
  THEME.path,
  PLAYGROUND.path,
  ...componentSlugs(available).map(componentPath),
];

/**
 * The playground's preview alone, for other sites' pages (an `<iframe>`): outside the site's frame,
 * rendered ahead of time so it paints at once, and left out of the sitemap and the navigation.
 */
export const PLAYGROUND_EMBED: SectionPage = {
  path: `${PLAYGROUND.path}/embed`,
  title: 'Playground embed',
  description: 'Aquila UI code running live: an example from the playground, embedded.',
};

/** The site's pages other than the component pages. */
export const SECTION_PAGES: readonly SectionPage[] = [
  OVERVIEW,
  GETTING_STARTED,
  CATEGORIES,
  GUIDES,
  MIGRATION,
  THEMING_GUIDE,
  THEME,
  PLAYGROUND,
];

/** What the build renders ahead of time: every page of the sitemap, and the embed's shell. */
export const prerenderedPaths = (available: ReadonlySet<string>): string[] => [...sitePagePaths(available), PLAYGROUND_EMBED.path];

/** A section page's description, by its path; undefined for a component page (its page.ts has one). */
export const sectionDescription = (path: string): string | undefined =>
  [...SECTION_PAGES, PLAYGROUND_EMBED].find((page) => page.path === path)?.description;
