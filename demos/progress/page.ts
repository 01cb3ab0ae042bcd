import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Progress',
  description:
    'Shows how far a task has come, from 0 to 100 %, as a line or a circle, with the percent or your own text beside or inside it.',
  whenToUse: [
    'For work that takes a while and whose end is known: an upload, an installation, the steps of a form.',
    'To show a share of a whole at a glance, such as storage used or days of a trial gone.',
    'When the end is not known, a loading spinner says more honestly that something is under way.',
  ],
  imports: ['Progress'],
  entry: 'progress',
  demos: [
    {
      id: 'progress-demo1',
      title: 'Circle',
      description:
        'variant="circle" draws a ring. The buttons change value by 10, kept within 0 and 100; the ring moves over duration seconds (0.5 by default). At 100 the completeLabel (a check mark) replaces the percent, and the demo turns the ring green.',
    },
    {
      id: 'progress-demo2',
      title: 'Line',
      description: 'The default variant is a line with the percent after it; each bar here is named by the file beside it.',
    },
    {
      id: 'progress-demo3',
      title: 'Sizes',
      description:
        'size makes a line 6, 8 or 10 px thick and a circle 80, 100 or 120 px across: small, medium (the default) and large.',
    },
    {
      id: 'progress-demo4',
      title: 'Custom text',
      description:
        'format replaces the percent at every step: it receives the percent and returns text, content, or null for no text.',
    },
  ],
  configurator: { component: 'Progress' },
  api: ['Progress'],
  notes: [
    {
      heading: 'Behaviour',
      items: [
        '`value` outside 0 to 100 is kept within it, and a value that is not a number counts as 0. `duration` below 0 counts as 0 (no animation).',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The bar has `role="progressbar"` with `aria-valuenow` from 0 to 100 and is named "Progress"; give each one a name that says what is progressing, with `aria-label` or `aria-labelledby`.',
        'Assistive technology reads a progressbar’s value, not its text. When `completeLabel` or `format` gives plain text, that text also becomes `aria-valuetext`; for other content (an icon, markup), pass `aria-valuetext` yourself, as the circle and custom text examples do.',
        'When the system asks for reduced motion, the bar jumps to its new length without a transition.',
      ],
    },
    {
      heading: 'Styling',
      items: [
        'The circle is an SVG ring of radius 45 in a 100 × 100 box: its dash of 283 (its length) is uncovered as the percent grows, starting at the top and running clockwise.',
      ],
    },
  ],
});
