export { RangeDatepicker } from './RangeDatepicker.tsx';
export type { RangeDatepickerProps } from './RangeDatepicker.tsx';
export { useToday } from './useToday.ts';
export type { DateRange } from './range.ts';
export type { DateRangeInput, DateRangeText } from './value.ts';
export type { RangeDatepickerLabels } from './constants.ts';
