// The package root re-exports only from the component folders' indexes (DESIGN.md §5).
export * from './core';
export * from './theme';
export * from './avatar';
export * from './button';
export * from './card';
export * from './divider';
export * from './drawer';
export * from './input';
export * from './tooltip';
