import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Card',
  description:
    'A surface that groups the content and actions about one subject. It is composed from parts: a header with title and subtitle, an image, content and actions.',
  whenToUse: [
    'To show a collection of items of the same kind, such as articles, people or products, as scannable tiles.',
    'To group related information and the actions on it into one self-contained block.',
    'Variants set the emphasis: elevated stands out from the page, outlined sits flat on it, filled groups quietly without a border or shadow.',
  ],
  imports: ['Card', 'CardHeader', 'CardTitle', 'CardSubtitle', 'CardImage', 'CardContent', 'CardActions'],
  entry: 'card',
  demos: [
    {
      id: 'card-demo1',
      title: 'Elevated',
      description:
        'The default variant: a shadow lifts the card off the page. An article card with an image, a title, a subtitle and actions.',
    },
    {
      id: 'card-demo2',
      title: 'Outlined',
      description: 'variant="outlined" draws a border on the page colour. A profile card with an avatar in its header.',
    },
    {
      id: 'card-demo3',
      title: 'Filled',
      description: 'variant="filled" uses a tinted background, for low-emphasis groups. Each card has a toggle in its header action.',
    },
  ],
  configurator: { component: 'Card' },
  api: [],
  manualTables: [
    {
      title: 'Card',
      columns: ['Element', 'Decorator', 'Characteristic', 'Description'],
      rows: [
        [
          '<Card>',
          'variant',
          "'elevated' | 'outlined' | 'filled', default 'elevated'",
          'The surface: elevated has a shadow, outlined a border on the page colour, filled a tinted background.',
        ],
        ['<Card>', 'children', 'ReactNode', 'The parts below, in any order. Renders an <article>, named by its CardTitle.'],
        ['<CardHeader>', 'avatar', 'ReactNode', 'Leading visual before the title, such as an avatar or an icon.'],
        ['<CardHeader>', 'action', 'ReactNode', 'Trailing control at the end of the header, such as an icon button.'],
        ['<CardHeader>', 'children', 'ReactNode', 'The title and subtitle.'],
        [
          '<CardTitle>',
          'level',
          '1 | 2 | 3 | 4 | 5 | 6, default 3',
          'Heading level, so the title fits the page outline. The card takes its accessible name from it.',
        ],
        ['<CardTitle>', 'children', 'ReactNode', 'The title text. One per card.'],
        ['<CardSubtitle>', 'children', 'ReactNode', 'A secondary line under the title: an author, a date, a category.'],
        [
          '<CardImage>',
          'src, alt',
          'string (both required)',
          'A full-width image, clipped to the card corners when first or last. Use alt="" for a decorative image.',
        ],
        ['<CardContent>', 'children', 'ReactNode', 'The body of the card, padded to its edges.'],
        [
          '<CardActions>',
          'align',
          "'start' | 'end' | 'space-between', default 'end'",
          'How the buttons or links of the bottom row are laid out; the row wraps on narrow screens.',
        ],
        ['<CardActions>', 'children', 'ReactNode', 'Buttons or links acting on the card.'],
      ],
    },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        'Every part forwards its ref and the native attributes of the element it renders (`<article>`, `<div>`, `<h1>`–`<h6>`, `<p>`, `<img>`), and merges `className` and `style`.',
      ],
    },
  ],
});
