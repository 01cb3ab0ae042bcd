import { createContext } from 'react';
import type { AvatarSize } from './size.ts';

/** What an AvatarGroup tells the avatars inside it. */
export interface AvatarGroupContextValue {
  ngxSize?: AvatarSize;
}

export const AvatarGroupContext = createContext<AvatarGroupContextValue | null>(null);
