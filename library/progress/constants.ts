export type ProgressVariant = 'line' | 'circle';
export type ProgressSize = 'small' | 'medium' | 'large';

/** The bar's colour unless `color` says otherwise. */
export const PROGRESS_DEFAULT_COLOR = '#1890FF';
/** Seconds the bar takes to move to a new percent unless `duration` says otherwise. */
export const PROGRESS_DEFAULT_DURATION = 0.5;
/** The circle's radius in its 100 × 100 viewBox: with the 5-unit stroke it fits with room for the round caps. */
export const PROGRESS_RADIUS = 45;
/** The circle's length (2π × 45 ≈ 282.7, rounded up so a full circle closes), the dash that draws the bar. */
export const PROGRESS_CIRCUMFERENCE = 283;
/** What the bar is called to assistive technology unless `aria-label` or `aria-labelledby` says otherwise. */
export const PROGRESS_LABEL = 'Progress';
