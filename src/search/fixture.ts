import type { SearchEntry, SearchIndexData } from './types';

/** A row of `component`'s API table on `page`, with the id the build gives it. */
const prop = (page: string, component: string, title: string, text: string): SearchEntry => ({
  kind: 'prop',
  page,
  title,
  text,
  target: `api-${component}-${title}`,
  component,
});

/** A small index in the shape the build writes, for the search's unit tests. */
export const FIXTURE_INDEX: SearchIndexData = {
  pages: { avatar: 'Avatar', checkbox: 'Checkbox', button: 'Button', tooltip: 'Tooltip' },
  entries: [
    {
      kind: 'page',
      page: 'avatar',
      title: 'Avatar',
      text: 'A picture, icon or initials that stand for a person.',
      target: '',
      category: 'Data display',
    },
    { kind: 'demo', page: 'avatar', title: 'Sizes', text: 'ngxSize sets the diameter.', target: 'avatar-demo1' },
    prop('avatar', 'Avatar', 'ngxSize', 'The diameter in pixels.'),
    prop('avatar', 'AvatarGroup', 'ngxSize', 'The size of every avatar of the group.'),
    prop('avatar', 'Avatar', 'ngxShape', 'Circle or square.'),
    { kind: 'page', page: 'button', title: 'Button', text: 'Starts an action.', target: '' },
    prop('button', 'Button', 'buttonSize', 'The height of the button.'),
    prop('button', 'Button', 'buttonFillMode', 'Filled, outlined or flat.'),
    { kind: 'demo', page: 'button', title: 'Fill modes', text: 'Every buttonFillMode side by side.', target: 'button-demo1' },
    { kind: 'page', page: 'checkbox', title: 'Checkbox', text: 'Lets a person choose an option.', target: '' },
    prop('checkbox', 'Checkbox', 'ngxSize', 'The box size: `small`, `default` or `large`.'),
    { kind: 'keyboard', page: 'checkbox', title: 'Space', text: 'Toggles the focused checkbox', target: 'keyboard-0' },
    { kind: 'page', page: 'tooltip', title: 'Tooltip', text: 'A short text label that appears next to an element.', target: '' },
    prop('tooltip', 'Tooltip', 'tooltipText', 'The text shown.'),
    {
      kind: 'demo',
      page: 'tooltip',
      title: 'Placement',
      text: 'tooltipPosition puts the tooltip on any side.',
      target: 'tooltip-demo1',
    },
  ],
};
