export { Rate } from './Rate.tsx';
export type { RateProps } from './Rate.tsx';
