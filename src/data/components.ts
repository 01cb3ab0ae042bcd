import type * as ComponentIcons from './component-icons';

/** The icon names the list may use: those `component-icons.ts` exports. */
export type ComponentIconName = keyof typeof ComponentIcons;

/**
 * The groups the components are listed in, in order: the side navigation, the categories page, the
 * search and the overview all read them here.
 */
export const CATEGORIES = [
  { id: 'forms', title: 'Forms', description: 'Controls that take what people choose, type or rate.' },
  { id: 'display', title: 'Data display', description: 'Ways to show people, numbers, records and events.' },
  { id: 'feedback', title: 'Feedback', description: 'What the page says while work is under way.' },
  { id: 'overlays', title: 'Overlays', description: 'Windows, panels, menus and tips that open over the page.' },
  { id: 'navigation', title: 'Navigation', description: 'Moving between pages and panels of content.' },
  { id: 'layout', title: 'Layout', description: 'Arranging, separating, folding and sizing the page.' },
  { id: 'media', title: 'Media', description: 'Pictures and drawing: slides, cropping and signatures.' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/**
 * One entry of the component list (path, title, icon name, category, one-line summary): the categories
 * page, the side navigation, the search and the overview read this module.
 */
export interface ComponentEntry {
  /** Path segment under /components. */
  path: string;
  title: string;
  icon: ComponentIconName;
  category: CategoryId;
  /** One line on what it is for, under its name in lists. */
  summary: string;
}

export const COMPONENTS: readonly ComponentEntry[] = [
  {
    path: 'avatar',
    title: 'Avatar',
    icon: 'CircleUser',
    category: 'display',
    summary: 'A person or thing as a picture, initials or an icon, alone or in a group.',
  },
  {
    path: 'badge',
    title: 'Badge',
    icon: 'BadgeCheck',
    category: 'display',
    summary: 'A count or a dot on the corner of an avatar, icon or button.',
  },
  {
    path: 'button',
    title: 'Button',
    icon: 'MousePointerClick',
    category: 'forms',
    summary: 'Starts an action: four variants, three sizes, any colour.',
  },
  {
    path: 'card',
    title: 'Card',
    icon: 'RectangleHorizontal',
    category: 'display',
    summary: 'A surface that groups a title, content and actions.',
  },
  {
    path: 'carousel',
    title: 'Carousel',
    icon: 'GalleryHorizontal',
    category: 'media',
    summary: 'Slides that turn by themselves or by arrows, dots and swipes.',
  },
  {
    path: 'checkbox',
    title: 'Checkbox',
    icon: 'SquareCheck',
    category: 'forms',
    summary: 'Ticks an option on or off, with a mixed state for a group.',
  },
  {
    path: 'datepicker',
    title: 'Datepicker',
    icon: 'CalendarRange',
    category: 'forms',
    summary: 'Picks a date range from a calendar, typed or clicked.',
  },
  {
    path: 'dialog',
    title: 'Dialog',
    icon: 'AppWindow',
    category: 'overlays',
    summary: 'A modal window for a decision or a short task, opened from code.',
  },
  {
    path: 'divider',
    title: 'Divider',
    icon: 'SeparatorHorizontal',
    category: 'layout',
    summary: 'A line between sections, with or without a label.',
  },
  {
    path: 'drawer',
    title: 'Drawer',
    icon: 'PanelLeft',
    category: 'overlays',
    summary: 'A panel that slides in from an edge of the window.',
  },
  {
    path: 'dropdown',
    title: 'Dropdown',
    icon: 'ListCollapse',
    category: 'overlays',
    summary: 'A menu of actions that opens from a button.',
  },
  {
    path: 'expansion',
    title: 'Expansion panel',
    icon: 'Layers',
    category: 'layout',
    summary: 'Panels that show and hide their content, alone or as an accordion.',
  },
  {
    path: 'grid',
    title: 'Grid',
    icon: 'Grid3x3',
    category: 'layout',
    summary: 'Rows and columns that reflow with the width of the screen.',
  },
  {
    path: 'image-cropper',
    title: 'Image cropper',
    icon: 'Crop',
    category: 'media',
    summary: 'Crops, zooms and rotates an image, and gives the result as a file.',
  },
  {
    path: 'input',
    title: 'Input',
    icon: 'TextCursorInput',
    category: 'forms',
    summary: 'A text field with a label, a hint, prefixes and validation.',
  },
  {
    path: 'loading',
    title: 'Loading',
    icon: 'Loader',
    category: 'feedback',
    summary: 'A spinner for work under way, in three sizes.',
  },
  {
    path: 'paginator',
    title: 'Paginator',
    icon: 'Ellipsis',
    category: 'navigation',
    summary: 'Moves through pages of results, with a page-size choice.',
  },
  {
    path: 'progress',
    title: 'Progress',
    icon: 'Percent',
    category: 'feedback',
    summary: 'How far a task has gone, as a bar or a circle.',
  },
  {
    path: 'radio-button',
    title: 'Radio button',
    icon: 'CircleDot',
    category: 'forms',
    summary: 'Chooses exactly one of a few options, all in view.',
  },
  {
    path: 'rate',
    title: 'Rate',
    icon: 'Star',
    category: 'forms',
    summary: 'A score of stars, halves included, read-only or set by hand.',
  },
  {
    path: 'resize',
    title: 'Resize',
    icon: 'Scaling',
    category: 'layout',
    summary: 'A box that people resize from its edges and corners.',
  },
  {
    path: 'select',
    title: 'Select',
    icon: 'AlignHorizontalSpaceAround',
    category: 'forms',
    summary: 'Chooses one or several options from a list that filters as one types.',
  },
  {
    path: 'signature',
    title: 'Signature',
    icon: 'PenLine',
    category: 'media',
    summary: 'A pad to sign with a finger, a pen or a mouse, saved as a picture.',
  },
  { path: 'skeleton', title: 'Skeleton', icon: 'Heading', category: 'feedback', summary: 'Grey shapes where content is on its way.' },
  { path: 'switch', title: 'Switch', icon: 'ToggleRight', category: 'forms', summary: 'Turns a setting on or off at once.' },
  {
    path: 'table',
    title: 'Table',
    icon: 'Table',
    category: 'display',
    summary: 'Rows of data that sort, page, scroll and resize their columns.',
  },
  {
    path: 'tabs',
    title: 'Tabs',
    icon: 'PanelTop',
    category: 'navigation',
    summary: 'Panels of related content, one in view, chosen from a row of tabs.',
  },
  {
    path: 'tags',
    title: 'Tags',
    icon: 'Tags',
    category: 'display',
    summary: 'Short coloured labels, removable or toggled as filters.',
  },
  {
    path: 'timelines',
    title: 'Timelines',
    icon: 'GitCommitVertical',
    category: 'display',
    summary: 'Events in the order they happened, along a line.',
  },
  {
    path: 'tooltip',
    title: 'Tooltip',
    icon: 'MessageSquareText',
    category: 'overlays',
    summary: 'A short text shown on hover or focus, on any side of its trigger.',
  },
];

/** Case-insensitive substring match on the title; an empty query keeps everything. */
export function filterComponents(entries: readonly ComponentEntry[], query: string): ComponentEntry[] {
  const needle = query.trim().toLowerCase();
  return needle ? entries.filter((entry) => entry.title.toLowerCase().includes(needle)) : [...entries];
}

/** The components of each category, in the categories' order; a category with none is left out. */
export function componentsByCategory(entries: readonly ComponentEntry[] = COMPONENTS) {
  return CATEGORIES.map((category) => ({ ...category, components: entries.filter((entry) => entry.category === category.id) })).filter(
    (group) => group.components.length > 0,
  );
}
