import { changedParts, DENSITIES, FONT_IDS, RADIUS_RANGE, THEME_DEFAULTS, type FontId, type ThemeChoice } from './theme-choice';
import type { Density } from 'aquila-ui/provider';

/** The query parameters a theme travels in: `/theme?primary=%23d32029&radius=8&font=serif&density=compact`. */
export const LINK_PARAMS = { primaryColor: 'primary', radius: 'radius', font: 'font', density: 'density' } as const;

/** A colour as the colour input writes it; other colours would show as black in the input, so a link takes only these. */
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A theme read from a link, and a sentence for each value in it that was not used. */
export interface LinkedTheme {
  choice: ThemeChoice;
  problems: string[];
}

/**
 * The theme a page's query string carries. A parameter left out keeps the theme's own value; a value that
 * is not one the controls can take is left out too, and said in words (a shared link is never trusted).
 */
export function readThemeLink(search: string): LinkedTheme {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const choice: ThemeChoice = { ...THEME_DEFAULTS };
  const take = (name: string, accepts: (value: string) => boolean, apply: (value: string) => void, expected: string) => {
    const value = params.get(name);
    if (value === null) return;
    if (accepts(value)) apply(value);
    else problems.push(`The link’s ${name} “${value}” is not ${expected}, so the theme’s own is used.`);
  };
  take(
    LINK_PARAMS.primaryColor,
    (value) => HEX_COLOR.test(value),
    (value) => (choice.primaryColor = value.toLowerCase()),
    'a colour such as #d32029',
  );
  take(
    LINK_PARAMS.radius,
    (value) => /^\d{1,2}$/.test(value) && Number(value) >= RADIUS_RANGE.min && Number(value) <= RADIUS_RANGE.max,
    (value) => (choice.radius = Number(value)),
    `a whole number of pixels from ${RADIUS_RANGE.min} to ${RADIUS_RANGE.max}`,
  );
  take(
    LINK_PARAMS.font,
    (value) => FONT_IDS.includes(value as FontId),
    (value) => (choice.font = value as FontId),
    `one of ${FONT_IDS.join(', ')}`,
  );
  take(
    LINK_PARAMS.density,
    (value) => DENSITIES.includes(value as Density),
    (value) => (choice.density = value as Density),
    `one of ${DENSITIES.join(', ')}`,
  );
  return { choice, problems };
}

/** The query string (with its `?`, or '' for the theme's own) of a choice: only what differs from the theme. */
export function themeLinkQuery(choice: ThemeChoice): string {
  const params = new URLSearchParams();
  for (const part of changedParts(choice)) params.set(LINK_PARAMS[part], String(choice[part]));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
