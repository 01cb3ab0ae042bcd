import { COMPONENTS } from '../data/components';
import { GUIDES, MIGRATION, PLAYGROUND, PLAYGROUND_EMBED, THEME, THEMING_GUIDE } from '../data/routes';
export const PRODUCT_NAME = 'Aquila UI';
export const HOME_TITLE = `${PRODUCT_NAME} | React UI component library`;

/** "radio-button" → "Radio button": first letter capitalised, dashes turned into spaces. */
export function segmentToName(segment: string): string {
  const words = decodeURIComponent(segment).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A page's name from the last segment of its address: a component's as its page titles it ("Expansion panel"). */
export function pageNameOf(segment: string): string {
  return COMPONENTS.find((entry) => entry.path === segment)?.title ?? segmentToName(segment);
}

/** Pages with a title of their own, by path; the rest of the single-segment URLs get the home title. */
const OWN_TITLES: Record<string, string> = Object.fromEntries(
  [GUIDES, MIGRATION, THEMING_GUIDE, THEME, PLAYGROUND, PLAYGROUND_EMBED].map((page) => [
    page.path,
    `${page.title} | ${PRODUCT_NAME}`,
  ]),
);

/**
 * Document title for a pathname: single-segment URLs get the home title (or their section's), deeper
 * ones are named by their last segment ("/components/radio-button" → "Radio button | Aquila UI").
 */
export function titleForPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const own = OWN_TITLES[`/${segments.join('/')}`];
  if (own) return own;
  if (segments.length <= 1) return HOME_TITLE;
  return `${pageNameOf(segments[segments.length - 1])} | ${PRODUCT_NAME}`;
}
