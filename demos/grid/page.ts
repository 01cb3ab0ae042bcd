import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Grid',
  description:
    'A row divided into 24 columns (or as many as you choose) and the columns placed in it, each spanning some of them, with an even gutter between.',
  whenToUse: [
    'To lay out blocks side by side in proportions that stay the same at every width, such as a sidebar beside content.',
    'To line up cards, form fields or figures in even columns.',
    'To share the free room of a line between its blocks (justify) or line up blocks of different heights (align).',
  ],
  imports: ['Row', 'Col'],
  entry: 'grid',
  demos: [
    {
      id: 'grid-demo1',
      title: '40-column grid',
      description: 'span={40} on the Row divides it into 40 columns; each Col’s span counts in those, here with a 4 px gutter.',
    },
    {
      id: 'grid-demo2',
      title: '24-column grid',
      description:
        'A Row has 24 columns by default; gutter={16} puts 16 px between neighbouring columns. A Col with span={0} is hidden: the button hides the sidebar and the content takes all 24 columns.',
    },
    {
      id: 'grid-demo3',
      title: 'Justify',
      description:
        'A Row’s justify shares the room the columns leave free: start (the default), center, end, space-between, space-around or space-evenly.',
    },
    {
      id: 'grid-demo4',
      title: 'Align',
      description: 'A Row’s align places columns of different heights at the top (the default), middle or bottom of the row.',
    },
  ],
  configurator: { component: 'Row' },
  api: ['Row', 'Col'],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`gutter={16}` (or `"16"`) puts 16 px between neighbouring columns; `gutter={[8, 16]}` (or `"[8,16]"`) also puts 16 px between lines that wrap.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'A `Col`’s width is its share of the row’s columns plus the gutters between them, so columns whose spans add up to the row’s `span` fill one line exactly; more wrap to the next line.',
        'A `Col` without `span` fills its row (24 columns in a default row). Outside a `Row` a `Col` is a plain block as wide as its container; `span={0}` still hides it.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        '`Row` and `Col` are plain `<div>` elements with no role: they lay content out and add nothing for assistive technology.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'A value the grid cannot lay out never stops the page: the default is used instead (24 columns, no gutter, start, top, or the whole row for a `Col`), and in development a warning names the prop, for example "Aquila UI: Col span must be a whole number from 0 to 24 (the row\'s span); got -1. Using 24."',
      ],
    },
  ],
});
