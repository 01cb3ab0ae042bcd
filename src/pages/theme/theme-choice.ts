import type { AquilaThemeTokens, Density } from 'aquila-ui/provider';

/**
 * What the theme page lets a person choose, and the `AquilaProvider` tokens it stands for. A choice left
 * at the theme's own value sets no token, so the code the page gives sets only what was changed (and the
 * colour keeps following light and dark until one is picked).
 */
export interface ThemeChoice {
  /** A `#rrggbb` colour (what a colour input gives), or null for the theme's own primary colour. */
  primaryColor: string | null;
  /** The medium corner radius, in whole pixels. */
  radius: number;
  font: FontId;
  density: Density;
}

/** The font stacks on offer: the theme's own, then stacks that need no web font (from modernfontstacks.com). */
export const FONT_STACKS = {
  system: { label: 'System UI (the theme’s own)', stack: null },
  humanist: {
    label: 'Humanist sans',
    stack: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  },
  geometric: { label: 'Geometric sans', stack: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif" },
  rounded: {
    label: 'Rounded sans',
    stack: "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, sans-serif",
  },
  serif: { label: 'Transitional serif', stack: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, serif" },
  monospace: {
    label: 'Monospace',
    stack: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  },
} as const satisfies Record<string, { label: string; stack: string | null }>;

export type FontId = keyof typeof FONT_STACKS;
export const FONT_IDS = Object.keys(FONT_STACKS) as FontId[];

export const DENSITIES: readonly Density[] = ['compact', 'standard', 'comfortable'];

/** The radius control's range, in pixels. */
export const RADIUS_RANGE = { min: 0, max: 24 } as const;

/**
 * The theme's own values (library/theme/theme.scss: `--aq-radius-medium: 6px`, 32 px controls, the
 * system font; a unit test reads the stylesheet so the two cannot drift apart).
 */
export const THEME_DEFAULTS: ThemeChoice = { primaryColor: null, radius: 6, font: 'system', density: 'standard' };

/** The theme's own primary colour in each site theme: what the colour input shows until one is picked. */
export const THEME_PRIMARY = { light: '#0958d9', dark: '#3c9ae8' } as const;

/** The tokens of a choice: only those that differ from the theme's own. */
export function choiceTokens(choice: ThemeChoice): AquilaThemeTokens {
  const stack = FONT_STACKS[choice.font].stack;
  return {
    ...(choice.primaryColor !== null && { primaryColor: choice.primaryColor }),
    ...(choice.radius !== THEME_DEFAULTS.radius && { radius: choice.radius }),
    ...(stack !== null && { fontFamily: stack }),
    ...(choice.density !== THEME_DEFAULTS.density && { density: choice.density }),
  };
}
