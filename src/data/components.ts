/**
 * One entry of the component list (SPEC.md §3): the categories page and the side navigation both read
 * this. Icons live in component-icons.ts, so the router, which needs only the paths, does not pull them
 * into the first download.
 */
export interface ComponentEntry {
  /** Path segment under /components. */
  path: string;
  title: string;
}

export const COMPONENTS: readonly ComponentEntry[] = [
  { path: 'avatar', title: 'Avatar' },
  { path: 'badge', title: 'Badge' },
  { path: 'button', title: 'Button' },
  { path: 'card', title: 'Card' },
  { path: 'carousel', title: 'Carousel' },
  { path: 'checkbox', title: 'Checkbox' },
  { path: 'datepicker', title: 'Datepicker' },
  { path: 'dialog', title: 'Dialog' },
  { path: 'divider', title: 'Divider' },
  { path: 'drawer', title: 'Drawer' },
  { path: 'dropdown', title: 'Dropdown' },
  { path: 'expansion', title: 'Expansion panel' },
  { path: 'grid', title: 'Grid' },
  { path: 'image-cropper', title: 'Image cropper' },
  { path: 'input', title: 'Input' },
  { path: 'loading', title: 'Loading' },
  { path: 'paginator', title: 'Paginator' },
  { path: 'progress', title: 'Progress' },
  { path: 'radio-button', title: 'Radio button' },
  { path: 'rate', title: 'Rate' },
  { path: 'resize', title: 'Resize' },
  { path: 'select', title: 'Select' },
  { path: 'signature', title: 'Signature' },
  { path: 'skeleton', title: 'Skeleton' },
  { path: 'switch', title: 'Switch' },
  { path: 'table', title: 'Table' },
  { path: 'tabs', title: 'Tabs' },
  { path: 'tags', title: 'Tags' },
  { path: 'timelines', title: 'Timelines' },
  { path: 'tooltip', title: 'Tooltip' },
];

/** Case-insensitive substring match on the title; an empty query keeps everything (SPEC.md §2). */
export function filterComponents(entries: readonly ComponentEntry[], query: string): ComponentEntry[] {
  const needle = query.trim().toLowerCase();
  return needle ? entries.filter((entry) => entry.title.toLowerCase().includes(needle)) : [...entries];
}
