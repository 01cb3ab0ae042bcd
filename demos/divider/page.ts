import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Divider',
  description:
    'A line that separates content: horizontal between blocks, with optional text in the line, or vertical between inline items.',
  whenToUse: [
    'To separate sections of text in a long article or form.',
    'To put a short label, such as a section name or “or”, into the line between two blocks.',
    'To separate inline items, such as the links of a small navigation or the parts of a meta line.',
  ],
  imports: ['Divider'],
  entry: 'divider',
  demos: [
    {
      id: 'divider-demo1',
      title: 'Horizontal',
      description: 'A plain line, a line with text, and a dashed line with text between paragraphs.',
    },
    {
      id: 'divider-demo2',
      title: 'Label position',
      description: 'labelPosition places the text at the left, center (default) or right of the line.',
    },
    {
      id: 'divider-demo3',
      title: 'Colour',
      description:
        'color takes any CSS colour for the line (a name, hex, rgb(), hsl(), oklch(), color(), a var(--token) …); the text keeps the theme’s text colour.',
    },
    {
      id: 'divider-demo4',
      title: 'Vertical',
      description: 'orientation="vertical" separates inline items such as links; it is valid inside a paragraph.',
    },
  ],
  configurator: { component: 'Divider' },
  api: ['Divider'],
  notes: [
    {
      heading: 'Accessibility',
      items: ['Each divider has `role="separator"` and `aria-orientation`; a divider with text is named by that text.'],
    },
    {
      heading: 'Errors',
      items: [
        'A `color` that is no colour draws the default `#6b727c` line and warns once in development with the colour helper’s text (for example "Wrong color name").',
      ],
    },
  ],
});
