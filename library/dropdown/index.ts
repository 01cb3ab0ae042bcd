export { Dropdown } from './Dropdown.tsx';
export type { DropdownProps } from './Dropdown.tsx';
export { DropdownItem } from './DropdownItem.tsx';
export type { DropdownItemProps } from './DropdownItem.tsx';
export { DropdownSeparator } from './DropdownSeparator.tsx';
export type { DropdownSeparatorProps } from './DropdownSeparator.tsx';
export { DROPDOWN_DEFAULT_PLACEMENT, DROPDOWN_PLACEMENTS } from './constants.ts';
export type { DropdownPlacement } from './constants.ts';
