import type { CSSProperties } from 'react';
import { cssSize, warnRenamedValue } from '../core/index.ts';
import { DIALOG_SIZES, type DialogSize, type DialogSizeStyle } from './constants.ts';

/** Extra or changed size presets, by name; each one is merged over the built-in preset of that name. */
export type DialogSizes = Partial<Record<DialogSize, DialogSizeStyle>> & Record<string, DialogSizeStyle>;

const KEYS = ['width', 'minWidth', 'maxWidth', 'height', 'minHeight', 'maxHeight'] as const;

const variableOf = (key: (typeof KEYS)[number]) => `--aq-dialog-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The CSS variables that size the window: the preset named by `size` (from `sizes` when it is there,
 * merged over the built-in one; an unknown name is medium), then the explicit `width`, `height` and
 * their limits on top. Numbers and number text ("300", "300px") are px; an explicit value that is no size
 * leaves the preset's, with a warning in development.
 */
export function sizeVariables(size: string, sizes: DialogSizes | undefined, explicit: DialogSizeStyle): CSSProperties {
  const builtIn = DIALOG_SIZES[size as DialogSize];
  const custom = sizes?.[size];
  // A name of 0.x ('md') is told in development, naming 1.0's ('medium'); like any unknown name, it is medium.
  if (!builtIn && !custom) warnRenamedValue('Dialog', 'size', size);
  const preset = builtIn || custom ? { ...builtIn, ...custom } : DIALOG_SIZES.medium;
  const variables: Record<string, string> = {};
  for (const key of KEYS) {
    const value = cssSize(explicit[key], `Dialog ${key}`) ?? cssSize(preset[key], `Dialog sizes.${size}.${key}`);
    if (value !== undefined) variables[variableOf(key)] = value;
  }
  return variables as CSSProperties;
}
