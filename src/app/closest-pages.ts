import { COMPONENTS } from '../data/components';
import { componentPath, SECTION_PAGES } from '../data/routes';
import { AVAILABLE_PAGES } from '../demo-model/pages';

/** A page an address may have meant: its name and its path. */
export interface PageCandidate {
  title: string;
  path: string;
}

/** Lower case, letters and digits only: `Date-Picker`, `date picker` and `datepicker` are one word. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Edits (insertion, deletion, substitution, swap of neighbours) that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  // Three rows are enough: a swap looks two back.
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j], before[j - 2] + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length];
}

/**
 * How far a typed word is from a page's word, from 0 (the same) to 1: the edits over the longer
 * length, so one slip in a long name counts less than in a short one. A typed beginning (`drop`) or
 * part (`picker`) of three letters or more is near whatever the distance says.
 */
function farness(typed: string, word: string): number {
  if (typed === word) return 0;
  const ratio = editDistance(typed, word) / Math.max(typed.length, word.length);
  if (typed.length < 3) return ratio;
  if (word.startsWith(typed)) return Math.min(ratio, 0.15);
  if (word.includes(typed)) return Math.min(ratio, 0.3);
  return ratio;
}

/**
 * Above this nothing is suggested: one slip in three letters is near, two in five (`page`, Badge) is not,
 * and `xyzzy` is near nothing.
 */
const MOST_FAR = 0.35;
/** Longer input is no page's name; it only costs time. */
const LONGEST = 64;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Every page of the site a mistyped address may have meant: the section pages, then the component pages that exist. */
export const SITE_PAGES: readonly PageCandidate[] = [
  ...SECTION_PAGES.map(({ title, path }) => ({ title, path })),
  ...COMPONENTS.filter((entry) => AVAILABLE_PAGES.has(entry.path)).map((entry) => ({
    title: entry.title,
    path: componentPath(entry.path),
  })),
];

/**
 * The pages nearest an address that names none (`/components/buton` → Button), nearest first, at most
 * `limit`, and none when nothing is near. A page is as near as its last segment or its title to the
 * address's last segment; between pages as near, the one whose whole path is nearer comes first
 * (`/components/tab`: Tabs before Table), then the one listed first.
 */
export function closestPages(address: string, pages: readonly PageCandidate[] = SITE_PAGES, limit = 3): PageCandidate[] {
  const segments = address.split('/').filter(Boolean).map(decode);
  const typed = compact(segments.at(-1) ?? '').slice(0, LONGEST);
  if (!typed) return [];
  const typedPath = segments
    .join('/')
    .toLowerCase()
    .slice(0, LONGEST * 2);
  return pages
    .map((page, index) => {
      const words = [compact(page.path.slice(page.path.lastIndexOf('/') + 1)), compact(page.title)];
      return {
        page,
        index,
        far: Math.min(...words.map((word) => farness(typed, word))),
        pathEdits: editDistance(typedPath, page.path.replace(/^\//, '').toLowerCase()),
      };
    })
    .filter(({ far }) => far <= MOST_FAR)
    .sort((a, b) => a.far - b.far || a.pathEdits - b.pathEdits || a.index - b.index)
    .slice(0, limit)
    .map(({ page }) => page);
}
