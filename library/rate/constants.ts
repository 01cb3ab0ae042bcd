/** How many stars a rating has: the highest rating is 5, 0 is no rating. */
export const RATE_COUNT = 5;
/** The colour of a chosen star unless `color` says otherwise. */
export const RATE_DEFAULT_COLOR = '#FFA600';
/**
 * A five-pointed star in a 24 × 24 box (outer radius 10.5, inner 4.6, centred a little low so it
 * looks centred); drawn with a round stroke join, its points come out softly rounded.
 */
export const RATE_STAR_POINTS = '12,2.1 14.7,8.88 21.99,9.36 16.37,14.02 18.17,21.09 12,17.2 5.83,21.09 7.63,14.02 2.01,9.36 9.3,8.88';
