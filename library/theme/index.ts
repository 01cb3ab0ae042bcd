import './theme.scss';

export type ThemeName = 'light' | 'dark';

/** The themes the tokens are written for; the site applies one as `theme="…"` on `<html>`. */
export const THEMES: readonly ThemeName[] = ['light', 'dark'];
