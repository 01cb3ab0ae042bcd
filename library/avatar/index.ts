export { Avatar } from './Avatar.tsx';
export type { AvatarProps } from './Avatar.tsx';
export { AvatarGroup } from './AvatarGroup.tsx';
export type { AvatarGroupProps } from './AvatarGroup.tsx';
export type { AvatarSize } from './size.ts';
