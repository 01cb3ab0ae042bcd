// The package root re-exports only from the folders' indexes, so `aquila-ui` offers exactly what the
// `aquila-ui/<name>` entry points offer together, and each name is defined in one place. From core it
// takes only the public helpers: the colour helper, the validators and the GUID helpers; the rest of
// core is the components' own machinery.
export {
  COLOR_ERRORS,
  PRESET_COLORS,
  parseColor,
  toCssColor,
  withAlpha,
  relativeLuminance,
  contrastRatio,
  readableOn,
  prefersLightText,
  contrastingColors,
  Guid,
  isGuid,
  Validators,
} from './core';
export type { Rgba, ColorPair, Validator, ValidationErrors } from './core';
export * from './theme';
export * from './avatar';
export * from './badge';
export * from './button';
export * from './card';
export * from './carousel';
export * from './checkbox';
export * from './datepicker';
export * from './dialog';
export * from './divider';
export * from './drawer';
export * from './dropdown';
export * from './expansion';
export * from './grid';
export * from './image-cropper';
export * from './input';
export * from './loading';
export * from './paginator';
export * from './progress';
export * from './radio-button';
export * from './rate';
export * from './resize';
export * from './select';
export * from './signature';
export * from './skeleton';
export * from './switch';
export * from './table';
export * from './tabs';
export * from './tags';
export * from './timelines';
export * from './tooltip';
