import type { CSSProperties } from 'react';
import { textColorOn, textColorsOnPage, toCssColor, withAlpha, type ColorPair } from '../core/index.ts';

/**
 * The CSS variables of a tag's colour. A single colour draws a light tint with a half-strength border
 * and text in the nearest readable shade for each theme, and a solid fill when a checkable tag is
 * checked; a pair sets the background and text exactly.
 */
export function tagColorVariables(color: string | ColorPair): CSSProperties {
  if (typeof color === 'string') {
    // The text sits on the tint, a little darker (lighter, in the dark theme) than the page itself:
    // 5.2:1 against the page keeps it at 4.5:1 or more against the tinted background.
    const text = textColorsOnPage(color, 5.2);
    return {
      '--aq-tag-fill': toCssColor(color),
      '--aq-tag-on-fill': textColorOn(color),
      '--aq-tag-tint': withAlpha(color, 0.12),
      '--aq-tag-border': withAlpha(color, 0.5),
      '--aq-tag-text-on-light': text.light,
      '--aq-tag-text-on-dark': text.dark,
    } as CSSProperties;
  }
  const background = toCssColor(color.backgroundColor);
  const overlay = toCssColor(color.overlayColor);
  return {
    '--aq-tag-fill': background,
    '--aq-tag-on-fill': overlay,
    '--aq-tag-tint': background,
    '--aq-tag-border': background,
    '--aq-tag-text-on-light': overlay,
    '--aq-tag-text-on-dark': overlay,
  } as CSSProperties;
}
