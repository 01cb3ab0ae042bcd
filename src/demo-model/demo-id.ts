/**
 * How demos are named — the one definition the site, the build scripts and the tests all use.
 *
 * A component page is a folder `demos/<page>/` (`button`, `radio-button`); each of its demos is a folder
 * `demos/<page>/<page>-demo<N>/`, and that folder's name is the demo's id (`button-demo1`): it names the
 * demo's main files (`button-demo1.tsx`, `.scss`, `.html`), its element id on the page, its key in saved
 * edits and its share links. N counts from 1 for the examples, in the page's order. Demo 0 is special:
 * it is the page's configurator sample (the "Configure" section), a demo folder like any other so the
 * playground compiles, shares and persists it the same way, but it runs only in its preview frame and
 * is never listed among the examples.
 */

/** A page folder: lower-case letters, digits and dashes, starting with a letter. */
const PAGE = '[a-z][a-z0-9-]*';
/** A demo's number, without leading zeros. */
const NUMBER = '0|[1-9][0-9]*';

const DEMO_ID = new RegExp(`^(${PAGE})-demo(${NUMBER})$`);
const PAGE_SLUG = new RegExp(`^${PAGE}$`);
/** `<page>/<demo id>/<rest>`; the demo id must belong to the page it sits in. */
const DEMO_PATH = new RegExp(`^(${PAGE})/(\\1-demo(?:${NUMBER}))/(.+)$`);

/** The configurator sample's number: it comes before the examples, which count from 1. */
export const CONFIGURATOR_DEMO_NUMBER = 0;

export interface ParsedDemoId {
  /** The page folder, e.g. 'radio-button'. */
  page: string;
  /** 0 for the configurator sample, 1… for the examples. */
  number: number;
}

/** Whether `text` can be a page folder's name (and so a `/components/<page>` path segment). */
export const isPageSlug = (text: string): boolean => PAGE_SLUG.test(text);

/** 'radio-button-demo2' → { page: 'radio-button', number: 2 }; null when it is no demo id. */
export function parseDemoId(demoId: string): ParsedDemoId | null {
  const match = DEMO_ID.exec(demoId);
  return match ? { page: match[1], number: Number(match[2]) } : null;
}

export const isDemoId = (text: string): boolean => DEMO_ID.test(text);

/** ('button', 1) → 'button-demo1'. */
export const demoIdOf = (page: string, number: number): string => `${page}-demo${number}`;

/** 'button-demo1' → 'button'. Throws on anything that is no demo id: a caller holding one has a bug. */
export function pageOfDemo(demoId: string): string {
  const parsed = parseDemoId(demoId);
  if (!parsed) throw new RangeError(`Not a demo id: ${JSON.stringify(demoId)}`);
  return parsed.page;
}

/** The page's configurator sample: `<page>-demo0`. */
export const configuratorDemoId = (page: string): string => demoIdOf(page, CONFIGURATOR_DEMO_NUMBER);

export const isConfiguratorDemo = (demoId: string): boolean => parseDemoId(demoId)?.number === CONFIGURATOR_DEMO_NUMBER;

/** Whether the demo is one of the page's examples (not its configurator sample). */
export const isExampleDemo = (demoId: string): boolean => {
  const parsed = parseDemoId(demoId);
  return parsed !== null && parsed.number !== CONFIGURATOR_DEMO_NUMBER;
};

/** A demo's folder below `demos/` (and below `assets/demos/` on the site): 'button/button-demo1'. */
export const demoFolder = (demoId: string): string => `${pageOfDemo(demoId)}/${demoId}`;

export interface DemoPath {
  page: string;
  demoId: string;
  /** What follows the demo's folder: a file name, or a deeper path such as 'versions/1a2b.txt'. */
  rest: string;
}

/**
 * Reads a path below the demos folder — `button/button-demo1/button-demo1.tsx`,
 * `drawer/drawer-demo4/sample-drawer.tsx` — into its page, demo and the rest; null when the path is
 * not inside a demo folder of its own page.
 */
export function parseDemoPath(relativePath: string): DemoPath | null {
  const match = DEMO_PATH.exec(relativePath);
  return match ? { page: match[1], demoId: match[2], rest: match[3] } : null;
}
