import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Timelines',
  description: 'A vertical line of events in the order they happened, each marked by a dot, an icon or a colour.',
  whenToUse: [
    'To show a history — an order’s progress, a project’s releases, an account’s activity — in time order.',
    'When each step needs a short description and, optionally, a date or time beside it (an item’s label).',
  ],
  imports: ['Timeline', 'TimelineItem'],
  entry: 'timelines',
  demos: [
    { id: 'timelines-demo1', title: 'Basic', description: 'A Timeline of TimelineItems; each gets a dot on the line.' },
    {
      id: 'timelines-demo2',
      title: 'Coloured items',
      description:
        'An item’s color colours its dot (#1890ff by default) in any CSS colour, a var(--token) included, and tailColor the line on to the next item; let the text carry the meaning too.',
    },
    {
      id: 'timelines-demo3',
      title: 'Custom dots',
      description:
        'An item’s dot draws any node on the line instead of the dot — an icon, a step number — in the item’s colour (currentColor).',
    },
    {
      id: 'timelines-demo4',
      title: 'Mode',
      description:
        'The timeline’s mode puts the content on the right of the line (the default), on the left, or alternating; labels take the other side. Switch it with the radio group.',
    },
  ],
  configurator: { component: 'Timeline' },
  api: ['Timeline', 'TimelineItem'],
  notes: [
    {
      heading: 'Accessibility',
      items: [
        'The timeline is an ordered list (`<ol>`), so screen readers announce how many events there are and where each one is; dots and custom dots are decorative and hidden from them.',
        'An item’s `label` comes before its content in the reading order, whichever side it is drawn on.',
      ],
    },
    {
      heading: 'Styling',
      items: ['Set `--aq-timeline-line` on the timeline to change the colour of the line.'],
    },
    {
      heading: 'Errors',
      items: [
        'A `color` that is no colour draws the default `#1890ff` and warns once in development with the colour helper’s text, such as “Wrong color name” or “Incorrect RGB color format.”.',
      ],
    },
  ],
});
