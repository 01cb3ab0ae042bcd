import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Tags',
  description: 'A short, coloured label for a category, a status or a topic — one that can be removed, or toggled as a filter.',
  whenToUse: [
    'To mark items with categories, keywords or a status at a glance.',
    'To show the values someone has picked (topics, recipients), each with its own remove button.',
    'As compact on/off filters above a list, in checkable mode.',
  ],
  imports: ['Tag'],
  entry: 'tags',
  demos: [
    {
      id: 'tags-demo1',
      title: 'Basic',
      description:
        'A tag is tinted from its colour (#1890FF by default) with a border; bordered={false} drops the border, and a { backgroundColor, overlayColor } pair sets both colours exactly.',
    },
    {
      id: 'tags-demo2',
      title: 'Modes',
      description:
        'mode is default, closeable (a remove button) or checkable (a toggle). onClose can refuse a removal with event.preventDefault(): the last topic here stays.',
    },
    {
      id: 'tags-demo3',
      title: 'Colour',
      description:
        'color takes any CSS colour, a var(--token) included (its tint then comes from color-mix()); the text keeps a readable shade of it in both themes. Choose a colour with the radio buttons.',
    },
    {
      id: 'tags-demo4',
      title: 'Checkable',
      description:
        'Checkable tags as filters, controlled through checked and onCheckedChange, which is called once for each toggle a person makes (never for a new checked).',
    },
  ],
  configurator: { component: 'Tag' },
  api: ['Tag'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to a checkable tag, or to the remove button of a closeable tag.' },
    { keys: 'Space', action: 'Toggles the focused checkable tag.' },
    {
      keys: 'Enter or Space',
      action: 'On a remove button: removes the tag (unless onClose refuses) and moves focus to the next control.',
    },
  ],
  notes: [
    {
      heading: 'Accessibility',
      items: [
        'A checkable tag is a checkbox to assistive technology (`role="checkbox"` with `aria-checked`). A remove button is named "Remove" followed by the tag’s text; set `closeLabel` to translate it.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'A `color` that is no colour draws the default `#1890FF` and warns once in development with the colour helper’s text: “Invalid RGB color format”, “Invalid RGBA color format”, “Invalid HSL color format”, “Invalid HSLA color format”, “Incorrect RGB color format.” (a malformed hex), “Wrong color name” or “Invalid argument; has no value.”.',
      ],
    },
  ],
});
