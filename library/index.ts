// The package root re-exports only from the folders' indexes, so `aquila-ui` offers exactly what the
// `aquila-ui/<name>` entry points offer together, and each name is defined in one place.
export * from './core';
export * from './theme';
export * from './avatar';
export * from './badge';
export * from './button';
export * from './card';
export * from './checkbox';
export * from './datepicker';
export * from './divider';
export * from './drawer';
export * from './grid';
export * from './input';
export * from './loading';
export * from './progress';
export * from './radio-button';
export * from './rate';
export * from './resize';
export * from './select';
export * from './skeleton';
export * from './switch';
export * from './tags';
export * from './timelines';
export * from './tooltip';
