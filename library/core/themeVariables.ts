import type { CSSProperties } from 'react';
import { readColor, rgbaToCss, textOn, type Color } from './color.ts';
import { colorProp } from './colorProp.ts';
import { cssSize } from './cssSize.ts';
import { shownValue, warnOnce } from './warnOnce.ts';

/** How tightly controls are packed: their heights of 20/28/36 px, 24/32/40 px (the default) or 28/36/44 px. */
export type Density = 'compact' | 'standard' | 'comfortable';

/** Which colours a subtree uses: the light or dark tokens, or the person's system setting. */
export type ColorScheme = 'light' | 'dark' | 'auto';

/**
 * The design tokens an `AquilaProvider` sets. Each becomes CSS custom properties on the provider's own
 * element, so a subtree (or two side by side) can look different from the page.
 */
export interface AquilaThemeTokens {
  /** The light or dark colours, or the system's choice; without it, the page's (the `theme` attribute on `<html>`). */
  colorScheme?: ColorScheme;
  /** The brand colour filled buttons, selections and focus accents use: any CSS colour. Its hover and pressed shades and the text drawn on it are derived. */
  primaryColor?: string;
  /** The medium corner radius (px as a number, or a CSS length); the small radius is a third of it and the large one twice it. */
  radius?: number | string;
  /** The font stack every component's text uses. */
  fontFamily?: string;
  /** How tightly controls are packed. */
  density?: Density;
}

// The button's state layer (Button.scss) tints the fill with its text colour at these opacities on hover
// and press; the theme's hover and pressed shades of a primary colour are the same mix, so a filled
// button and a field's hover border agree.
const HOVER_LAYER = 0.08;
const PRESSED_LAYER = 0.18;

/** `layer` at `opacity` painted over `color`: what the eye sees of a state layer on a fill. */
function stateShade(color: Color, layer: string, opacity: number): string {
  const over = readColor(layer);
  if (color.kind === 'rgb' && over.kind === 'rgb') {
    const mix = (under: number, top: number) => Math.round(under * (1 - opacity) + top * opacity);
    const { rgba } = color;
    return rgbaToCss({ r: mix(rgba.r, over.rgba.r), g: mix(rgba.g, over.rgba.g), b: mix(rgba.b, over.rgba.b), a: rgba.a });
  }
  return `color-mix(in srgb, ${layer} ${opacity * 100}%, ${color.css})`;
}

const CONTROL_HEIGHTS: Record<Density, readonly [number, number, number]> = {
  compact: [20, 28, 36],
  standard: [24, 32, 40],
  comfortable: [28, 36, 44],
};

/** The variables of a primary colour; none for a value that is no colour (the theme's primary stays, with a warning). */
function primaryVariables(value: string): Record<string, string> {
  const color = colorProp(value, { prop: 'AquilaProvider theme.primaryColor' });
  if (color === undefined) return {};
  const onColor = textOn(color);
  return {
    '--aq-color-primary': color.css,
    '--aq-color-brand': color.css,
    '--aq-color-on-primary': onColor,
    '--aq-color-primary-hover': stateShade(color, onColor, HOVER_LAYER),
    '--aq-color-primary-active': stateShade(color, onColor, PRESSED_LAYER),
  };
}

function radiusVariables(value: number | string): Record<string, string> {
  const radius = cssSize(value, 'AquilaProvider theme.radius');
  if (radius === undefined) return {};
  return {
    '--aq-radius-small': `calc(${radius} / 3)`,
    '--aq-radius-medium': radius,
    '--aq-radius-large': `calc(${radius} * 2)`,
  };
}

function densityVariables(value: Density): Record<string, string> {
  const heights = CONTROL_HEIGHTS[value];
  if (!heights) {
    warnOnce(
      `Aquila UI: AquilaProvider theme.density must be 'compact', 'standard' or 'comfortable'; got ${shownValue(value)}. The standard density is used.`,
    );
    return {};
  }
  const [small, medium, large] = heights;
  return { '--aq-control-height-sm': `${small}px`, '--aq-control-height-md': `${medium}px`, '--aq-control-height-lg': `${large}px` };
}

function fontVariables(value: string): Record<string, string> {
  if (typeof value === 'string' && value.trim() !== '' && !/[;{}]/.test(value)) return { '--aq-font-family': value };
  warnOnce(`Aquila UI: AquilaProvider theme.fontFamily must be a CSS font stack; got ${shownValue(value)}. The theme's font is used.`);
  return {};
}

/**
 * The CSS custom properties of a set of tokens, for a `style` attribute: computed while rendering, so a page
 * rendered on a server carries them. A token that is no valid value sets nothing (the theme's value applies)
 * and warns once in development; nothing here throws.
 */
export function themeVariables(tokens: AquilaThemeTokens): CSSProperties {
  return {
    ...(tokens.primaryColor !== undefined && primaryVariables(tokens.primaryColor)),
    ...(tokens.radius !== undefined && radiusVariables(tokens.radius)),
    ...(tokens.fontFamily !== undefined && fontVariables(tokens.fontFamily)),
    ...(tokens.density !== undefined && densityVariables(tokens.density)),
  } as CSSProperties;
}
