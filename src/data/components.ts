import type * as ComponentIcons from './component-icons';

/** The icon names the list may use: those `component-icons.ts` exports. */
export type ComponentIconName = keyof typeof ComponentIcons;

/**
 * One entry of the component list (path, title, icon name): the categories page and the side
 * navigation both read this module.
 */
export interface ComponentEntry {
  /** Path segment under /components. */
  path: string;
  title: string;
  icon: ComponentIconName;
}

export const COMPONENTS: readonly ComponentEntry[] = [
  { path: 'avatar', title: 'Avatar', icon: 'CircleUser' },
  { path: 'badge', title: 'Badge', icon: 'BadgeCheck' },
  { path: 'button', title: 'Button', icon: 'MousePointerClick' },
  { path: 'card', title: 'Card', icon: 'RectangleHorizontal' },
  { path: 'carousel', title: 'Carousel', icon: 'GalleryHorizontal' },
  { path: 'checkbox', title: 'Checkbox', icon: 'SquareCheck' },
  { path: 'datepicker', title: 'Datepicker', icon: 'CalendarRange' },
  { path: 'dialog', title: 'Dialog', icon: 'AppWindow' },
  { path: 'divider', title: 'Divider', icon: 'SeparatorHorizontal' },
  { path: 'drawer', title: 'Drawer', icon: 'PanelLeft' },
  { path: 'dropdown', title: 'Dropdown', icon: 'ListCollapse' },
  { path: 'expansion', title: 'Expansion panel', icon: 'Layers' },
  { path: 'grid', title: 'Grid', icon: 'Grid3x3' },
  { path: 'image-cropper', title: 'Image cropper', icon: 'Crop' },
  { path: 'input', title: 'Input', icon: 'TextCursorInput' },
  { path: 'loading', title: 'Loading', icon: 'Loader' },
  { path: 'paginator', title: 'Paginator', icon: 'Ellipsis' },
  { path: 'progress', title: 'Progress', icon: 'Percent' },
  { path: 'radio-button', title: 'Radio button', icon: 'CircleDot' },
  { path: 'rate', title: 'Rate', icon: 'Star' },
  { path: 'resize', title: 'Resize', icon: 'Scaling' },
  { path: 'select', title: 'Select', icon: 'AlignHorizontalSpaceAround' },
  { path: 'signature', title: 'Signature', icon: 'PenLine' },
  { path: 'skeleton', title: 'Skeleton', icon: 'Heading' },
  { path: 'switch', title: 'Switch', icon: 'ToggleRight' },
  { path: 'table', title: 'Table', icon: 'Table' },
  { path: 'tabs', title: 'Tabs', icon: 'PanelTop' },
  { path: 'tags', title: 'Tags', icon: 'Tags' },
  { path: 'timelines', title: 'Timelines', icon: 'GitCommitVertical' },
  { path: 'tooltip', title: 'Tooltip', icon: 'MessageSquareText' },
];

/** Case-insensitive substring match on the title; an empty query keeps everything. */
export function filterComponents(entries: readonly ComponentEntry[], query: string): ComponentEntry[] {
  const needle = query.trim().toLowerCase();
  return needle ? entries.filter((entry) => entry.title.toLowerCase().includes(needle)) : [...entries];
}
