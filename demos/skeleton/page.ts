import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Skeleton',
  description: 'Grey placeholders in the shape of the content that is on its way: lines of text, avatars, buttons, rows and blocks.',
  whenToUse: [
    'While content loads for the first time, to show where it will appear and keep the layout from jumping.',
    'For lists, cards and articles whose shape is known before their data is.',
    'For a short wait inside a known layout; a spinner suits work without a shape, such as saving.',
  ],
  imports: ['Skeleton'],
  entry: 'skeleton',
  demos: [
    {
      id: 'skeleton-demo1',
      title: 'Basic',
      description: 'An article’s title and lines stand in for its text until it arrives; the button swaps between the two.',
    },
    {
      id: 'skeleton-demo2',
      title: 'Variants',
      description:
        "variant gives the shape: avatar (32 px circle), button (120 × 32 px), text (a line), row (a full-width bar), or '' for a block of the size you set.",
    },
    {
      id: 'skeleton-demo3',
      title: 'Card',
      description: 'Placeholders composed into a profile card, at most 360 px wide.',
    },
  ],
  configurator: { component: 'Skeleton' },
  api: ['Skeleton'],
  notes: [
    {
      heading: 'Accessibility',
      items: [
        'Placeholders are hidden from assistive technology (`aria-hidden`). Mark the region that is loading with `aria-busy` and give it a name, as the examples do.',
        'They shimmer unless the system asks for reduced motion, when they stand still.',
      ],
    },
    {
      heading: 'Styling',
      items: ['Their colours follow the theme; set `--aq-skeleton-color` and `--aq-skeleton-shine` to change them.'],
    },
  ],
});
