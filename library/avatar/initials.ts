/**
 * Background colours for initials. Each one keeps white text above the WCAG AA contrast ratio
 * for normal text (4.5:1), so the initials stay readable in both themes.
 */
export const AVATAR_PALETTE = [
  '#cf1322', // red
  '#d4380d', // volcano
  '#ad4e00', // orange
  '#876800', // gold
  '#237804', // green
  '#006d75', // cyan
  '#096dd9', // blue
  '#1d39c4', // geekblue
  '#531dab', // purple
  '#c41d7f', // magenta
] as const;

/** Text colour on every palette entry. */
export const AVATAR_INITIALS_COLOR = '#ffffff';

/**
 * The first letter of the first two words, upper-cased: "Ada Lovelace Byron" → "AL".
 * Splits by code point so a name starting with an accent or an emoji is not cut in half.
 */
export function getInitials(name: string | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0].toLocaleUpperCase())
    .join('');
}

/**
 * The palette colour of a set of initials, chosen by the first initial only so that a person
 * keeps the same colour whatever the rest of their name: A → first entry, B → second, …
 */
export function avatarColor(initials: string): string {
  const first = [...initials][0];
  if (!first) return AVATAR_PALETTE[0];
  const index = /^[A-Z]$/.test(first) ? first.charCodeAt(0) - 65 : first.codePointAt(0)!;
  return AVATAR_PALETTE[index % AVATAR_PALETTE.length];
}
