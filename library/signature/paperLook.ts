import { parseColor, readableOn, toCssColor } from '../core/index.ts';

/** Black as the pad writes colours: the default pen's ink. */
export const BLACK = toCssColor('#000000');

/**
 * The least contrast a pen colour is shown with against the paper: WCAG's 3:1 for graphics, which a
 * signature is. Below it a stroke is hard to see, as black was on the dark theme's paper.
 */
export const MIN_INK_CONTRAST = 3;

/**
 * How a pad shows pen colours on its paper, read from its canvas's CSS: `ink` is the colour black (the
 * default pen) is shown in, the theme's text colour; `paper` is the canvas's background, or null when
 * it is not opaque (what shows through is unknown).
 */
export interface PaperLook {
  ink: string;
  paper: string | null;
}

/** Every colour as chosen: how the image is drawn, and the pad before it has read its CSS. */
export const AS_CHOSEN: PaperLook = { ink: BLACK, paper: null };

const opaque = (color: string): string | null => {
  try {
    return parseColor(color).a === 1 ? color : null;
  } catch {
    return null;
  }
};

/** The look of `canvas` now: its CSS `color` as the ink, its background as the paper. */
export function readPaperLook(canvas: HTMLCanvasElement): PaperLook {
  const style = getComputedStyle(canvas);
  return { ink: style.color || BLACK, paper: opaque(style.backgroundColor) };
}

/**
 * The colour a stroke of `color` (as toCssColor writes it) is shown in on the pad: black in the ink
 * colour, so the default pen reads light on dark paper; any other colour as chosen where it reaches
 * MIN_INK_CONTRAST against the paper, else its nearest shade that does (navy turns lighter on dark
 * paper). Translucent colours and unknown paper are left as chosen: their contrast cannot be told.
 */
export function shownColor(color: string, look: PaperLook): string {
  if (color === BLACK) return look.ink;
  if (look.paper === null || parseColor(color).a !== 1) return color;
  return readableOn(color, look.paper, MIN_INK_CONTRAST);
}

export const sameLook = (a: PaperLook, b: PaperLook) => a.ink === b.ink && a.paper === b.paper;
