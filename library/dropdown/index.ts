export { Dropdown } from './Dropdown';
export type { DropdownProps } from './Dropdown';
export { DropdownItem } from './DropdownItem';
export type { DropdownItemProps } from './DropdownItem';
export { DropdownSeparator } from './DropdownSeparator';
export type { DropdownSeparatorProps } from './DropdownSeparator';
export { DROPDOWN_DEFAULT_PLACEMENT, DROPDOWN_PLACEMENTS } from './constants';
export type { DropdownPlacement } from './constants';
