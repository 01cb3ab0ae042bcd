/**
 * Long on purpose: data. The props renamed in 1.0, one table per component: the names of 0.x (the
 * Angular library's, `ngxColor`, `buttonSize`…) and the names React developers know. This table is the
 * one source for the development warnings of the components, the migration guide, the changelog and the
 * upgrade of links shared before 1.0.
 */

/** The version whose names this table gives. */
export const RENAMED_IN = '1.0.0';

/** One prop of 0.x and what it is in 1.0. */
export interface PropRename {
  /** The 0.x name. */
  from: string;
  /** The 1.0 name; the same as `from` when only values were renamed. */
  to: string;
  /** Values renamed with it, 0.x → 1.0 (`'default'` → `'medium'`). */
  values?: Readonly<Record<string, string>>;
  /**
   * For a 0.x name that 1.0 gives to another prop: the 0.x values that tell the 0.x prop apart (Divider's
   * 0.x `orientation="left"` is `labelPosition="left"`; its 1.0 `orientation` is `'horizontal' | 'vertical'`).
   */
  onlyForValues?: readonly string[];
}

/** A 0.x prop that has no 1.0 name: what to use instead. */
export interface PropRemoval {
  /** The 0.x name. */
  from: string;
  /** The 1.0 prop that does its job, when one does; a link upgrade renames it to that. */
  to?: string;
  /** What to do instead, in a sentence. */
  instead: string;
}

export interface ComponentRenames {
  renamed: readonly PropRename[];
  removed?: readonly PropRemoval[];
}

/** One size scale: the named steps of 0.x that were not small, medium and large. */
const DEFAULT_IS_MEDIUM = { default: 'medium' } as const;
const SHORT_SIZES = { sm: 'small', md: 'medium', lg: 'large' } as const;

const BUTTON: ComponentRenames = {
  renamed: [
    { from: 'buttonFillMode', to: 'variant' },
    { from: 'buttonSize', to: 'size' },
    { from: 'buttonRounded', to: 'radius' },
    { from: 'ngxColor', to: 'color' },
  ],
};

const OPEN_STATE: readonly PropRename[] = [
  { from: 'visible', to: 'open' },
  { from: 'defaultVisible', to: 'defaultOpen' },
  { from: 'onVisibleChange', to: 'onOpenChange' },
];

/** Component name → its renames. A component without renames is not listed. */
export const RENAMES: Readonly<Record<string, ComponentRenames>> = {
  Avatar: {
    renamed: [
      { from: 'ngxSrc', to: 'src' },
      { from: 'ngxText', to: 'name' },
      { from: 'ngxIcon', to: 'icon' },
      { from: 'ngxSize', to: 'size', values: DEFAULT_IS_MEDIUM },
    ],
  },
  AvatarGroup: {
    renamed: [
      { from: 'maxCount', to: 'max' },
      { from: 'ngxSize', to: 'size', values: DEFAULT_IS_MEDIUM },
    ],
  },
  Badge: {
    renamed: [
      { from: 'ngxBadge', to: 'content' },
      { from: 'ngxOverflowCount', to: 'max' },
      { from: 'ngxBadgeColor', to: 'color' },
      { from: 'ngxBadgeSize', to: 'size' },
      { from: 'ngxBadgePosition', to: 'placement' },
      { from: 'ngxBadgeHidden', to: 'invisible' },
    ],
  },
  Button: BUTTON,
  DialogClose: BUTTON,
  Carousel: {
    renamed: [
      { from: 'ngxAutoPlay', to: 'autoPlay' },
      { from: 'ngxAutoPlaySpeed', to: 'autoPlayInterval' },
      { from: 'ngxDotPosition', to: 'dotPlacement' },
    ],
  },
  Checkbox: {
    renamed: [
      { from: 'ngxColor', to: 'color' },
      { from: 'ngxSize', to: 'size', values: DEFAULT_IS_MEDIUM },
    ],
    removed: [
      {
        from: 'onChange',
        to: 'onCheckedChange',
        instead: '`onCheckedChange(checked, event)` is the one handler of a change; its first argument is the same.',
      },
      { from: 'onChecked', to: 'onCheckedChange', instead: '`onCheckedChange(checked, event)` is the one handler of a change.' },
    ],
  },
  Dialog: {
    renamed: [...OPEN_STATE, { from: 'size', to: 'size', values: SHORT_SIZES }],
  },
  Divider: {
    renamed: [
      { from: 'colour', to: 'color' },
      { from: 'orientation', to: 'labelPosition', onlyForValues: ['left', 'center', 'right'] },
      { from: 'type', to: 'orientation' },
    ],
  },
  Drawer: { renamed: OPEN_STATE },
  Accordion: {
    renamed: [
      { from: 'ngxColor', to: 'color' },
      { from: 'ngxType', to: 'variant' },
      { from: 'ngxExpandIconPosition', to: 'expandIconPosition' },
      { from: 'multi', to: 'multiple' },
    ],
  },
  ExpansionPanel: { renamed: [{ from: 'ngxLabel', to: 'label' }] },
  Row: {
    renamed: [
      { from: 'ngxGutter', to: 'gutter' },
      { from: 'ngxJustify', to: 'justify' },
      { from: 'ngxAlign', to: 'align' },
      { from: 'ngxSpan', to: 'span' },
    ],
  },
  Col: { renamed: [{ from: 'ngxSpan', to: 'span' }] },
  Loading: {
    renamed: [
      { from: 'spinnerType', to: 'variant' },
      { from: 'size', to: 'size', values: SHORT_SIZES },
    ],
  },
  Progress: {
    renamed: [
      { from: 'ngxPercent', to: 'value' },
      { from: 'ngxType', to: 'variant' },
      { from: 'ngxColor', to: 'color' },
      { from: 'ngxSize', to: 'size', values: DEFAULT_IS_MEDIUM },
      { from: 'ngxTimer', to: 'duration' },
      { from: 'template', to: 'completeLabel' },
    ],
  },
  RadioButton: {
    renamed: [
      { from: 'ngxValue', to: 'value' },
      { from: 'ngxColor', to: 'color' },
      { from: 'ngxSize', to: 'size', values: DEFAULT_IS_MEDIUM },
    ],
    removed: [
      {
        from: 'onRadioClick',
        instead: 'RadioGroup’s `onChange(value)` reports the choice; a click on the button itself is its native `onClick`.',
      },
    ],
  },
  Rate: {
    renamed: [
      { from: 'ngxColor', to: 'color' },
      { from: 'ngxAllowClear', to: 'allowClear' },
    ],
  },
  Resizable: { renamed: [{ from: 'resizableWidth', to: 'width' }] },
  Select: {
    renamed: [],
    removed: [{ from: 'onChangeValue', to: 'onChange', instead: '`onChange(value)` is the one handler of a change.' }],
  },
  Skeleton: { renamed: [{ from: 'type', to: 'variant' }] },
  Switch: {
    renamed: [{ from: 'ngxSize', to: 'size', values: DEFAULT_IS_MEDIUM }],
    removed: [
      {
        from: 'onChange',
        to: 'onCheckedChange',
        instead: '`onCheckedChange(checked, event)` is the one handler of a change; its first argument is the same.',
      },
    ],
  },
  TableSortHeader: { renamed: [{ from: 'onChangeSorting', to: 'onDirectionChange' }] },
  Tabs: {
    renamed: [
      { from: 'ngxSelectedIndex', to: 'value' },
      { from: 'defaultSelectedIndex', to: 'defaultValue' },
      { from: 'onSelectedIndexChange', to: 'onValueChange' },
      { from: 'ngxTabPosition', to: 'placement' },
      { from: 'ngxAlignTabs', to: 'align' },
      { from: 'ngxMode', to: 'mode' },
    ],
  },
  Tag: {
    renamed: [
      { from: 'ngxMode', to: 'mode' },
      { from: 'ngxColor', to: 'color' },
      { from: 'ngxBordered', to: 'bordered' },
      { from: 'ngxChecked', to: 'checked' },
    ],
  },
  Timeline: { renamed: [{ from: 'ngxMode', to: 'mode' }] },
  TimelineItem: {
    renamed: [
      { from: 'ngxColor', to: 'color' },
      { from: 'ngxLabel', to: 'label' },
      { from: 'ngxDot', to: 'dot' },
    ],
  },
  Tooltip: {
    renamed: [
      { from: 'tooltipText', to: 'content' },
      { from: 'tooltipPosition', to: 'placement' },
    ],
  },
};
