import { createContext } from 'react';
import type { AvatarSize } from './size.ts';

/** What an AvatarGroup tells the avatars inside it. */
export interface AvatarGroupContextValue {
  /** The group's size, already checked: an avatar without its own draws it. */
  size: AvatarSize;
}

export const AvatarGroupContext = createContext<AvatarGroupContextValue | null>(null);
