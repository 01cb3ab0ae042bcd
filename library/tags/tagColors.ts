import type { CSSProperties } from 'react';
import { colorProp, textOn, textOnPage, tint, type ColorPair } from '../core/index.ts';
import { TAG_DEFAULT_COLOR } from './constants.ts';

const PROP = 'Tag color';

/**
 * The CSS variables of a tag's colour. A single colour draws a light tint with a half-strength border
 * and text in the nearest readable shade for each theme, and a solid fill when a checkable tag is
 * checked; a pair sets the background and text exactly. Never throws: a value that is no colour is the
 * default colour (an overlay that is none, the readable text), warned in development.
 */
export function tagColorVariables(value: string | ColorPair): CSSProperties {
  if (typeof value !== 'object' || value === null) {
    const color = colorProp(value, { prop: PROP, fallback: TAG_DEFAULT_COLOR, computes: true })!;
    // The text sits on the tint, a little darker (lighter, in the dark theme) than the page itself:
    // 5.2:1 against the page keeps it at 4.5:1 or more against the tinted background.
    const text = textOnPage(color, 5.2);
    return {
      '--aq-tag-fill': color.css,
      '--aq-tag-on-fill': textOn(color),
      '--aq-tag-tint': tint(color, 0.12),
      '--aq-tag-border': tint(color, 0.5),
      '--aq-tag-text-on-light': text.light,
      '--aq-tag-text-on-dark': text.dark,
    } as CSSProperties;
  }
  const background = colorProp(value.backgroundColor, { prop: `${PROP} backgroundColor`, fallback: TAG_DEFAULT_COLOR })!;
  const overlay = colorProp(value.overlayColor, { prop: `${PROP} overlayColor` })?.css ?? textOn(background);
  return {
    '--aq-tag-fill': background.css,
    '--aq-tag-on-fill': overlay,
    '--aq-tag-tint': background.css,
    '--aq-tag-border': background.css,
    '--aq-tag-text-on-light': overlay,
    '--aq-tag-text-on-dark': overlay,
  } as CSSProperties;
}
