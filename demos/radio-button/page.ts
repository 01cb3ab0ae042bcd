import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Radio button',
  description: 'Lets people choose exactly one option from a small set, all of them visible at once.',
  whenToUse: [
    'To choose one option of a few (up to about six) that people should compare side by side.',
    'When there is a sensible default to show as chosen; for many options, a select takes less room.',
    'Use checkboxes instead when several options may be chosen together.',
  ],
  imports: ['RadioButton', 'RadioGroup'],
  entry: 'radio-button',
  demos: [
    {
      id: 'radio-button-demo1',
      title: 'Radio group',
      description: 'A RadioGroup holds the chosen value (value and onChange); each RadioButton stands for its own value.',
    },
    {
      id: 'radio-button-demo2',
      title: 'Sizes and colours',
      description:
        'size is small (14 px), medium (18 px), large (22 px) or a number of pixels; color takes any CSS colour, a var(--token) included.',
    },
    {
      id: 'radio-button-demo3',
      title: 'Disabled',
      description:
        'Disable one button, or the whole group; a disabled button keeps its state, is skipped by the arrow keys and is drawn in grey (#9E9E9E, in both themes, whatever its color).',
    },
    {
      id: 'radio-button-demo4',
      title: 'Change event',
      description:
        'The group’s onChange receives the chosen button’s value once for each choice a person makes, by click, label or arrow key. Setting value from your code, as Reset does, calls nothing.',
    },
  ],
  configurator: { component: 'RadioButton' },
  api: ['RadioButton', 'RadioGroup'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus into the group, to the chosen button (or the first), and out of it.' },
    { keys: 'Arrow Right / Arrow Down', action: 'Chooses the next enabled button, wrapping to the first.' },
    { keys: 'Arrow Left / Arrow Up', action: 'Chooses the previous enabled button, wrapping to the last.' },
    { keys: 'Space', action: 'Chooses the focused button if it is not chosen yet.' },
  ],
  notes: [
    {
      heading: 'Behaviour',
      items: [
        'Each button is a native `<input type="radio">` and the group gives them one name, so the browser moves the choice with the arrow keys and forms submit the chosen value.',
        'The group’s `onChange(value)` reports each choice, never on mount and never when you pass a new `value`; choosing the button already chosen changes nothing and calls nothing. A button’s own `onChange` is the native change event of its input.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'Name the group with `aria-label` or `aria-labelledby`: screen readers announce it as a radio group of that name.',
        'Sizes are 14, 18 and 22 px. The pointer target is the whole label, at least 24 px high, so a labelled button meets WCAG 2.2’s 24 × 24 px target size at every size; the group keeps 8 px between rows and 24 px between columns.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'An invalid `size` draws the medium size and warns in development, naming the value; a `color` that is no colour draws the default `#1890FF` and warns once in development with the colour helper’s text.',
      ],
    },
  ],
});
