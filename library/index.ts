// The package root re-exports only from the folders' indexes, so `aquila-ui` offers exactly what the
// `aquila-ui/<name>` entry points offer together, and each name is defined in one place. Core is the
// components' own machinery: of it, only the type of a prop (a colour pair) is public.
export type { ColorPair } from './core/index.ts';
export * from './theme/index.ts';
export * from './avatar/index.ts';
export * from './badge/index.ts';
export * from './button/index.ts';
export * from './card/index.ts';
export * from './carousel/index.ts';
export * from './checkbox/index.ts';
export * from './datepicker/index.ts';
export * from './dialog/index.ts';
export * from './divider/index.ts';
export * from './drawer/index.ts';
export * from './dropdown/index.ts';
export * from './expansion/index.ts';
export * from './grid/index.ts';
export * from './image-cropper/index.ts';
export * from './input/index.ts';
export * from './loading/index.ts';
export * from './paginator/index.ts';
export * from './progress/index.ts';
export * from './provider/index.ts';
export * from './radio-button/index.ts';
export * from './rate/index.ts';
export * from './resize/index.ts';
export * from './select/index.ts';
export * from './signature/index.ts';
export * from './skeleton/index.ts';
export * from './switch/index.ts';
export * from './table/index.ts';
export * from './tabs/index.ts';
export * from './tags/index.ts';
export * from './timelines/index.ts';
export * from './tooltip/index.ts';
