import type { CSSProperties } from 'react';
import { namedSize } from '../core/namedSize.ts';

/** A named size, or a diameter in pixels. */
export type AvatarSize = 'small' | 'medium' | 'large' | number;

/**
 * The size `component` draws for `size`: a positive number of pixels, or a named size; anything else is
 * 'medium', with a development warning (naming the 1.0 value of a 0.x one, such as 'default').
 */
export function avatarSize(component: 'Avatar' | 'AvatarGroup', size: unknown): AvatarSize {
  if (typeof size === 'number' && Number.isFinite(size) && size > 0) return size;
  return namedSize(component, size, 'medium', true);
}

/**
 * Named sizes become a `data-size` attribute styled by the stylesheet; a number becomes the
 * `--aq-avatar-size` variable, so the initials and icon scale with it.
 */
export function sizeAttributes(size: AvatarSize): { 'data-size': string | undefined; style: CSSProperties | undefined } {
  if (typeof size === 'number') return { 'data-size': undefined, style: { '--aq-avatar-size': `${size}px` } as CSSProperties };
  return { 'data-size': size, style: undefined };
}
