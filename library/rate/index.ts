export { Rate } from './Rate.tsx';
export type { RateProps } from './Rate.tsx';
export { RATE_COUNT, RATE_DEFAULT_COLOR, RATE_LABEL } from './constants.ts';
