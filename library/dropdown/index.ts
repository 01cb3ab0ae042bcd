export { Dropdown } from './Dropdown.tsx';
export type { DropdownProps } from './Dropdown.tsx';
export { DropdownItem } from './DropdownItem.tsx';
export type { DropdownItemProps } from './DropdownItem.tsx';
export { DropdownSeparator } from './DropdownSeparator.tsx';
export type { DropdownSeparatorProps } from './DropdownSeparator.tsx';
export type { DropdownPlacement } from './constants.ts';
