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

/** The parts of a choice that differ from the theme's own, in the order of `ThemeChoice`: all the link and the tokens carry. */
export function changedParts(choice: ThemeChoice): (keyof ThemeChoice)[] {
  return (Object.keys(THEME_DEFAULTS) as (keyof ThemeChoice)[]).filter((part) => choice[part] !== THEME_DEFAULTS[part]);
}

/**
 * Each part of a choice as the provider's token (the font by its stack). Asked only of parts that differ
 * from the theme's own, which are never null: null is the theme's own colour and font.
 */
const TOKEN_OF: { [Part in keyof ThemeChoice]: (choice: ThemeChoice) => AquilaThemeTokens } = {
  primaryColor: (choice) => ({ primaryColor: choice.primaryColor! }),
  radius: (choice) => ({ radius: choice.radius }),
  font: (choice) => ({ fontFamily: FONT_STACKS[choice.font].stack! }),
  density: (choice) => ({ density: choice.density }),
};

/** The tokens of a choice: only those that differ from the theme's own. */
export function choiceTokens(choice: ThemeChoice): AquilaThemeTokens {
  return Object.assign({}, ...changedParts(choice).map((part) => TOKEN_OF[part](choice))) as AquilaThemeTokens;
}
