import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Rate',
  description:
    'A star rating: people give from one to five stars by click or keyboard, with a preview of the stars under the pointer; read-only, it shows a score.',
  whenToUse: [
    'To let people rate something quickly: an article, a product, a support answer.',
    'To show a score at a glance, read-only, beside the number it stands for.',
    'Not for exact numbers or more than five steps: a slider or a number field says more.',
  ],
  imports: ['Rate'],
  entry: 'rate',
  demos: [
    {
      id: 'rate-demo1',
      title: 'Basic',
      description:
        'Click a star to rate; the stars up to the pointer light up before you click. value and onChange hold the rating, from 1 to 5.',
    },
    {
      id: 'rate-demo2',
      title: 'Allow clear',
      description:
        'With allowClear (on by default) choosing the chosen star again clears the rating to 0; with allowClear={false} a rating can be changed but not taken back.',
    },
    {
      id: 'rate-demo3',
      title: 'Custom colour',
      description:
        'color paints the chosen stars: any CSS colour, a var(--token) included (#FFA600 by default, also for a value that is no colour, which warns in development).',
    },
    {
      id: 'rate-demo4',
      title: 'With text, and read-only',
      description:
        'A word beside the stars says what the rating means. readOnly shows a score as one image named "Average rating: 4 out of 5 stars", with no tab stop.',
    },
  ],
  configurator: {
    component: 'Rate',
    omit: ['name'], // names the hidden input a form submits: nothing on the page shows it
  },
  api: ['Rate'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the chosen star, or to the first star when there is no rating yet' },
    { keys: 'Right Arrow / Down Arrow', action: 'Chooses the next star; from 5 stars it goes round to 1 star, as in any radio group' },
    { keys: 'Left Arrow / Up Arrow', action: 'Chooses the previous star; from 1 star it goes round to 5 stars' },
    { keys: 'Home / End', action: 'Chooses 1 star / 5 stars' },
    { keys: 'Space / Enter', action: 'Chooses the focused star (never clears it)' },
    { keys: 'Delete / Backspace', action: 'Clears the rating to 0 when allowClear is on; focus stays on the star' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: ['With `name`, a hidden input carries the rating (0 when none), so a form submits it.'],
    },
    {
      heading: 'Behaviour',
      items: [
        'The rating is a whole number: 1 to 5, or 0 for no rating. Other numbers are rounded and kept within 0 to 5; `onChange` receives 0 when the rating is cleared.',
        'A controlled rating shows the `value` it is given, as every controlled field does: `value={null}` shows no rating, like 0, and keeps the stars controlled; leave `value` undefined to let them keep their own rating.',
        '`onChange` is called once for each rating a person gives or clears — never on mount, and never when you pass a new `value`, even one the stars round or keep within 0 to 5.',
        '`allowClear` has two readings. The component has always let people clear a rating by choosing the chosen star again, while its earlier API table listed the default as `false`. Aquila UI keeps the behaviour, so the default is `true`; pass `allowClear={false}` for the other reading.',
        '`disabled` greys the stars out and takes them out of the tab order; `readOnly` replaces the radios by one image that says the score, for lists of reviews where a tab stop per rating would be noise.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The stars are a radio group named "Rating" (give it your own `aria-label` or `aria-labelledby`), and each star is a radio named "1 star" … "5 stars"; only the chosen one is checked.',
      ],
    },
  ],
});
