import type { CSSProperties } from 'react';

/** A named size, or a diameter in pixels. */
export type AvatarSize = 'small' | 'default' | 'large' | number;

/**
 * Named sizes become a `data-size` attribute styled by the stylesheet; a number becomes the
 * `--aq-avatar-size` variable, so the initials and icon scale with it.
 */
export function sizeAttributes(size: AvatarSize): { 'data-size': string | undefined; style: CSSProperties | undefined } {
  if (typeof size === 'number') {
    const valid = Number.isFinite(size) && size > 0;
    return {
      'data-size': valid ? undefined : 'default',
      style: valid ? ({ '--aq-avatar-size': `${size}px` } as CSSProperties) : undefined,
    };
  }
  return { 'data-size': size, style: undefined };
}
