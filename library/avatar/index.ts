export { Avatar } from './Avatar';
export type { AvatarProps } from './Avatar';
export { AvatarGroup } from './AvatarGroup';
export type { AvatarGroupProps } from './AvatarGroup';
export type { AvatarSize } from './size';
export { AVATAR_PALETTE, avatarColor, getInitials } from './initials';
