export { Rate } from './Rate';
export type { RateProps } from './Rate';
export { RATE_COUNT, RATE_DEFAULT_COLOR, RATE_LABEL } from './constants';
